/**
 * A compendium's part titles over their own numbered sections, on generated PDFs laid out by
 * the real engine: two licences, each numbered from 1 under a title in larger type, give two
 * parents; a paper's one title over one scheme does not swallow its sections.
 */
import { describe, expect, it } from "vitest";
import { makePdf, type PdfLine } from "../../testing/make-pdf";
import { ingestPdfInNode } from "../../node/ingest-node";
import { buildIndex } from "./index";

const body = (n: number, topic: string): PdfLine[] =>
  Array.from({ length: n }, (_, i) => ({
    text: `The ${topic} applies to every copy of the work as set out in paragraph ${i + 1} of these terms.`,
    size: 10,
  }));
const section = (n: number, title: string, topic: string): PdfLine[] => [
  { text: `${n}. ${title}.`, size: 10, bold: true },
  ...body(5, topic),
];
const title = (text: string): PdfLine => ({ text, size: 18, bold: true });

const SECTIONS = ["Definitions", "Grant of Licence", "Redistribution", "Trademarks", "Disclaimer of Warranty"];

function licence(name: string): PdfLine[][] {
  const secs = SECTIONS.map((t, i) => section(i + 1, t, `${name} ${t.toLowerCase()}`));
  return [
    [title(`${name} Licence, Version 2`), ...body(4, `${name} preamble`), ...secs[0], ...secs[1]],
    [...secs[2], ...secs[3], ...secs[4]],
  ];
}

async function tree(pages: PdfLine[][]) {
  return (await buildIndex((await ingestPdfInNode(makePdf(pages))).layout)).nodes;
}

describe("a compendium's part titles", () => {
  it("are parents over their own numbered sections", async () => {
    const nodes = await tree([...licence("Alder"), ...licence("Birch")]);
    expect(nodes.map((n) => n.title)).toEqual(["Alder Licence, Version 2", "Birch Licence, Version 2"]);
    expect(nodes.map((n) => n.children.length)).toEqual([5, 5]);
    expect(nodes[1].children[0]).toMatchObject({ title: "1. Definitions", page_start: 3 });
    expect(nodes[0].page_end).toBe(2);
  });

  it("leave a paper's one title beside its sections", async () => {
    const nodes = await tree(licence("Cedar"));
    expect(nodes.length).toBeGreaterThan(1);
    expect(nodes.map((n) => n.title)).toContain("3. Redistribution");
  });
});
