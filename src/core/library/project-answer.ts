/**
 * A library answer seen from one of its documents: the same claims, only the citations
 * into that document, that document's evidence pages and walk. The reader shows it like
 * any answer of the document (chips, highlights, replay by link), so a citation into a
 * second filing opens that filing with its own lines highlighted.
 */
import type { AskResult } from "../ask/ask-document";
import { blankTrace, closeTrace } from "../navigate/trace";
import type { LibraryAskResult } from "./ask-library";
import { evidenceLabel } from "../answer/cite/citation-order";

/** Token of the projection of a library answer onto its k-th cited document. */
export const projectedToken = (token: string, k: number) => `${token}-d${k}`;

/** Documents the answer cites, in order of first citation (then those with evidence only). */
export function citedDocuments(result: LibraryAskResult): string[] {
  const cited = (result.answer?.claims ?? []).flatMap((c) =>
    c.citations.map((x) => result.evidence[evidenceLabel(x) - 1]?.doc_id),
  );
  return [...new Set([...cited, ...result.evidence.map((e) => e.doc_id)].filter((d): d is string => !!d))];
}

/** @throws Error when the result has no answer (navigation-only results are not shown in the reader). */
export function projectForDocument(result: LibraryAskResult, docId: string): AskResult {
  if (!result.answer) throw new Error("This library result has no answer to show.");
  const inDoc = (label: number) => result.evidence[label - 1]?.doc_id === docId;
  const k = citedDocuments(result).indexOf(docId);
  const claims = result.answer.claims.map((c) => ({
    ...c,
    citations: c.citations.filter((x) => inDoc(evidenceLabel(x))),
  }));
  const navigation =
    result.navigations.find((n) => n.doc_id === docId)?.trace ?? closeTrace(blankTrace("lexical", result.question), 0);
  return {
    trace_token: projectedToken(result.trace_token, Math.max(k, 0)),
    question: result.question,
    asked_at: result.asked_at,
    evidence: result.evidence.filter((e) => e.doc_id === docId).map(({ doc_id: _d, doc_name: _n, ...e }) => e),
    navigation,
    answer: { ...result.answer, claims },
  };
}

/** Every citation of the answer in reading order, with its document: what `]` and `[` step through. */
export function libraryCitations(
  result: LibraryAskResult,
): { claim: number; citation: number; doc_id: string; page: number }[] {
  return (result.answer?.claims ?? []).flatMap((c, i) =>
    c.citations.map((x, j) => ({
      claim: i,
      citation: j,
      doc_id: result.evidence[evidenceLabel(x) - 1]?.doc_id ?? "",
      page: x.page,
    })),
  );
}
