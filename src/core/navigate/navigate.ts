/**
 * The offline navigator, the default: judgewalk's three steps with lexical scores.
 * Rank sections, skim the heads of candidate pages and read the best in full, then
 * follow cross-references. Makes no network call; deterministic for one index.
 */
import {
  rankSectionsLexical,
  readLexical,
  skimLexical,
  keepStatementPage,
  topIndices,
  READ_PAGES,
  TOP_SECTIONS,
  type NavDocument,
  type ScoredPage,
  SKIM_SIGNALS,
} from "./lexical-steps";
import { buildQuery, forDocument, type NavQuery } from "./query";
import { askedParts } from "./part-references";
import { askedSectionPage, questionTitledPage, thingTitledPage } from "./asked-sections";
import { focusPages } from "./focus-pages";
import { asksDocumentTopic } from "../answer/self-reference";
import { asksAuthor, authoredThing, bylineCandidates } from "../answer/cite/byline";
import { candidateReferences, insertFollowed, relevantLexically } from "./references";
import {
  closeTrace,
  emptyTrace,
  lexicalStep,
  MAX_EVIDENCE,
  pageCandidates,
  round,
  toEvidence,
  type Clock,
  defaultNow,
} from "./trace";
import type { NavigationResult, NavigationTrace } from "./types";

export interface NavigateOptions {
  now?: Clock;
  /** Evidence pages returned at most (default 5). */
  maxPages?: number;
}

export function navigateOffline(doc: NavDocument, question: string, options: NavigateOptions = {}): NavigationResult {
  const now = options.now ?? defaultNow;
  const t0 = now();
  const q = forDocument(buildQuery(question), (t) => Object.hasOwn(doc.index.pageBm25.postings, t));
  const trace = emptyTrace("lexical", q);
  // "What is this report about?" names nothing a page holds: the title on the first page answers it.
  if (q.terms.size === 0 && doc.index.pageCount > 0 && asksDocumentTopic(question)) {
    const title = [{ page: 1, score: 1, why: TITLE_WHY }];
    return { evidence: toEvidence(doc, title, options.maxPages), trace: closeTrace(trace, now() - t0) };
  }
  if (q.terms.size === 0 || doc.index.pageCount === 0) {
    const note =
      doc.index.pageCount === 0 ? "The document has no pages." : "The question has no keywords to search for.";
    return { evidence: [], trace: { ...closeTrace(trace, now() - t0), note } };
  }
  const ranked = runLexicalSteps(doc, q, trace, now);
  return { evidence: toEvidence(doc, ranked, options.maxPages), trace: closeTrace(trace, now() - t0) };
}

/** The three steps in order, each recorded in the trace. */
function runLexicalSteps(doc: NavDocument, q: NavQuery, trace: NavigationTrace, now: Clock): ScoredPage[] {
  let t = now();
  const sectionScores = rankSectionsLexical(doc.index, q);
  const top = topIndices(sectionScores, TOP_SECTIONS);
  const sectionCands = top.map((i) => ({
    id: doc.index.sections[i].id,
    label: doc.index.sections[i].path,
    score: round(sectionScores[i]),
  }));
  trace.steps.push(
    lexicalStep(
      "rank-sections",
      sectionCands,
      sectionCands.map((c) => c.id),
      "BM25 over section titles and section text",
      now() - t,
    ),
  );
  t = now();
  // Pages whose sentences give what the question's focus asks for (a definition, a byline, a cover's date).
  const skimmed = skimLexical(doc.index, q, sectionScores, top, focusPages(doc.texts, q.question));
  trace.steps.push(
    lexicalStep(
      "skim-heads",
      pageCandidates(skimmed),
      skimmed.slice(0, READ_PAGES).map((r) => String(r.page)),
      SKIM_SIGNALS,
      now() - t,
    ),
  );
  t = now();
  const read = readLexical(doc, q, skimmed);
  trace.steps.push(
    lexicalStep(
      "read-pages",
      pageCandidates(read),
      read.slice(0, 5).map((r) => String(r.page)),
      "best skimmed pages read in full, by coverage of the question",
      now() - t,
    ),
  );
  t = now();
  const refs = candidateReferences(doc, read).filter((r) => relevantLexically(q, r));
  const followed = insertFollowed(read, refs);
  // Segment comparisons are answered from segment tables, not the consolidated statement.
  const kept = q.conventions.breakdown ? followed : keepStatementPage(followed, MAX_EVIDENCE);
  // A part the question names ("What does Appendix B list?") is read first.
  const first = kept[0]?.score ?? 0;
  const named = askedParts(doc, q.question).map((a) => ({
    page: a.page,
    score: first,
    why: `the question names ${a.ref}`,
  }));
  // "Who wrote the paper?" is answered by the byline under the title, which shares no word with the question.
  if (bylineAsked(doc, q.question)) named.push({ page: 1, score: first, why: "the byline under the title" });
  // "What does this manual describe?" is answered by the title on the first page, though its words are everywhere.
  if (asksDocumentTopic(q.question)) named.push({ page: 1, score: first, why: TITLE_WHY });
  // "What is Maxima?" is answered under the heading "1.1 What is Maxima?", whose words every chapter shares.
  const asking = questionTitledPage(doc, q.question);
  if (asking) named.push({ page: asking.page, score: first, why: `the section titled "${asking.title}"` });
  // "What does SORT CASES do?" is answered in the section titled "SORT CASES", not where the name is used most.
  const thingTitled = asking ? null : thingTitledPage(doc, q.question);
  if (thingTitled)
    named.push({ page: thingTitled.page, score: first, why: `the section titled "${thingTitled.title}"` });
  // "Which section describes X?" is answered by the section titled by X.
  const titled = askedSectionPage(doc, q);
  if (titled) named.push({ page: titled.page, score: first, why: `the section titled "${titled.title}"` });
  const ranked = [...named, ...kept];
  const refCands = refs.map((r) => ({ id: String(r.to), label: `${r.ref} (cited on page ${r.from})`, score: 1 }));
  trace.steps.push(
    lexicalStep(
      "follow-references",
      refCands,
      refCands.map((c) => c.id),
      "references whose line uses the question's words",
      now() - t,
    ),
  );
  return ranked;
}

const TITLE_WHY = "the title, for a question after what the document is about";

/** The question asks who wrote the document, and its first page prints a byline under a title naming it. */
function bylineAsked(doc: NavDocument, question: string): boolean {
  return !!doc.cover && asksAuthor(question) && bylineCandidates(doc.cover, authoredThing(question)).length > 0;
}
