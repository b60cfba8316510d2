/**
 * Pages that give what a question's focus asks for, found by the shape of their sentences rather
 * than by how often they use the question's words. A paper uses "mosaic plot" on every page but
 * defines it once ("A mosaic plot (Hartigan 1984) is basically an …"), usually where it first
 * uses it; the date or version of the document itself is a line of its cover or title block. BM25 alone sends such
 * questions to the pages that repeat the words most (a table of functions, the references, a
 * worked example). A question after an author, or naming a person the first page's
 * byline names ("Which university is Jane Roe affiliated with?"), is answered on that page,
 * though the references name the same person more often. A "how many" question is answered where a
 * count stands before the noun it counts ("uses seven filters"), not where the noun is most used.
 */
import { questionFocus, type QuestionFocus } from "../answer/question-focus";
import { termDefiner, termMention } from "../answer/term-definitions";
import { asksDocumentIdentity, isCoverValue, TITLE_PAGES } from "../answer/document-identity";
import { pageRun, splitSentences } from "../answer/sentences";
import { asksAuthor } from "../answer/cite/byline";
import { AUTHOR_WORDS } from "../answer/answer-words";
import { countedThing, countsNoun, type CountedThing } from "../answer/count-answers";
import { dehyphenate, fold } from "../text/fold";
import { withoutHeadingNumbers } from "../text/heading-number";
import { escapeRegExp } from "../text/escape-regexp";

export interface FocusPage {
  score: number;
  why: string;
}

/** A page with a sentence that defines the asked term (scaled by how plainly it does). */
const DEFINES_BOOST = 0.35;
/** The page where the document first uses the term: papers define a term at its first use. */
const FIRST_USE_BOOST = 0.1;
/** A cover page's date or version line, for the date or version of the document itself. */
const COVER_VALUE_BOOST = 0.3;
/** The first page, when the question asks after an author or names a person its byline names. */
const BYLINE_BOOST = 0.5;
/** A page that counts what a "how many" question counts ("uses seven filters", "48 sample frames"). */
const COUNTS_BOOST = 0.2;
/** How many lines of the first page the title, byline and affiliations take at most. */
const BYLINE_LINES = 15;
/** A glossary's entry for the term defines it as plainly as a sentence with a defining verb. */
const GLOSSARY_ENTRY = 0.8;
/** Words a glossary's head line holds at most ("Horn Clause, Horn Set"). */
const ENTRY_HEAD_WORDS = 8;
/** A defining sentence scores this much or more (termDefiner: 0.3 only names the term). */
const DEFINES = 0.7;

/** Page number → boost and reason, for the pages whose sentences give the question's focus. */
export function focusPages(texts: readonly string[], question: string): Map<number, FocusPage> {
  const focus = questionFocus(question);
  const out = focusedPages(texts, question, focus);
  const byline = bylineAsked(texts[0] ?? "", question, focus);
  if (byline) out.set(1, { score: (out.get(1)?.score ?? 0) + BYLINE_BOOST, why: byline });
  return out;
}

function focusedPages(texts: readonly string[], question: string, focus: QuestionFocus): Map<number, FocusPage> {
  if (focus.kind === "definition" && focus.term) return definitionPages(texts, focus.term);
  if (asksDocumentIdentity(question, focus)) return coverValuePages(texts, focus);
  const counted = focus.kind === "count" ? countedThing(question) : null;
  if (counted) return countingPages(texts, counted);
  return new Map();
}

/**
 * A question asking a name (a university, a company) of whoever wrote the document: "Which university is the
 * author of the paper at?". Author words in other questions ("drawn from prepared tables") ask no byline.
 */
const AUTHOR_NAMED = new RegExp(String.raw`\b(?:${AUTHOR_WORDS.join("|")})\b`, "i");
/** Two or more capitalised words in a row, past the question's first word: a person's or a body's name. */
const NAMED = /(?<=\S\s+)\p{Lu}[\p{L}'\u2019-]+(?:\s+\p{Lu}[\p{L}'\u2019-]+)+/gu;

/**
 * Why the first page answers: the question asks after the author, or asks a name (a company, a
 * university) of someone its byline names. Other questions naming what a cover names (a company
 * asked about its figures) are not about the byline.
 */
function bylineAsked(first: string, question: string, focus: QuestionFocus): string | null {
  if (asksAuthor(question)) return "the byline, for a question after the author";
  if (focus.kind !== "name") return null;
  if (AUTHOR_NAMED.test(question)) return "the byline, for a name of the author";
  const top = first.split("\n").slice(0, BYLINE_LINES).join(" ").replace(/\s+/g, " ");
  const name = [...question.matchAll(NAMED)].map((m) => m[0]).find((n) => top.includes(n));
  return name ? `the byline names ${name}` : null;
}

function definitionPages(texts: readonly string[], term: string): Map<number, FocusPage> {
  const defines = termDefiner(term);
  const mention = termMention(term);
  const entry = glossaryEntry(term);
  // A cheap first look: the page holds each of the term's words (or a word broken at a line end).
  const words = term
    .toLowerCase()
    .split(/[\s-]+/)
    .filter(Boolean);
  const mayName = (lower: string) => words.every((w) => lower.includes(w)) || lower.includes("-\n");
  const out = new Map<number, FocusPage>();
  let firstUse = true;
  texts.forEach((text, i) => {
    if (!mayName(text.toLowerCase())) return;
    const run = pageRun(text);
    if (!mention.test(run)) return;
    let best = entry(text) ? GLOSSARY_ENTRY : 0;
    for (const s of splitSentences(run)) best = Math.max(best, defines(s));
    if (best === 0) return;
    let score = best >= DEFINES ? DEFINES_BOOST * best : 0;
    const why = [score ? `defines "${term}"` : ""];
    if (firstUse) {
      score += FIRST_USE_BOOST;
      why.push(`first use of "${term}"`);
      firstUse = false;
    }
    if (score) out.set(i + 1, { score, why: why.filter(Boolean).join(", ") });
  });
  return out;
}

/**
 * A glossary's entry: a short line that opens with the term, set alone ("Horn Clause, Horn Set"),
 * then a line that opens with the term again ("A Horn clause has at most one positive literal.").
 * The term's patterns are built once per question, not once per page read.
 */
function glossaryEntry(term: string): (text: string) => boolean {
  const t = escapeRegExp(term.toLowerCase()).replace(/\s+/g, "\\s+");
  const head = new RegExp(`^${t}(?:$|[,:;]|\\s+[\u2013\u2014-])`);
  const body = new RegExp(`^(?:(?:an?|the)\\s+)?${t}\\b`);
  return (text) => {
    const lines = text.split("\n").map((l) => l.trim().toLowerCase());
    return lines.some(
      (l, i) => l.split(/\s+/).length <= ENTRY_HEAD_WORDS && head.test(l) && body.test(lines[i + 1] ?? ""),
    );
  };
}

/** Pages with a count right before the counted noun: where the document states the number, not just uses the noun. */
function countingPages(texts: readonly string[], { noun, modifiers }: CountedThing): Map<number, FocusPage> {
  const out = new Map<number, FocusPage>();
  texts.forEach((text, i) => {
    const run = pageRun(withoutHeadingNumbers(text));
    // The phrase's tokens are in the folded text or nowhere: a page without them is not tokenised at all.
    const folded = fold(dehyphenate(run), "match");
    if (![noun, ...modifiers].some((w) => folded.includes(w))) return;
    if (countsNoun(run, noun, modifiers)) out.set(i + 1, { score: COUNTS_BOOST, why: `counts "${noun}"` });
  });
  return out;
}

function coverValuePages(texts: readonly string[], focus: QuestionFocus): Map<number, FocusPage> {
  const out = new Map<number, FocusPage>();
  texts.slice(0, TITLE_PAGES).forEach((text, i) => {
    if (text.split("\n").some((line) => isCoverValue(line.trim(), i + 1, focus.kind)))
      out.set(i + 1, { score: COVER_VALUE_BOOST, why: `a cover's ${focus.kind} line` });
  });
  return out;
}
