import { describe, expect, it } from "vitest";
import type { LibraryAskResult } from "./ask-library";
import { mergeEvidence } from "./merge-evidence";
import { citedDocuments, libraryCitations, projectForDocument, projectedToken } from "./project-answer";

const ev = (doc: string, page: number) => ({
  doc_id: doc,
  doc_name: `${doc}.pdf`,
  page_start: page,
  page_end: page,
  text: `text ${doc} ${page}`,
  why: "test",
});
const cite = (label: number, page: number) => ({
  label,
  page,
  precision: "line" as const,
  quote: `q${label}`,
  rects: [{ x0: 0, y0: 0.1, x1: 1, y1: 0.12 }],
});

/** Evidence: [1] b p.4, [2] a p.9, [3] b p.5; claims cite 1+2 and 3. */
const result = {
  kind: "library",
  trace_token: "tok",
  question: "How did capex change?",
  asked_at: 1,
  routing: { scope: {}, chosen: [], contenders: [], candidates: [], ms: 0 },
  evidence: [ev("b", 4), ev("a", 9), ev("b", 5)],
  navigations: [{ doc_id: "a", doc_name: "a.pdf", trace: { strategy: "lexical", steps: [] } }],
  walk_requests: 0,
  answer: {
    answer: "x",
    abstained: false,
    quarantined: [],
    claims: [
      { text: "one", citations: [cite(1, 4), cite(2, 9)] },
      { text: "two", citations: [cite(3, 5)] },
    ],
    trace: {},
  },
} as unknown as LibraryAskResult;

describe("projectForDocument", () => {
  it("keeps every claim, only the citations and evidence of that document, and that document's walk", () => {
    const a = projectForDocument(result, "a");
    expect(a.trace_token).toBe(projectedToken("tok", 1));
    expect(a.evidence.map((e) => e.page_start)).toEqual([9]);
    expect(a.answer.claims.map((c) => c.citations.map((x) => x.page))).toEqual([[9], []]);
    expect(a.navigation).toBe(result.navigations[0].trace);
    const b = projectForDocument(result, "b");
    expect(b.trace_token).toBe("tok-d0");
    expect(b.answer.claims.map((c) => c.citations.map((x) => x.label))).toEqual([[1], [3]]);
    expect(b.navigation.steps).toEqual([]);
  });

  it("lists documents in order of first citation and citations in reading order", () => {
    expect(citedDocuments(result)).toEqual(["b", "a"]);
    expect(libraryCitations(result).map((c) => `${c.doc_id}:${c.page}`)).toEqual(["b:4", "a:9", "b:5"]);
  });

  it("refuses a navigation-only result", () => {
    expect(() => projectForDocument({ ...result, answer: null }, "a")).toThrow(/no answer/);
  });
});

describe("mergeEvidence", () => {
  const pages = (doc: string, ...ps: number[]) => ps.map((p) => ev(doc, p));
  it("leads with the first document, then its partner and the best document that lost the lead, then the rest", () => {
    const out = mergeEvidence([pages("a", 1, 2, 3, 4), pages("b", 5, 6, 7)], 10, [pages("c", 8, 9), pages("d", 10)]);
    expect(out.map((e) => `${e.doc_id}${e.page_start}`)).toEqual([
      "a1",
      "a2",
      "a3",
      "b5",
      "b6",
      "c8",
      "c9",
      "a4",
      "b7",
      "d10",
    ]);
  });

  it("gives every document a page before any gets a second one when a question spans many", () => {
    const out = mergeEvidence([pages("a", 1, 2), pages("b", 3, 4), pages("c", 5)], 4, [], true);
    expect(out.map((e) => `${e.doc_id}${e.page_start}`)).toEqual(["a1", "b3", "c5", "a2"]);
  });
});
