/**
 * The stop words of every lexical step, in one place (stop-words.json). Search (navigate) and
 * quote matching (answer) share the function words; each adds what its own job must ignore.
 * They differ where each step was tuned, and merging them would move the eval figures:
 * search keeps "us" (the country) and "but", which matching drops; search also drops the
 * instruction boilerplate analysts' questions carry, which appears in page text too.
 * Data, so a word is a change to the file; the loader refuses a file it cannot read whole.
 */
import { checkedHeader, stringList } from "../data-file";
import data from "./stop-words.json" with { type: "json" };

const FILE = "stop-words.json";
export const STOP_WORDS_FORMAT = "pincite-stop-words";
export const STOP_WORDS_VERSION = 1;

export interface StopWords {
  functionWords: readonly string[];
  search: Set<string>;
  match: Set<string>;
  question: Set<string>;
}

/** The lists of the file, checked: header, and each list a non-empty list of words. */
export function loadStopWords(file: unknown): StopWords {
  const f = checkedHeader(file, FILE, STOP_WORDS_FORMAT, STOP_WORDS_VERSION);
  const list = (key: string) => stringList(f[key], key, FILE);
  const functionWords = list("function_words");
  return {
    functionWords,
    search: new Set([...functionWords, ...list("search_words")]),
    match: new Set([...functionWords, ...list("match_words")]),
    question: new Set(list("question_words")),
  };
}

const STOP_WORDS = loadStopWords(data);

/** Function words both steps ignore. */
export const FUNCTION_WORDS: readonly string[] = STOP_WORDS.functionWords;

/** Search: further function words and the boilerplate of analysts' questions. */
export const SEARCH_STOP_WORDS = STOP_WORDS.search;

/** Quote matching and extractive answers: function words plus "but" and "us". */
export const MATCH_STOP_WORDS = STOP_WORDS.match;

/** Question boilerplate that says nothing about where the answer is (answer keywords). */
export const QUESTION_WORDS = STOP_WORDS.question;
