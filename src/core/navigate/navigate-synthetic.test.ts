/**
 * The offline navigator on generated documents: cross-references followed to the page
 * they name, a document without structure, empty and foreign-language questions.
 */
import { describe, expect, it } from "vitest";
import { buildIndexSync } from "../tree";
import { type LineSpec, makeDoc, prose, section } from "../../testing/page-builder";
import { findReferences } from "./anchors";
import { navDocument, navigateOffline } from "./index";
import { extractKeywords } from "./keywords";

/** Twelve pages; page 3 discusses leases and says "see Note 7"; Note 7 opens page 9. */
function leaseFiling() {
  const pages: LineSpec[][] = Array.from({ length: 12 }, (_, i) => section(`Section ${i + 1} General Matters`, 20));
  pages[2] = [
    { text: "Liquidity and Capital Resources", bold: true },
    { text: "Our operating lease obligations grew with new stores (see Note 7)." },
    ...prose(18),
  ];
  pages[8] = [
    { text: "NOTE 7. COMMITMENTS", bold: true },
    { text: "Future minimum payments under non-cancellable agreements are as follows." },
    ...prose(18),
  ];
  return makeDoc(pages);
}

describe("cross-references", () => {
  it("finds note and item references, including lists", () => {
    const refs = findReferences("See Note 7 and Notes 9 and 11. Refer to Part II, Item 7A.");
    expect(refs.map((r) => `${r.kind}:${r.label}`)).toEqual(["note:7", "note:9", "note:11", "item:7a"]);
  });

  it("follows 'see Note 7' from page 3 to page 9", () => {
    const layout = leaseFiling();
    const nav = navDocument(layout, buildIndexSync(layout));
    expect(nav.index.notes["7"]).toBe(9);
    const { evidence, trace } = navigateOffline(nav, "How large are the operating lease obligations at the stores?");
    const pages = evidence.map((e) => e.page_start);
    expect(pages[0]).toBe(3);
    expect(pages).toContain(9);
    const follow = trace.steps.find((s) => s.step === "follow-references");
    expect(follow?.chosen).toContain("9");
    expect(evidence.find((e) => e.page_start === 9)?.why).toMatch(/Note 7/);
  });
});

describe("degenerate inputs", () => {
  it("navigates a document with a flat tree", () => {
    const layout = makeDoc(
      Array.from({ length: 6 }, (_, i) => [
        { text: i === 4 ? "Revenue from widgets rose sharply this year." : "Nothing in particular happened here." },
        ...prose(10),
      ]),
    );
    const tree = buildIndexSync(layout);
    const nav = navDocument(layout, tree);
    const { evidence } = navigateOffline(nav, "What happened to widget revenue?");
    expect(evidence[0].page_start).toBe(5);
    expect(navigateOffline(navDocument(layout, { ...tree, nodes: [] }), "widget revenue").evidence[0].page_start).toBe(
      5,
    );
  });

  it("answers an empty question with no pages and a note, not a crash", () => {
    const layout = leaseFiling();
    const nav = navDocument(layout, buildIndexSync(layout));
    for (const q of ["", "   ", "what is the of and?"]) {
      const { evidence, trace } = navigateOffline(nav, q);
      expect(evidence).toEqual([]);
      expect(trace.note).toMatch(/no keywords/);
    }
  });

  it("handles an empty document", () => {
    const layout = makeDoc([]);
    const { evidence, trace } = navigateOffline(navDocument(layout, buildIndexSync(layout)), "revenue");
    expect(evidence).toEqual([]);
    expect(trace.note).toMatch(/no pages/);
  });

  it("returns pages for a question in another language", () => {
    const layout = leaseFiling();
    const nav = navDocument(layout, buildIndexSync(layout));
    const { evidence } = navigateOffline(nav, "¿Cuáles son las obligaciones de arrendamiento (lease) en la Nota 7?");
    expect(evidence.length).toBeGreaterThan(0);
    expect(navigateOffline(nav, "租赁义务是多少？").trace.steps.length + 1).toBeGreaterThan(0);
  });
});

describe("keywords", () => {
  it("drops stop words, normalises plurals and fiscal years", () => {
    expect(extractKeywords("What were the FY2022 capital expenditures of the companies?")).toEqual([
      "2022",
      "capital",
      "expenditure",
    ]);
    expect(extractKeywords("Total liabilities in FY22")).toEqual(["total", "liability", "2022"]);
  });

  it("drops the words that say how to compute a figure, which pages print for their own formulas (an EPS note)", () => {
    const q = "Interest coverage using adjusted EBIT as the numerator and interest expense as the denominator";
    expect(extractKeywords(q)).toEqual(["interest", "coverage", "adjusted", "ebit", "expense"]);
  });
});
