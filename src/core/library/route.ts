/**
 * Routing: which documents of a library (or of a chosen selection) a question goes to,
 * before any document is opened. It reads the question's company, years, quarter and
 * kind of filing against each document's cover facts, and its words against the
 * library-level index of page heads and titles. A company and a year go to that
 * filing; a comparison reaches each year's filing unless one filing prints both years;
 * a question that names no company goes to the documents its words fit best.
 */
import { normalise, scoreBm25 } from "../navigate/bm25";
import { buildQuery } from "../navigate/query";
import { matchCompany, type CompanyMatch } from "./company-match";
import type { DocumentFacts } from "./document-facts";
import type { LibraryIndex } from "./library-index";
import { coversYear, isAnnual, isQuarterly, periodScore, yearFit } from "./period-match";
import { readQuestionScope, type QuestionScope } from "./question-scope";

export interface RouteCandidate {
  id: string;
  name: string;
  score: number;
  company: number;
  period: number;
  form: number;
  lexical: number;
  why: string;
}

export interface RouteResult {
  scope: QuestionScope;
  /** Documents to walk, best first. */
  chosen: RouteCandidate[];
  /**
   * Documents of the first one's company that the facts cannot tell from it (same
   * period fit, scores within TIE_MARGIN): they are walked too, and the evidence decides
   * which leads.
   */
  contenders: RouteCandidate[];
  /** Every document considered, best first (the trace). */
  candidates: RouteCandidate[];
  ms: number;
}

export interface RouteOptions {
  /** Ids of the documents to consider; all when absent. */
  selection?: readonly string[];
  /** Documents walked at most (default 4). */
  maxDocuments?: number;
  now?: () => number;
}

const W = { company: 4, period: 3, form: 1.5, kind: 0.75, lexical: 1, recency: 0.5 };
/**
 * With no company named, many filings share a year: the words of the question decide more than the year, and
 * the kind of content asked (kindFit) only tells one company's filings apart, so it has no say.
 */
const W_UNNAMED = { ...W, period: 1, lexical: 3, kind: 0 };

/**
 * With no year named, a question asks about the present: of one company's documents the
 * latest period weighs a little more (0..1 by rank, latest 1).
 */
function recencyOf(index: LibraryIndex, ids: number[]): Map<number, number> {
  const dated = ids.map((i) => ({
    i,
    end: index.entries[i].facts.period_end ?? index.entries[i].facts.report_date ?? "",
  }));
  const out = new Map<number, number>();
  const byCompany = new Map<string, typeof dated>();
  for (const d of dated) {
    const key = index.companyKeys[d.i] ?? `#${d.i}`;
    byCompany.set(key, [...(byCompany.get(key) ?? []), d]);
  }
  for (const group of byCompany.values()) {
    const sorted = group.filter((d) => d.end).sort((a, b) => a.end.localeCompare(b.end));
    if (sorted.length > 1) sorted.forEach((d, rank) => out.set(d.i, rank / (sorted.length - 1)));
  }
  return out;
}

/**
 * When every document asked is one company's (a selection, a company's own shelf), the question is
 * about it, named or not.
 */
function impliedCompany(index: LibraryIndex, ids: number[]): CompanyMatch[] | null {
  const keys = new Set(ids.map((i) => index.companyKeys[i]));
  if (ids.length < 2 || keys.size !== 1 || keys.has(null)) return null;
  return ids.map(() => ({ score: 1, how: "the only company asked" }));
}

/** An expectation with no year ("expect to pay in the future") is the latest one published. */
const recencyWeight = (scope: QuestionScope) => (scope.outlook ? 3 * W.recency : W.recency);

function formFit(index: LibraryIndex, i: number, scope: QuestionScope): number {
  const f = index.entries[i].facts;
  let s = f.form && scope.forms.includes(f.form) ? 1 : 0;
  // The period end the question dates is the one the filing covers (a 10-K and a Q4 release share it; a 10-Q does not).
  if (scope.periodEnd && f.period_end === scope.periodEnd) s += 1;
  if (scope.quarter !== null || scope.half || scope.span === "quarter") {
    if (f.quarter !== null && f.quarter === scope.quarter) s += 1;
    else if (isQuarterly(f) || f.form === "earnings release") s += 0.5;
    else if (isAnnual(f) && scope.quarter !== 4) s -= 0.5;
  }
  return s;
}

/** Of two filings for one period (a 10-K and that year's release), the kind that carries what is asked scores 1. */
function kindFit(f: DocumentFacts, scope: QuestionScope): number {
  if (scope.content === "release") return f.form === "earnings release" ? 1 : 0;
  if (scope.content === "annual") return isAnnual(f) ? 1 : 0;
  return 0;
}

function scoreCandidates(index: LibraryIndex, ids: number[], question: string, scope: QuestionScope): RouteCandidate[] {
  const lexical = normalise(Array.from(scoreBm25(index.bm25, buildQuery(question).terms)));
  const recency = scope.years.length === 0 ? recencyOf(index, ids) : new Map<number, number>();
  const matches =
    impliedCompany(index, ids) ??
    ids.map((i) => (index.companies[i] ? matchCompany(index.companies[i]!, question) : null));
  const w = matches.some((m) => (m?.score ?? 0) >= 0.5) ? W : W_UNNAMED;
  return ids.map((i, n) => {
    const e = index.entries[i];
    const match = matches[n];
    const company = match?.score ?? 0;
    const period = periodScore(e.facts, scope.years, scope.outlook && scope.quarter === null);
    const form = formFit(index, i, scope);
    const kind = w.kind * kindFit(e.facts, scope);
    const recent = recencyWeight(scope) * (recency.get(i) ?? 0);
    const score = w.company * company + w.period * period + w.form * form + kind + w.lexical * lexical[i] + recent;
    const why = [
      match?.how,
      period ? `period fits ${scope.years.join(", ")}` : "",
      form ? `form ${e.facts.form ?? "?"}` : "",
      kind ? `carries ${scope.content} content` : "",
    ]
      .filter(Boolean)
      .join("; ");
    return {
      id: e.id,
      name: e.name,
      score: round(score),
      company,
      period,
      form,
      lexical: round(lexical[i]),
      why: why || "words of its heads and titles",
    };
  });
}

const round = (x: number) => Math.round(x * 1000) / 1000;

/** For a comparison, the best document of the same company for each year the first one does not print. */
function comparisonPartners(index: LibraryIndex, ranked: RouteCandidate[], scope: QuestionScope): RouteCandidate[] {
  const first = ranked[0];
  const at = (c: RouteCandidate) => index.entries.findIndex((e) => e.id === c.id);
  const firstFacts = index.entries[at(first)].facts;
  const key = index.companyKeys[at(first)];
  const out: RouteCandidate[] = [];
  for (const year of scope.years) {
    if (coversYear(firstFacts, year)) continue;
    const partner = ranked.find((c) => {
      const i = at(c);
      return (
        c !== first &&
        index.companyKeys[i] === key &&
        yearFit(index.entries[i].facts, year) > 0 &&
        index.entries[i].facts.form === firstFacts.form
      );
    });
    if (partner && !out.includes(partner)) out.push(partner);
  }
  return out;
}

/** Best document of each named company (a question may set two companies side by side). */
function perCompanyBest(index: LibraryIndex, ranked: RouteCandidate[]): RouteCandidate[] {
  const seen = new Set<string>();
  const out: RouteCandidate[] = [];
  for (const c of ranked) {
    const key = index.companyKeys[index.entries.findIndex((e) => e.id === c.id)] ?? c.id;
    if (seen.has(key) || c.company < 0.5) continue;
    seen.add(key);
    out.push(c);
  }
  return out;
}

function choose(index: LibraryIndex, ranked: RouteCandidate[], scope: QuestionScope, max: number): RouteCandidate[] {
  if (ranked.length === 0) return [];
  const topCompany = ranked[0].company;
  if (topCompany < 0.5 || scope.acrossDocuments) {
    // No company named: the documents whose words fit nearly as well as the best one.
    const floor = ranked[0].score * (scope.acrossDocuments ? 0.3 : 0.7);
    return ranked.filter((c) => c.score >= floor).slice(0, scope.acrossDocuments ? Math.max(max, 8) : max);
  }
  const companies = perCompanyBest(
    index,
    ranked.filter((c) => c.company >= topCompany - 0.25),
  );
  const partners = scope.comparison ? comparisonPartners(index, ranked, scope) : [];
  return [...companies.slice(0, 1), ...partners, ...companies.slice(1)].slice(0, max);
}

/** Scores closer than this to the first document's are a tie the cover facts cannot break. */
const TIE_MARGIN = 0.75;

function contendersOf(index: LibraryIndex, ranked: RouteCandidate[], chosen: RouteCandidate[]): RouteCandidate[] {
  const lead = chosen[0];
  if (!lead || lead.company < 0.5) return [];
  const key = (c: RouteCandidate) => index.companyKeys[index.entries.findIndex((e) => e.id === c.id)];
  return ranked
    .filter(
      (c) =>
        !chosen.includes(c) && key(c) === key(lead) && c.period === lead.period && c.score >= lead.score - TIE_MARGIN,
    )
    .slice(0, 2);
}

/** The best-ranked of each set of copies of one file: the others would be walked to the same evidence. */
function distinctContent(index: LibraryIndex, ranked: RouteCandidate[]): RouteCandidate[] {
  const contentOf = new Map(index.entries.map((e) => [e.id, e.content ?? e.id]));
  const seen = new Set<string>();
  return ranked.filter((c) => {
    const content = contentOf.get(c.id) ?? c.id;
    if (seen.has(content)) return false;
    seen.add(content);
    return true;
  });
}

export function routeQuestion(index: LibraryIndex, question: string, options: RouteOptions = {}): RouteResult {
  const now = options.now ?? (() => Date.now());
  const t0 = now();
  const scope = readQuestionScope(question);
  const allowed = options.selection ? new Set(options.selection) : null;
  const ids = index.entries.map((_, i) => i).filter((i) => !allowed || allowed.has(index.entries[i].id));
  const ranked = distinctContent(
    index,
    scoreCandidates(index, ids, question, scope).sort((a, b) => b.score - a.score || a.name.localeCompare(b.name)),
  );
  const chosen = choose(index, ranked, scope, options.maxDocuments ?? 4);
  return { scope, chosen, contenders: contendersOf(index, ranked, chosen), candidates: ranked, ms: now() - t0 };
}
