/**
 * A deck of slides (landscape pages): a slide built up over several pages repeats its title on each,
 * and "Summary" closes each part. The slide's title opens its section once, on the first of its pages.
 */
import { describe, expect, it } from "vitest";
import { makeDoc, type LineSpec } from "../../testing/page-builder";
import { buildIndex, flattenTree } from "./index";

const bullets = ["Contents pages are read first", "Headings come next", "Bookmarks win when present"];

/** A slide: its title in large type, then its bullets in body type. */
const slide = (title: string, shown: number): LineSpec[] => [
  { text: title, size: 20 },
  ...bullets.slice(0, shown).map((b) => ({ text: `• ${b}`, size: 14 })),
];

function deck() {
  const pages: LineSpec[][] = [
    [{ text: "Reading Long Documents", size: 28 }],
    slide("Why trees", 1),
    slide("Why trees", 2),
    slide("Why trees", 3),
    slide("How it works – Step 1/2", 3),
    slide("How it works – Step 2/2", 3),
    slide("Summary", 2),
    slide("Results on filings", 1),
    slide("Results on filings", 3),
    slide("Results on books", 3),
    slide("Summary", 3),
    slide("Questions", 0),
  ];
  const layout = makeDoc(pages);
  return { ...layout, pages: layout.pages.map((p) => ({ ...p, width: p.height, height: p.width })) };
}

describe("a deck of slides", () => {
  it("opens each slide's section on the first of the pages that build it, and each Summary on its own", async () => {
    const nodes = flattenTree((await buildIndex(deck())).nodes);
    const opened = nodes.map((n) => `${n.title}@${n.page_start}`);
    expect(opened.length).toBeGreaterThan(4);
    for (const t of ["Why trees@2", "How it works – Step 1/2@5", "Summary@7", "Results on filings@8", "Summary@11"])
      expect(opened).toContain(t);
    expect(opened.filter((t) => t.startsWith("Why trees"))).toEqual(["Why trees@2"]);
  });
});
