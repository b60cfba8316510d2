import { describe, expect, it } from "vitest";
import { buildTextTree, htmlHeadings, markdownHeadings, plainTextHeadings } from "./text-tree";

describe("text trees", () => {
  it("nests Markdown headings with line ranges and skips fenced code", () => {
    const md = [
      "# Guide",
      "intro",
      "## Install",
      "```",
      "# not a heading",
      "```",
      "## Use",
      "text",
      "Appendix",
      "========",
      "end",
    ];
    const tree = buildTextTree(md.length, markdownHeadings(md));
    expect(tree.source).toBe("headings");
    expect(tree.nodes.map((n) => [n.title, n.line_start, n.line_end])).toEqual([
      ["Guide", 0, 7],
      ["Appendix", 8, 10],
    ]);
    expect(tree.nodes[0].children.map((n) => [n.id, n.title, n.line_start, n.line_end])).toEqual([
      ["t1.1", "Install", 2, 5],
      ["t1.2", "Use", 6, 7],
    ]);
  });

  it("reads HTML headings into rendered lines", () => {
    const { lines, markers } = htmlHeadings(
      "<html><head><title>x</title></head><body><h1>Terms &amp; " +
        "Conditions</h1><p>One.</p><h2>Fees</h2><p>Two.</p><p>Three.</p></body></html>",
    );
    expect(lines).toEqual(["Terms & Conditions", "One.", "Fees", "Two.", "Three."]);
    const tree = buildTextTree(lines.length, markers);
    expect(tree.nodes[0]).toMatchObject({ title: "Terms & Conditions", line_start: 0, line_end: 4 });
    expect(tree.nodes[0].children[0]).toMatchObject({ title: "Fees", line_start: 2, line_end: 4 });
  });

  it("finds numbered and capitalised headings in plain text, and falls back to line blocks", () => {
    const txt = [
      "AGREEMENT",
      "",
      "1. Definitions",
      "Words mean things.",
      "",
      "1.1 Scope",
      "It covers this.",
      "",
      "2. Term",
      "One year.",
    ];
    const tree = buildTextTree(txt.length, plainTextHeadings(txt));
    expect(tree.nodes.map((n) => n.title)).toEqual(["AGREEMENT"]);
    expect(tree.nodes[0].children.map((n) => n.title)).toEqual(["1. Definitions", "2. Term"]);
    expect(tree.nodes[0].children[0].children[0]).toMatchObject({ title: "1.1 Scope", line_start: 5, line_end: 7 });
    const none = buildTextTree(450, []);
    expect(none.source).toBe("fallback");
    expect(none.nodes.map((n) => [n.line_start, n.line_end])).toEqual([
      [0, 199],
      [200, 399],
      [400, 449],
    ]);
  });
});
