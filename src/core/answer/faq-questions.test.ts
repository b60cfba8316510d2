/**
 * A FAQ, generated and laid out by the real engine, navigated offline: its questions are printed as
 * headings ("2.1 What is R?"), and the answer is the text under them, not the heading that repeats the
 * question; a one-letter name ("R") is a search term; a quoted expansion spells its acronym out
 * (in straight quotes: the generator writes ASCII).
 */
import { describe, expect, it } from "vitest";
import type { PdfLine } from "../../testing/make-pdf";
import { askGenerated } from "../../testing/ask-generated";

const ask = async (pages: PdfLine[][], question: string) => (await askGenerated(pages, question)).res;

const body = (text: string): PdfLine => ({ text, size: 10 });
const head = (text: string): PdfLine => ({ text, size: 11, bold: true });

const FAQ: PdfLine[][] = [
  [
    head("1 Introduction"),
    body("This document answers the questions most often asked about the language and its packages."),
    body("Support for old systems ended with R 1.7.1 and is not described here."),
    head("2 Basics"),
    head("2.1 What is R?"),
    body("R is a system for statistical computation and graphics."),
    body("It consists of a language plus a run-time environment with graphics and a debugger."),
  ],
  [
    head("2.2 What is CRAN?"),
    body('The "Comprehensive R Archive Network" (CRAN) is a collection of sites which carry'),
    body("identical material, consisting of the distribution, the contributed extensions and binaries."),
    body("Please use the CRAN site closest to you to reduce network load."),
    head("2.3 Can I use it for commercial purposes?"),
    body("Yes: the language is released under the GNU General Public License."),
  ],
];

describe("a FAQ's questions", () => {
  it("are answered by the sentence under the heading, a one-letter name and all", async () => {
    const res = await ask(FAQ, "What is R?");
    expect(res.abstained).toBe(false);
    expect(res.claims[0].text).toBe("R is a system for statistical computation and graphics.");
  });

  it("spell a quoted expansion out before any other use of the acronym", async () => {
    const res = await ask(FAQ, "What is CRAN?");
    expect(res.claims.length).toBeGreaterThan(0);
    expect(res.claims[0].text).toMatch(/^The "Comprehensive R Archive Network" \(CRAN\) is a collection/);
  });
});
