/**
 * A question about something the document never writes about ("How often should the engine oil be changed?"
 * asked of a plotting program's FAQ) is not answered by a sentence that shares one of its framing words ("Why
 * did you change the name?"). Its subject words (its keywords less the words it frames the ask with,
 * asking-words.json, and what a document calls itself) are looked for in the whole document, each by its
 * word family ("renewing" meets "renewal", "predefined" meets "pre-defined", but "engine" does not meet
 * "engineering": a family differs only by the endings of off-topic.json); when two of them, and half of
 * them, are in none of its pages, the answer says the document does not answer. A word the document uses
 * anywhere keeps the question answerable, so the test only speaks when the pages read could not hold the
 * answer whatever was read.
 */
import { checkedHeader, DataFileError, numberField, recordField, shapedList, textField, wordSet } from "../data-file";
import type { PageLayout } from "../types";
import { fold } from "../text/fold";
import { AUTHOR_WORDS, DATE_WORDS, DOCUMENT_NOUNS, SYMBOL_NOUNS, VERSION_WORDS } from "./answer-words";
import { CODE_NOUNS } from "./code-answers";
import { matchTokens, questionKeywords, stem } from "./normalize";
import data from "./asking-words.json" with { type: "json" };
import offTopicData from "./off-topic.json" with { type: "json" };

const FILE = "asking-words.json";
export const ASKING_WORDS_FORMAT = "pincite-asking-words";
export const ASKING_WORDS_VERSION = 1;

/** The framing words of the file, checked: header, and a non-empty list of lower-case words. */
export function loadAskingWords(file: unknown): ReadonlySet<string> {
  const f = checkedHeader(file, FILE, ASKING_WORDS_FORMAT, ASKING_WORDS_VERSION);
  return wordSet(f.frame, "frame", FILE);
}

const FRAME = loadAskingWords(data);

const OFF_TOPIC_FILE = "off-topic.json";
export const OFF_TOPIC_FORMAT = "pincite-off-topic";
export const OFF_TOPIC_VERSION = 1;

/** What decides that a document never writes about a question's subject (off-topic.json says why each is so). */
export interface OffTopicRules {
  /** Endings one word of a family may have past the start it shares with another ("ing", "al", "ition"). */
  endings: ReadonlySet<string>;
  /** The shortest common start two words of one family share. */
  familyStem: number;
  /** Subject words the document must lack (and half of them) for the question to be off its topic. */
  minUnknown: number;
  /** The most subject words a question may have for the test to speak. */
  maxSubject: number;
}

/** A threshold of the file: a positive whole number with the reason it is what it is. */
function threshold(thresholds: Record<string, unknown>, key: string): number {
  const entry = recordField(thresholds[key], `thresholds.${key}`, OFF_TOPIC_FILE);
  const value = numberField(entry, "value", OFF_TOPIC_FILE);
  if (!Number.isInteger(value) || value < 1)
    throw new DataFileError(OFF_TOPIC_FILE, `thresholds.${key}.value must be a positive whole number`);
  textField(entry, "why", `thresholds.${key}`, OFF_TOPIC_FILE);
  return value;
}

/** The file, checked: header, a list of lower-case endings, and each threshold with its why. */
export function loadOffTopicRules(file: unknown): OffTopicRules {
  const f = checkedHeader(file, OFF_TOPIC_FILE, OFF_TOPIC_FORMAT, OFF_TOPIC_VERSION);
  const endings = shapedList(
    f.endings,
    "endings",
    OFF_TOPIC_FILE,
    /^\p{Ll}{1,8}$/u,
    "an ending of 1 to 8 lower-case letters",
  );
  const plural = endings.find((e) => e.length > 1 && e.endsWith("s") && !e.endsWith("ss"));
  // Words are compared after the plural fold, which drops a final s: an ending that keeps one never matches.
  if (plural !== undefined)
    throw new DataFileError(OFF_TOPIC_FILE, `endings: ${JSON.stringify(plural)} ends in a plural s`);
  const thresholds = recordField(f.thresholds, "thresholds", OFF_TOPIC_FILE);
  return {
    endings: new Set(endings),
    familyStem: threshold(thresholds, "family_stem"),
    minUnknown: threshold(thresholds, "min_unknown"),
    maxSubject: threshold(thresholds, "max_subject"),
  };
}

const RULES = loadOffTopicRules(offTopicData);
const FAMILY_STEM = RULES.familyStem;
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

function sharedStart(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/** Whether what is left of a word past its family's start is nothing or one ending, its last letter maybe doubled. */
function isEnding(rest: string, lastOfStart: string): boolean {
  if (!rest || RULES.endings.has(rest)) return true;
  return rest.length > 1 && rest[0] === lastOfStart && RULES.endings.has(rest.slice(1));
}

/**
 * Whether two words are of one family: some start of both, at least FAMILY_STEM letters, leaves each an ending
 * ("relat" + "ion" / "ive": the start they share, "relati", is backed off when an ending begins inside it).
 */
export function sameFamily(a: string, b: string): boolean {
  for (let k = sharedStart(a, b); k >= FAMILY_STEM; k--) {
    if (isEnding(a.slice(k), a[k - 1]) && isEnding(b.slice(k), b[k - 1])) return true;
  }
  return false;
}

/** Whether the document uses the word or one of its family. */
function usesWordFamily(vocabulary: DocumentVocabulary, word: string): boolean {
  const w = stem(word);
  if (vocabulary.words.has(w)) return true;
  if (w.length <= FAMILY_STEM) return false;
  const kin = vocabulary.byStart.get(w.slice(0, FAMILY_STEM)) ?? [];
  return kin.some((v) => sameFamily(v, w));
}

/** The question's subject words: keywords that are plain words and not how it frames its ask. */
export function subjectWords(question: string): string[] {
  return questionKeywords(question).filter((k) => /^\p{Ll}+$/u.test(k) && !NOT_SUBJECT.has(k));
}

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
    subject.length <= RULES.maxSubject && unknown.length >= RULES.minUnknown && unknown.length * 2 >= subject.length;
  return { subject, unknown, offTopic };
}
