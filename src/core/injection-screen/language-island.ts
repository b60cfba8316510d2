/**
 * A sentence in another language written in the same (Latin) script as an English
 * document: Polish, Czech or Vietnamese on the pages of a 10-K. English prose cannot go
 * five words without a function word ("the", "of", "to"…); a sentence that does is a
 * table head, a list of names, or another language. Such a sentence that names a machine
 * reader (AI, model, assistant, bot, in the forms many languages share) is a note to one.
 * One list of English function words serves every other language; the rule stays off
 * when the evidence is not English (a French report is not an island in itself). The word
 * lists are data (language-words.json).
 */
import { foldConfusables } from "./confusables";
import LANGUAGE_WORDS from "./language-words.json" with { type: "json" };
import { capitalShare, codeShare, wordTokens } from "./text-shape";
import { readWordTables } from "./word-tables";
import { EQUIVALENT_LABEL, labelledEquivalents } from "../text/labelled-equivalents";

/** The word lists of language-words.json, checked on load. */
export const LANGUAGE_WORD_TABLES = readWordTables(LANGUAGE_WORDS, "language-words.json", "u");
const WORDS = LANGUAGE_WORD_TABLES;
const oneOf = (table: string) => WORDS.entries(table).join("|");
const WORD_START = "(?<![\\p{L}\\p{N}])";
const WORD_END = "(?![\\p{L}\\p{N}])";

const EN_FUNCTION = new Set(WORDS.entries("english_function_words"));

const WORD = /\p{L}[\p{L}\p{M}'\u2019-]*/gu;
const wordsOf = (text: string) => (text.toLowerCase().match(WORD) ?? []).filter((w) => w.length > 1 || w === "a");

// English prose is about two-fifths function words; evidence under this share is in another language.
const ENGLISH_SHARE = 0.15;

// A few thousand characters tell a language; the rest of the evidence would only cost time.
const SAMPLE = 4000;

/** True when the evidence reads as English (enough of it, and enough function words). */
export function readsEnglish(texts: readonly string[]): boolean {
  let words = 0;
  let function_ = 0;
  let sample = "";
  for (const t of texts) if (sample.length < SAMPLE) sample += `${t.slice(0, SAMPLE - sample.length)}\n`;
  for (const w of wordsOf(sample)) {
    words++;
    if (EN_FUNCTION.has(w)) function_++;
  }
  return words >= 30 && function_ >= words * ENGLISH_SHARE;
}

// English words that are no word of another Latin-script language; the short ones that are
// ("a", "to", "in", "at", "an", "is", "die", "was" …) only count against a sentence with no letter
// outside ASCII, since a Czech or Danish sentence holds them and carries its accents too.
const DISTINCT_ENGLISH = new Set(WORDS.entries("distinct_english_words"));
const SHARED_SHORT = new Set(WORDS.entries("shared_short_words"));
// English prose has a shared short word in every three or four; another language in its own words far fewer.
const SHARED_SHARE = 0.3;
const ACCENTED = /(?![A-Za-z])\p{L}/u;
// A note's opening: a few words and a colon ("Tekoälylle:", "Për asistentin:"), then lower-case prose.
const LABEL_OPENING = /^[^\p{L}]{0,3}(?:[\p{L}'\u2019-]+ ){0,3}[\p{L}'\u2019-]+\s?:\s+\p{Ll}/u;

// A machine reader named in the forms many languages share, alone or in a compound ("språkmodellen",
// "Sprachmodell", "tehisintellekt", "inteligență artificială"): one signal across languages.
const MACHINE_WORD = new RegExp(
  "(?<![\\p{L}\\p{N}])(?:a\\.?i|ia|ki|llm|gpt)(?![\\p{L}\\p{N}])|\\p{L}*(?:model|modèl|chatbot)\\p{L}*" +
    "|(?<![\\p{L}\\p{N}])(?:(?:assist|asist|asyst)\\p{L}*|bots?(?![\\p{L}\\p{N}]))",
  "iu",
);
// Over folded text: "intelligence" in the stems Latin-script languages share, and the few that coin their own.
const MACHINE_STEM = new RegExp(
  `\\p{L}*intel{1,2}(?:i[gk]|e[kg]t)\\p{L}*|${WORD_START}(?:${oneOf("intelligence_words")})`,
  "u",
);
// Over folded text: the answer, or an order to answer, in the stems of some thirty languages
// (the reader's own product; a legal notice in an exhibit has no reason to name it).
const ANSWER_WORD = new RegExp(
  `${WORD_START}(?:${oneOf("answer_stems")})\\p{L}*|${WORD_START}(?:${oneOf("answer_words")})${WORD_END}`,
  "u",
);
// Over folded text: the orders a planted line gives: to ignore its instructions, to mention or not to
// mention something, to say or write something (imperatives only: a notice in an exhibit states, it does not order).
const ORDER_WORD = new RegExp(
  `${WORD_START}(?:${oneOf("order_stems")})\\p{L}*|${WORD_START}(?:${oneOf("say_imperatives")})${WORD_END}`,
  "u",
);
// The commonest distinctly English words, tried first: most sentences of English evidence hold one and end here.
// Whole words in any script: with \b, "by" matched inside the Slovak "tržby" (\b sees "ž" as a boundary).
const COMMON_ENGLISH = /(?<![\p{L}\p{N}])(?:the|of|and|for|with|by|that|this|were)(?![\p{L}\p{N}])/iu;
// A sentence or a note, not a heading or a row: it ends a clause or opens with a label. A point before a digit is a
// section number or a decimal ("3.1 Operation safety instructions"), which a stack of headings holds too.
const CLAUSE = /[!?:\u0964]|\.(?!\d)/u;

/** True for a row of figures (a digit for every two letters or more): no sentence, as most of a statement page. */
function mostlyFigures(text: string): boolean {
  let digits = 0;
  let others = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x30 && c <= 0x39) digits++;
    else if (c > 0x40) others++;
  }
  return digits * 2 >= others;
}

const WEB_ADDRESS = /\b(?:https?:\/\/|www\.)\S+/g;
const ENGLISH_ENDING = /^\p{L}{3,}(?:ing|ed|ly)$/u;

/** True when a sentence of English evidence reads as another language: five words and none distinctly English. */
export function readsForeign(unit: string): boolean {
  if (mostlyFigures(unit) || COMMON_ENGLISH.test(unit)) return false;
  const words = wordsOf(unit);
  if (words.length < 5 || words.some((w) => DISTINCT_ENGLISH.has(w))) return false;
  // English inflections ("representing", "ignored", "possibly"): two of them and the fragment is English.
  if (words.filter((w) => ENGLISH_ENDING.test(w)).length >= 2) return false;
  const shared = words.filter((w) => SHARED_SHORT.has(w)).length;
  return !shared || (shared < words.length * SHARED_SHARE && ACCENTED.test(unit));
}

/**
 * True when the unit is written as prose: few tokens of code (a call, a path, an assignment) and
 * mostly lower-case words. A list of authors, a title, a heading or a table row capitalises most
 * words; a line of code is made of identifiers. Neither is a sentence in another language.
 */
const writtenAsProse = (unit: string): boolean =>
  wordTokens(unit).length > 0 && codeShare(unit) < CODE_SHARE && capitalShare(unit) < CAPITAL_SHARE;
const CODE_SHARE = 0.4;
const CAPITAL_SHARE = 0.6;

/** How often each word (lower case) occurs in the evidence: the words the evidence itself is written in. */
export function evidenceWords(texts: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const t of texts) for (const w of wordsOf(t)) counts.set(w, (counts.get(w) ?? 0) + 1);
  return counts;
}

// A word this long says which language it is in; shorter ones ("model", "the", "de") are shared too often.
const TELLING_LENGTH = 4;

/**
 * True when most of the unit's telling words occur elsewhere in the evidence as well: it is written in
 * the evidence's own words (a fragment of a sentence, a caption, a list of terms the page uses), not
 * dropped in from another language, whose words the rest of an English page never uses.
 */
function inEvidenceWords(unit: string, counts: ReadonlyMap<string, number>): boolean {
  const own = new Map<string, number>();
  for (const w of wordsOf(unit)) if (w.length >= TELLING_LENGTH) own.set(w, (own.get(w) ?? 0) + 1);
  if (!own.size) return false;
  let elsewhere = 0;
  for (const [w, n] of own) if ((counts.get(w) ?? 0) > n) elsewhere++;
  return elsewhere * 2 >= own.size;
}

// The marks that tell a Latin-script language from English: letters outside ASCII, and the accents TeX's fonts set
// apart from their letters ("m´eretn´el", "el˝obbi"), which a PDF's text gives as spacing marks.
const NATIVE_MARK = /(?![A-Za-z])[\p{L}\p{M}\p{Sk}]/gu;
// A mark the document writes on this many of its lines in another language is one of that language's.
const NATIVE_MARK_LINES = 5;
// A language's rarer letters may be missing from a short document's lines ("č" in a few pages of Lithuanian): most of
// a sentence's marks, not every one, must be the document's; a planted Polish sentence's "ł", "ą", "ę", "ś" are none.
const KNOWN_MARK_SHARE = 0.75;
// A word on this many of them is one of its words (a planted sentence's words are on its own line or two).
const NATIVE_WORD_LINES = 3;

/** What a whole document writes in languages other than English: on how many distinct lines each mark and word. */
export interface DocumentLanguages {
  marks: ReadonlyMap<string, number>;
  words: ReadonlyMap<string, number>;
}

/**
 * The marks (letters outside ASCII, accents set apart) and the telling words of a whole document's lines written in
 * another language than English, each counted on the distinct lines that hold it. A manual translated in part (a
 * Catalan or Hungarian edition that leaves sections in English, a history translated but for its latest chapters)
 * has pages that read as English and paragraphs in its other language on page after page; a sentence planted in
 * another language uses letters and words none of its lines in another language do (Polish "ł", "ą" in a report
 * whose only foreign lines are a Spanish notice). Letters hold through inflection ("paketą", "paketų"), words
 * where a sentence has no accent. A line repeated page after page (a running head, a planted footer) counts once.
 * Given the document's lines one by one, as its reading (document-reading.ts) walks them once for all its readings.
 */
export function languageTally() {
  const lines = new Set<string>();
  return {
    add(line: string): void {
      lines.add(line.replace(/\s+/g, " ").trim());
    },
    languages(): DocumentLanguages {
      const marks = new Map<string, number>();
      const words = new Map<string, number>();
      const count = (into: Map<string, number>, keys: Iterable<string>) => {
        for (const k of new Set(keys)) into.set(k, (into.get(k) ?? 0) + 1);
      };
      for (const line of lines) {
        if (!readsForeign(line) || !writtenAsProse(line)) continue;
        count(
          marks,
          (line.match(NATIVE_MARK) ?? []).map((m) => m.toLowerCase()),
        );
        count(words, tellingWords(line));
      }
      return { marks, words };
    },
  };
}

const tellingWords = (text: string) => wordsOf(text).filter((w) => w.length >= TELLING_LENGTH);

/**
 * True when the unit is written in one of the document's other languages: most of the marks it carries are ones
 * that the document's lines in them write, or most of its telling words are.
 */
function inDocumentLanguages(unit: string, { marks, words }: DocumentLanguages): boolean {
  const own = new Set((unit.match(NATIVE_MARK) ?? []).map((m) => m.toLowerCase()));
  const knownMarks = [...own].filter((m) => (marks.get(m) ?? 0) >= NATIVE_MARK_LINES).length;
  if (own.size && knownMarks >= own.size * KNOWN_MARK_SHARE) return true;
  const telling = new Set(tellingWords(unit));
  const known = [...telling].filter((w) => (words.get(w) ?? 0) >= NATIVE_WORD_LINES).length;
  return telling.size > 0 && known * 2 >= telling.size;
}

/**
 * True when a sentence of English evidence is in another language and names a machine reader or
 * the answer: five words or more with no distinctly English word (English prose cannot go that far
 * without one), a clause's punctuation, and a word for a model, an assistant, a bot or AI, or for
 * the answer. A foreign sentence alone is not enough: a 10-K's exhibits carry legal notices in
 * Spanish, French or Malay. It must read as prose (not code, a heading or a list of names) and, given
 * the evidence's words, be written mostly in words the rest of the evidence does not use; given the document's
 * other languages (document-reading.ts documentLanguages), it must be written in none of them.
 */
export function languageIsland(
  text: string,
  words?: ReadonlyMap<string, number>,
  inDocument?: DocumentLanguages,
): boolean {
  // The words of an address (github.com/…/models/…) are no sentence in any language.
  const unit = text.replace(WEB_ADDRESS, " ");
  if (!readsForeign(unit) || !CLAUSE.test(unit) || !writtenAsProse(unit)) return false;
  if (words && inEvidenceWords(unit, words)) return false;
  if (inDocument && inDocumentLanguages(unit, inDocument)) return false;
  // Equivalents listed by language are no sentence in one: only a machine reader named among them counts.
  if (labelledEquivalents(unit)) return MACHINE_WORD.test(unit.replace(EQUIVALENT_LABEL, " "));
  // An accented word keeps an English table head ("Title: Chief Tax Officer") out of the labelled notes.
  if (MACHINE_WORD.test(unit) || (LABEL_OPENING.test(unit) && ACCENTED.test(unit))) return true;
  const folded = foldConfusables(unit);
  return MACHINE_STEM.test(folded) || ANSWER_WORD.test(folded) || ORDER_WORD.test(folded);
}
