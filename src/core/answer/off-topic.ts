/**
 * A question about something the document never writes about ("How often should the engine oil be changed?"
 * asked of a plotting program's FAQ) is not answered by a sentence that shares one of its framing words ("Why
 * did you change the name?"). Its subject words (its keywords less the words it frames the ask with,
 * asking-words.json, and what a document calls itself) are looked for in the whole document, each by its
 * word family ("renewing" meets "renewal", "predefined" meets "pre-defined"); when two of them, and half of
 * them, are in none of its pages, the answer says the document does not answer. A word the document uses
 * anywhere keeps the question answerable, so the test only speaks when the pages read could not hold the
 * answer whatever was read.
 */
import { checkedHeader, shapedList } from "../data-file";
import type { PageLayout } from "../types";
import { fold } from "../text/fold";
import { AUTHOR_WORDS, DATE_WORDS, DOCUMENT_NOUNS, SYMBOL_NOUNS, VERSION_WORDS } from "./answer-words";
import { CODE_NOUNS } from "./code-answers";
import { matchTokens, questionKeywords, stem } from "./normalize";
import data from "./asking-words.json" with { type: "json" };

const FILE = "asking-words.json";
export const ASKING_WORDS_FORMAT = "pincite-asking-words";
export const ASKING_WORDS_VERSION = 1;

/** The framing words of the file, checked: header, and a non-empty list of lower-case words. */
export function loadAskingWords(file: unknown): ReadonlySet<string> {
  const f = checkedHeader(file, FILE, ASKING_WORDS_FORMAT, ASKING_WORDS_VERSION);
  return new Set(shapedList(f.frame, "frame", FILE, /^\p{Ll}+$/u, "one lower-case word"));
}

const FRAME = loadAskingWords(data);
// What a question calls the kind of thing it asks for ("Which flag …", "Which option …") is no subject either: a
// manual prints "-DNOTHREADS", not the word "flag".
const NOT_SUBJECT = new Set([
  ...FRAME,
  ...AUTHOR_WORDS,
  ...DATE_WORDS,
  ...DOCUMENT_NOUNS,
  ...VERSION_WORDS,
  ...SYMBOL_NOUNS,
  ...CODE_NOUNS,
]);

/**
 * The words a document uses, plural-folded, with its hyphened compounds also read whole ("pre-defined"), and the
 * same words by their first FAMILY_STEM letters: a word's family shares at least those, so a word the document does
 * not use is compared with those few, not with every word it does.
 */
export interface DocumentVocabulary {
  words: ReadonlySet<string>;
  byStart: ReadonlyMap<string, readonly string[]>;
}

const COMPOUND = /(\p{L}+)[-\u2010\u2011](\p{L}+)/gu;

// Every question to one document reads the same pages: their words are read once.
const vocabularies = new WeakMap<readonly Pick<PageLayout, "text">[], DocumentVocabulary>();

export function documentVocabulary(pages: readonly Pick<PageLayout, "text">[]): DocumentVocabulary {
  const known = vocabularies.get(pages);
  if (known) return known;
  const words = readVocabulary(pages);
  vocabularies.set(pages, words);
  return words;
}

function readVocabulary(pages: readonly Pick<PageLayout, "text">[]): DocumentVocabulary {
  const words = new Set<string>();
  for (const page of pages) {
    const text = fold(page.text, "match");
    for (const t of matchTokens(text)) words.add(stem(t));
    for (const m of text.matchAll(COMPOUND)) words.add(stem((m[1] + m[2]).toLowerCase()));
  }
  const byStart = new Map<string, string[]>();
  for (const w of words) {
    if (w.length < FAMILY_STEM) continue;
    const start = w.slice(0, FAMILY_STEM);
    const bucket = byStart.get(start);
    if (bucket) bucket.push(w);
    else byStart.set(start, [w]);
  }
  return { words, byStart };
}

/** The shortest common start two words of one family share: "renew" of "renewing" and "renewal". */
const FAMILY_STEM = 4;
const FAMILY_ENDING = 3;

function sharedStart(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/** Whether the document uses the word or one of its family (a shared start all but a short ending long). */
function usesWordFamily(vocabulary: DocumentVocabulary, word: string): boolean {
  const w = stem(word);
  if (vocabulary.words.has(w)) return true;
  if (w.length <= FAMILY_STEM) return false;
  const kin = vocabulary.byStart.get(w.slice(0, FAMILY_STEM)) ?? [];
  return kin.some((v) => sharedStart(v, w) >= Math.max(FAMILY_STEM, Math.min(v.length, w.length) - FAMILY_ENDING));
}

/** The question's subject words: keywords that are plain words and not how it frames its ask. */
export function subjectWords(question: string): string[] {
  return questionKeywords(question).filter((k) => /^\p{Ll}+$/u.test(k) && !NOT_SUBJECT.has(k));
}

/**
 * Subject words the document must lack for the question to be off its topic: two, and half of them. One word it
 * lacks is as often the question's own wording ("stop … renewing" for a clause that says "terminate"), or a typo;
 * a long question (a worked figure's instructions, "unadjusted EBITDA … here") lacks a few of its many words.
 */
const MIN_UNKNOWN = 2;

/**
 * The test speaks for a plain question of a few subject words. A long one (a figure to work out, with its
 * definitions and how to give it: "… using Adjusted EBIT as the numerator …") names terms of its own that a
 * filing need not print; its pages are found by the rest of its words.
 */
const MAX_SUBJECT = 6;

export interface OffTopic {
  subject: string[];
  unknown: string[];
  offTopic: boolean;
}

/** The question's subject words the document never uses, and whether they make it one the document cannot answer. */
export function offTopicQuestion(question: string, vocabulary: DocumentVocabulary): OffTopic {
  const subject = subjectWords(question);
  const unknown = subject.filter((w) => !usesWordFamily(vocabulary, w));
  const offTopic =
    subject.length <= MAX_SUBJECT && unknown.length >= MIN_UNKNOWN && unknown.length * 2 >= subject.length;
  return { subject, unknown, offTopic };
}
