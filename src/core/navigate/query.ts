/**
 * A question turned into what the lexical scores need: weighted terms (the question's
 * own keywords, plus the usual wordings of the line items it names at lower weight)
 * and the conventions it triggers.
 */
import { readConventions, type Conventions } from "./conventions";
import { extractKeywords, terms } from "./keywords";
import { intentsOf } from "./section-intents";
import { phrases } from "./table-labels";
import { askedTopics, topicClauseWords } from "./prose-topics";
import { questionProper } from "../text/question-text";
import { wordForms } from "../text/word-forms";
import { idiomWords } from "./question-idioms";

/** Synonyms help find the page but must not outvote the question's own words. */
const EXPANSION_WEIGHT = 0.5;

export interface NavQuery {
  question: string;
  keywords: string[];
  terms: Map<string, number>;
  /** Terms scored against table labels: the words above plus adjacent pairs ("net income"). */
  labelTerms: Map<string, number>;
  conventions: Conventions;
  /** Items the question's topic belongs to ("1a" for risks…). */
  topicItems: string[];
  /** Titles of the notes that treat the question's subject ("contingenc" for legal battles). */
  topicNotes: RegExp[];
  /** Sub-headings that treat it inside an item or a note ("customers", "seasonal"). */
  topicHeads: RegExp[];
}

export function buildQuery(asked: string): NavQuery {
  const question = questionProper(asked);
  const keywords = extractKeywords(question);
  const conventions = readConventions(question);
  const weights = new Map<string, number>(keywords.map((k) => [k, 1]));
  for (const t of terms(conventions.expansions.join(" "))) if (!weights.has(t)) weights.set(t, EXPANSION_WEIGHT);
  // A contract question's topic (term, renewal, governing law…) is written in words the question lacks.
  for (const t of terms(topicClauseWords(askedTopics(question)).join(" ")))
    if (!weights.has(t)) weights.set(t, EXPANSION_WEIGHT);
  const q = question.toLowerCase();
  // Intents name the items and notes that treat their subject, and the words filings use for it.
  const intents = intentsOf(q);
  const topicItems = [...new Set(intents.flatMap((i) => i.items))];
  const topicNotes = intents.flatMap((i) => i.notes);
  const topicHeads = intents.flatMap((i) => i.headings);
  for (const t of terms(intents.map((i) => i.expand).join(" "))) if (!weights.has(t)) weights.set(t, EXPANSION_WEIGHT);
  // An everyday wording ("if none is given") is written otherwise in the document ("default").
  for (const t of terms(idiomWords(question).join(" "))) if (!weights.has(t)) weights.set(t, EXPANSION_WEIGHT);
  const labelTerms = new Map(weights);
  for (const p of phrases(question)) labelTerms.set(p, 1);
  for (const e of conventions.expansions)
    for (const p of phrases(e)) if (!labelTerms.has(p)) labelTerms.set(p, EXPANSION_WEIGHT);
  return { question: asked, keywords, terms: weights, labelTerms, conventions, topicItems, topicNotes, topicHeads };
}

/**
 * The forms (as index terms) of `words` that a text uses where it never uses the word itself:
 * "descaling" for "descale" in a manual that only writes "descaling". Words the text uses are
 * left alone: their other forms would pull in pages on other subjects ("operating" is not
 * "operations" in a filing).
 */
export function formsInUse(words: readonly string[], uses: (term: string) => boolean): string[] {
  return words.filter((k) => !uses(k)).flatMap((k) => terms(wordForms(k).join(" ")).filter(uses));
}

/** The query for one document: a question's word it never uses is looked for in its forms, at the word's weight. */
export function forDocument(q: NavQuery, uses: (term: string) => boolean): NavQuery {
  let widened: Map<string, number> | null = null;
  for (const k of q.keywords)
    for (const f of formsInUse([k], uses))
      if (!q.terms.has(f)) (widened ??= new Map(q.terms)).set(f, q.terms.get(k) ?? 1);
  return widened ? { ...q, terms: widened } : q;
}
