/**
 * "When is the paper dated?", "What version of the licence is this?": what names a document
 * itself (its date, its version, edition or revision) is printed on its cover or title block as
 * a line of its own ("September 3, 2010", "EPL Version 1.3c 2008-05-04"), not in a sentence,
 * and shares few words with the question. The body's sentences that say "this paper", the
 * references dated in their own right ("Intel White Paper, February 2010") and a worked example
 * quoting the same kind of value ("either version 1.3 of this license") outranked it. Which
 * values name the document, and how many other words their cover line may carry, is data
 * (document-identity.json).
 */
import type { FocusKind, QuestionFocus } from "./question-focus";
import { printedValue } from "./focus-score";
import { NAME_JOINERS, VERSION_WORDS } from "./answer-words";
import { bare, DOCUMENT_NOUN_SET, FUNCTION_WORD_SET, isCoverageVerb, pointingWords, wordsOf } from "./self-reference";
import { checkedHeader, DataFileError, numberField, recordField, shapedList, textField } from "../data-file";
import data from "./document-identity.json" with { type: "json" };

const FILE = "document-identity.json";
export const DOCUMENT_IDENTITY_FORMAT = "pincite-document-identity";
export const DOCUMENT_IDENTITY_VERSION = 3;

export interface DocumentIdentity {
  /** Pages a cover or title page (with its verso) may take. */
  coverPages: number;
  /** Focus kinds that name the document itself → the most other words their cover line carries. */
  otherWords: ReadonlyMap<FocusKind, number>;
  /** The same → how many of those words may be in lower case, as a sentence's are and a title block's are not. */
  lowerCaseWords: ReadonlyMap<FocusKind, number>;
  /** The same → the words a question asks for that value with ("version", "edition"; "date", "when"). */
  askedBy: ReadonlyMap<FocusKind, ReadonlySet<string>>;
  /** The most words naming the subject whose version a document covers ("the asymptote package"). */
  subjectWords: number;
}

const IDENTITY_KINDS: readonly FocusKind[] = ["date", "version"];

/**
 * A value whose asking words are answer-words.json's, one table for both: the words that make a question a version
 * question (question-focus.ts) ask the document's own version too ("What edition is this?"), with their plurals.
 */
const SHARED_ASKED_BY = new Map<FocusKind, readonly string[]>([
  ["version", VERSION_WORDS.flatMap((w) => [w, `${w}s`])],
]);

/** The file, checked: header, a page count, and for each value a focus kind it knows and a word count. */
export function loadDocumentIdentity(file: unknown): DocumentIdentity {
  const f = checkedHeader(file, FILE, DOCUMENT_IDENTITY_FORMAT, DOCUMENT_IDENTITY_VERSION);
  const coverPages = numberField(f, "cover_pages", FILE);
  const subjectWords = numberField(f, "subject_words", FILE);
  if (!Array.isArray(f.values) || !f.values.length) throw new DataFileError(FILE, "values must be a non-empty list");
  const otherWords = new Map<FocusKind, number>();
  const lowerCaseWords = new Map<FocusKind, number>();
  const askedBy = new Map<FocusKind, ReadonlySet<string>>();
  f.values.forEach((v, i) => {
    const entry = recordField(v, `values[${i}]`, FILE);
    const focus = textField(entry, "focus", `values[${i}]`, FILE) as FocusKind;
    if (!IDENTITY_KINDS.includes(focus))
      throw new DataFileError(FILE, `values[${i}].focus must be one of ${IDENTITY_KINDS.join(", ")} (got ${focus})`);
    otherWords.set(focus, numberField(entry, "other_words", FILE));
    lowerCaseWords.set(focus, numberField(entry, "lower_case_words", FILE));
    const shared = entry.asked_by === undefined ? SHARED_ASKED_BY.get(focus) : undefined;
    askedBy.set(
      focus,
      new Set(shared ?? shapedList(entry.asked_by, `values[${i}].asked_by`, FILE, /^\p{Ll}+$/u, "a word")),
    );
  });
  return { coverPages, otherWords, lowerCaseWords, askedBy, subjectWords };
}

const IDENTITY = loadDocumentIdentity(data);
/** Pages a cover or title page (with its verso) may take. */
export const TITLE_PAGES = IDENTITY.coverPages;

/** "What version is this?", "… of the Example Public License is this?": the document itself is asked. */
const IS_THIS = /\b(?:is|was) this\s*\??\s*$/i;
/** Capitalised words of a name between "the" and its noun ("the Network Installation and Administration Manual"). */
const NAME_WORDS = 5;
/** Other words a question after the document alone may carry: its verb ("published", "issued"). */
const OTHER_ASKED_MOST = 1;

/** Where the question names a document ("this licence", "the Example Public License"), as word spans. */
function documentPhrases(words: readonly string[]): { from: number; to: number }[] {
  const out: { from: number; to: number }[] = [];
  words.forEach((w, i) => {
    if (!DOCUMENT_NOUN_SET.has(bare(w))) return;
    for (let j = i - 1; j >= Math.max(0, i - NAME_WORDS - 1); j--) {
      if (/^(?:the|this)$/i.test(words[j])) return void out.push({ from: j, to: i });
      if (!/^\p{Lu}/u.test(words[j]) && !NAME_JOINERS.has(words[j])) return;
    }
  });
  return out;
}

/**
 * The value asked belongs to the document: "the date of this report", "version of the … License", "What edition
 * is this?", or a question about nothing but the document ("When is the paper dated?", "When was this report
 * published?"). "Which version of the kernel does this paper study?" asks after another thing's version.
 */
function asksOfDocument(question: string, asked: ReadonlySet<string>): boolean {
  if (IS_THIS.test(question)) return true;
  if (asksCoveredVersion(question, asked)) return true;
  const words = question.split(/[\s?,;:!]+/).filter(Boolean);
  const phrases = documentPhrases(words);
  if (!phrases.length) return false;
  if (phrases.some((p) => bare(words[p.from - 1] ?? "") === "of" && asked.has(bare(words[p.from - 2] ?? ""))))
    return true;
  const inPhrase = (i: number) => phrases.some((p) => i >= p.from && i <= p.to);
  const others = words.filter((w, i) => !inPhrase(i) && !FUNCTION_WORD_SET.has(bare(w)) && !asked.has(bare(w)));
  return others.length <= OTHER_ASKED_MOST;
}

/**
 * "Which version of GLPK does this reference manual cover?", "Which version of the asymptote package is documented?":
 * a document covering a version of its subject prints that version on its cover ("for GLPK Version 5.0", "v1.37").
 * The words left, beside the pointing, the value asked and function words, name the subject, in a few words.
 */
function asksCoveredVersion(question: string, asked: ReadonlySet<string>): boolean {
  const pointing = pointingWords(question);
  if (![...pointing].some(isCoverageVerb)) return false;
  const subject = wordsOf(question).filter(
    (w, i) => i > 0 && !pointing.has(w) && !FUNCTION_WORD_SET.has(w) && !asked.has(w),
  );
  return subject.length <= IDENTITY.subjectWords;
}

/** The question asks for what names the document itself (its date, its version), not an event's or a clause's. */
export function asksDocumentIdentity(question: string, focus: QuestionFocus): boolean {
  const asked = IDENTITY.askedBy.get(focus.kind);
  return !!asked && !focus.topics.length && asksOfDocument(question, asked);
}

/** Words with a letter, function words aside: "Copyright", "EPL", "X11", "revised". */
const WORDS = /[\p{L}\d][\p{L}\d'\u2019.-]*/gu;

/**
 * A line of a cover page that prints the value asked and little else: few other words (numbers, such as a
 * copyright year, aside), and few of them in lower case, as a title block's are not and a sentence's are.
 */
export function isCoverValue(text: string, page: number, kind: FocusKind): boolean {
  const most = IDENTITY.otherWords.get(kind);
  if (most === undefined || page > TITLE_PAGES) return false;
  const value = printedValue(text, kind);
  if (!value) return false;
  const rest = text.slice(0, value.index) + " " + text.slice(value.index + value.length);
  const words = (rest.match(WORDS) ?? []).filter((w) => /\p{L}/u.test(w) && !FUNCTION_WORD_SET.has(w.toLowerCase()));
  const lower = words.filter((w) => /^\p{Ll}/u.test(w)).length;
  return words.length <= most && lower <= (IDENTITY.lowerCaseWords.get(kind) ?? 0);
}
