/**
 * A sentence in another language written in the same (Latin) script as an English
 * document: Polish, Czech or Vietnamese on the pages of a 10-K. English prose cannot go
 * five words without a function word ("the", "of", "to"…); a sentence that does is a
 * table head, a list of names, or another language. Such a sentence that names a machine
 * reader (AI, model, assistant, bot, in the forms many languages share) is a note to one.
 * One list of English function words serves every other language; the rule stays off
 * when the evidence is not English (a French report is not an island in itself).
 */

const EN_FUNCTION = new Set(
  (
    "the of and to in a an for is was were are be been being on by with as at from that this which or it its " +
    "our we not has have had will would may such these those than other any all into per under each their there " +
    "no if but also can could should shall must do does did us you your they them he she his her who whom what " +
    "when where how about after before over more less only between during through against within without up out"
  ).split(" "),
);

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

// A machine reader named in the forms many languages share, alone or in a compound ("språkmodellen",
// "Sprachmodell"): one signal across languages, not a lexicon per language.
const MACHINE_WORD =
  /(?<![\p{L}\p{N}])(?:a\.?i|ia|ki|llm|gpt)(?![\p{L}\p{N}])|\p{L}*(?:model|modèl|chatbot)\p{L}*|(?<![\p{L}\p{N}])(?:(?:assist|asist|asyst)\p{L}*|bots?(?![\p{L}\p{N}]))/iu;
// The commonest function words, tried first: most sentences of English evidence hold one and end here.
const COMMON_ENGLISH = /\b(?:the|of|and|to|in|for|is|was|are|were|on|by|with)\b/i;
// A sentence or a note, not a heading or a row: it ends a clause or opens with a label.
const CLAUSE = /[.!?:\u0964]/u;

/**
 * True when a sentence of English evidence is in another language and names a machine reader:
 * five words or more with no English function word (English prose cannot go that far without
 * one), a clause's punctuation, and a word for a model, an assistant, a bot or AI. A foreign
 * sentence alone is not enough: a 10-K's exhibits carry legal notices in Spanish or French.
 */
export function languageIsland(unit: string): boolean {
  if (COMMON_ENGLISH.test(unit)) return false;
  const words = wordsOf(unit);
  if (words.length < 5 || words.some((w) => EN_FUNCTION.has(w))) return false;
  return CLAUSE.test(unit) && MACHINE_WORD.test(unit);
}
