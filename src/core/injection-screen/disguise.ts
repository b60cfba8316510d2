/**
 * Words in disguise, whatever they say and in whatever language: a word with an invisible
 * character between two of its letters (zero-width spaces and joiners, bidi controls,
 * variation selectors, tag characters, Hangul fillers), or a word that mixes Latin letters
 * with look-alikes from another script or block ("fіling" with a Cyrillic і, "summ𝑎ry",
 * "ｍüssen" with fullwidth letters). Typesetting never produces either: a filing's words
 * come from one font's Latin letters, and joiners have work to do only inside the scripts
 * that join or stack (Arabic, the Indic scripts…), which these tests leave alone. Both are
 * what a planted line does to slip past a screen that reads words, so the screen takes
 * the disguise itself as the sign (issue 18). None of the 192,000 lines of the
 * financebench filings has either.
 */
import { memoizeByString } from "../memo";
import { HOMOGLYPHS, INVISIBLE_CLASS, stripInvisible } from "./confusables";

// Scripts where a letter is one character and nothing is ever joined inside a word.
const PLAIN_SCRIPT = /[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Armenian}\p{Script=Cherokee}]/u;
const EAST_ASIAN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
// Variation selectors have a use after ideographs (name variants), none after a letter of an alphabet.
const VARIATION_SELECTOR = /^[\uFE00-\uFE0F\u{E0100}-\u{E01EF}]+$/u;
// The soft hyphen marks where a word may break: a typesetter's character, not a disguise.
const HIDDEN_RUN = new RegExp(`(\\p{L})((?:(?!\\u00AD)${INVISIBLE_CLASS})+)(?=(\\p{L}))`, "gu");
const ANY_INVISIBLE = new RegExp(INVISIBLE_CLASS, "u");

const letterScript = (c: string) => {
  const plain = c.normalize("NFKC");
  if (PLAIN_SCRIPT.test(plain)) return "alphabet";
  return EAST_ASIAN.test(plain) ? "east-asian" : null;
};

/** The text's words that carry an invisible character between two letters (as written, invisibles kept). */
export function hiddenInWords(text: string): boolean {
  if (!ANY_INVISIBLE.test(text)) return false;
  for (const hit of text.matchAll(HIDDEN_RUN)) {
    const [before, after] = [letterScript(hit[1]), letterScript(hit[3])];
    if (!before || !after) continue;
    if (before === "east-asian" && after === "east-asian" && VARIATION_SELECTOR.test(hit[2])) continue;
    return true;
  }
  return false;
}

// Latin look-alikes: the homoglyph table without Turkish dotless ı, a letter of its own.
const LOOK_ALIKE = new Set(Object.keys(HOMOGLYPHS).filter((c) => c !== "\u0131"));
// Letters NFKC changes that typesetting does produce: ligatures, ordinal indicators (Nº, 1ª), and the letters of
// Latin orthographies below U+0250 that NFKC spells as two (Dutch ĳ, Catalan ŀ, Croatian ǆ, the long ſ). A disguise's
// variants (fullwidth, mathematical, small capital, superscript letters) all lie above that block.
const TYPESET_FORM = /[\uFB00-\uFB06\u00AA\u00BA\u0132\u0133\u013F\u0140\u0149\u017F\u01C4-\u01CC\u01F1-\u01F3]/u;
const LATIN_LETTER = /^\p{Script=Latin}$/u;
const LETTERS = /[\p{L}\p{M}]{3,}/gu;
const GREEK_START = /^\p{Script=Greek}/u;
// A Latin letter with Greek indices ("gμν", "Tμν", "xαβ"): a tensor's or a matrix's entry, set as one run of letters.
// A disguise keeps Latin letters on both sides of the ones it swaps.
const INDEXED_SYMBOL = /^\p{Script=Latin}\p{Script=Greek}{2,3}$/u;
// Sub- and superscript letters (ₕ, ᵢ, ⁿ, ᴬ): a formula's or a symbol's index, a word's first letter never.
const INDEX_START = /^[\u1D2C-\u1D6A\u2071\u207F\u2090-\u209C]/u;

/** How a letter of a Latin word reads: itself, a look-alike from elsewhere, or a compatibility form. */
function letterKind(c: string): "plain" | "foreign" | "variant" | "other" | "foreign-script" {
  if (LOOK_ALIKE.has(c)) return LATIN_LETTER.test(c) ? "variant" : "foreign";
  const folded = c.normalize("NFKC");
  if (folded !== c && !TYPESET_FORM.test(c)) return LATIN_LETTER.test(folded.slice(0, 1)) ? "variant" : "other";
  return LATIN_LETTER.test(c) ? "plain" : /\p{M}/u.test(c) ? "other" : "foreign-script";
}

const GREEK = /\p{Script=Greek}/gu;
const GREEK_END = /\p{Script=Greek}$/u;
const LOWER_LATIN = /\p{Ll}/u;

/**
 * A single Greek letter that names use as a symbol: closing the name ("TNFα", "Kα", the "pdfε" of a TeX engine's
 * name), or standing among capitals ("NFκB", the "XΥMTEX" of a TeX logo). Science and typesetting write both; a
 * disguise has to swap letters inside the words it hides, which are lower-case words, and would leave its Greek
 * letter beside plain lower-case ones. Only Greek: its letters are the symbols Latin text borrows, Cyrillic's are not.
 */
function greekInName(word: string): boolean {
  const greek = word.match(GREEK) ?? [];
  if (greek.length !== 1) return false;
  if (GREEK_END.test(word)) return true;
  const latin = [...word].filter((c) => LATIN_LETTER.test(c));
  return latin.length >= 2 && !latin.some((c) => LOWER_LATIN.test(c));
}

/** True when a word mixes plain Latin letters with look-alikes or compatibility forms of them. */
function mixedWord(word: string): boolean {
  let plain = 0;
  // A Greek letter opening a word is a symbol with its subscript or unit ("μmol", "αmax", "λmin"), as in
  // scientific text; a disguise swaps letters all through its words, not just the first.
  if (GREEK_START.test(word)) return mixedWord(word.slice(1));
  // So is a sub- or superscript letter opening one: a symbol's index run into the next word ("⁍ₕinfo/…" from a
  // font's icon, "xᵢthe"); a disguise swaps letters inside a word, which an index cannot stand at the head of.
  if (INDEX_START.test(word)) return mixedWord(word.slice(1));
  if (greekInName(word) || INDEXED_SYMBOL.test(word)) return false;
  let lookAlike = 0;
  let ownScript = 0;
  for (const c of word) {
    const kind = letterKind(c);
    if (kind === "plain") plain++;
    else if (kind === "foreign" || kind === "variant") lookAlike++;
    else if (kind === "foreign-script") ownScript++;
  }
  // A disguise swaps only look-alikes; a word with letters of its own script (ы, л, я) is that script's
  // word, and a Latin letter in it a typo, unless Latin letters clearly lead.
  return plain > 0 && lookAlike > 0 && (ownScript === 0 || plain > 2 * ownScript);
}

// Only text holding a letter outside ASCII can mix anything.
const NON_ASCII = /[\u0080-\uffff]/;

// A relation or an operator of a formula: the text holds mathematics.
const MATH_RELATION = /[=±×−√∂∑∏≤≥≠≈∈]/u;
// Letters mathematics sets beside Latin ones: Greek, and the letter-like symbols (ℓ, ℏ, ℘).
const MATH_LETTER = /[\p{Script=Greek}\u2100-\u214F]/u;
const MATH_WORD_LETTERS = 6;

/**
 * A short run of letters in a formula that sets Greek or letter-like symbols beside Latin ones ("qi = ℓipi", "qαD",
 * "Nηt"): variables written one after another, a product or a subscript. A disguise hides words of prose, which
 * hold no formula's relation, and swaps Cyrillic letters as readily as Greek.
 */
function formulaVariables(word: string): boolean {
  const letters = [...word];
  return letters.length <= MATH_WORD_LETTERS && letters.every((c) => LATIN_LETTER.test(c) || MATH_LETTER.test(c));
}

/** True when some word of the text mixes Latin letters with look-alikes ("fіling", "summ𝑎ry"). */
// A phonetic transcription between brackets or slashes ("[pʰa]", "/ˈkʰæt/"): its modifier letters mark aspiration,
// length or stress, and the IPA's own letters (ʃ, ə, ŋ) stand beside Latin ones. Only a span holding one of those that
// is no look-alike: a disguise's "ɑ" or "ɡ" in brackets is still a disguise.
const TRANSCRIPTION = /\[[^[\]\n]{1,60}\]|\/[^/\s]{1,40}\//gu;
const PHONETIC_MARK = /[\u0250-\u02FF]/gu;
const phonetic = (span: string) => (span.match(PHONETIC_MARK) ?? []).some((c) => !LOOK_ALIKE.has(c));
const withoutTranscriptions = (text: string) => text.replace(TRANSCRIPTION, (span) => (phonetic(span) ? " " : span));

/**
 * The Greek letters a text sets as symbols: before a figure or an index ("α1", "αₘ") or with an argument, maybe after
 * a flattened subscript ("β(x)", "γt(u)"). Extraction loses the spaces around a formula's symbols, so the same letter
 * run into a word elsewhere in the text ("rangesγs(h)", "Sαk") is that symbol, not a look-alike: a disguise swaps
 * letters all through its sentence and sets none of them before a figure or an argument.
 */
const GREEK_SYMBOL = /(\p{Script=Greek})(?=[\d\u2080-\u2089\u2090-\u209C\u1D62-\u1D6A]|\p{Script=Latin}?\()/gu;
const GREEK_LETTER = /\p{Script=Greek}/u;
function greekSymbols(text: string): Set<string> {
  return new Set([...text.matchAll(GREEK_SYMBOL)].map((hit) => hit[1]));
}
/** True when every letter of a word is a plain Latin one or a Greek letter the text sets as a symbol. */
const symbolsOnly = (word: string, symbols: ReadonlySet<string>) =>
  [...word].every((c) => letterKind(c) === "plain" || (GREEK_LETTER.test(c) && symbols.has(c)));

/** The words of a text that mix Latin letters with look-alikes ("fіling", "summ𝑎ry"). */
export const mixedScriptWords = memoizeByString((raw: string): readonly string[] => {
  if (!NON_ASCII.test(raw)) return [];
  const text = withoutTranscriptions(raw);
  const formula = MATH_RELATION.test(text);
  let symbols: Set<string> | undefined;
  const out: string[] = [];
  for (const word of text.match(LETTERS) ?? []) {
    if (!NON_ASCII.test(word) || (formula && formulaVariables(word))) continue;
    if (!mixedWord(word)) continue;
    symbols ??= greekSymbols(text);
    if (!symbolsOnly(word, symbols)) out.push(word);
  }
  return out;
});

export const mixedScriptWord = (raw: string): boolean => mixedScriptWords(raw).length > 0;

// A symbol a page sets as a word of its own: a short run of letters holding one from outside Latin ("ωt", "λ", "μs").
const SYMBOL_LETTERS = 3;
const LETTER_RUN = /[\p{L}\p{M}]+/gu;

/**
 * The symbols a page sets as words of their own ("from ωh to α to ωt"), with the page's other letters around them
 * left out. Read once per page, as the screen asks about its sentences one by one.
 */
export const standaloneSymbols = memoizeByString((page: string): ReadonlySet<string> => {
  const out = new Set<string>();
  if (!NON_ASCII.test(page)) return out;
  for (const run of page.match(LETTER_RUN) ?? [])
    if ([...run].length <= SYMBOL_LETTERS && [...run].some((c) => letterKind(c) !== "plain")) out.add(run);
  return out;
}, 256);

/**
 * A symbol the page sets on its own run into the word beside it where extraction lost the space between them
 * ("and ωh andωt", "ωtand"): the word parts where its letters leave Latin into a plain word and that symbol. A
 * disguise swaps letters inside its words, and the pieces it leaves ("ign" and "οre") stand nowhere on the page alone.
 */
export function runInSymbol(word: string, symbols: ReadonlySet<string>): boolean {
  const letters = [...word];
  const plain = letters.map((c) => letterKind(c) === "plain");
  const first = plain.indexOf(false);
  const last = plain.lastIndexOf(false);
  if (first < 0) return false;
  const plainRun = (a: number, b: number) => b > a && plain.slice(a, b).every(Boolean);
  const part = (a: number, b?: number) => letters.slice(a, b).join("");
  return (
    (plainRun(0, first) && symbols.has(part(first))) ||
    (plainRun(last + 1, letters.length) && symbols.has(part(0, last + 1)))
  );
}

// White space that separates words; U+FEFF, which JavaScript counts as space, is a disguise here.
const SPACE = /[ \t\r\n\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]+/;

/**
 * Where a text's hidden-in-word disguises sit, as the screen's units will read them (invisible
 * characters gone): for each such word, phrases from the longest (the word with its neighbours on
 * its line) to the word alone, so the unit holding it can be found even at a sentence's edge.
 */
export function hiddenWordPhrases(text: string): string[][] {
  if (!hiddenInWords(text)) return [];
  const out: string[][] = [];
  for (const line of text.split("\n")) {
    if (!hiddenInWords(line)) continue;
    const raw = line.split(SPACE).filter(Boolean);
    const words = raw.map(stripInvisible);
    raw.forEach((w, i) => {
      if (!hiddenInWords(w)) return;
      const span = (a: number, b: number) => words.slice(Math.max(0, a), b + 1).join(" ");
      out.push([span(i - 1, i + 1), span(i, i + 1), span(i - 1, i), words[i]]);
    });
  }
  return out;
}

/**
 * A word set plainly and then again in a style, run together where extraction lost the space between them
 * ("efficientefficieⁿt": a font manual's word and its superior letters): a specimen of the style, read as the word
 * twice. A disguise hides a word once; it does not show it plainly beside itself.
 */
export function styledCopy(word: string): boolean {
  const folded = [...word.normalize("NFKC").toLowerCase()];
  if (folded.length % 2 || folded.length < 6) return false;
  const half = folded.length / 2;
  const first = folded.slice(0, half).join("");
  return first === folded.slice(half).join("") && [...word].slice(0, half).every((c) => /[a-z]/i.test(c));
}
