/**
 * The words on which a title is not finished ("… Governance and", "… Rights From"), in one place
 * (title-end-words.json). Three readers test a line's last word against them: a heading candidate
 * that ends on one is dropped, a numbered heading that ends on one joins its next line, a contents
 * row that ends on one runs on into the next row. Each reads the shared joining words and its own
 * extras; the file says why the extras differ. Each reader keeps its own boundary before the word
 * and its own marks, which are shapes, not words. The same small words, with a few more, are what a
 * title-cased title keeps in lower case (navigate's sub-headings).
 */
import { checkedHeader, shapedList } from "../data-file";
import data from "./title-end-words.json" with { type: "json" };

const FILE = "title-end-words.json";
export const TITLE_END_WORDS_FORMAT = "pincite-title-end-words";
export const TITLE_END_WORDS_VERSION = 1;

export interface TitleEndWords {
  heading: readonly string[];
  numbered: readonly string[];
  contents: readonly string[];
  /** Words a title-cased title keeps in lower case. */
  lowerCase: readonly string[];
}

const WORD = /^[a-z]+$/;

/** The lists of the file, checked: header, and each list of lower-case words. */
export function loadTitleEndWords(file: unknown): TitleEndWords {
  const f = checkedHeader(file, FILE, TITLE_END_WORDS_FORMAT, TITLE_END_WORDS_VERSION);
  const list = (key: string) => shapedList(f[key], key, FILE, WORD, "a lower-case word");
  const joining = list("joining");
  return {
    heading: joining,
    numbered: [...joining, ...list("numbered_extra")],
    contents: [...joining, ...list("contents_extra")],
    lowerCase: [...joining, ...list("lower_case_extra")],
  };
}

export const TITLE_END_WORDS = loadTitleEndWords(data);

/** `words` as the last word of a text, after `before` (a regex source such as `\b` or `\s`); any case. */
export function endingOn(words: readonly string[], before: string): RegExp {
  return new RegExp(`${before}(${words.join("|")})$`, "i");
}
