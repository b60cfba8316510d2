/**
 * One question over a library: route it to documents (facts and the library index),
 * walk each chosen document with the navigator as for one document (offline, or
 * judgewalk with System One; the documents' walks run side by side), merge their
 * evidence with each page naming its document, and answer once over all of it. With
 * System One, the walks' requests for a step go out as one request (batch-requests.ts). The
 * result is plain data, stored and replayed like a single-document answer.
 */
import { answerQuestion, type AnswerResult, type ChatClient, type PageLookup } from "../answer";
import { newTraceToken } from "../ask/ask-document";
import { judgewalk, navigateOffline, type NavDocument, type NavigationTrace } from "../navigate";
import type { SystemOneClient } from "../system-one";
import type { DocumentScreenOptions } from "../injection-screen/screen";
import type { PageLayout } from "../types";
import { idf } from "../navigate/bm25";
import { terms } from "../navigate/keywords";
import { buildQuery } from "../navigate/query";
import type { LibraryIndex } from "./library-index";
import { createRequestBatcher, type RequestBatcher } from "./batch-requests";
import { mergeEvidence, pageSpace, type LibraryEvidencePage } from "./merge-evidence";
import { routeQuestion, type RouteResult } from "./route";
import { evidenceLabel } from "../answer/cite/citation-order";

export interface LibraryAskInput {
  library: LibraryIndex;
  question: string;
  /** Ids of the documents to ask; the whole library when absent. */
  selection?: readonly string[];
  /** Loads a document's navigation index (the caller caches, e.g. with createLruCache). */
  loadNav: (id: string) => Promise<NavDocument>;
  /** Loads the page layouts pincites are drawn on; only the answer step reads them. */
  loadPages: (id: string) => Promise<PageLookup>;
  /**
   * What the screen is told of a whole document (injection-screen documentScreenOptions: its scripts, other languages,
   * genre and subjects), so that one question to it screens as a question in its reader does.
   */
  loadDocumentReading?: (id: string) => Promise<DocumentScreenOptions>;
  systemOne?: SystemOneClient;
  chat?: ChatClient;
  onDelta?: (text: string) => void;
  /** Skip the answer step (the eval measures navigation only). */
  navigateOnly?: boolean;
  maxPages?: number;
}

export interface LibraryAskResult {
  kind: "library";
  trace_token: string;
  question: string;
  asked_at: number;
  routing: RouteResult;
  /** Evidence pages in answer order; label n is evidence[n - 1], and names its document. */
  evidence: LibraryEvidencePage[];
  navigations: { doc_id: string; doc_name: string; trace: NavigationTrace }[];
  /**
   * System One requests the walks sent in all (one per step, shared by the documents); each walk's
   * trace counts the requests it took part in.
   */
  walk_requests: number;
  /** Citations carry real page numbers; a citation's document is evidence[label - 1]. */
  answer: AnswerResult | null;
}

/** Evidence pages returned at most across documents. */
const MAX_PAGES = 8;

/** One document's walk; with System One its requests go through the batcher shared by every walk of the question. */
async function walk(
  input: LibraryAskInput,
  id: string,
  name: string,
  question: string,
  batcher: RequestBatcher | null,
) {
  const client = batcher?.clientFor(name);
  try {
    const doc = await input.loadNav(id);
    const nav = client ? await judgewalk(doc, question, { client }) : navigateOffline(doc, question);
    return {
      doc_id: id,
      doc_name: name,
      trace: nav.trace,
      evidence: nav.evidence.map((e) => ({ ...e, doc_id: id, doc_name: name })),
    };
  } finally {
    client?.leave();
  }
}

export async function askLibrary(input: LibraryAskInput): Promise<LibraryAskResult> {
  const question = input.question.trim();
  const routing = routeQuestion(input.library, question, { selection: input.selection });
  const routed = [...routing.chosen, ...routing.contenders];
  const batcher = input.systemOne ? createRequestBatcher(input.systemOne, routed.length) : null;
  const all = await Promise.all(routed.map((c) => walk(input, c.id, c.name, question, batcher)));
  const { walks, alternates } = leadByEvidence(all, routing.contenders.length, input.library, question);
  // Across many documents every one of them gets a page in.
  const max = Math.max(input.maxPages ?? MAX_PAGES, walks.length);
  const spread = routing.scope.acrossDocuments || routing.chosen.length > 2;
  let evidence = mergeEvidence(
    walks.map((w) => w.evidence),
    max,
    alternates.map((w) => w.evidence),
    spread,
  );
  let answer = input.navigateOnly ? null : await answerAcross(input, question, evidence);
  if (answer && !spread && !input.chat && figureMissing(answer) && all.length > 1) {
    const alone = await figureFromOneDocument(input, question, [...walks, ...alternates], max);
    if (alone) ({ evidence, answer } = alone);
  }
  const navigations = all.map(({ evidence: _e, ...w }) => w);
  const walk_requests = batcher?.requests() ?? 0;
  return {
    kind: "library",
    trace_token: newTraceToken(),
    question,
    asked_at: Date.now(),
    routing,
    evidence,
    navigations,
    walk_requests,
    answer,
  };
}

type Walk = Awaited<ReturnType<typeof walk>>;

const figureMissing = (answer: AnswerResult) => answer.trace.figure?.found === false;

/**
 * A figure the merged pages could not compute, from one document's own pages. A question
 * that names no company ("the inventory turnover in FY2021") can route to two filings of
 * that year; merged, each gets half the pages, and the statement that holds an operand may
 * be in neither half. Each document is tried alone, in routing order, and the first that
 * computes the figure answers, its pages the evidence (its citations name it). Extractive
 * answers only: a chat model has already streamed its answer over the merged pages.
 */
async function figureFromOneDocument(
  input: LibraryAskInput,
  question: string,
  walks: Walk[],
  max: number,
): Promise<{ evidence: LibraryEvidencePage[]; answer: AnswerResult } | null> {
  for (const w of walks) {
    const evidence = w.evidence.slice(0, max);
    if (!evidence.length) continue;
    const answer = await answerAcross(input, question, evidence);
    if (!figureMissing(answer)) return { evidence, answer };
  }
  return null;
}

/**
 * Between the first document and its contenders, the one whose best pages cover more of
 * the question leads (coverage weighs each question term by its rarity in the library; the
 * company's own name, printed on every cover, is left out).
 */
function leadByEvidence(
  walks: Walk[],
  contenders: number,
  library: LibraryIndex,
  question: string,
): { walks: Walk[]; alternates: Walk[] } {
  const routed = walks.slice(0, walks.length - contenders);
  if (contenders === 0) return { walks: routed, alternates: [] };
  const q = buildQuery(question);
  const pool = [walks[0], ...walks.slice(walks.length - contenders)];
  // Between one company's filings its name is on every cover: it decides nothing, so it is not counted.
  const names = new Set(
    pool.flatMap((w) => terms(library.entries.find((e) => e.id === w.doc_id)?.facts.company ?? "")),
  );
  const weights = new Map([...q.terms].filter(([t]) => !names.has(t)));
  const cover = (w: Walk) => Math.max(0, ...w.evidence.slice(0, 2).map((e) => termCoverage(library, weights, e.text)));
  const lead = pool.reduce((best, w) => (cover(w) > cover(best) ? w : best), pool[0]);
  return { walks: [lead, ...routed.slice(1)], alternates: pool.filter((w) => w !== lead) };
}

function termCoverage(library: LibraryIndex, weights: ReadonlyMap<string, number>, text: string): number {
  const present = new Set(terms(text));
  let have = 0;
  let all = 0;
  for (const [t, w] of weights) {
    const v = w * idf(library.bm25, t);
    all += v;
    if (present.has(t)) have += v;
  }
  return all > 0 ? have / all : 0;
}

/**
 * The answer step sees one page space (pageSpace); citations come back with real pages.
 * This is also the seam for answers computed from operands in two filings: whatever the
 * answer step takes from evidence [n] is mapped back to its own document and page.
 * Evidence from one document keeps its real pages, as a question to that document alone
 * would: the answer step reads the statements next to an evidence page (an income
 * statement beside the balance sheet it was given), which a renumbered space hides.
 */
async function answerAcross(
  input: LibraryAskInput,
  question: string,
  evidence: LibraryEvidencePage[],
): Promise<AnswerResult> {
  const docIds = [...new Set(evidence.map((e) => e.doc_id))];
  if (docIds.length === 1)
    return answerQuestion({
      question,
      evidence,
      pages: await input.loadPages(docIds[0]),
      documentReading: await input.loadDocumentReading?.(docIds[0]),
      chat: input.chat,
      systemOne: input.systemOne,
      onDelta: input.onDelta,
    });
  const space = pageSpace(evidence);
  const lookups = new Map(await Promise.all(docIds.map(async (id) => [id, await input.loadPages(id)] as const)));
  const pages: PageLookup = (v) => {
    const at = space.real(v);
    const layout = at && lookups.get(at.doc_id)?.(at.page);
    return layout ? ({ ...layout, page: v } satisfies PageLayout) : undefined;
  };
  // With several documents, each evidence page says which one it is (the chat model tells 2018's figure from 2022's).
  const named =
    docIds.length > 1 ? space.evidence.map((e) => ({ ...e, text: `From ${e.doc_name}:\n${e.text}` })) : space.evidence;
  const result = await answerQuestion({
    question,
    evidence: named,
    pages,
    // Pages of several documents: no one cover says when their fiscal years end.
    fiscalYearEnd: null,
    chat: input.chat,
    systemOne: input.systemOne,
    onDelta: input.onDelta,
  });
  const real = (v: number) => space.real(v)?.page ?? v;
  return {
    ...result,
    claims: result.claims.map((c) => ({ ...c, citations: c.citations.map((x) => ({ ...x, page: real(x.page) })) })),
    trace: {
      ...result.trace,
      evidence: result.trace.evidence.map((e) => ({
        ...e,
        page_start: real(e.page_start),
        page_end: real(e.page_end),
      })),
    },
  };
}

/** "[n] Document · p. N" for a citation of a library answer. */
export function citationLabel(result: LibraryAskResult, citation: { label: number; page: number }): string {
  const doc = result.evidence[evidenceLabel(citation) - 1]?.doc_name ?? "?";
  return `[${citation.label}] ${doc} · p. ${citation.page}`;
}
