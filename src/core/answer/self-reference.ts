/**
 * A question may point at the document it is asked of ("Who wrote this report?", "What does this reference manual
 * describe?", "Which version of the package is documented?") rather than at anything the document names. The words
 * of that pointing are on no page: a cover prints the title and the byline, not "this report". Read here once, so
 * the gate does not ask the pages for them and a question after the document's subject is told from one after a
 * thing it names. How far a pointing phrase runs and the words that ask a subject are data (self-reference.json).
 */
import { checkedHeader, numberField, shapedList } from "../data-file";
import { FUNCTION_WORDS } from "../text/stop-words";
import { DOCUMENT_NOUNS } from "./answer-words";
import data from "./self-reference.json" with { type: "json" };

const FILE = "self-reference.json";
export const SELF_REFERENCE_FORMAT = "pincite-self-reference";
export const SELF_REFERENCE_VERSION = 1;

export interface SelfReferenceWords {
  /** The most words between "this" and the document noun ("this installation guide"). */
  modifiersMost: number;
  /** Words a question asks what the document is about or for with ("about", "describe", "purpose"). */
  topicWords: ReadonlySet<string>;
  /** The verbs, of those, that ask what a document covers, also in the passive ("is documented"). */
  coverageVerbs: ReadonlySet<string>;
}

/** The file, checked: header, a word count, and two lists of lower-case words, the verbs among the topic words. */
export function loadSelfReference(file: unknown): SelfReferenceWords {
  const f = checkedHeader(file, FILE, SELF_REFERENCE_FORMAT, SELF_REFERENCE_VERSION);
  const list = (key: string) => shapedList(f[key], key, FILE, /^\p{Ll}+$/u, "one lower-case word");
  const modifiersMost = numberField(f, "modifiers_most", FILE);
  const topicWords = new Set(list("topic_words"));
  const coverageVerbs = new Set(list("coverage_verbs"));
  const stray = [...coverageVerbs].filter((w) => !topicWords.has(w));
  if (stray.length) throw new Error(`${FILE}: coverage_verbs must be topic_words too (not: ${stray.join(", ")})`);
  return { modifiersMost, topicWords, coverageVerbs };
}

const WORDS = loadSelfReference(data);
export const DOCUMENT_NOUN_SET: ReadonlySet<string> = new Set(DOCUMENT_NOUNS);
export const FUNCTION_WORD_SET: ReadonlySet<string> = new Set(FUNCTION_WORDS);
/** "… is documented?", "… are covered here?": the passive with no agent points at the document asked. */
const PASSIVE_END = /^(?:is|are|was|were)$/;

/** A word with its edge punctuation cut, in lower case ("Manual?" → "manual"). */
export const bare = (w: string) => w.toLowerCase().replace(/^[^\p{L}\d]+|[^\p{L}\d]+$/gu, "");
/** A question's words, bare. */
export const wordsOf = (question: string) =>
  question
    .split(/[\s?,;:!]+/)
    .map(bare)
    .filter(Boolean);

/** Indices of the question's words that point at the document: "this (reference) manual", a closing "is documented". */
function pointingAt(words: readonly string[]): Set<number> {
  const out = new Set<number>();
  words.forEach((w, i) => {
    if (w !== "this") return;
    for (let j = i + 1; j <= Math.min(words.length - 1, i + 1 + WORDS.modifiersMost); j++) {
      if (DOCUMENT_NOUN_SET.has(words[j])) {
        for (let k = i; k <= j; k++) out.add(k);
        return;
      }
      if (FUNCTION_WORD_SET.has(words[j])) return;
    }
  });
  const n = words.length;
  const last = words[n - 1] === "here" ? n - 2 : n - 1;
  if (last > 0 && WORDS.coverageVerbs.has(words[last]) && PASSIVE_END.test(words[last - 1] ?? ""))
    for (let k = last - 1; k < n; k++) out.add(k);
  return out;
}

/** The question points at the document it is asked of ("this report", "… is documented?"). */
export const pointsAtDocument = (question: string): boolean => pointingAt(wordsOf(question)).size > 0;

/**
 * Words the pages need not hold for the question to be answered from them: the words that point at the
 * document, and the verb that asks what it covers ("Which version of GLPK does this manual cover?").
 */
export function pointingWords(question: string): Set<string> {
  const words = wordsOf(question);
  const at = pointingAt(words);
  if (!at.size) return new Set();
  return new Set(words.filter((w, i) => at.has(i) || WORDS.topicWords.has(w)));
}

/**
 * "What is this report about?", "What does this manual describe?", "What is the purpose of this guide?": the
 * question asks the document's subject, which its title states, and names nothing else.
 */
export function asksDocumentTopic(question: string): boolean {
  if (!/^\s*what\b/i.test(question)) return false;
  const words = wordsOf(question);
  const at = pointingAt(words);
  if (!at.size) return false;
  return words.every((w, i) => at.has(i) || i === 0 || FUNCTION_WORD_SET.has(w) || WORDS.topicWords.has(w));
}

/** A verb that asks what a document covers ("cover", "describes", "documented"). */
export const isCoverageVerb = (word: string): boolean => WORDS.coverageVerbs.has(bare(word));
