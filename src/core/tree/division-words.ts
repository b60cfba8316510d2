/**
 * The words that announce a numbered division ("ARTICLE IV", "Chapter 3", "Appendix B", "Item 7"),
 * in one file (division-words.json). Each reader keeps its own list, in the order its regex tries
 * them, because they ask different questions (what kind of division a line opens, what to strip
 * before a title, what makes a contents row a bare label); the file says how they differ. The words
 * that name a version before its number ("Version 2.0") are kept with them, as the other words a
 * number follows in a title.
 */
import { checkedHeader, shapedList } from "../data-file";
import data from "./division-words.json" with { type: "json" };

const FILE = "division-words.json";
export const DIVISION_WORDS_FORMAT = "pincite-division-words";
export const DIVISION_WORDS_VERSION = 2;

const LISTS = [
  "division",
  "chapter",
  "annex",
  "numbered_prefix",
  "stacked",
  "contents_label",
  "sentence_label",
  "version_words",
] as const;
/** The signs of a chapter numbered inside its words ("第一章", "제 1 장"): one sign each, of scripts without case. */
const SIGN_LISTS = ["cjk_before", "cjk_numerals", "cjk_after"] as const;
export type DivisionList = (typeof LISTS)[number] | (typeof SIGN_LISTS)[number];

/** Lower-case letters of any script: other languages name their chapters ("chapitre", "глава"). */
const WORD = /^\p{Ll}+$/u;
/** One sign of a script without case ("第", "제", "〇"), put in a character class or an alternation as it is. */
const SIGN = /^[\p{Lo}\p{Nl}]$/u;

/** Every list of the file, checked: header, each list present and of lower-case words. */
export function loadDivisionWords(file: unknown): Record<DivisionList, readonly string[]> {
  const f = checkedHeader(file, FILE, DIVISION_WORDS_FORMAT, DIVISION_WORDS_VERSION);
  const lists = {} as Record<DivisionList, readonly string[]>;
  for (const key of LISTS) {
    lists[key] = shapedList(f[key], key, FILE, WORD, "a lower-case word");
  }
  for (const key of SIGN_LISTS) {
    lists[key] = shapedList(f[key], key, FILE, SIGN, "a single sign of a script without case");
  }
  return lists;
}

export const DIVISION_LISTS = loadDivisionWords(data);

/** A list as a regex alternation, in the file's order. */
export const divisionAlternation = (list: DivisionList) => DIVISION_LISTS[list].join("|");

/**
 * A chapter numbered inside its words, as Chinese, Japanese and Korean set it ("第一章", "第 2 節", "제 1 장"), as a
 * regex source; `moreNumerals` adds signs to the number's character class.
 */
export function cjkDivisionPattern(moreNumerals = ""): string {
  const { cjk_before, cjk_numerals, cjk_after } = DIVISION_LISTS;
  return `(?:${cjk_before.join("|")})\\s*[0-9${cjk_numerals.join("")}${moreNumerals}]+\\s*(?:${cjk_after.join("|")})`;
}
