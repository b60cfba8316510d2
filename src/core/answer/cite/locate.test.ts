import { beforeAll, describe, expect, it } from "vitest";
import type { PageLayout } from "../../types";
import { ingestPdfInNode } from "../../../node/ingest-node";
import { locateQuote } from "./locate";
import { makePage } from "../../../testing/page-builder";
import { readSharedFixture } from "../../../testing/shared-fixtures";

describe("locateQuote on generated pages", () => {
  const page = makePage(3, [
    "Dynamic languages are more difficult to com-",
    "pile than statically typed ones, and the",
    "efﬁcient ﬂow of “ﬁnancial” data isn’t free — it costs.",
    "Revenue grew strongly in the year.",
    { words: ["Consolidated", "Statement", "of", "Cash", "Flow", "s"] },
    "The first column ends with this",
    "Footnote: permission to copy is granted.",
    { text: "sentence, which continues in the right column here.", column: 1 },
  ]);

  it("finds an exact quote and draws one rectangle per line", () => {
    const loc = locateQuote(page, "Revenue grew strongly");
    expect(loc).toMatchObject({ precision: "line", method: "exact" });
    expect(loc.rects).toHaveLength(1);
    const words = page.lines[3].words;
    expect(loc.rects[0]).toEqual({ x0: words[0].x0, y0: words[0].y0, x1: words[2].x1, y1: words[2].y1 });
  });

  it("joins a word hyphenated across lines and highlights both lines", () => {
    const loc = locateQuote(page, "more difficult to compile than statically typed ones");
    expect(loc.precision).toBe("line");
    expect(loc.rects).toHaveLength(2);
    expect(loc.rects[0].x0).toBeCloseTo(page.lines[0].words[3].x0);
    expect(loc.rects[1].x1).toBeCloseTo(page.lines[1].words[4].x1);
  });

  it("folds ligatures, curly quotes, apostrophes and dashes", () => {
    const loc = locateQuote(page, `efficient flow of "financial" data isn't free - it costs`);
    expect(loc).toMatchObject({ precision: "line", method: "normalised" });
    expect(loc.rects).toHaveLength(1);
  });

  it("ignores repeated whitespace on either side", () => {
    expect(locateQuote(page, "Revenue grew strongly in the year.").precision).toBe("line");
    expect(locateQuote(page, "Revenue\n\n grew\tstrongly in  the year").precision).toBe("line");
  });

  it("matches text split into several items (Flow s = Flows) on the character stream", () => {
    const loc = locateQuote(page, "Consolidated Statement of Cash Flows");
    expect(loc.precision).toBe("line");
    const line = page.lines[4];
    expect(loc.rects[0]).toMatchObject({ x0: line.words[0].x0, x1: line.words[5].x1 });
  });

  it("follows a quote into the next column past a footnote, one rect per line", () => {
    const loc = locateQuote(
      page,
      "The first column ends with this sentence, which continues in the right column here.",
    );
    expect(loc.precision).toBe("line");
    expect(loc.rects).toHaveLength(2);
    expect(loc.rects[1].x0).toBeGreaterThan(0.5);
    expect(loc.ranges).toHaveLength(2);
  });

  it("accepts ≥ 80% token overlap and refuses less", () => {
    expect(locateQuote(page, "Revenue grew very strongly in the year").method).toBe("fuzzy"); // 6 of 7
    const far = locateQuote(page, "Revenue fell sharply in the last quarter");
    expect(far).toMatchObject({ precision: "page", method: "none", rects: [] });
  });

  it("requires quotes under 4 tokens to match exactly, on word boundaries", () => {
    expect(locateQuote(page, "grew strongly").precision).toBe("line");
    expect(locateQuote(page, "grew weakly").precision).toBe("page");
    expect(locateQuote(page, "ows").precision).toBe("page"); // inside "Flows" only
  });
});

describe("locateQuote on real pages", () => {
  let tracemonkey: PageLayout;
  let cashFlows: PageLayout;
  beforeAll(async () => {
    tracemonkey = (await ingestPdfInNode(readSharedFixture("pdfs/ok/tracemonkey.pdf"), { pages: [1] })).layout.pages[0];
    cashFlows = (await ingestPdfInNode(readSharedFixture("financebench/pdfs/3M_2018_10K.pdf"), { pages: [60] })).layout
      .pages[0];
  });

  it("tracemonkey p1: a hyphenated sentence in the abstract", () => {
    const loc = locateQuote(
      tracemonkey,
      "Dynamic languages such as JavaScript are more difficult to compile than statically typed ones.",
    );
    expect(loc.precision).toBe("line");
    expect(loc.rects).toHaveLength(2);
    for (const r of loc.rects) expect(r.x1).toBeLessThan(0.5); // left column only
  });

  it("tracemonkey p1: a sentence that crosses from the left column to the right, past the footnote", () => {
    const quote =
      "JavaScript, for example, is the de facto standard for client-side web programming and is used for the " +
      "application logic of browser-based productivity applications";
    const loc = locateQuote(tracemonkey, quote);
    expect(loc.precision).toBe("line");
    expect(loc.rects.some((r) => r.x1 < 0.5) && loc.rects.some((r) => r.x0 > 0.5)).toBe(true);
    expect(loc.rects.every((r) => r.y1 - r.y0 < 0.03)).toBe(true); // line-high, not a page block
  });

  it("3M 10-K cash flow statement: a table row, and a paraphrase of it at 80%", () => {
    const row = locateQuote(cashFlows, "Purchases of property, plant and equipment (PP&E) (1,577) (1,373) (1,420)");
    expect(row).toMatchObject({ precision: "line" });
    expect(row.rects).toHaveLength(1);
    const para = locateQuote(cashFlows, "Purchases of property plant and equipment PP&E 1,577 1,373 1,420 total");
    expect(para.precision).toBe("line");
  });

  it("3M 10-K: a passage from another extractor (split items, other whitespace) at line precision", () => {
    const passage =
      "Consolidated Statement of Cash Flow s\nYears ended December 31\n \n(Millions)\n \n2018\n \n2017\n " +
      "\n2016\n \nCash Flows from Operating Activities\n \nNet income including noncontrolling interest\n " +
      "\n$\n5,363 \n$\n4,869 \n$\n5,058";
    const loc = locateQuote(cashFlows, passage);
    expect(loc.precision).toBe("line");
    expect(loc.rects.length).toBeGreaterThanOrEqual(4);
  });

  it("locates a 20-token quote on a real page fast (index built once)", () => {
    const q = "Net cash provided by (used in) operating activities 6,439 6,240 6,662";
    locateQuote(cashFlows, q);
    const t0 = performance.now();
    for (let i = 0; i < 100; i++) locateQuote(cashFlows, q);
    expect((performance.now() - t0) / 100).toBeLessThan(5);
  });
});
