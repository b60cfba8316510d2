/**
 * A sentence in another language written in the same (Latin) script as an English
 * document: Polish, Czech or Vietnamese on the pages of a 10-K. English prose cannot go
 * five words without a function word ("the", "of", "to"…); a sentence that does is a
 * table head, a list of names, or another language. What tells the last apart, and a note
 * to a machine in it, holds across languages: letters with diacritics that the English
 * around it lacks, a short label closed by a colon ("Uwaga dla asystenta:"), or a word for
 * a machine reader (AI, model, assistant, bot, in the forms many languages share). One
 * list of English function words serves every other language; the rule stays off when
 * the evidence is not English (a French report is not an island in itself).
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

/** True when the evidence reads as English (enough of it, and enough function words). */
export function readsEnglish(texts: readonly string[]): boolean {
  let words = 0;
  let function_ = 0;
  for (const t of texts)
    for (const w of wordsOf(t)) {
      words++;
      if (EN_FUNCTION.has(w)) function_++;
    }
  return words >= 30 && function_ >= words * ENGLISH_SHARE;
}

// Letters with a diacritic (é, ő, ą, ư…) or a Latin letter English never uses (ø, ł, đ, ß).
const DIACRITIC_LETTER = /[\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F\u1E00-\u1EFF]/gu;
// A machine reader named in the forms many languages share (one signal, not a lexicon per language).
const MACHINE_WORD =
  /(?<![\p{L}\p{N}])(?:a\.?i|ia|ki|llm|gpt|chat-?bot\w*|bot\w*|model\w*|mod[eè]l\w*|assist\w*|asist\w*|asyst\w*|agent\w*)(?![\p{L}\p{N}])/iu;
// A short label closed by a colon: the address of a note ("Pro jazykový model:").
const LABEL = /^\W*(?:[^\s:]+\s+){0,5}[^\s:\d]+\s*:(?:\s|$)/u;

/**
 * True when a sentence of English evidence is in another language and reads as addressed:
 * five words or more, hardly any English function word, and a diacritic-rich spelling, a
 * label or a name for a machine.
 */
export function languageIsland(unit: string): boolean {
  const words = wordsOf(unit);
  if (words.length < 5) return false;
  const english = words.filter((w) => EN_FUNCTION.has(w)).length;
  if (english > words.length * 0.15) return false;
  const diacritics = unit.normalize("NFC").match(DIACRITIC_LETTER)?.length ?? 0;
  return diacritics >= 2 || LABEL.test(unit) || MACHINE_WORD.test(unit);
}
