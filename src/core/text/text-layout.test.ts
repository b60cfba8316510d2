import { describe, expect, it } from "vitest";
import { locateQuote } from "../answer";
import { flattenTree } from "../tree";
import { TEXT_PAGE, textDocument } from "./text-layout";

const markdown = [
  "# Annual report",
  "",
  "Intro paragraph about the company.",
  "",
  "## Results",
  "",
  ...Array.from(
    { length: 70 },
    (_, i) =>
      `Line ${i} of the results discussion, with enough words to wrap around the grid when it gets long enough ` +
      `to need it.`,
  ),
  "",
  "## Risks",
  "",
  "Currency risk is hedged with forward contracts maturing within 12 months.",
].join("\n");

describe("text documents on grid pages", () => {
  it("turns Markdown headings into a tree placed on pages, with line positions", () => {
    const { layout, tree } = textDocument("markdown", markdown, null);
    expect(layout.title).toBe("Annual report");
    expect(layout.pageCount).toBeGreaterThan(2);
    const nodes = flattenTree(tree.nodes);
    expect(nodes.map((n) => [n.title, n.level])).toEqual([
      ["Annual report", 1],
      ["Results", 2],
      ["Risks", 2],
    ]);
    const risks = nodes[2];
    const line = layout.pages[risks.page_start - 1].lines[risks.line_start];
    expect(line.text).toBe("Risks");
    expect(line.bold).toBe(true);
    expect(nodes[1].page_end).toBeGreaterThan(nodes[1].page_start);
    for (const p of layout.pages) {
      expect(p.lines.length).toBeLessThanOrEqual(TEXT_PAGE.linesPerPage);
      for (const l of p.lines) for (const w of l.words) expect(w.x1 <= 0.91 && w.y1 <= 0.94).toBe(true);
    }
  });

  it("gives every word a rectangle, so a quote is located at line precision", () => {
    const { layout } = textDocument("markdown", markdown, null);
    const page = layout.pages.find((p) => p.text.includes("Currency risk"))!;
    const found = locateQuote(page, "Currency risk is hedged with forward contracts maturing within 12 months.");
    expect(found.precision).toBe("line");
    expect(found.rects).toHaveLength(1);
  });

  it("reads HTML headings and plain text", () => {
    const html = textDocument(
      "html",
      "<html><body><h1>Guide</h1><p>Welcome.</p><h2>Setup</h2><p>Install it.</p><h2>Use</h2><p>Run " +
        "it.</p></body></html>",
      null,
    );
    expect(flattenTree(html.tree.nodes).map((n) => n.title)).toEqual(["Guide", "Setup", "Use"]);
    const text = textDocument("text", "Just a note\nwith two lines.", "note.txt");
    expect(text.layout.pages[0].text).toContain("with two lines.");
    expect(text.tree.nodes.length).toBeGreaterThan(0);
  });
});
