/**
 * The small words of other languages' titles (title-function-words.json): a sentence-case title in
 * French or Portuguese spends more words than English on articles and prepositions, and these do not
 * count toward the length past which a title reads as a sentence.
 */
import { checkedHeader, shapedList } from "../data-file";
import data from "./title-function-words.json" with { type: "json" };

const FILE = "title-function-words.json";
export const TITLE_FUNCTION_WORDS_FORMAT = "pincite-title-function-words";
export const TITLE_FUNCTION_WORDS_VERSION = 1;

const WORD = /^\p{Ll}+$/u;

/** The file's words, checked: header, and a list of lower-case words. */
export function loadTitleFunctionWords(file: unknown): ReadonlySet<string> {
  const f = checkedHeader(file, FILE, TITLE_FUNCTION_WORDS_FORMAT, TITLE_FUNCTION_WORDS_VERSION);
  return new Set(shapedList(f.words, "words", FILE, WORD, "a lower-case word"));
}

export const TITLE_FUNCTION_WORDS = loadTitleFunctionWords(data);
