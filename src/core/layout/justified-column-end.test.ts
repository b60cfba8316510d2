/**
 * A two-column page whose columns end in justified lines: their words stand further apart
 * than a phrase's, so those lines do not count as prose when the gutter's span is measured
 * (generated PDF, laid out by the real engine). The last lines of each column must still be
 * read in their column, never one line made of both columns' words.
 */
import { describe, expect, it } from "vitest";
import { makePdf, type PdfLine } from "../../testing/make-pdf";
import { ingestPdfInNode } from "../../node/ingest-node";

const SENTENCE = "the licensee may copy and convey the work in any medium it likes";
const WORDS = SENTENCE.split(" ");

/** A line of six words from the running text, set with its words at normal spacing. */
const proseLine = (n: number, x: number, y: number): PdfLine => ({
  text: Array.from({ length: 6 }, (_, k) => WORDS[(n + k) % WORDS.length]).join(" "),
  size: 10,
  x,
  y,
});

/**
 * A justified line: each word drawn on its own, spread over the column's measure with a space
 * of about two font sizes (wider than a phrase's, as a short justified line sets them).
 */
function justified(words: string[], x: number, y: number): PdfLine[] {
  let at = x;
  return words.map((text) => {
    const line = { text, size: 10, x: at, y };
    at += text.length * 6.5 + 18;
    return line;
  });
}

describe("two columns that end in justified lines", () => {
  it("keep each column's last lines in that column", async () => {
    const page: PdfLine[] = [];
    for (let i = 0; i < 24; i++) page.push(proseLine(i, 60, 80 + 14 * i), proseLine(i + 3, 330, 80 + 14 * i));
    const endY = 80 + 14 * 24;
    page.push(...justified(["special", "needs", "of", "the"], 60, endY));
    page.push(...justified(["under", "the", "GPL", "terms,"], 60, endY + 14));
    page.push(...justified(["NO", "EVENT", "UNLESS", "BY"], 330, endY));
    page.push(...justified(["LAW", "OR", "AGREED", "TO", "IN"], 330, endY + 14));
    page.push(...justified(["WRITING", "WILL", "ANY", "HOLDER"], 330, endY + 28));
    const { layout } = await ingestPdfInNode(makePdf([page]));
    const lines = layout.pages[0].lines;
    expect(lines.length).toBe(24 * 2 + 5);
    const texts = lines.map((l) => l.text);
    const leftEnd = texts.indexOf("under the GPL terms,");
    const rightStart = lines.findIndex((l) => l.column === 1);
    expect(leftEnd).toBeGreaterThan(0);
    expect(rightStart).toBeGreaterThan(0);
    // The left column is read to its end before the right column starts.
    expect(leftEnd).toBeLessThan(rightStart);
    expect(texts.slice(-3)).toEqual(["NO EVENT UNLESS BY", "LAW OR AGREED TO IN", "WRITING WILL ANY HOLDER"]);
    expect(lines[leftEnd].column).toBe(0);
    expect(lines.slice(-3).map((l) => l.column)).toEqual([1, 1, 1]);
  });
});
