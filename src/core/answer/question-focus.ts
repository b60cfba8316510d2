/**
 * What a prose question asks for, and whether a sentence gives it: its focus (a count, a
 * date, a name, a definition, a contract clause) decides the kind of sentence that answers,
 * beyond the words it shares with the question. "When was it filed?" wants a sentence with a
 * date; "What does NARL stand for?" the sentence that spells NARL out; "How many levels…?"
 * a number before "levels"; "When does this agreement expire?" the term clause. How a sentence
 * prints the value asked (a date, a version, a name) is focus-score.ts's.
 */
import { askedTopics, namesContract, type ProseTopic } from "../navigate/prose-topics";
import { contentTokens, matchTokens, stem } from "./normalize";
import { asksWay } from "./asks-way";
import { memoizeByString } from "../memo";
import {
  ADDRESS_VERBS,
  CODE_QUESTION_ENDS,
  CONDITION_VERBS,
  DOCUMENT_NOUNS,
  NAMED_THINGS,
  PURPOSE_NOUNS,
  PURPOSE_WORDS,
  SELECTION_WORDS,
  VERSION_WORDS,
} from "./answer-words";

export type FocusKind =
  "count" | "date" | "duration" | "name" | "identifier" | "version" | "path" | "definition" | "none";

/** Focus kinds whose value a sentence must hold to answer: a date, a stretch of time, a code, a count. */
export const VALUE_KINDS: ReadonlySet<FocusKind> = new Set(["date", "duration", "identifier", "count"]);
/** Focus kinds given by a shape printed in the sentence (a version number, a path), which other figures are not. */
export const SHAPE_KINDS: ReadonlySet<FocusKind> = new Set(["version", "path"]);
/** Focus kinds no sentence gives without holding one, so pages where none does do not answer. */
export const HELD_KINDS: ReadonlySet<FocusKind> = new Set([...SHAPE_KINDS, "date", "identifier"]);

export interface QuestionFocus {
  kind: FocusKind;
  /** The contract topics asked about (term, renewal, governing law…); empty for other questions. */
  topics: ProseTopic[];
  /** Stemmed clause words of each of those topics. */
  topicWordSets: Set<string>[];
  /** Stemmed heading words of those topics ("governing law"). */
  topicHeadings: string[];
  /** Phrases that mark a clause on those topics wherever it stands ("by and between"), lower case. */
  topicCues: string[];
  /** The question names the document as an instrument ("this letter", "the plan"): its clauses answer whole. */
  instrument: boolean;
  /** The term a definition question asks about ("NARL"), as written. */
  term?: string;
  /** A definition question asks what the term is for ("What are X used for?", "What is the purpose of X?"). */
  purpose?: boolean;
  /** The question's own words, folded: a name made only of them is the question's, not its answer. */
  asked?: Set<string>;
  /** The kind of address an identifier question names ("What e-mail …", "Which URL …"). */
  address?: "email" | "web";
}

const COUNT = /\bhow many\b|\bnumber of\b/i;
// "How long …", "For what period …": a stretch of time; a contract's term questions are its topics' (the
// whole clause answers).
const DURATION_ASKED = /\bhow long\b|\bwhat is the (?:length|duration)\b|\bfor what (?:period|term)\b/i;
const DATE =
  /^\s*when\b|\bwhat (?:is|was) the date\b|\b(?:what|which) (?:year|date|day|month)\b|\bdate of\b|\bdated\b/i;
// "When is a pair considered concordant?", "When is logistic regression used?": a condition is asked, not a date
// (a date asked is "When was …").
const CONDITION_ASKED = new RegExp(
  String.raw`^\s*when (?:is|are)\b.*\b(?:${[...CONDITION_VERBS, ...PURPOSE_WORDS].join("|")})\b`,
  "i",
);
// "What is the product code?", "… its serial number?": a code the question ends on is the value asked. Not in a
// question asking a way ("How do I change the namespace used for the generated code?"): there it is what is acted on.
/** "Where should feedback be sent?", "Where are bugs reported?": an address answers, an e-mail or a web page. */
const WHERE_SENT = new RegExp(String.raw`^\s*where\b.*\b(?:${ADDRESS_VERBS.join("|")})\b`, "i");
const ENDS_ON_CODE = new RegExp(String.raw`\b(?:${CODE_QUESTION_ENDS.join("|")})\.?\s*\??\s*$`, "i");
const IDENTIFIER = new RegExp(
  String.raw`\b(?:e-?mail|address|phone|telephone)\s*\??\s*$|` +
    String.raw`\bwhat(?:'s| is) (?:the )?[\w ]{0,30}` +
    String.raw`\b(?:number|code|id|identifier|e-?mail(?: address)?|phone number)\b|` +
    // "What e-mail address can I write to?", "Which URL …", "the web address of …", "… be e-mailed?"
    String.raw`\b(?:what|which) (?:e-?mail|url|web ?site|web address|phone number|telephone number)\b|` +
    String.raw`\bbe e-?mailed\b`,
  "i",
);
export const VERSION_WORD = `(?:${VERSION_WORDS.join("|")})`;
// "Which version of the tool …", "What is the release …", "Which edition …": a version number answers.
const VERSION = new RegExp(String.raw`\b(?:which|what)(?:'s| is| was)?(?: the)? ${VERSION_WORD}\b`, "i");
// "In which source file …", "What is the configuration file of …": a file's path or name answers.
const PATH =
  /\b(?:which|what)(?: is| are| was)?(?: the)? (?:[\w-]+ ){0,2}?(?:file|directory|folder|path|filename)\b(?! (?:format|type|size|system|descriptor|mode)s?\b)/i;
// "What is a claim verifier?": a short term and nothing after it asks what the term is.
const PLAIN_DEFINITION = /^\s*what (?:is|are) (?:an? |the )?([\w -]{1,40}?)\s*\?\s*$/i;
/** Where the term's scope begins: "What is a collection in TeX Live?" asks what a collection is. */
const SCOPE = /\s+(?:in|within|according to)\s+.*$/i;
// "Whose gamebook package is suggested?": the owner's name answers.
const NAME = new RegExp(String.raw`^\s*(?:who|whom|whose)\b|\b(?:which|what) (?:${NAMED_THINGS.join("|")})\b`, "i");
const DEFINITION = [
  // "What does the paper mean by X?", "What do the authors mean by X?": X, not "paper".
  new RegExp(
    String.raw`\bwhat do(?:es)? (?:the |this )?(?:${DOCUMENT_NOUNS.join("|")}|authors?|they|we) mean by ` +
      String.raw`["'\u201C]?([\w.& -]{2,40}?)["'\u201D]?(?:\s+in\b|\?|$)`,
    "i",
  ),
  // "What does the term cross-validation denote?", "What does it mean to normalise a table?"
  /\bwhat (?:does|do) (?:the )?(?:term|word|phrase|expression|notion) ["'\u201C]?([\w.& -]{2,40}?)["'\u201D]? (?:stand for|mean|refer to|denote)\b/i,
  /\bwhat does it mean (?:to|for|when) ([\w.& -]{2,40}?)\s*\?\s*$/i,
  new RegExp(
    String.raw`\bwhat (?:does|do|is|are) (?:the )?(?:acronym |abbreviation |` +
      String.raw`term )?["'\u201C]?([\w.&-]{2,40}?)["'\u201D]? (?:stand for|mean|refer to|denote|short for)\b`,
    "i",
  ),
  /\bwhat is (?:the )?(?:meaning|definition|full form) of ["'\u201C]?([\w.& -]{2,40}?)["'\u201D]?(?:\s+in\b|\?|$)/i,
  /\bwhat is meant by ["'\u201C]?([\w.& -]{2,40}?)["'\u201D]?(?:\s+in\b|\?|$)/i,
  /\bdefine ["'\u201C]?([\w.& -]{2,40}?)["'\u201D]?(?:\s+in\b|\?|$)/i,
  /^\s*what (?:is|are) (?:an? |the )?["'\u201C]?([A-Z][\w.&-]{1,30})["'\u201D]?\s*\??\s*$/,
  // "What kind of histogram is hexagon binning?": the sentence saying what X is ("X is a form of …") answers.
  /^\s*what (?:kind|type|sort|form|class) of [\w -]{1,30}? (?:is|are) (?:an? |the )?["'\u201C]?([\w.& -]{2,40}?)["'\u201D]?\s*\?\s*$/i,
];

/**
 * "What are sgame.sty and sgamevar.sty used for?", "What is the purpose of X?": what a thing is for is said by the
 * sentence saying what it is ("sgame.sty and sgamevar.sty are style files for drawing strategic games"), which
 * seldom says "used" or "purpose"; the question asks X's definition. A term may hold dots (a file's name).
 */
const PURPOSE = [
  new RegExp(
    String.raw`^\s*what (?:is|are) (?:an? |the )?["'“]?([\w.& -]{2,40}?)["'”]? ` +
      String.raw`(?:(?:${PURPOSE_WORDS.join("|")}) )?for\s*\??\s*$`,
    "i",
  ),
  new RegExp(
    String.raw`^\s*what (?:is|are) (?:the )?(?:${PURPOSE_NOUNS.join("|")})s? of (?:an? |the )?` +
      String.raw`["'“]?([\w.& -]{2,40}?)["'”]?\s*\??\s*$`,
    "i",
  ),
];

/**
 * The question's focus, read once per question: navigation, the probe and the figures each ask for it, for every
 * document a library question reads. Shared between them, so it is never changed after it is read.
 */
export const questionFocus: (question: string) => QuestionFocus = memoizeByString(readFocus, 64);

function readFocus(question: string): QuestionFocus {
  const topics = askedTopics(question);
  const topicWordSets = topics.map((t) => new Set(t.clause.flatMap((w) => contentTokens(w).map(stem))));
  const topicHeadings = topics.flatMap((t) => t.heading.map((h) => h.toLowerCase()));
  const asked = new Set(matchTokens(question));
  const topicCues = topics.flatMap((t) => (t.cues ?? []).map((c) => c.toLowerCase()));
  const base = { topics, topicWordSets, topicHeadings, topicCues, asked, instrument: namesContract(question) };
  for (const rx of DEFINITION) {
    const m = rx.exec(question);
    if (m) return { ...base, kind: "definition", term: m[1].trim() };
  }
  for (const rx of PURPOSE) {
    const m = rx.exec(question);
    if (m) return { ...base, kind: "definition", term: m[1].trim(), purpose: true };
  }
  if (COUNT.test(question)) return { ...base, kind: "count" };
  if (DURATION_ASKED.test(question) && !topics.length) return { ...base, kind: "duration" };
  if (DATE.test(question) && !CONDITION_ASKED.test(question)) return { ...base, kind: "date" };
  if (VERSION.test(question)) return { ...base, kind: "version" };
  if (PATH.test(question)) return { ...base, kind: "path" };
  if (IDENTIFIER.test(question) || WHERE_SENT.test(question) || (ENDS_ON_CODE.test(question) && !asksWay(question)))
    return { ...base, kind: "identifier", ...addressAsked(question) };
  if (NAME.test(question)) return { ...base, kind: "name" };
  const plain = PLAIN_DEFINITION.exec(question);
  // "What are the main risk factors?" picks members of a kind out: it asks for them, not for what the words mean.
  if (plain && !SELECTION_WORDS.has(plain[1].trim().split(/\s+/)[0].toLowerCase()))
    return { ...base, kind: "definition", term: plain[1].replace(SCOPE, "").trim() };
  return { ...base, kind: "none" };
}

const ASKS_EMAIL = /\be-?mail/i;
const ASKS_WEB = /\b(?:url|web ?site|web address|web ?page|home ?page)\b/i;

/** "Where should bug reports be e-mailed?" wants the e-mail address, not the project's home page. */
function addressAsked(question: string): Pick<QuestionFocus, "address"> {
  if (ASKS_EMAIL.test(question)) return { address: "email" };
  return ASKS_WEB.test(question) ? { address: "web" } : {};
}

/**
 * How fully a sentence is written in the asked topics' words: for each topic, the share of its
 * clause words present (three count as all), averaged, so a question on renewal and notice wants
 * a clause on both rather than one on notice alone.
 */
export function topicShare(tokens: Set<string>, focus: QuestionFocus): number {
  if (!focus.topics.length) return 0;
  let sum = 0;
  for (const words of focus.topicWordSets) {
    let hit = 0;
    for (const w of words) if (tokens.has(w)) hit++;
    sum += Math.min(1, hit / 3);
  }
  return sum / focus.topics.length;
}

/** A clause on the topic by a phrase that marks it ("… by and between Acme, Inc. and …"). */
export function cuedAsTopic(text: string, focus: QuestionFocus): boolean {
  if (!focus.topicCues.length) return false;
  const folded = text.toLowerCase().replace(/\s+/g, " ").replace(/\s+:/g, ":");
  return focus.topicCues.some((c) => folded.includes(c));
}

/** A clause titled as the topic ("Governing Law.", "2.1 Term.") opens with one of its headings. */
export function titledAsTopic(text: string, focus: QuestionFocus): boolean {
  const opening = text
    .replace(/^\W*(?:(?:section|article|clause)\s+)?[\dIVXivx.()]*\s*/i, "")
    .slice(0, 40)
    .toLowerCase();
  return focus.topicHeadings.some((h) => opening.startsWith(h) && /^[\s.:;,-]/.test(opening.slice(h.length) || " "));
}
