/**
 * Asking a library of generated filings larger than the index cache: every question
 * reaches its company's filing for the year asked, the cache never holds more than its
 * capacity (documents are loaded again when needed), citations name their document,
 * and a comparison across two years takes its figures from both filings.
 */
import { describe, expect, it } from "vitest";
import { pageLookup } from "../answer";
import type { SystemOneClient } from "../system-one";
import { navDocument, type NavDocument } from "../navigate";
import { buildIndexSync } from "../tree";
import { type LineSpec, makeDoc, prose, section } from "../../testing/page-builder";
import type { DocumentLayout } from "../types";
import { askLibrary, citationLabel } from "./ask-library";
import { buildLibraryIndex, libraryEntryOf } from "./library-index";
import { createLruCache } from "./lru-cache";
import { evidenceLabel } from "../answer/cite/citation-order";
import { loadLayoutCached } from "../../testing/layout-cache";
import { sharedFixture } from "../../testing/shared-fixtures";
import { stubAskResult } from "../../testing/system-one-test-kit";

const COMPANIES = [
  "Alder Robotics",
  "Birchwood Foods",
  "Cobalt Shipping",
  "Dunmore Textiles",
  "Elmstead Energy",
  "Fairhaven Media",
];
const YEARS = [2019, 2022];

/** A small 10-K: cover, a business page, and a cash flow statement with the company's own capex figure. */
function filing(company: string, year: number, capex: number): DocumentLayout {
  const cover: LineSpec[] = [
    { text: "UNITED STATES SECURITIES AND EXCHANGE COMMISSION" },
    { text: "FORM 10-K" },
    { text: `For the fiscal year ended June 30, ${year}` },
    { text: `${company.toUpperCase()} CORPORATION` },
    { text: "(Exact name of registrant as specified in its charter)" },
  ];
  const cash: LineSpec[] = [
    { text: "Consolidated Statements of Cash Flows", bold: true, size: 14 },
    { text: `Years ended June 30 ${year} ${year - 1}` },
    { text: "Net cash provided by operating activities 9,100 8,800" },
    { text: `Purchases of property and equipment (${capex}) (${capex - 100})` },
    { text: "Net cash used in investing activities (2,400) (2,100)" },
  ];
  return makeDoc([
    cover,
    section("Item 1. Business", 12),
    section("Item 7. Management's Discussion", 12),
    cash,
    prose(10),
  ]);
}

/** The library index and each document's navigation index, from layouts by id (the file name). */
function indexed(layouts: Map<string, DocumentLayout>) {
  const navs = new Map<string, NavDocument>();
  const entries = [...layouts].map(([id, layout]) => {
    const tree = buildIndexSync(layout);
    navs.set(id, navDocument(layout, tree));
    return libraryEntryOf(id, id, layout, tree);
  });
  return { index: buildLibraryIndex(entries), navs };
}

function library(capacity: number) {
  const layouts = new Map<string, DocumentLayout>();
  COMPANIES.forEach((c, i) =>
    YEARS.forEach((y) => layouts.set(`${c} ${y}.pdf`, filing(c, y, 1000 + i * 10 + (y - 2018)))),
  );
  const { index, navs } = indexed(layouts);
  const cache = createLruCache(capacity, async (id: string) => structuredClone(navs.get(id)!));
  return {
    index,
    cache,
    loadNav: (id: string) => cache.get(id),
    loadPages: async (id: string) => pageLookup(layouts.get(id)!.pages),
  };
}

describe("askLibrary over generated filings", () => {
  it("answers each company and year from its own filing with a cache of 3 for 12 documents", async () => {
    const lib = library(3);
    for (const [i, company] of COMPANIES.entries()) {
      for (const year of YEARS) {
        const result = await askLibrary({
          library: lib.index,
          question: `What were ${company}'s purchases of property and equipment in fiscal ${year}?`,
          loadNav: lib.loadNav,
          loadPages: lib.loadPages,
        });
        expect(result.evidence[0].doc_id).toBe(`${company} ${year}.pdf`);
        const cited = result.answer!.claims.flatMap((c) => c.citations);
        expect(cited.length).toBeGreaterThan(0);
        const figure = String(1000 + i * 10 + (year - 2018));
        const quoting = cited.find((c) => c.quote?.includes(figure));
        expect(quoting && citationLabel(result, quoting)).toMatch(
          new RegExp(`^\\[\\d+\\] ${company} ${year}\\.pdf · p\\. 4$`),
        );
        expect(lib.cache.keys().length).toBeLessThanOrEqual(3);
      }
    }
    expect(lib.cache.loads()).toBeGreaterThan(3);
  });

  it("takes a comparison's figures from both years' filings", async () => {
    const lib = library(4);
    const result = await askLibrary({
      library: lib.index,
      question:
        "How did Cobalt Shipping's purchases of property and equipment change between fiscal 2019 and fiscal 2022?",
      loadNav: lib.loadNav,
      loadPages: lib.loadPages,
      maxPages: 8,
    });
    expect(result.routing.chosen.map((c) => c.id).sort()).toEqual([
      "Cobalt Shipping 2019.pdf",
      "Cobalt Shipping 2022.pdf",
    ]);
    // Both years' statement pages reach the answer step, each under its own document.
    const statementPages = result.evidence.filter((e) => e.page_start === 4).map((e) => e.doc_id);
    expect(statementPages.sort()).toEqual(["Cobalt Shipping 2019.pdf", "Cobalt Shipping 2022.pdf"]);
    // Every quote is the text of a line on the cited page of the cited document (real page numbers).
    const layouts = new Map(
      [...YEARS].map((y) => [`Cobalt Shipping ${y}.pdf`, filing("Cobalt Shipping", y, 1020 + (y - 2018))]),
    );
    const cited = result.answer!.claims.flatMap((c) =>
      c.citations.map((x) => ({ doc: result.evidence[evidenceLabel(x) - 1].doc_id, page: x.page, quote: x.quote })),
    );
    expect(new Set(cited.map((c) => c.doc)).size).toBe(2);
    for (const c of cited) expect(layouts.get(c.doc)!.pages[c.page - 1].lines.map((l) => l.text)).toContain(c.quote);
  });
});

/** A System One stand-in that answers 0.5 to every question and records each request's state. */
function countingSystemOne() {
  const states: unknown[] = [];
  const client: SystemOneClient = {
    describe: () => ({ backend: "custom", endpoint: "stub", model: "stub", hasKey: false }),
    ask: (async (req: { state: unknown; questions: Record<string, unknown> }) => {
      states.push(req.state);
      const answers = Object.fromEntries(Object.keys(req.questions).map((id) => [id, { type: "noul", noul: 0.5 }]));
      return stubAskResult(answers);
    }) as SystemOneClient["ask"],
  };
  return { client, states };
}

describe("askLibrary over real filings of one year", () => {
  /** Two 10-Ks for fiscal 2021 as one library, a question that names neither company. */
  async function filings2021() {
    const layouts = new Map<string, DocumentLayout>();
    for (const f of ["NIKE_2021_10K.pdf", "VERIZON_2021_10K.pdf"])
      layouts.set(f, await loadLayoutCached(sharedFixture(`financebench/pdfs/${f}`)));
    const { index, navs } = indexed(layouts);
    return {
      index,
      loadNav: async (id: string) => navs.get(id)!,
      loadPages: async (id: string) => pageLookup(layouts.get(id)!.pages),
    };
  }

  it(
    "computes a figure from the one filing whose statements hold it, reading beside its evidence as a single " +
      "document does",
    async () => {
      const lib = await filings2021();
      const res = await askLibrary({
        library: lib.index,
        question: "What was the inventory turnover in FY2021?",
        ...lib,
      });
      expect(res.routing.chosen.map((c) => c.id).sort()).toEqual(["NIKE_2021_10K.pdf", "VERIZON_2021_10K.pdf"]);
      const first = res.answer!.claims[0];
      // Cost of sales over the average of the two inventories, as the statements print them.
      expect(first.text).toBe("Inventory turnover in FY2021: 3.46 = 24,576 / ((6,854 + 7,367) / 2)");
      expect(res.answer!.trace.figure).toMatchObject({ found: true });
      // Its pages are the evidence now, so every citation names its filing.
      expect(new Set(res.evidence.map((e) => e.doc_id))).toEqual(new Set(["NIKE_2021_10K.pdf"]));
      expect(first.citations.length).toBeGreaterThan(0);
      for (const c of first.citations) expect(citationLabel(res, c)).toMatch(/^\[\d+\] NIKE_2021_10K\.pdf · p\. \d+$/);
    },
    120_000,
  );
});

describe("askLibrary with System One", () => {
  it("sends one request per step for both documents of a comparison, each document named in it", async () => {
    const lib = library(4);
    const one = countingSystemOne();
    const result = await askLibrary({
      library: lib.index,
      question:
        "How did Cobalt Shipping's purchases of property and equipment change between fiscal 2019 and fiscal 2022?",
      loadNav: lib.loadNav,
      loadPages: lib.loadPages,
      systemOne: one.client,
      navigateOnly: true,
    });
    expect(result.navigations).toHaveLength(2);
    const walkSteps = Math.max(
      ...result.navigations.map((n) => n.trace.steps.filter((s) => s.mode === "system-one").length),
    );
    expect(walkSteps).toBeGreaterThanOrEqual(3);
    // Alone, each walk would send its own request per step: together they send one.
    expect(one.states).toHaveLength(walkSteps);
    expect(result.walk_requests).toBe(walkSteps);
    expect(JSON.stringify(one.states[0])).toContain("Cobalt Shipping 2019.pdf");
    expect(JSON.stringify(one.states[0])).toContain("Cobalt Shipping 2022.pdf");
    expect(result.evidence.map((e) => e.doc_id)).toContain("Cobalt Shipping 2019.pdf");
  });
});

describe("createLruCache", () => {
  it("keeps at most its capacity, drops the least recently used, and shares a load in flight", async () => {
    let loads = 0;
    const cache = createLruCache(2, async (id: string) => (loads++, { id }));
    await Promise.all([cache.get("a"), cache.get("a")]);
    expect(loads).toBe(1);
    await cache.get("b");
    await cache.get("a");
    await cache.get("c");
    expect(cache.keys()).toEqual(["a", "c"]);
    expect(() => createLruCache(0, async () => 1)).toThrow(/at least one/);
  });
});
