/**
 * The topics of a contract question (governing law, term, renewal, notice, termination,
 * parties, date) and the words a clause on each is written in, from prose-topics.json. The
 * navigator adds a topic's clause words to its query at low weight, and the extractive answer
 * scores sentences by them and answers with the whole clause. A question is on a topic only
 * when it names an agreement too, or the document by its kind of instrument ("this plan"), so a
 * filing's "notice" or "term" questions stay as they were.
 */
import { checkedHeader, DataFileError, stringList } from "../data-file";
import data from "./prose-topics.json" with { type: "json" };
import { asksForInstrument, expandInstrument, mentionsInstrumentKind, namesInstrument } from "./instrument-kinds";
import { escapeRegExp } from "../text/escape-regexp";

export interface ProseTopic {
  name: string;
  asked: string[];
  clause: string[];
  heading: string[];
  /** A clause on the topic may answer "when" with a span of time ("three (3) years after …"). */
  spans?: boolean;
  /** Phrases that mark the clause on the topic wherever it stands ("by and between" names the parties). */
  cues?: string[];
  /** Only instruments have the topic, so naming any kind of instrument puts a question on it ("the severance plan"). */
  any_kind?: boolean;
  /** Other words a clause uses for a word the question asks with ("renew": "extend"). */
  wordings?: Record<string, string[]>;
}

interface TopicFile {
  format: string;
  version: number;
  contract_words: string[];
  list_nouns: string[];
  topics: ProseTopic[];
}

const strings = (v: unknown, where: string) => stringList(v, where, NAME, true);

const NAME = "prose-topics.json";
const fail = (problem: string) => new DataFileError(NAME, problem);

/** The checked contents of the topics file; a malformed file is a named error at load. */
export function checkTopicFile(raw: unknown): TopicFile {
  const f = checkedHeader(raw, NAME, "pincite-prose-topics", 1) as Partial<TopicFile>;
  strings(f.contract_words, "contract_words");
  strings(f.list_nouns, "list_nouns");
  if (!Array.isArray(f.topics) || !f.topics.length) throw fail("no topics");
  for (const t of f.topics) {
    if (typeof t.name !== "string" || !Array.isArray(t.heading))
      throw fail(`topic ${String(t?.name)} needs name, asked, clause and heading`);
    strings(t.asked, `topic ${t.name}: asked`);
    strings(t.clause, `topic ${t.name}: clause`);
    if (t.cues !== undefined) strings(t.cues, `topic ${t.name}: cues`);
    for (const [word, others] of Object.entries(t.wordings ?? {}))
      strings(others, `topic ${t.name}: wordings of ${word}`);
  }
  return f as TopicFile;
}

const FILE = checkTopicFile(data);
const phraseRx = (words: string[]) => new RegExp(`\\b(?:${words.map(escapeRegExp).join("|")})\\b`, "i");
const CONTRACT = phraseRx(FILE.contract_words);
const ASKED = FILE.topics.map((t) => ({ topic: t, rx: phraseRx(t.asked.flatMap(expandInstrument)) }));

/**
 * The topics a question asks about; none unless it names an agreement or the document as an instrument,
 * and none when it asks which instrument governs or covers something (a document is its answer).
 */
export function askedTopics(question: string): ProseTopic[] {
  if (asksForInstrument(question)) return [];
  const named = namesContract(question);
  const loosely = !named && mentionsInstrumentKind(question);
  if (!named && !loosely) return [];
  return ASKED.filter((a) => (named || a.topic.any_kind === true) && a.rx.test(question)).map((a) => a.topic);
}

/** The question names an agreement or the document as an instrument ("this plan", "the lease"). */
export function namesContract(question: string): boolean {
  return CONTRACT.test(question) || namesInstrument(question);
}

/** The clause words of the topics, once each. */
export function topicClauseWords(topics: ProseTopic[]): string[] {
  return [...new Set(topics.flatMap((t) => t.clause))];
}

/** Nouns that name the items of a numbered list ("step"), singular. */
export const LIST_NOUNS: ReadonlySet<string> = new Set(FILE.list_nouns);
