/**
 * The lexical score of one quote against the question: its share of the question's keywords
 * (figures double) and of the usual wordings of the line items it names, plus bonuses for what
 * the question's focus asks (a table row for an amount, a count for "how many", a date, a name,
 * a clause's topic) and penalties for bare headings, furniture and sentence fragments.
 */
import { BULLET_OPENS } from "../text/list-items";
import { AUTHOR_WORDS } from "./answer-words";
import { isCaption } from "./captions";
import { ordinalScore } from "./ordinal-focus";
import type { Candidate } from "./cite/candidates";
import { contentTokens, stem } from "./normalize";
import { cuedAsTopic, SHAPE_KINDS, titledAsTopic, topicShare } from "./question-focus";
import { focusScore } from "./focus-score";
import { countsList, countsNoun } from "./count-answers";
import { statesDefault } from "./default-values";
import { isUsageLine } from "./usage-lines";
import { isCoverValue } from "./document-identity";
import type { Probe } from "./extractive-probe";
import { opensWithOption } from "../text/option-tokens";
import { HEADING_WORDS, headingLike } from "./heading-context";
import { holdsSymbol } from "./symbol-terms";
import { missesValue } from "./asked-value";
import { HEADING_NUMBER } from "../text/heading-number";
import { printsOtherCode } from "./code-answers";

const ROW_BONUS = 0.15;
const AUTHOR_WORD_SET: ReadonlySet<string> = new Set(AUTHOR_WORDS);
const HEADING_PENALTY = 0.5;
const FRAGMENT_PENALTY = 0.5;

/** A sentence that gives what the question's focus asks for (a date for "when", a name for "who"). */
const FOCUS_WEIGHT = 0.3;
/** What a sentence defining the asked term earns for its focus (term-definitions.ts scores a definition 0.8). */
export const DEFINED_FOCUS = FOCUS_WEIGHT * 0.8;
/** A contract question's topic written in the sentence (its clause words), and a clause titled as the topic. */
const TOPIC_WEIGHT = 0.5;
const TITLE_BONUS = 0.2;
const CUE_BONUS = 0.4;
/** What a sentence without the focus asked keeps of its score. */
const MISSING_FOCUS = 0.6;

const TERM_BONUS = 0.1;
/** A printed code answers "which option …" as an identifier answers "what is the number …" (focus-score.ts). */
const CODE_FOCUS = 0.6;
/**
 * The date or version line of a cover page answers "When is the paper dated?", "What version of this licence is
 * this?", though it shares few words with it, before a body sentence quoting a value of the same kind.
 */
const COVER_VALUE_BONUS = 0.5;
/** A count right before the thing counted ("73,300 employees") is the answer to "how many". */
const COUNT_BONUS = 0.5;
/** What a line that counts nothing asked keeps of its score, when the question names what it counts. */
const UNCOUNTED = 0.8;
/** A cover's title answers "What is this report about?" before any sentence sharing a word with the question. */
const COVER_TITLE_BONUS = 1;
/** The first page's byline answers "who wrote …" though it shares no word with the question. */
const BYLINE_BONUS = 0.6;
/**
 * What a caption keeps of its score when the question names no figure or table: a caption labels a picture in a few
 * words, where the text around it says the same in a sentence that answers ("Figure 1: ψ-functions used in the
 * simulation." under "The psi-functions compared are bisquare, optimal, lqq and Hampel").
 */
const CAPTION_PENALTY = 0.7;
/** A letter or sign the question names as a term ("the argument type m"), standing alone in the quote. */
const SYMBOL_BONUS = 0.3;

/** A line holding every code the question names is about that one thing ("the market for code AR01"). */
const CODE_BONUS = 0.4;
/** The entry an options list gives the asked option answers what it does, as a focus met does. */
const OPTION_ENTRY_BONUS = FOCUS_WEIGHT;

/**
 * A line of a table or list of settings that opens with the identifier asked, then its description or its value
 * ("keepAspect  Maintain aspect ratio [default true]", "tol_piv (default: 1e-9)"): that identifier's entry, as an
 * options list's is (opensWithOption), and no heading, though it ends on no stop.
 */
function namesEntry(text: string, codes: readonly string[]): boolean {
  if (!codes.length) return false;
  const [first, next] = text.trimStart().split(/\s+/);
  if (!first || !next || !/^(?:\p{Lu}|\()/u.test(next)) return false;
  return codes.includes(stem(first.toLowerCase().replace(/[^\p{L}\p{N}]+$/u, "")));
}

/** A line that uses a line item's usual wording (two of its words) counts as naming it. */
function synonymCredit(tokens: Set<string>, probe: Probe): number {
  let credit = 0;
  for (const syn of probe.synonyms) {
    const used = [...syn.wording].filter((t) => tokens.has(t)).length;
    if (used >= (syn.needs ?? Math.min(2, syn.wording.size)))
      credit +=
        (syn.share ?? 1) * syn.asked.filter((t) => !tokens.has(t)).reduce((s, t) => s + (probe.weights.get(t) ?? 0), 0);
  }
  return credit;
}

/** A label and its value as data ("Source Code: lib/os.js", "Contact: help@example.org"): no heading. */
const KEY_VALUE = /^[^:]{1,40}:\s+\S*[/@=_.]/;

/**
 * A settings list's entry: a declaration of a few words, its default in brackets, then its description ("int out_frq
 * (default: 500) Output frequency, in iterations."). It opens in lower case, as a sentence's broken-off end does,
 * but is whole.
 */
const SETTING_ENTRY = /^[\p{L}\p{N}_*\s]{1,40}[([]defaults?\b[^)\]]*[)\]]\s+\p{Lu}/u;

/** A sentence that ends in a question mark. */
const ASKS = /\?["')\]\u201D\u2019]*$/;

/** Prose is mostly words in small letters; a diagram's labels or a code listing run together are not. */
const PROSE_SHARE = 0.6;
const lostStop = (text: string): boolean => {
  const words = text.split(/\s+/);
  return (
    words.length > HEADING_WORDS && words.filter((w) => /^\p{Ll}+[,;]?$/u.test(w)).length >= PROSE_SHARE * words.length
  );
};

/**
 * A line with no figure and no sentence ending: a heading or a caption. A sentence of more words than a heading
 * holds is prose whose stop was lost (a footnote's last line, a sentence cut at a page's foot).
 */
const isHeading = (c: Candidate) =>
  c.kind === "sentence" &&
  !lostStop(c.text) &&
  // A bulleted line is a list's item ("• ldap – components for load testing LDAP servers"), not a heading.
  !BULLET_OPENS.test(c.text) &&
  // Narrower than text/sentence-end's endsClause (one closer, no curly quotes) and left so: folded, a sentence
  // defining names ("… collectively as the “Parties.”") is no longer penalised as a heading and outranks the
  // preamble that names the parties (parties-clause.test.ts), and a quoted title's tail leads another answer.
  !/[.!?:;]["')]?$/.test(c.text) &&
  // A numbered heading stays one whatever figures its title holds ("1 Preface to version 5").
  (HEADING_NUMBER.test(c.text) || !/\d/.test(c.text)) &&
  !KEY_VALUE.test(c.text);

export function extractiveScore(c: Candidate, probe: Probe): number {
  const tokens = new Set(contentTokens(c.text).map(stem));
  let hit = synonymCredit(tokens, probe);
  for (const t of tokens) hit += probe.weights.get(t) ?? 0;
  let score = probe.total ? hit / probe.total : 0;
  if (probe.quantitative && c.kind === "row") score += ROW_BONUS;
  const counts = !!probe.counted && countsNoun(c.text, probe.counted, probe.countedWith);
  if (counts) score += COUNT_BONUS;
  // Figures that count something else ("a top margin of 3cm") do not say how many margins there are.
  else if (probe.counted && !(c.count !== undefined && countsList(c, probe.counted))) score *= UNCOUNTED;
  if (c.furniture) score *= HEADING_PENALTY;
  if (!probe.namesPart && isCaption(c.text)) score *= CAPTION_PENALTY;
  if (probe.codes.length && probe.codes.every((t) => tokens.has(t))) score += CODE_BONUS;
  // An options list's entry opens with the option it describes; a sentence that only mentions it does not.
  const entry = opensWithOption(c.text, probe.codes) || namesEntry(c.text, probe.entryCodes);
  if (entry) score += OPTION_ENTRY_BONUS;
  const kind = probe.focus.kind;
  // A heading's capitalised words ("Errors Corrected in the First Printing") name no one.
  const focus = kind === "name" && headingLike(c) && !c.byline ? 0 : focusScore(c.text, probe.focus);
  // A date, a number or a count is what was asked: a sentence without one does not give it.
  if (focus === 0 && (SHAPE_KINDS.has(kind) || missesValue(c, probe, counts))) score *= MISSING_FOCUS;
  score += FOCUS_WEIGHT * focus + TOPIC_WEIGHT * topicShare(tokens, probe.focus);
  // "What does the first argument …": the sentence saying that position of that thing, as a focus met does.
  if (probe.ordinal) score += FOCUS_WEIGHT * ordinalScore(c.text, probe.ordinal);
  // Asked which option, macro or variable, a line printing one gives what was asked, as a focus met does.
  if (probe.askedCodes && printsOtherCode(c.text, probe.askedCodes)) score += CODE_FOCUS * FOCUS_WEIGHT;
  const stated = probe.asksDefault ? statesDefault(c.text) : 0;
  score += FOCUS_WEIGHT * stated;
  if (probe.documentIdentity && isCoverValue(c.text, c.page, kind)) score += COVER_VALUE_BONUS;
  // The term over a description that answers is what "which variable …" asks; the description alone is not.
  if (c.term) score += TERM_BONUS;
  // A credit line is read only when the question names its work: it answers who did that work as a byline does.
  if (c.byline && (probe.author || c.credit)) score += BYLINE_BONUS;
  // Asked who wrote the document, a sentence that says nobody wrote or made anything ("See the Zephyr manual for
  // more information") names the document, not its author: the byline, or a sentence that says who wrote, answers.
  else if (probe.author && !contentTokens(c.text).some((t) => AUTHOR_WORD_SET.has(t))) score *= MISSING_FOCUS;
  // A letter or sign named as a term is what the answer is about: a quote without it is about something else.
  if (probe.symbols.length) score = holdsSymbol(c.text, probe.symbols) ? score + SYMBOL_BONUS : score * MISSING_FOCUS;
  if (probe.focus.topics.length && titledAsTopic(c.text, probe.focus)) score += TITLE_BONUS;
  // A phrase only the topic's clause uses ("by and among" names the parties) marks it more surely than a title.
  if (probe.focus.topics.length && cuedAsTopic(c.text, probe.focus)) score += CUE_BONUS;
  if (c.count !== undefined && probe.counted && countsList(c, probe.counted)) score += COUNT_BONUS;
  // A line holding the very value asked ("--tool=<name> [default: memcheck]", "/dev/null on POSIX") is no bare heading.
  const holdsValue =
    stated === 1 || (SHAPE_KINDS.has(kind) && focus >= 0.6) || (!!c.byline && (!!probe.author || !!c.credit)) || entry;
  // Nor is a heading with a figure in it ("page 25, example of verse environment") the one who did something.
  if ((isHeading(c) || (kind === "name" && headingLike(c) && !c.byline)) && !holdsValue) score *= HEADING_PENALTY;
  // A question printed in the document (a FAQ's "2.10 What is CRAN?") asks; the text under it answers.
  if (c.kind === "sentence" && ASKS.test(c.text)) score *= HEADING_PENALTY;
  // A unit that starts with a word in lower case is the end of a sentence whose start was not read with it
  // (a command, a function or a file opening it, "znew(1), …", "mmdet.core.nms(…) …", is no such word).
  if (c.kind === "sentence" && /^\p{Ll}+(?:[\s,;:]|$)/u.test(c.text) && !SETTING_ENTRY.test(c.text))
    score *= FRAGMENT_PENALTY;
  // Asked what a thing does, its usage line ("SORT CASES BY var list [({D|A})] ...") weighs as a heading does.
  if (probe.asksDoes && c.kind === "sentence" && isUsageLine(c.text)) score *= HEADING_PENALTY;
  // Asked what the document is about, its title says, though it shares no word with the question.
  if (c.title && probe.topic) score += COVER_TITLE_BONUS;
  return Math.round(score * 1000) / 1000;
}
