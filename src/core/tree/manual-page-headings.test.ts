/**
 * A Unix manual page printed to PDF (generated, read by the real engines): its section names
 * ("NAME", "SYNOPSIS") stand at the margin in bold over an indented body that may open in lower
 * case ("bash - GNU Bourne-Again SHell"). They are headings, not bold words inside a paragraph.
 * A title carrying a version number ("Release 2.0") is a title, not a table row's figure.
 */
import { describe, expect, it } from "vitest";
import { ingestPdfInNode } from "../../node/ingest-node";
import { makePdf, type PdfLine } from "../../testing/make-pdf";
import { buildIndex, flattenTree } from "./index";

const BODY = "the shell reads commands from the standard input or from a file and runs them";

/** A section: its name in bold at the margin, its body indented below, opening in lower case. */
function section(name: string, y: number, lines = 4): PdfLine[] {
  return [
    { text: name, bold: true, size: 11, x: 60, y },
    ...Array.from({ length: lines }, (_, k) => ({ text: BODY, size: 10, x: 100, y: y + 14 * (k + 1) })),
  ];
}

describe("a manual page", () => {
  it("has its margin headings as sections, the one over a lower-case body included", async () => {
    const pages: PdfLine[][] = [
      [
        { text: "Shell Manual, Release 2.0", bold: true, size: 16, x: 60, y: 60 },
        ...section("NAME", 100, 1),
        ...section("SYNOPSIS", 140, 1),
        ...section("DESCRIPTION", 180, 6),
        ...section("OPTIONS", 290, 8),
      ],
      [...section("ARGUMENTS", 60, 10), ...section("INVOCATION", 230, 12)],
      [...section("DEFINITIONS", 60, 10), ...section("SEE ALSO", 230, 3)],
    ];
    const tree = await buildIndex((await ingestPdfInNode(makePdf(pages))).layout);
    const titles = flattenTree(tree.nodes).map((n) => n.title);
    expect(titles).toEqual([
      "Shell Manual, Release 2.0",
      "NAME",
      "SYNOPSIS",
      "DESCRIPTION",
      "OPTIONS",
      "ARGUMENTS",
      "INVOCATION",
      "DEFINITIONS",
      "SEE ALSO",
    ]);
  });

  it("keeps the section names every page of a collection repeats, over bodies set flush at the margin", async () => {
    /** One manual page of a collection: its name in display type, then sections whose body opens on the command. */
    const page = (name: string): PdfLine[] => {
      const flush = (title: string, y: number, lines: number): PdfLine[] => [
        { text: title, bold: true, size: 10, x: 60, y },
        ...Array.from({ length: lines }, (_, k) => ({
          text: k === 0 ? `${name.toLowerCase()} reads a description of the scene from its input and writes` : BODY,
          size: 10,
          x: 60,
          y: y + 13 * (k + 1),
        })),
      ];
      return [
        { text: name, bold: true, size: 18, x: 60, y: 60 },
        ...flush("SYNOPSIS", 100, 3),
        ...flush("OPTIONS", 170, 8),
        ...flush("AUTHORS", 310, 2),
      ];
    };
    const names = ["AVS2PS", "BALLS", "LABEL3D", "NORMAL3D"];
    const tree = await buildIndex((await ingestPdfInNode(makePdf(names.map(page)))).layout);
    const nodes = flattenTree(tree.nodes).map((n) => `${n.title}@${n.page_start}`);
    for (const [i, name] of names.entries())
      expect(nodes).toEqual(
        expect.arrayContaining([`${name}@${i + 1}`, `SYNOPSIS@${i + 1}`, `OPTIONS@${i + 1}`, `AUTHORS@${i + 1}`]),
      );
  });
});
