/**
 * The words with which a question compares periods, looks ahead, or names what only an earnings
 * release or only an annual report holds (question-scope-words.json), for question-scope.ts. Each
 * entry is a small pattern over one word or phrase; the loader compiles each before any is used and
 * refuses one that does not compile or that would reach past its word (an alternation at its top).
 */
import { checkedHeader, patternAlternation } from "../data-file";
import data from "./question-scope-words.json" with { type: "json" };

const FILE = "question-scope-words.json";
export const QUESTION_SCOPE_WORDS_FORMAT = "pincite-question-scope-words";
export const QUESTION_SCOPE_WORDS_VERSION = 1;

export interface QuestionScopeWords {
  changeStems: string;
  outlook: string;
  releaseContent: string;
  annualContent: string;
}

export function loadQuestionScopeWords(file: unknown): QuestionScopeWords {
  const f = checkedHeader(file, FILE, QUESTION_SCOPE_WORDS_FORMAT, QUESTION_SCOPE_WORDS_VERSION);
  return {
    changeStems: patternAlternation(f.change_stems, "change_stems", FILE),
    outlook: patternAlternation(f.outlook, "outlook", FILE),
    releaseContent: patternAlternation(f.release_content, "release_content", FILE),
    annualContent: patternAlternation(f.annual_content, "annual_content", FILE),
  };
}

export const QUESTION_SCOPE_WORDS = loadQuestionScopeWords(data);
