/**
 * The three navigation steps scored lexically. The offline navigator runs them all;
 * judgewalk runs each one whose System One request failed, so both share this code.
 */
import { hasTerm, idf, normalise, scoreBm25 } from "./bm25";
import { statementPages } from "./statement-pages";
import type { NavQuery } from "./query";
import type { NavIndex } from "./types";
import type { FocusPage } from "./focus-pages";
import type { PageLayout } from "../types";
import { passageCoverage, valueHeld } from "./passage-coverage";
import { breakdown, breakdownPages } from "./breakdown-pages";
import { questionFocus } from "../answer/question-focus";
import { asksParts, contentsPages } from "./contents-pages";
import { MAX_EVIDENCE } from "./trace";

export interface NavDocument {
  index: NavIndex;
  /** Verbatim text of each page, index 0 = page 1. */
  texts: string[];
  /** The first page's layout, whose byline under the title answers "who wrote …" (absent: no byline is looked for). */
  cover?: PageLayout;
}

export interface ScoredPage {
  page: number;
  score: number;
  why: string;
  /** The best page of a statement the question names or implies (not its continuation). */
  statement?: boolean;
}

/** Sections handed on to the skim. */
export const TOP_SECTIONS = 8;
/** Pages read in full after the skim. */
export const READ_PAGES = 10;

const ITEM_START_BOOST = 0.15;
/** Weight of the match between the question and a page's table labels. */
const LABEL_WEIGHT = 0.3;
/** Pages best matched by their table labels join the skim's candidates. */
const LABEL_CANDIDATES = 8;
/** A question comparing segments favours pages with a table broken down by segment. */
const BREAKDOWN_BOOST = 0.25;
/**
 * Weight of the best passage's share of the question, read beside the whole page's. A section's
 * opening page carries its title and a page further on carries the detail asked for: the sentence
 * or two that hold the question decide between them as much as the page's coverage does.
 */
const PASSAGE_WEIGHT = 0.4;
/** A page whose own sub-heading names the question's subject ("Seasonality") treats it there. */
const SUBHEAD_BOOST = 0.35;
/** A contents page or an index goes first only when it leads the text's pages by this much (contentsBehind). */
const CONTENTS_LEAD = 1;

/** Step 1: each section scored by its title path and its own text; topic items get a lift. */
export function rankSectionsLexical(index: NavIndex, q: NavQuery): Float64Array {
  const titles = normalise(scoreBm25(index.titleBm25, q.terms));
  const text = normalise(scoreBm25(index.sectionBm25, q.terms));
  const out = new Float64Array(index.sections.length);
  const itemPrefixes = q.topicItems.map((i) => new RegExp(`^item\\s*${i}\\b`, "i"));
  for (let i = 0; i < out.length; i++) {
    const title = index.sections[i].title;
    const topical =
      itemPrefixes.some((rx) => rx.test(index.sections[i].path)) ||
      q.topicNotes.some((rx) => rx.test(title)) ||
      q.topicHeads.some((rx) => rx.test(title));
    out[i] = 0.5 * titles[i] + 0.5 * text[i] + (topical ? 0.3 : 0);
  }
  return out;
}

export function topIndices(scores: ArrayLike<number>, k: number): number[] {
  return Array.from({ length: scores.length }, (_, i) => i)
    .filter((i) => scores[i] > 0)
    .sort((a, b) => scores[b] - scores[a] || a - b)
    .slice(0, k);
}

/** Each page inherits the best score of the sections whose own text covers it. */
export function sectionScoreByPage(index: NavIndex, sectionScores: ArrayLike<number>): Float64Array {
  const out = new Float64Array(index.pageCount + 1);
  index.spans.forEach(([from, to], i) => {
    for (let p = from; p <= to; p++) out[p] = Math.max(out[p], sectionScores[i]);
  });
  return out;
}

/**
 * Step 2 (skim): candidate pages are those of the chosen sections, the best pages by
 * BM25 and by table labels, segment tables for a segment question and the statement pages
 * the question needs; each is scored by its head, its section, its full-text BM25 and its
 * table labels. Returns the pages to read, best first.
 */
export function skimLexical(
  index: NavIndex,
  q: NavQuery,
  sectionScores: ArrayLike<number>,
  chosenSections: number[],
  focus: ReadonlyMap<number, FocusPage> = new Map(),
): ScoredPage[] {
  const pageN = normalise(scoreBm25(index.pageBm25, q.terms));
  const headN = normalise(scoreBm25(index.headBm25, q.terms));
  const labelN = normalise(scoreBm25(index.labelBm25, q.labelTerms));
  const bySection = sectionScoreByPage(index, sectionScores);
  const statements = statementPages(index, q, pageN, headN);
  // The page where an item the question's topic belongs to opens usually introduces it.
  const itemStarts = new Set(
    q.topicItems.flatMap((i) => index.item_ranges?.[i] ?? [index.items[i]]).filter((p): p is number => p !== undefined),
  );
  const headed = subheadedPages(index, q);
  const candidates = new Set<number>([
    ...topIndices(pageN, 15).map((i) => i + 1),
    ...headed,
    ...topIndices(labelN, LABEL_CANDIDATES).map((i) => i + 1),
    ...breakdownPages(index, q, labelN),
    ...statements.keys(),
    ...itemStarts,
    ...focus.keys(),
  ]);
  for (const s of chosenSections)
    for (let p = index.spans[s][0]; p <= Math.min(index.spans[s][1], index.spans[s][0] + 9); p++) candidates.add(p);
  const skimScore = (page: number): ScoredPage => {
    const boost = statements.get(page);
    const opening = (itemStarts.has(page) ? ITEM_START_BOOST : 0) + (headed.has(page) ? SUBHEAD_BOOST : 0);
    const label = LABEL_WEIGHT * labelN[page - 1] + (breakdown(index, q, page) ? BREAKDOWN_BOOST : 0);
    const [head, text, section] = [headN[page - 1], pageN[page - 1], bySection[page]];
    const gives = focus.get(page);
    const why =
      boost?.why ??
      `skim: head ${head.toFixed(2)}, page ${text.toFixed(2)}, section ${section.toFixed(2)}, ` +
        `table labels ${labelN[page - 1].toFixed(2)}`;
    return {
      page,
      score: 0.45 * text + 0.25 * head + 0.3 * section + (boost?.score ?? 0) + opening + label + (gives?.score ?? 0),
      ...(boost?.primary ? { statement: true } : {}),
      why: gives ? `${why}; ${gives.why}` : why,
    };
  };
  return [...candidates].map(skimScore).sort((a, b) => b.score - a.score || a.page - b.page);
}

/** Pages with a sub-heading that names the question's subject ("Customers", "Seasonality of Business"). */
function subheadedPages(index: NavIndex, q: NavQuery): Set<number> {
  if (!q.topicHeads.length) return new Set();
  return new Set(
    index.pages.filter((p) => p.subheads.some((h) => q.topicHeads.some((rx) => rx.test(h)))).map((p) => p.page),
  );
}

/** What the skim step weighs, named in its trace step. */
export const SKIM_SIGNALS = "page heads, section scores, BM25, table labels and statement conventions";

/**
 * The statement page a figure is computed from keeps a place among the pages returned: pages
 * whose tables name the asked metric (segment pages, MD&A summaries) must not push out the
 * statement that holds its operands. It takes the last place when it ranked lower.
 */
export function keepStatementPage(ranked: ScoredPage[], max: number): ScoredPage[] {
  const at = ranked.findIndex((r) => r.statement);
  const pages = [...new Set(ranked.map((r) => r.page))];
  if (at < 0 || pages.indexOf(ranked[at].page) < max) return ranked;
  const out = ranked.filter((_, i) => i !== at);
  // The kept page ranks at `max` or later, so leaving it out moves no page before it.
  const before = out.findIndex((r) => r.page === pages[max - 1]);
  out.splice(before, 0, { ...ranked[at], why: `${ranked[at].why}; kept among the pages returned` });
  return out;
}

/**
 * Share of the question's weight (idf × weight) present on page `page`: reading rewards covering the question.
 * Read from the page index's postings, which hold every term of every page: the page is not tokenised again
 * (its passages are, once, by passage-coverage.ts).
 */
export function coverage(index: NavIndex, q: NavQuery, page: number): number {
  return weightShare(index, q, (t) => hasTerm(index.pageBm25, t, page - 1));
}

/** Share of the question's weight (idf over pages × weight) held by the terms `holds` says a text has. */
export function weightShare(index: NavIndex, q: NavQuery, holds: (term: string) => boolean): number {
  let have = 0;
  let all = 0;
  for (const [t, w] of q.terms) {
    const v = w * idf(index.pageBm25, t);
    all += v;
    if (holds(t)) have += v;
  }
  return all > 0 ? have / all : 0;
}

/**
 * Step 2 (read): the best skimmed pages read in full; coverage of the question decides between them, by the
 * page and by its best passage (passage-coverage.ts): the page where one sentence or two hold the question
 * answers it, not the one whose scattered lines use its words.
 */
export function readLexical(doc: NavDocument, q: NavQuery, skimmed: ScoredPage[]): ScoredPage[] {
  // A figure a statement holds is read from its table, where no sentence holds the question's words.
  const byPassage = !q.conventions.asked.length && !q.conventions.implied.length;
  const holds = valueHeld(questionFocus(q.question).kind);
  const read = skimmed
    .slice(0, READ_PAGES)
    .map((s) => {
      const text = doc.texts[s.page - 1] ?? "";
      const c = coverage(doc.index, q, s.page);
      const passage = byPassage ? passageCoverage(doc.index, q, text, holds) : 0;
      return {
        ...s,
        score: s.score + 0.4 * c + PASSAGE_WEIGHT * passage,
        why: `${s.why}; covers ${(100 * c).toFixed(0)}% of the question, ${(100 * passage).toFixed(0)}% in one passage`,
      };
    })
    .sort((a, b) => b.score - a.score || a.page - b.page);
  return asksParts(q.question) ? read : contentsBehind(read, contentsPages(doc.texts));
}

/**
 * A page of contents entries (a contents page, an index) says where a subject is, not what is said of it
 * (contents-pages.ts), and uses every title's words: among the pages returned it goes behind those that treat
 * the subject unless it leads them by CONTENTS_LEAD. It stays among them, where the answer may still use what
 * it lists (a contract's articles, an index's terms): the pages returned are the ones read best either way.
 */
function contentsBehind(read: ScoredPage[], listing: ReadonlySet<number>): ScoredPage[] {
  const top = read.slice(0, MAX_EVIDENCE);
  if (!top.some((r) => listing.has(r.page))) return read;
  const behind = (r: ScoredPage) => (listing.has(r.page) ? r.score - CONTENTS_LEAD : r.score);
  const ordered = [...top]
    .sort((a, b) => behind(b) - behind(a) || a.page - b.page)
    .map((r) => (listing.has(r.page) ? { ...r, why: `${r.why}; a page of contents entries, read after the text` } : r));
  return [...ordered, ...read.slice(MAX_EVIDENCE)];
}
