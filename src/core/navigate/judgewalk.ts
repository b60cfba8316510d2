/**
 * judgewalk (reported as `navigate`): the three steps with System One judging each
 * one in a single batched request (sections; page heads; full pages; references when
 * there are any), so 3–4 requests a question. Lexical scores break ties and order
 * candidates; a step whose request fails falls back to its lexical version.
 */
import type { SystemOneClient } from "../system-one";
import { judgeHeads, judgePages, judgeReferences, judgeSections, type JudgeOutcome } from "./judge-requests";
import {
  rankSectionsLexical,
  readLexical,
  skimLexical,
  topIndices,
  READ_PAGES,
  TOP_SECTIONS,
  type NavDocument,
  type ScoredPage,
  SKIM_SIGNALS,
} from "./lexical-steps";
import type { NavigateOptions } from "./navigate";
import { buildQuery, forDocument, type NavQuery } from "./query";
import { candidateReferences, insertFollowed, relevantLexically, type FollowedReference } from "./references";
import { runStep, type StepOutput } from "./step-runner";
import { closeTrace, emptyTrace, pageCandidates, round, toEvidence, defaultNow } from "./trace";
import type { NavigationResult } from "./types";

export interface JudgewalkOptions extends NavigateOptions {
  client: SystemOneClient;
}

/** Sections sent to the first request at most (the lexically best ones). */
const MAX_JUDGED_SECTIONS = 80;
/** Page heads sent to the skim request. */
const SKIM_PAGES = 20;
/** System One's judgement outweighs the lexical score it is mixed with. */
const P_WEIGHT = 0.7;

const mix = (p: number, lex: number, maxLex: number) => P_WEIGHT * p + (1 - P_WEIGHT) * (maxLex > 0 ? lex / maxLex : 0);

export async function judgewalk(
  doc: NavDocument,
  question: string,
  options: JudgewalkOptions,
): Promise<NavigationResult> {
  const now = options.now ?? defaultNow;
  const t0 = now();
  const q = forDocument(buildQuery(question), (t) => Object.hasOwn(doc.index.pageBm25.postings, t));
  const { hasKey: _hasKey, ...backend } = options.client.describe();
  const trace = { ...emptyTrace("judgewalk", q), backend };
  if (q.terms.size === 0 || doc.index.pageCount === 0) {
    const note =
      doc.index.pageCount === 0
        ? "The document has no pages."
        : "The question has no keywords to search for; nothing was asked.";
    return { evidence: [], trace: { ...closeTrace(trace, now() - t0), note } };
  }
  const c = options.client;
  const sections = await runStep(
    "rank-sections",
    now,
    () => sectionsRemote(c, doc, q),
    () => sectionsLocal(doc, q),
  );
  trace.steps.push(sections.trace);
  const skim = await runStep(
    "skim-heads",
    now,
    () => skimRemote(c, doc, q, sections.value),
    () => skimLocal(doc, q, sections.value),
  );
  trace.steps.push(skim.trace);
  const read = await runStep(
    "read-pages",
    now,
    () => readRemote(c, doc, q, skim.value),
    () => readLocal(doc, q, skim.value),
  );
  trace.steps.push(read.trace);
  const refs = await runStep(
    "follow-references",
    now,
    () => refsRemote(c, doc, q, read.value),
    () => refsLocal(doc, q, read.value),
  );
  trace.steps.push(refs.trace);
  const ranked = insertFollowed(read.value, refs.value);
  return { evidence: toEvidence(doc, ranked, options.maxPages), trace: closeTrace(trace, now() - t0) };
}

interface SectionPick {
  scores: Float64Array;
  chosen: number[];
}

function sectionOutput(doc: NavDocument, scores: Float64Array, why: string, p?: JudgeOutcome): StepOutput<SectionPick> {
  const chosen = topIndices(scores, TOP_SECTIONS);
  const order = topIndices(scores, 20);
  const candidates = order.map((i) => ({
    id: doc.index.sections[i].id,
    label: doc.index.sections[i].path,
    score: round(scores[i]),
    p: p?.p.get(String(i)),
  }));
  return {
    value: { scores, chosen },
    candidates,
    chosen: chosen.map((i) => doc.index.sections[i].id),
    why,
    usage: p?.usage,
  };
}

function sectionsLocal(doc: NavDocument, q: NavQuery): StepOutput<SectionPick> {
  return sectionOutput(doc, rankSectionsLexical(doc.index, q), "BM25 over section titles and section text");
}

async function sectionsRemote(
  client: SystemOneClient,
  doc: NavDocument,
  q: NavQuery,
): Promise<StepOutput<SectionPick>> {
  const lex = rankSectionsLexical(doc.index, q);
  const all = doc.index.sections.map((_, i) => i).sort((a, b) => lex[b] - lex[a] || a - b);
  const asked = all.slice(0, MAX_JUDGED_SECTIONS);
  const items = asked.map((i) => ({
    key: String(i),
    path: doc.index.sections[i].path,
    pages: `${doc.index.sections[i].page_start}-${doc.index.sections[i].page_end}`,
  }));
  const judged = await judgeSections(client, q.question, items);
  const maxLex = Math.max(0, ...lex);
  const scores = new Float64Array(lex.length);
  for (const i of asked) scores[i] = mix(judged.p.get(String(i)) ?? 0, lex[i], maxLex);
  return sectionOutput(doc, scores, "System One P(section holds the answer), mixed with BM25", judged);
}

function skimLocal(doc: NavDocument, q: NavQuery, s: SectionPick): StepOutput<ScoredPage[]> {
  const skimmed = skimLexical(doc.index, q, s.scores, s.chosen);
  return {
    value: skimmed,
    candidates: pageCandidates(skimmed),
    chosen: skimmed.slice(0, READ_PAGES).map((p) => String(p.page)),
    why: SKIM_SIGNALS,
  };
}

async function skimRemote(
  client: SystemOneClient,
  doc: NavDocument,
  q: NavQuery,
  s: SectionPick,
): Promise<StepOutput<ScoredPage[]>> {
  const lexical = skimLexical(doc.index, q, s.scores, s.chosen).slice(0, SKIM_PAGES);
  const judged = await judgeHeads(
    client,
    q.question,
    lexical.map((p) => ({ key: String(p.page), head: doc.index.pages[p.page - 1].head })),
  );
  const maxLex = lexical[0]?.score ?? 0;
  const value = lexical
    .map((p) => ({
      ...p,
      score: mix(judged.p.get(String(p.page)) ?? 0, p.score, maxLex),
      why: `head judged P=${judged.p.get(String(p.page))}; ${p.why}`,
    }))
    .sort((a, b) => b.score - a.score || a.page - b.page);
  const candidates = pageCandidates(value).map((c) => ({ ...c, p: judged.p.get(c.id) }));
  return {
    value,
    candidates,
    chosen: value.slice(0, READ_PAGES).map((p) => String(p.page)),
    why: "System One P(page head promises evidence), mixed with the lexical skim",
    usage: judged.usage,
  };
}

function readLocal(doc: NavDocument, q: NavQuery, skimmed: ScoredPage[]): StepOutput<ScoredPage[]> {
  const read = readLexical(doc, q, skimmed);
  return {
    value: read,
    candidates: pageCandidates(read),
    chosen: read.slice(0, 5).map((p) => String(p.page)),
    why: "best skimmed pages read in full, by coverage of the question",
  };
}

async function readRemote(
  client: SystemOneClient,
  doc: NavDocument,
  q: NavQuery,
  skimmed: ScoredPage[],
): Promise<StepOutput<ScoredPage[]>> {
  const lexical = readLexical(doc, q, skimmed);
  const judged = await judgePages(
    client,
    q.question,
    lexical.map((p) => ({ key: String(p.page), text: doc.texts[p.page - 1] ?? "" })),
  );
  const maxLex = lexical[0]?.score ?? 0;
  const value = lexical
    .map((p) => ({
      ...p,
      score: mix(judged.p.get(String(p.page)) ?? 0, p.score, maxLex),
      why: `read in full, P(answers)=${judged.p.get(String(p.page))}; ${p.why}`,
    }))
    .sort((a, b) => b.score - a.score || a.page - b.page);
  const candidates = pageCandidates(value).map((c) => ({ ...c, p: judged.p.get(c.id) }));
  return {
    value,
    candidates,
    chosen: value.slice(0, 5).map((p) => String(p.page)),
    why: "System One P(page answers the question), mixed with the lexical read",
    usage: judged.usage,
  };
}

function refCandidates(refs: FollowedReference[], p?: Map<string, number>) {
  return refs.map((r) => ({
    id: String(r.to),
    label: `${r.ref} (cited on page ${r.from})`,
    score: p?.get(String(r.to)) ?? 1,
    p: p?.get(String(r.to)),
  }));
}

function refsLocal(doc: NavDocument, q: NavQuery, read: ScoredPage[]): StepOutput<FollowedReference[]> {
  const refs = candidateReferences(doc, read).filter((r) => relevantLexically(q, r));
  return {
    value: refs,
    candidates: refCandidates(refs),
    chosen: refs.map((r) => String(r.to)),
    why: "references whose line uses the question's words",
  };
}

async function refsRemote(
  client: SystemOneClient,
  doc: NavDocument,
  q: NavQuery,
  read: ScoredPage[],
): Promise<StepOutput<FollowedReference[]>> {
  const refs = candidateReferences(doc, read);
  if (refs.length === 0)
    return { value: [], candidates: [], chosen: [], why: "no cross-references on the best pages: nothing to ask" };
  const judged = await judgeReferences(
    client,
    q.question,
    refs.map((r) => ({ key: String(r.to), context: r.context, text: doc.texts[r.to - 1] ?? "" })),
  );
  const followed = refs.filter((r) => (judged.p.get(String(r.to)) ?? 0) >= 0.5);
  return {
    value: followed,
    candidates: refCandidates(refs, judged.p),
    chosen: followed.map((r) => String(r.to)),
    why: "System One P(referenced page adds evidence) ≥ 0.5",
    usage: judged.usage,
  };
}
