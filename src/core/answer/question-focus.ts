/**
 * What a prose question asks for, and whether a sentence gives it: its focus (a count, a
 * date, a name, a definition, a contract clause) decides the kind of sentence that answers,
 * beyond the words it shares with the question. "When was it filed?" wants a sentence with a
 * date; "What does NARL stand for?" the sentence that spells NARL out; "How many levels…?"
 * a number before "levels"; "When does this agreement expire?" the term clause.
 */
import { askedTopics, type ProseTopic } from "../navigate/prose-topics";
import { contentTokens, matchTokens, stem } from "./normalize";
import { FUNCTION_WORDS } from "../text/stop-words";
import { NUMBER_WORD_PATTERN } from "../text/number-tokens";
import { DURATION_UNITS } from "./answer-words";
import { definesTerm, definitionAsked, plainDefinitionAsked } from "../text/defining-sentence";

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
  /** The term a definition question asks about ("NARL"), as written. */
  term?: string;
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
const IDENTIFIER = new RegExp(
  String.raw`\b(?:number|code|id|no\.?|identifier|serial|e-?mail|address|phone|telephone)\s*\??\s*$|` +
    String.raw`\bwhat(?:'s| is) (?:the )?[\w ]{0,30}` +
    String.raw`\b(?:number|code|id|identifier|e-?mail(?: address)?|phone number)\b|` +
    // "What e-mail address can I write to?", "Which URL …", "the web address of …", "… be e-mailed?"
    String.raw`\b(?:what|which) (?:e-?mail|url|web ?site|web address|phone number|telephone number)\b|` +
    String.raw`\bbe e-?mailed\b`,
  "i",
);
// "Which version of the tool …", "What is the release …": a version number answers.
const VERSION = /\b(?:which|what)(?:'s| is| was)?(?: the)? (?:version|release)\b/i;
// "In which source file …", "What is the configuration file of …": a file's path or name answers.
const PATH =
  /\b(?:which|what)(?: is| are| was)?(?: the)? (?:[\w-]+ ){0,2}?(?:file|directory|folder|path|filename)\b(?! (?:format|type|size|system|descriptor|mode)s?\b)/i;
const NAMED_THINGS =
  "company|companies|firm|organi[sz]ation|person|party|plaintiff|defendant|entity|agency|author|country|state|city|" +
  "jurisdiction";
const NAME = new RegExp(String.raw`^\s*(?:who|whom)\b|\b(?:which|what) (?:${NAMED_THINGS})\b`, "i");
export function questionFocus(question: string): QuestionFocus {
  const topics = askedTopics(question);
  const topicWordSets = topics.map((t) => new Set(t.clause.flatMap((w) => contentTokens(w).map(stem))));
  const topicHeadings = topics.flatMap((t) => t.heading.map((h) => h.toLowerCase()));
  const asked = new Set(matchTokens(question));
  const topicCues = topics.flatMap((t) => (t.cues ?? []).map((c) => c.toLowerCase()));
  const base = { topics, topicWordSets, topicHeadings, topicCues, asked };
  const term = definitionAsked(question);
  if (term) return { ...base, kind: "definition", term };
  if (COUNT.test(question)) return { ...base, kind: "count" };
  if (DURATION_ASKED.test(question) && !topics.length) return { ...base, kind: "duration" };
  if (DATE.test(question)) return { ...base, kind: "date" };
  if (VERSION.test(question)) return { ...base, kind: "version" };
  if (PATH.test(question)) return { ...base, kind: "path" };
  if (IDENTIFIER.test(question)) return { ...base, kind: "identifier", ...addressAsked(question) };
  if (NAME.test(question)) return { ...base, kind: "name" };
  const plain = plainDefinitionAsked(question);
  if (plain) return { ...base, kind: "definition", term: plain };
  return { ...base, kind: "none" };
}

const ASKS_EMAIL = /\be-?mail/i;
const ASKS_WEB = /\b(?:url|web ?site|web address|web ?page|home ?page)\b/i;

/** "Where should bug reports be e-mailed?" wants the e-mail address, not the project's home page. */
function addressAsked(question: string): Pick<QuestionFocus, "address"> {
  if (ASKS_EMAIL.test(question)) return { address: "email" };
  return ASKS_WEB.test(question) ? { address: "web" } : {};
}

export const MONTH =
  "(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|" +
  "sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)";
export const FULL_DATE = new RegExp(
  `\\b${MONTH}\\.? \\d{1,2}(?:st|nd|rd|th)?,? \\d{4}\\b|\\b\\d{1,2}(?:st|nd|rd|th)? (?:day of )?${MONTH},? \\d{4}\\b|` +
    `\\b\\d{1,2}/\\d{1,2}/\\d{2,4}\\b|\\b\\d{4}-\\d{2}-\\d{2}\\b`,
  "i",
);
const YEAR = /\b(?:19|20)\d\d\b/;
// "November 2022": a date to the month (a cover's date; an agreement left undated to the day).
export const MONTH_YEAR = new RegExp(String.raw`\b${MONTH}\.?,? \d{4}\b`, "i");
/** A count of units of time: "six months", "30 days", "a four-week period", "(90) days"; or none. */
const DURATION = new RegExp(
  String.raw`\b(?:\d+(?:\.\d+)?|${NUMBER_WORD_PATTERN}|an?)(?:\s+\(\d+\))?[\s-]+` +
    // A term with no end is a duration too ("continues in perpetuity").
    String.raw`(?:${DURATION_UNITS.join("|")})\b|\bin perpetuity\b|\bindefinitely\b`,
  "i",
);
const EMAIL = /\b[\w.+-]+@[\w-]+\.[\w.]+\b/;
const WEB_ADDRESS = /\bhttps?:\/\/\S+|\bwww\.[\w-]+\.\S+/;
// A code, number or address as printed: digits with letters or separators ("21-13199", "AR01", "v2.18"),
// an e-mail, a web address.
const IDENTIFIER_TOKEN = new RegExp(
  String.raw`\b(?=[\w.-]*\d)(?=[\w.-]*[A-Za-z-])[\w.-]{3,}\b|\b\d{2,}[-/]\d{2,}\b|` +
    `${EMAIL.source}|${WEB_ADDRESS.source}`,
);
const COMPANY_SUFFIX = String.raw`\b(?:Inc|LLC|Ltd|Corp(?:oration)?|Company|Co)\b`;
// Two or more capitalised words in a row, or one with a company suffix: a name.
const PROPER_NAME = new RegExp(
  String.raw`\b\p{Lu}[\p{L}&.-]+(?:\s+(?:of|the|and|&|for)?\s*\p{Lu}[\p{L}&.-]+)+|` + String.raw`${COMPANY_SUFFIX}\.?`,
  "u",
);

// A version as printed: "v2.0.0", "4.19.0", "version 3.8"; a bare "3.8" may be one, or any decimal figure.
const VERSION_TOKEN = /(?:^|[^\w.])(?:v\d+(?:\.\d+)+|\d+\.\d+\.\d+|(?:version|release) \d+(?:\.\d+)*)\b/i;
const DECIMAL = /(?:^|[^\w.])\d+\.\d+\b(?!\s*(?:%|percent|million|billion|thousand))/i;
// A path or a file's name: "/dev/null", "~/.ssh/config", "$HOME/bin", "lib/os.js", "fonts.conf".
const PATH_TOKEN = new RegExp(
  String.raw`(?:^|[\s(<"'\u201C])(?:~|\$[\w{}]+|\.{1,2})?\/[\w.$~+-]+|\b[\w.-]+\/[\w.-]+\.[a-z]{1,5}\b|` +
    // A bare file name is in lower case or capitals ("fonts.conf", "README.md"), not a product's name ("Node.js").
    String.raw`\b(?:[a-z_][\w-]*|[A-Z0-9_-]+)\.(?:js|mjs|cjs|ts|py|c|h|cc|cpp|rs|go|java|conf|json|txt|md|html?|xml|` +
    String.raw`cfg|ini|sh|ya?ml|toml)\b`,
);

/** How well a sentence gives what the question's focus asks for, 0..1 (before the question's own words). */
export function focusScore(text: string, focus: QuestionFocus): number {
  switch (focus.kind) {
    case "date":
      if (FULL_DATE.test(text)) return 1;
      if (MONTH_YEAR.test(text)) return 0.8;
      // "When does this agreement expire?": a clause may give its term as a span ("three (3) years").
      if (focus.topics.some((t) => t.spans) && DURATION.test(text)) return 0.6;
      return YEAR.test(text) ? 0.4 : 0;
    case "duration":
      return DURATION.test(text) ? 1 : 0;
    case "name":
      return namesBeyond(text, focus.asked ?? new Set()) ? 0.6 : 0;
    case "count":
      return 0;
    case "identifier":
      if (focus.address) return (focus.address === "email" ? EMAIL : WEB_ADDRESS).test(text) ? 1 : 0;
      return IDENTIFIER_TOKEN.test(text) ? 0.6 : 0;
    case "version":
      return VERSION_TOKEN.test(text) ? 1 : DECIMAL.test(text) ? 0.6 : 0;
    case "path":
      return PATH_TOKEN.test(text) ? 1 : 0;
    case "definition":
      return focus.term ? definesTerm(text, focus.term) : 0;
    default:
      return 0;
  }
}

const PROPER_NAMES = new RegExp(PROPER_NAME.source, "gu");
const OPENERS = new Set(FUNCTION_WORDS);
const HAS_COMPANY_SUFFIX = new RegExp(COMPANY_SUFFIX);

/**
 * The text names someone or something the question does not: a run of capitalised words (or a
 * company suffix) with a word beyond the question's own. A capitalised function word opening it
 * ("The Anderson test …") is no part of a name, and "Mozilla Public License" asked about is no answer.
 */
function namesBeyond(text: string, asked: Set<string>): boolean {
  for (const m of text.matchAll(PROPER_NAMES)) {
    let words = m[0].split(/\s+/).filter((w) => /^\p{Lu}/u.test(w));
    if (words.length && OPENERS.has(words[0].toLowerCase())) words = words.slice(1);
    const suffix = HAS_COMPANY_SUFFIX.test(m[0]);
    if (words.length < (suffix ? 1 : 2)) continue;
    if (words.some((w) => matchTokens(w).some((t) => !asked.has(t)))) return true;
  }
  return false;
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
