import { describe, expect, it } from "vitest";
import { loadLayoutCached } from "../../testing/layout-cache";
import { ingestPdfInNode } from "../../node/ingest-node";
import { makePdf } from "../../testing/make-pdf";
import { sharedFixture } from "../../testing/shared-fixtures";
import { makePage } from "../../testing/page-builder";
import type { PageLayout } from "../types";
import { findInPages, foldPage } from "./index";

const find = (pages: PageLayout[], q: string) => findInPages(pages, pages.map(foldPage), q);

describe("findInPages on generated pages", () => {
  const pages = [
    makePage(1, [
      { text: "The company's capital expenditure rose." },
      { text: "Résumé of the ﬁnancial statements follows." },
    ]),
    makePage(2, [{ text: "We increased capi-" }, { text: "tal spending and cash" }, { text: "flow from operations." }]),
  ];

  it("matches across a hyphenated line break and across a plain line break, with one rectangle per line", () => {
    const capital = find(pages, "capital");
    expect(capital.map((h) => h.page)).toEqual([1, 2]);
    expect(capital[1].rects).toHaveLength(2);
    expect(capital[1].rects[0].y0).toBeLessThan(capital[1].rects[1].y0);
    const cashFlow = find(pages, "cash   flow");
    expect(cashFlow).toHaveLength(1);
    expect(cashFlow[0].rects).toHaveLength(2);
  });

  it("ignores case, accents and ligatures, and quotes the page's own words around the hit", () => {
    const hit = find(pages, "RESUME of the financial")[0];
    expect(hit.page).toBe(1);
    expect(hit.context.slice(hit.from, hit.to)).toBe("Résumé of the ﬁnancial");
    expect(hit.context).toContain("statements follows.");
    expect(find(pages, "Capital Expenditure")[0].context.slice(0, 15)).toBe("The company's c");
  });

  it("finds nothing for a one-letter query or a word that is not there", () => {
    expect(find(pages, "c")).toEqual([]);
    expect(find(pages, "goodwill")).toEqual([]);
  });
});

describe("findInPages through pdf.js", () => {
  it("finds a word a PDF breaks with a hyphen at the end of a line", async () => {
    const pdf = makePdf([
      [
        { text: "Our results for the year were strong, with higher capital expen-" },
        { text: "ditures in every segment and more cash." },
      ],
    ]);
    const { layout } = await ingestPdfInNode(pdf);
    const hits = find(layout.pages, "capital expenditures");
    expect(hits).toHaveLength(1);
    expect(hits[0].rects).toHaveLength(2);
    expect(hits[0].context).toContain("capital expen- ditures");
  });

  it("finds a statement heading on a real filing, inside the page's lines", async () => {
    const layout = await loadLayoutCached(sharedFixture("financebench/pdfs/KRAFTHEINZ_2019_10K.pdf"));
    const hits = find(layout.pages, "consolidated balance sheets");
    expect(hits.length).toBeGreaterThan(2);
    for (const h of hits) {
      expect(h.context.toLowerCase()).toContain("balance");
      for (const r of h.rects) expect(r.x0 >= 0 && r.x1 <= 1 && r.y0 < r.y1).toBe(true);
    }
  }, 60_000);
});
