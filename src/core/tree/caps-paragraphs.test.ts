/**
 * A paragraph set in bold capitals (a contract's disclaimer) is text, not a run of headings, while
 * headings in capitals stacked over each other stay headings: on generated agreements laid out by
 * the real engine. The paragraph's lines run to the column's edge because they wrapped; stacked
 * headings stop short of it. A title in capitals set over two or three centred lines is one heading,
 * though its first lines end on "AND" or "OF" and its last reads like a fragment.
 */
import { describe, expect, it } from "vitest";
import { makePdf, type PdfLine } from "../../testing/make-pdf";
import { ingestPdfInNode } from "../../node/ingest-node";
import { buildIndex } from "./index";
import type { TreeNode } from "./types";

const plain = (text: string): PdfLine => ({ text, size: 10 });
const bold = (text: string): PdfLine => ({ text, size: 10, bold: true });
const clause = (n: number, title: string): PdfLine[] => [
  bold(`${n}. ${title}.`),
  plain("The Participant accepts the terms of this clause as they are set out in the Notice of Grant and in"),
  plain("the Plan, and agrees that the Company may rely on that acceptance for every purpose of the Plan."),
];
// Each line as long as the body's, so that the paragraph fills its column as printed disclaimers do.
const DISCLAIMER = [
  "PARTICIPANT ACKNOWLEDGES THAT THE VESTING OF THE UNITS IS EARNED ONLY BY CONTINUING AS A",
  "SERVICE PROVIDER AT THE WILL OF THE COMPANY AND NOT THROUGH THE ACT OF BEING ENGAGED BY THE",
  "COMPANY, BEING GRANTED THIS AWARD OF RESTRICTED STOCK UNITS OR ACQUIRING SHARES HEREUNDER",
  "AND WILL NOT INTERFERE IN ANY WAY WITH ANY RIGHT OF THE COMPANY TO TERMINATE THE PARTICIPANT",
  "AT ANY TIME, WITH OR WITHOUT CAUSE.",
].map(bold);

/** Helvetica-Bold's capitals are about 0.72 em wide and its space 0.28 em: near enough to centre a line. */
const centredBold = (text: string, size = 12): PdfLine => {
  const width = [...text].reduce((w, c) => w + (c === " " ? 0.28 : 0.72), 0) * size;
  return { text, size, bold: true, x: (612 - width) / 2 };
};

const titles = (nodes: TreeNode[]): string[] => nodes.flatMap((n) => [n.title, ...titles(n.children)]);

async function treeOf(pages: PdfLine[][]) {
  return titles((await buildIndex((await ingestPdfInNode(makePdf(pages))).layout)).nodes);
}

describe("a paragraph in capitals", () => {
  it("is text under its clause, not a heading a line", async () => {
    const got = await treeOf([
      [...clause(1, "Grant"), ...clause(2, "Vesting"), bold("3. No Guarantee of Continued Service."), ...DISCLAIMER],
      [...clause(4, "Nature of Grant"), ...clause(5, "Taxes"), ...clause(6, "Governing Law")],
    ]);
    expect(got).toContain("3. No Guarantee of Continued Service");
    expect(got.filter((t) => /[A-Z]{4,} [A-Z]{4,} [A-Z]{4,}/.test(t) && !/^\d/.test(t))).toEqual([]);
  });

  it("leaves headings in capitals stacked over each other as headings", async () => {
    const got = await treeOf([
      [
        bold("ALDER HOLDINGS, INC. AND ALDER HOLDINGS LIMITED PARTNERSHIP"),
        bold("INDEX TO CONSOLIDATED FINANCIAL STATEMENTS"),
        ...clause(1, "Basis of Presentation"),
        ...clause(2, "Revenue"),
      ],
      [...clause(3, "Leases"), ...clause(4, "Debt")],
    ]);
    expect(got).toContain("INDEX TO CONSOLIDATED FINANCIAL STATEMENTS");
  });

  it("takes a title centred over three lines as one heading, with no fragment of it", async () => {
    const title = [
      "AMENDED AND RESTATED MASTER OWNERSHIP AND",
      "LICENSE AGREEMENT REGARDING TRADEMARKS AND",
      "RELATED INTELLECTUAL PROPERTY",
    ];
    const got = await treeOf([
      [...title.map((t) => centredBold(t)), ...clause(1, "Definitions"), ...clause(2, "Grant of License")],
      [...clause(3, "Term"), ...clause(4, "Governing Law")],
    ]);
    expect(got).toContain(title.join(" "));
    expect(got.filter((t) => title.includes(t))).toEqual([]);
  });
});
