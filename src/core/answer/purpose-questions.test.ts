/**
 * "What are X used for?", "What is the purpose of X?" asked of a manual, laid out by the real engine and read
 * offline: the sentence saying what X is ("X are style files for drawing …", "X is intended for …") answers, though
 * it does not say "used" or "purpose", and a sentence that does ("cannot be used as an argument …", "The purpose of
 * this chapter …") does not.
 */
import { describe, expect, it } from "vitest";
import type { PdfLine } from "../../testing/make-pdf";
import { askGenerated, para } from "../../testing/ask-generated";

const head = (text: string): PdfLine => ({ text, size: 12, bold: true });

const MANUAL: PdfLine[][] = [
  [
    head("1. Introduction"),
    ...para([
      "widgetplot.sty and widgetbar.sty are LaTeX style files for drawing widget charts.",
      "The latest versions are available from the author's home page.",
    ]),
    head("2. widgetplot.sty versus widgetbar.sty"),
    ...para([
      "• widgetplot.sty produces a chart environment that cannot be used as an argument of a macro,",
      "whereas widgetbar.sty does not have this limitation.",
      "• widgetplot.sty and widgetbar.sty differ in the character that moves to a new column.",
    ]),
  ],
  [
    head("3. The widget queue"),
    ...para([
      "The purpose of this chapter is to describe the widget queue and its settings in detail.",
      "The widget queue is intended for holding the widgets a chart draws until the page is full.",
      "Its length is set by the queue option and may be changed at any point of the document.",
    ]),
  ],
];

const ask = async (question: string) => (await askGenerated(MANUAL, question)).res.claims[0];

describe("what a thing is for", () => {
  it("is answered by the sentence saying what the files are, not one that says 'used'", async () => {
    const claim = await ask("What are widgetplot.sty and widgetbar.sty used for?");
    expect(claim.text).toMatch(/^widgetplot\.sty and widgetbar\.sty are LaTeX style files for drawing widget charts/);
  });

  it("is answered, asked by its purpose, by the sentence saying what it is intended for", async () => {
    const claim = await ask("What is the purpose of the widget queue?");
    expect(claim.text).toMatch(/^The widget queue is intended for holding/);
  });
});
