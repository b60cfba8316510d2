/**
 * What a prose question asks for, and whether a sentence gives it: its focus (a count, a
 * date, a name, a definition, a contract clause) decides the kind of sentence that answers,
 * beyond the words it shares with the question. "When was it filed?" wants a sentence with a
 * date; "What does NARL stand for?" the sentence that spells NARL out; "How many levels…?"
 * a number before "levels"; "When does this agreement expire?" the term clause.
 */
import { askedTopics, type ProseTopic } from "../navigate/prose-topics";
import { definesTerm } from "./term-definitions";
import { contentTokens, matchTokens, stem } from "./normalize";
import { FUNCTION_WORDS } from "../text/stop-words";
import { NUMBER_WORD_PATTERN } from "../text/number-tokens";
import { MONTH_NAMES } from "../text/english-words";
import { DOCUMENT_NOUNS, DURATION_UNITS } from "./answer-words";

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
// "What is a claim verifier?": a short term and nothing after it asks what the term is.
const PLAIN_DEFINITION = /^\s*what (?:is|are) (?:an? |the )?([\w -]{1,40}?)\s*\?\s*$/i;
const NAMED_THINGS =
  "company|companies|firm|organi[sz]ation|person|party|plaintiff|defendant|entity|agency|author|country|state|city|" +
  "jurisdiction|university|universities|institution|institute|school|employer";
const NAME = new RegExp(String.raw`^\s*(?:who|whom)\b|\b(?:which|what) (?:${NAMED_THINGS})\b`, "i");
const DEFINITION = [
  // "What does the paper mean by X?", "What do the authors mean by X?": X, not "paper".
  new RegExp(
    String.raw`\bwhat do(?:es)? (?:the |this )?(?:${DOCUMENT_NOUNS.join("|")}|authors?|they|we) mean by ` +
      String.raw`["'\u201C]?([\w.& -]{2,40}?)["'\u201D]?(?:\s+in\b|\?|$)`,
    "i",
  ),
  // "What does the term mixed effects denote?", "What does it mean to monitor structural change?"
  /\bwhat (?:does|do) (?:the )?(?:term|word|phrase|expression|notion) ["'\u201C]?([\w.& -]{2,40}?)["'\u201D]? (?:stand for|mean|refer to|denote)\b/i,
  /\bwhat does it mean (?:to|for|when) ([\w.& -]{2,40}?)\s*\?\s*$/i,
  new RegExp(
    String.raw`\bwhat (?:does|do|is|are) (?:the )?(?:acronym |abbreviation |` +
      String.raw`term )?["'\u201C]?([\w.&-]{2,40}?)["'\u201D]? (?:stand for|mean|refer to|denote)\b`,
    "i",
  ),
  /\bwhat is (?:the )?(?:meaning|definition|full form) of ["'\u201C]?([\w.& -]{2,40}?)["'\u201D]?(?:\s+in\b|\?|$)/i,
  /\bwhat is meant by ["'\u201C]?([\w.& -]{2,40}?)["'\u201D]?(?:\s+in\b|\?|$)/i,
  /\bdefine ["'\u201C]?([\w.& -]{2,40}?)["'\u201D]?(?:\s+in\b|\?|$)/i,
  /^\s*what (?:is|are) (?:an? |the )?["'\u201C]?([A-Z][\w.&-]{1,30})["'\u201D]?\s*\??\s*$/,
];

export function questionFocus(question: string): QuestionFocus {
  const topics = askedTopics(question);
  const topicWordSets = topics.map((t) => new Set(t.clause.flatMap((w) => contentTokens(w).map(stem))));
  const topicHeadings = topics.flatMap((t) => t.heading.map((h) => h.toLowerCase()));
  const asked = new Set(matchTokens(question));
  const topicCues = topics.flatMap((t) => (t.cues ?? []).map((c) => c.toLowerCase()));
  const base = { topics, topicWordSets, topicHeadings, topicCues, asked };
  for (const rx of DEFINITION) {
    const m = rx.exec(question);
    if (m) return { ...base, kind: "definition", term: m[1].trim() };
  }
  if (COUNT.test(question)) return { ...base, kind: "count" };
  if (DURATION_ASKED.test(question) && !topics.length) return { ...base, kind: "duration" };
  if (DATE.test(question)) return { ...base, kind: "date" };
  if (VERSION.test(question)) return { ...base, kind: "version" };
  if (PATH.test(question)) return { ...base, kind: "path" };
  if (IDENTIFIER.test(question)) return { ...base, kind: "identifier", ...addressAsked(question) };
  if (NAME.test(question)) return { ...base, kind: "name" };
  const plain = PLAIN_DEFINITION.exec(question);
  if (plain) return { ...base, kind: "definition", term: plain[1].trim() };
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

// A version number as printed, read whole: "3.8", "1.3c" (a letter of a revision), "4.2a1", "1.1-7" (a build).
const VERSION_NUMBER = String.raw`\d+(?:\.\d+)*(?:[a-z]\d*)?(?:-\d+)?`;
// A version ends where its word does: "Version 1.3c" is never read as "Version 1" (a full stop may follow).
const VERSION_END = String.raw`(?![\w-]|\.\w)`;
// A version as printed: "v2.0.0", "4.19.0", "2.0b", "version 3.8", "Version 1.3c"; a bare "3.8" may be one, or any
// decimal figure.
const VERSION_TOKEN = new RegExp(
  String.raw`(?:^|[^\w.])(?:v${VERSION_NUMBER}|\d+\.\d+\.\d+(?:[a-z]\d*)?|\d+\.\d+[a-z]\d*|` +
    String.raw`(?:version|release)\s+(${VERSION_NUMBER}))${VERSION_END}`,
  "i",
);

/** The version number a text prints after "version"/"release" or in a version's own shape, read whole. */
export function versionNumber(text: string): string | undefined {
  const m = VERSION_TOKEN.exec(text);
  return m ? (m[1] ?? m[0].replace(/^[^\w]*v?/i, "")) : undefined;
}
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
      return namesBeyond(text, focus.asked ?? new Set()) || citesBeyond(text, focus.asked ?? new Set()) ? 0.6 : 0;
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
/**
 * A citation names its authors: "(Cohen 1980)", "Mullahy (1986)", "Newey and West (1987)",
 * "Lambert et al. 1992". A paper says who proposed a thing so, with one surname and a year.
 */
const CITATION =
  /\b(\p{Lu}[\p{L}'\u2019-]+)(?:,?\s+(?:and|&)\s+\p{Lu}[\p{L}'\u2019-]+|\s+et al\.?)?,?\s+\(?(?:1[6-9]|20)\d\d[a-z]?\b/gu;
const NOT_SURNAMES = new Set([...FUNCTION_WORDS, ...MONTH_NAMES.map((m) => m.toLowerCase())]);

/** The text cites an author the question does not name (a surname before a year, not "In 1985" or "May 2008"). */
function citesBeyond(text: string, asked: Set<string>): boolean {
  for (const m of text.matchAll(CITATION)) {
    const surname = m[1].toLowerCase();
    if (!NOT_SURNAMES.has(surname) && matchTokens(m[1]).some((t) => !asked.has(t))) return true;
  }
  return false;
}
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
