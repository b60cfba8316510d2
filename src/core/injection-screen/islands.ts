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

// A plant is a sentence or two, a line or three; a script written in this many of the page's lines, and this
// share of them, is one the document itself is written in (a Chinese thesis's LaTeX listings and its Chinese
// prose, a font manual's samples under English headings), whatever its share of letters: a Han character
// is a word, where a Latin letter is a fifth of one, so letters undercount the unspaced scripts.
const WRITTEN_LINES = 5;
const WRITTEN_LINE_SHARE = 0.15;
// A line with this many letters of a script writes in it (lineScript's least, too).
const LINE_LETTERS = 4;

export interface ScriptProfile {
  /** The script most of the evidence's letters are written in. */
  dominant: string;
  /** Share of the evidence's letters in each script. */
  share: Map<string, number>;
  /** How many of the evidence's lines hold a few letters of each script, and how many lines hold any. */
  lines: Map<string, number>;
  lineTotal: number;
}

/**
 * Letters and lines of each script, counted text by text: scriptProfile's count, which a whole document's reading
 * (document-reading.ts) keeps as it walks each page's lines once for all its readings.
 */
export function scriptTally() {
  const total = new Map<string, number>();
  const lines = new Map<string, number>();
  let lineTotal = 0;
  return {
    /** One text, with its lines when the caller has split it already. */
    add(text: string, textLines: readonly string[] = text.split("\n")): void {
      for (const [s, n] of scriptCounts(text)) total.set(s, (total.get(s) ?? 0) + n);
      for (const line of textLines) {
        // Every script a line writes a few letters in (a listing's line with its comment in Chinese holds both).
        const held = [...scriptCounts(line)].filter(([, n]) => n >= LINE_LETTERS);
        if (!held.length) continue;
        lineTotal++;
        for (const [script] of held) lines.set(script, (lines.get(script) ?? 0) + 1);
      }
    },
    profile(): ScriptProfile {
      const all = [...total.values()].reduce((a, b) => a + b, 0) || 1;
      const dominant = [...total].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "latin";
      return { dominant, share: new Map([...total].map(([s, n]) => [s, n / all])), lines, lineTotal };
    },
  };
}

export function scriptProfile(texts: readonly string[]): ScriptProfile {
  const tally = scriptTally();
  for (const t of texts) tally.add(t);
  return tally.profile();
}

/** True when many of the evidence's lines are in the script: one of its own languages, no island. */
export function writtenIn(profile: ScriptProfile, script: string): boolean {
  const n = profile.lines.get(script) ?? 0;
  return n >= WRITTEN_LINES && n >= WRITTEN_LINE_SHARE * profile.lineTotal;
}

// A script under this share of the evidence's letters is a minority in it; near half, the evidence is bilingual.
const ISLAND_SHARE = 0.4;
/** True when the script is one of the evidence's own: a large share of its letters, or many of its lines. */
const ownScript = (profile: ScriptProfile, script: string) =>
  (profile.share.get(script) ?? 0) >= ISLAND_SHARE || writtenIn(profile, script);

/**
 * The scripts a whole document writes in, from its profile: each in many of its lines or in a large share of its
 * letters. The screen reads a page or a few, and a page of a Chinese thesis's listings holds only its comments in
 * Chinese; a script the document writes elsewhere is one of its languages on that page too, no island. Read once per
 * document's pages by document-reading.ts.
 */
export const writtenScripts = (profile: ScriptProfile): ReadonlySet<string> =>
  new Set([...profile.share.keys()].filter((s) => ownScript(profile, s)));
// Punctuation that shows a clause in an unspaced script (a name carries none of it), not a section number's or a
// leader's points ("图 2.3 样本 ...... 9"); in Thai and the rest, a space between two of its letters too. Not in
// Chinese or Japanese, which part a sentence's clauses by punctuation alone and set spaces in headings ("第 3 节
// 数据来源") and beside figures and Latin words ("2.2 插图").
// Every script's clause and sentence marks (Chinese "，。", Khmer "៖ ។", Devanagari "।"), and Thai's "ฯ".
const CLAUSE_PUNCTUATION = /[\p{Terminal_Punctuation}\u0E2F]/u;
const SPACE_BETWEEN_LETTERS = /(?![A-Za-z])\p{L}\p{M}*\s+(?![A-Za-z])\p{L}/u;
const NUMBERING = /\d[.,:](?=\d)|\.{2,}|\u2026/g;
function showsClause(unit: string, script: string): boolean {
  const text = unit.replace(NUMBERING, (m) => (/\d/.test(m) ? m[0] : " "));
  return CLAUSE_PUNCTUATION.test(text) || (script !== "cjk" && SPACE_BETWEEN_LETTERS.test(text));
}
// Han and Hangul write a syllable or a word to a character; elsewhere a letter standing alone is no word.
const SYLLABIC = new Set(["cjk", "hangul"]);
const SINGLE_LETTER = /^[^\p{L}]*\p{L}[\p{M}\uFE00-\uFE0F]*[^\p{L}]*$/u;

// A table lists a few letters at least, each once.
const TABLE_LETTERS = 6;

/**
 * True when most of the unit's tokens in an alphabet are a letter alone, each a different one: a font manual's or a
 * grammar's table of the script ("ဃ ဋ ဌ ဍ ဎ ဒ န"), not a sentence in it. Words printed letter-spaced, as tracked
 * type extracts, repeat their letters ("ค ำ ส ั ่ ง ก ่ อ น ห น ้ า"): a sentence still.
 */
function letterTable(unit: string, script: string): boolean {
  if (SYLLABIC.has(script)) return false;
  const tokens = unit.split(/\s+/).filter((t) => [...t].some((c) => LETTER.test(c) && scriptOf(c) === script));
  const single = tokens.filter((t) => SINGLE_LETTER.test(t));
  return single.length >= TABLE_LETTERS && single.length * 2 > tokens.length && new Set(single).size === single.length;
}

/** The script most of a line's letters are in, when it has a few letters. */
export function lineScript(line: string): string | null {
  if (!NON_ASCII_LETTER.test(line)) return asciiLetters(line) >= 4 ? "latin" : null;
  const top = [...scriptCounts(line)].sort((a, b) => b[1] - a[1])[0];
  return top && top[1] >= LINE_LETTERS ? top[0] : null;
}

/**
 * The foreign script a sentence is written in, when it is a sentence and an island; else null. `written` holds the
 * scripts the whole document writes in (document-reading.ts documentScripts), when the screen knows them.
 */
export function foreignScript(unit: string, profile: ScriptProfile, written?: ReadonlySet<string>): string | null {
  if (profile.dominant === "latin" && !NON_ASCII_LETTER.test(unit)) return null;
  const counts = scriptCounts(unit);
  const letters = [...counts.values()].reduce((a, b) => a + b, 0);
  const [script, n] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ["latin", 0];
  if (script === profile.dominant || n < letters * 0.6) return null;
  if (ownScript(profile, script) || written?.has(script)) return null;
  const inScript = unit.split(/\s+/).filter((t) => [...t].some((c) => LETTER.test(c) && scriptOf(c) === script));
  const words = inScript.filter((w) => wordRuns(w).some((run) => scriptOf(run[0]) === script));
  if (UNSPACED.has(script))
    return n >= 6 && showsClause(unit, script) && !letterTable(unit, script) && !titleCased(words, script)
      ? script
      : null;
  if (words.length < 3 || glyphsApart(inScript) || verseLine(unit) || titleCased(words, script)) return null;
  return script;
}

/**
 * Text in the script that is no sentence typed in it. A typeset sample of a script drawn glyph by glyph (a font
 * manual's vocalised Arabic, its marks and letters extracted apart, with presentation forms between them) has many
 * tokens that open on a mark torn from its letter or hold a presentation form: typed text, a plant's, never does,
 * letter-spaced or not ("α ρ ι θ μ ο ί" is a disguise, each token a letter). A line that ends on a comma or a
 * semicolon is a line of verse or of a song's lyrics printed under its music, its sentence going on in the next: a
 * plant is a sentence, whole. A title capitalises its words ("Հայերեն Լեզվով Գրելու Համակարգ"); a sentence, its
 * first.
 */
const DRAWN_GLYPH = /^\p{M}|[\uFB50-\uFDFF\uFE70-\uFEFF]/u;
const DRAWN_SHARE = 0.25;
const glyphsApart = (inScript: readonly string[]) =>
  inScript.filter((t) => DRAWN_GLYPH.test(t)).length >= inScript.length * DRAWN_SHARE;
const VERSE_END = /[,;\u060C\u061B]\s*$/u;
const verseLine = (unit: string) => VERSE_END.test(unit);
const CASED_WORD = /^[^\p{L}]*\p{Lu}\p{Ll}/u;
const UNCASED_WORD = /^[^\p{L}]*\p{Lo}/u;
const TITLE_SHARE = 0.6;
// Words that open in the script: "TEX-ում" is a Latin name with an Armenian ending, capitalised in any sentence.
function titleCased(words: readonly string[], script: string): boolean {
  const own = words.filter((w) => scriptOf(w.match(LETTER)?.[0] ?? "") === script);
  if (own.some((w) => UNCASED_WORD.test(w))) return false;
  return own.filter((w) => CASED_WORD.test(w)).length >= Math.max(3, own.length * TITLE_SHARE);
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
