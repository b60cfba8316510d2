/**
 * Sentences in a script the rest of the evidence does not use: a Korean, Arabic or Russian
 * sentence on the pages of an English filing, or an English one in a Japanese report. The
 * screen reads a few languages; it cannot vouch for a sentence it cannot read, and such a
 * sentence is no claim the answer (written in the document's language) could quote
 * usefully, while a chat model would read it, and follow it if it is an order. So a whole
 * sentence in a foreign script is held back and listed for the user (issue 18). What is
 * not a sentence stays: a company's name in its own script ("美高梅中國控股有限公司" in a
 * 10-K), a symbol or a word. And a script that is common in the evidence is no island: a
 * bilingual page keeps both its languages.
 */

// The scripts told apart; a letter of any other counts as "other". Japanese kana go with Han,
// since Japanese writes with all three.
const SCRIPTS: [string, RegExp][] = [
  ["latin", /\p{Script=Latin}/u],
  ["cyrillic", /\p{Script=Cyrillic}/u],
  ["greek", /\p{Script=Greek}/u],
  ["cjk", /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u],
  ["hangul", /\p{Script=Hangul}/u],
  ["arabic", /\p{Script=Arabic}/u],
  ["hebrew", /\p{Script=Hebrew}/u],
  ["devanagari", /\p{Script=Devanagari}/u],
  ["thai", /\p{Script=Thai}/u],
];
// Scripts written without spaces between words: a sentence is told by its length and punctuation.
const UNSPACED = new Set(["cjk", "thai", "other"]);
const ASCII_LETTER = /[A-Za-z]/;
const LETTER = /\p{L}/u;

function scriptOf(c: string): string {
  if (ASCII_LETTER.test(c)) return "latin";
  for (const [name, re] of SCRIPTS) if (re.test(c)) return name;
  return "other";
}

const NON_ASCII = /[\u0080-\uffff]+/g;

function asciiLetters(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i) | 0x20;
    if (c >= 0x61 && c <= 0x7a) n++;
  }
  return n;
}

/** A letter outside ASCII (é, я, 한, 𝑎): only text holding one can be in another script or disguised. */
export const NON_ASCII_LETTER = /(?![A-Za-z])\p{L}/u;

/** Letters of each script in the text (compatibility forms folded: "𝐀" is Latin). */
function scriptCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  const ascii = asciiLetters(text);
  if (ascii) counts.set("latin", ascii);
  // Most of a filing's non-ASCII characters are quotes, dashes and bullets: only letters are classified.
  for (const run of text.match(NON_ASCII) ?? [])
    for (const c of run) {
      if (!LETTER.test(c)) continue;
      const s = scriptOf(c.normalize("NFKC"));
      counts.set(s, (counts.get(s) ?? 0) + 1);
    }
  return counts;
}

export interface ScriptProfile {
  /** The script most of the evidence's letters are written in. */
  dominant: string;
  /** Share of the evidence's letters in each script. */
  share: Map<string, number>;
}

export function scriptProfile(texts: readonly string[]): ScriptProfile {
  const total = new Map<string, number>();
  for (const t of texts) for (const [s, n] of scriptCounts(t)) total.set(s, (total.get(s) ?? 0) + n);
  const all = [...total.values()].reduce((a, b) => a + b, 0) || 1;
  const dominant = [...total].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "latin";
  return { dominant, share: new Map([...total].map(([s, n]) => [s, n / all])) };
}

// A script under this share of the evidence's letters is a minority in it; near half, the evidence is bilingual.
const ISLAND_SHARE = 0.4;
// Punctuation that shows a clause in an unspaced script (a name carries none of it).
const CLAUSE_MARK = /[\s,.:;!?\u3001\u3002\uFF0C\uFF1A\uFF1B\uFF01\uFF1F\u0E2F]/u;

/** The script most of a line's letters are in, when it has a few letters. */
export function lineScript(line: string): string | null {
  if (!NON_ASCII_LETTER.test(line)) return asciiLetters(line) >= 4 ? "latin" : null;
  const top = [...scriptCounts(line)].sort((a, b) => b[1] - a[1])[0];
  return top && top[1] >= 4 ? top[0] : null;
}

/** The foreign script a sentence is written in, when it is a sentence and an island; else null. */
export function foreignScript(unit: string, profile: ScriptProfile): string | null {
  if (profile.dominant === "latin" && !NON_ASCII_LETTER.test(unit)) return null;
  const counts = scriptCounts(unit);
  const letters = [...counts.values()].reduce((a, b) => a + b, 0);
  const [script, n] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ["latin", 0];
  if (script === profile.dominant || n < letters * 0.6) return null;
  if ((profile.share.get(script) ?? 0) >= ISLAND_SHARE) return null;
  if (UNSPACED.has(script)) return n >= 6 && CLAUSE_MARK.test(unit) ? script : null;
  const words = unit.split(/\s+/).filter((w) => wordRuns(w).some((run) => scriptOf(run[0]) === script));
  return words.length >= 3 ? script : null;
}

const LETTER_RUN = /\p{L}+/gu;

/**
 * The runs of letters in a token that can be words of a language: two letters or more, and not a stretch of
 * the alphabet. A single letter is a symbol (a paper's "φ ∧ ψ", "α+β"), and so is a letter beside its
 * capital ("αΑ"); a run whose letters climb the alphabet a step or two at a time ("αβγδε ζηθικ") is a table
 * of the script, not text.
 */
function wordRuns(token: string): string[] {
  return (token.match(LETTER_RUN) ?? []).filter((run) => {
    const codes = [...run.normalize("NFKC").toLowerCase()].map((c) => c.codePointAt(0)!);
    if (new Set(codes).size < 2) return false;
    return !codes.every((c, i) => i === 0 || (c - codes[i - 1] >= 1 && c - codes[i - 1] <= 2));
  });
}
