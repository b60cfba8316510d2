import { beforeAll, describe, expect, it } from "vitest";
import { ingestPdfInNode } from "../../../node/ingest-node";
import type { PageLayout } from "../../types";
import { answerQuestion } from "../answer";
import { numberCitations } from "./citation-order";
import type { Citation, Claim } from "../types";
import { readSharedFixture } from "../../../testing/shared-fixtures";

const cite = (label: number, page: number): Citation => ({ label, page, precision: "line", quote: "q", rects: [] });
const claim = (...citations: Citation[]): Claim => ({ text: "c", citations });
/** The [n] numbers in reading order. */
const shown = (claims: Claim[]) => claims.flatMap((c) => c.citations.map((x) => x.label));

describe("numberCitations", () => {
  it("numbers sources in the order the claims first cite them, reusing a number for the same source", () => {
    const out = numberCitations([claim(cite(4, 53)), claim(cite(2, 24), cite(4, 53)), claim(cite(1, 10))]);
    expect(shown(out)).toEqual([1, 2, 1, 3]);
    expect(out.flatMap((c) => c.citations.map((x) => x.source))).toEqual([4, 2, 4, 1]);
  });

  it("tells apart two pages of one evidence range, and is idempotent (stored answers renumber the same)", () => {
    const once = numberCitations([claim(cite(3, 41)), claim(cite(3, 42)), claim(cite(3, 41))]);
    expect(shown(once)).toEqual([1, 2, 1]);
    expect(numberCitations(once)).toEqual(once);
  });
});

describe("answers on a real filing", () => {
  let pages: PageLayout[];
  beforeAll(async () => {
    const bytes = readSharedFixture("financebench/pdfs/3M_2018_10K.pdf");
    pages = (await ingestPdfInNode(bytes, { pages: [48, 60] })).layout.pages;
  });

  it("reads [1] first even when the navigator ranked the cited page last", async () => {
    // The cash flow statement (p. 60) is the last of three evidence labels.
    const evidence = [48, 48, 60].map((p, i) => ({
      page_start: p,
      page_end: p,
      text: i === 1 ? "Unrelated text about weather." : pages.find((x) => x.page === p)!.text,
    }));
    const res = await answerQuestion({
      question: "What was 3M's FY2018 capital expenditure (purchases of property, plant and equipment)?",
      evidence,
      pages,
    });
    const labels = shown(res.claims);
    expect(labels.length).toBeGreaterThan(0);
    expect(labels[0]).toBe(1);
    const firstSeen = [...new Set(labels)];
    expect(firstSeen).toEqual(firstSeen.map((_, i) => i + 1));
    expect(res.claims[0].citations[0].source).toBe(3);
    expect(res.answer).toMatch(/\[1\]/);
  });
});
