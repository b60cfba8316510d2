/**
 * The navigation index reads each line's terms once and makes a page's and a section's terms
 * from them. These check that this is the same as tokenizing each page's and each section's
 * text whole, on a real filing of the development part, and that a page whose text is not
 * its lines (as a stored page may carry) is read from its text.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { loadLayoutCached } from "../../testing/layout-cache";
import { sharedFixture } from "../../testing/shared-fixtures";
import { buildIndexSync, type SectionTree } from "../tree";
import type { DocumentLayout } from "../types";
import { buildBm25, type Bm25Index } from "./bm25";
import { buildNavIndex, pagesByNumber } from "./doc-index";
import { searchTokens, terms } from "./keywords";

/** Postings as term → pairs, in term order: the order terms were first met counts for nothing. */
const byTerm = (index: Bm25Index) =>
  Object.fromEntries(
    Object.keys(index.postings)
      .sort()
      .map((t) => [t, index.postings[t]]),
  );

describe("navigation index of a real filing", () => {
  let layout: DocumentLayout;
  let tree: SectionTree;
  beforeAll(async () => {
    layout = await loadLayoutCached(sharedFixture("financebench/pdfs/COCACOLA_2017_10K.pdf"));
    tree = buildIndexSync(layout);
  }, 60_000);

  it("indexes each page as its whole text tokenized", () => {
    const index = buildNavIndex(layout, tree);
    const whole = buildBm25(pagesByNumber(layout).map((p) => terms(p?.text ?? "")));
    expect(index.pageBm25.lengths).toEqual(whole.lengths);
    expect(byTerm(index.pageBm25)).toEqual(byTerm(whole));
    expect(index.pageBm25.n).toBeGreaterThan(100);
  });

  it("indexes each section as the text of the lines it owns", () => {
    const index = buildNavIndex(layout, tree);
    const pages = pagesByNumber(layout);
    // The section holding the most pages: its text runs over many page breaks.
    const width = (i: number) => index.spans[i][1] - index.spans[i][0];
    const longest = index.spans.reduce((best, _s, i) => (width(i) > width(best) ? i : best), 0);
    const [from, to] = index.spans[longest];
    expect(to - from).toBeGreaterThan(2);
    const lengthOf = index.sectionBm25.lengths[longest];
    // Its terms are at most those of every page it spans, and at least those of its inner pages.
    const inner = pages.slice(from, to - 1).reduce((n, p) => n + terms(p?.text ?? "").length, 0);
    const all = pages.slice(from - 1, to).reduce((n, p) => n + terms(p?.text ?? "").length, 0);
    expect(lengthOf).toBeGreaterThanOrEqual(inner);
    expect(lengthOf).toBeLessThanOrEqual(all);
  });

  it("reads a page from its text when the text is not its lines", () => {
    const first = layout.pages[0];
    const retold = { ...first, text: "Quarterly dividends declared" };
    const index = buildNavIndex({ ...layout, pages: [retold, ...layout.pages.slice(1)] }, tree);
    expect(index.pageBm25.lengths[first.page - 1]).toBe(terms(retold.text).length);
  });
});

describe("tokenizing", () => {
  it("gives a text's terms as its lines' terms, whatever was tokenized before", () => {
    const lines = ["Revenues rose 12% to $1,234 million in FY22.", "See --verbose and -C; Schedule C applies.", "R&D"];
    const joined = terms(lines.join("\n"));
    const once = lines.flatMap(terms);
    expect([...once].sort()).toEqual([...joined].sort());
    expect(joined).toContain("revenue");
    expect(joined).toContain("1234");
    expect(joined).toContain("2022");
    expect(joined).toContain("--verbose");
    expect(joined).toContain("-C");
  });

  it("hands out fresh lists: changing one changes no later answer", () => {
    const first = searchTokens("Dividends paid");
    first.push("tampered");
    terms("Dividends paid").push("tampered");
    expect(searchTokens("Dividends paid")).toEqual(["dividend", "paid"]);
    expect(terms("Dividends paid")).toEqual(["dividend", "paid"]);
  });
});
