/**
 * Pages found by what the question's focus asks for: the page that defines the asked term, not
 * the one that repeats it most; the first page for a question after the author or a person its
 * byline names.
 */
import { describe, expect, it } from "vitest";
import { buildIndexSync } from "../tree";
import { type LineSpec, makeDoc, prose, section } from "../../testing/page-builder";
import { navDocument, navigateOffline } from "./index";
import { focusPages } from "./focus-pages";

/** Ten pages of a paper on plots; page 2 defines the widget plot, page 7 lists functions that draw it. */
function plotPaper() {
  const pages: LineSpec[][] = Array.from({ length: 10 }, (_, i) => section(`${i + 1} Further Matters`, 18));
  pages[0] = [
    { text: "Drawing Tables with Plots", size: 16 },
    { text: "Ada Lovelace and Charles Babbage" },
    { text: "Analytical Engine Society" },
    ...prose(14),
  ];
  pages[1] = [
    { text: "1 Introduction", bold: true },
    { text: "A widget plot (Babbage 1843) is basically an area-proportional display of the counts of a table." },
    ...prose(16),
  ];
  pages[6] = [
    { text: "4 Functions", bold: true },
    ...["draw", "shade", "label", "space", "split"].map((v) => ({
      text: `${v}_widget() widget plot ${v} for widget plot`,
    })),
    ...prose(12),
  ];
  return makeDoc(pages);
}

describe("focus pages", () => {
  it("find the sentence defining the term asked, however the text words it", () => {
    const texts = [
      "We draw the widget plot here.",
      "Counts of this kind are known as widget counts: each cell is one.",
      "Observations of one group are often referred to as “cluster-correlated” observations.",
    ];
    expect(focusPages(texts, "What are widget counts?").get(2)?.why).toMatch(/defines/);
    expect(focusPages(texts, "What are cluster-correlated observations?").get(3)?.why).toMatch(/defines/);
    expect(focusPages(texts, "What are widget counts?").has(1)).toBe(false);
  });

  it("take a glossary's entry for the term for its definition, though no defining verb follows", () => {
    const texts = [
      "A widget set is used in every proof; widget sets have many literals.",
      "Glossary\nWidget Set, Widget Clause\nA widget set has at most one positive literal.\nUnit Clause\nOne literal.",
      "Widget sets are listed below.\nA widget set of three clauses.",
    ];
    const found = focusPages(texts, "What is a widget set?");
    expect(found.get(2)?.why).toMatch(/defines "widget set"/);
    expect(found.get(3)?.why ?? "").not.toMatch(/defines/);
  });

  it("send a definition question to the defining page, not to the one repeating the term", () => {
    const layout = plotPaper();
    const nav = navDocument(layout, buildIndexSync(layout));
    const { evidence } = navigateOffline(nav, "What is a widget plot?");
    expect(evidence.length).toBeGreaterThan(0);
    expect(evidence[0].page_start).toBe(2);
  });

  it("send a question naming a person of the byline to the first page", () => {
    const layout = plotPaper();
    const nav = navDocument(layout, buildIndexSync(layout));
    const texts = nav.texts;
    expect(focusPages(texts, "Which institution is Charles Babbage affiliated with?").get(1)?.why).toMatch(/byline/);
    expect(focusPages(texts, "What does Charles Babbage draw?").has(1)).toBe(false);
  });

  it("send a question after the author, or a name of the author, to the first page, and no other author word", () => {
    const layout = plotPaper();
    const texts = navDocument(layout, buildIndexSync(layout)).texts;
    expect(focusPages(texts, "Who wrote the paper on widget plots?").get(1)?.why).toMatch(/byline/);
    expect(focusPages(texts, "Which institution is the author of the widget paper at?").get(1)?.why).toMatch(/byline/);
    expect(focusPages(texts, "How much faster are widget plots drawn from prepared tables?").has(1)).toBe(false);
  });

  it("find the page that states the count a question asks, not a heading's number before the noun", () => {
    const texts = [
      "4 Filters\nThe blur filters soften an image; the edge filters sharpen one of its outlines.",
      "The pipeline uses seven\nfilters, each applied to a share of the frames.",
      "Filters are applied 300 times per batch, to 48 archived sample frames.",
    ];
    const found = focusPages(texts, "How many filters does the pipeline use?");
    expect(found.get(2)?.why).toMatch(/counts "filter"/);
    expect(found.has(1)).toBe(false);
    expect(found.has(3)).toBe(false);
    expect(focusPages(texts, "Which filters does the pipeline use?").size).toBe(0);
  });
});
