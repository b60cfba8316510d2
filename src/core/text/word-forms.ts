/**
 * Other forms of an English word, for a question's words to find a page that uses another
 * form of them: "descale" finds "descaling" and "descaled", "evaluation" finds "evaluate",
 * "installing" finds "installation". Index terms stay as they are (merging them would make
 * "operating" and "operations" one term in a filing); the forms are looked for beside the
 * word, at a lower weight, so the question's own form still counts most.
 *
 * The forms come from suffix rules, not a dictionary: some are not words ("descalation"),
 * and those simply match nothing. Short words get none: their forms collide too often.
 */

/** A word is stripped of one suffix to its base candidates. */
const SUFFIXES: [suffix: string, minLength: number, bases: (stem: string) => string[]][] = [
  ["ation", 8, (s) => [s, `${s}e`, `${s}ate`]],
  ["ion", 7, (s) => [s, `${s}e`]],
  ["ing", 6, (s) => [s, `${s}e`, ...undoubled(s)]],
  // "specified", "specifies": the base ends in y ("specify").
  ["ied", 6, (s) => [`${s}y`]],
  ["ies", 6, (s) => [`${s}y`]],
  ["ed", 6, (s) => [s, `${s}e`, ...undoubled(s)]],
  // A verb's third person ("installs", "specifies" above): the base is the word less its s.
  ["s", 6, (s) => (/[su]$/.test(s) ? [] : [s])],
];

/** "stopp" → "stop": a consonant doubled before -ing or -ed. */
function undoubled(stem: string): string[] {
  return /([b-df-hj-np-tv-z])\1$/.test(stem) && !/(ll|ss|ff|zz)$/.test(stem) ? [stem.slice(0, -1)] : [];
}

/**
 * The forms a base takes: -s, -ing, -ed, -ion, -ation (a final e dropped where English drops it; a
 * final y after a consonant turned to i: "specify", "specifies", "specified", "specification").
 */
function inflections(base: string): string[] {
  if (/[^aeiou]y$/.test(base)) {
    const i = `${base.slice(0, -1)}i`;
    return [base, `${i}es`, `${base}ing`, `${i}ed`, `${i}cation`];
  }
  const bare = base.endsWith("e") ? base.slice(0, -1) : base;
  return [base, `${base}s`, `${bare}ing`, base.endsWith("e") ? `${base}d` : `${base}ed`, `${bare}ion`, `${bare}ation`];
}

const MIN_WORD = 5;
const MIN_FORM = 4;

/** The word's other forms (not the word itself), lower case; none for short words or figures. */
export function wordForms(word: string): string[] {
  const w = word.toLowerCase();
  if (w.length < MIN_WORD || !/^\p{Ll}+$/u.test(w)) return [];
  const rule = SUFFIXES.find(([suffix, min]) => w.length >= min && w.endsWith(suffix));
  const bases = rule ? rule[2](w.slice(0, -rule[0].length)) : [w];
  const forms = new Set(bases.flatMap(inflections));
  forms.delete(w);
  return [...forms].filter((f) => f.length >= MIN_FORM);
}
