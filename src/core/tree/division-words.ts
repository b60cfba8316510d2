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
export const DIVISION_WORDS_VERSION = 1;

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
export type DivisionList = (typeof LISTS)[number];

/** Lower-case letters of any script: other languages name their chapters ("chapitre", "глава"). */
const WORD = /^\p{Ll}+$/u;

/** Every list of the file, checked: header, each list present and of lower-case words. */
export function loadDivisionWords(file: unknown): Record<DivisionList, readonly string[]> {
  const f = checkedHeader(file, FILE, DIVISION_WORDS_FORMAT, DIVISION_WORDS_VERSION);
  const lists = {} as Record<DivisionList, readonly string[]>;
  for (const key of LISTS) {
    lists[key] = shapedList(f[key], key, FILE, WORD, "a lower-case word");
  }
  return lists;
}

export const DIVISION_LISTS = loadDivisionWords(data);

/** A list as a regex alternation, in the file's order. */
export const divisionAlternation = (list: DivisionList) => DIVISION_LISTS[list].join("|");
