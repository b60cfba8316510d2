/**
 * A manual's sentence that ends in a colon over a display set in from the margin (a session printing an error, a
 * command to type), laid out by the real engine and read offline: the answer is in the display, so the lead-in is
 * quoted with it, as far as the prose that goes on at the margin.
 */
import { describe, expect, it } from "vitest";
import type { PdfLine } from "../../testing/make-pdf";
import { askGenerated } from "../../testing/ask-generated";

const text = (t: string): PdfLine => ({ text: t, size: 10, x: 72 });
const shown = (t: string): PdfLine => ({ text: t, size: 10, x: 96 });
const head = (t: string): PdfLine => ({ text: t, size: 12, bold: true, x: 72 });

const MANUAL: PdfLine[][] = [
  [
    head("1 Widget scripts"),
    text("Widget scripts are lists of steps read by the widget interpreter one after the other."),
    text("Each step is a list whose first element names the operation the interpreter carries out."),
  ],
  [
    head("2 Errors"),
    text("If the first element of a step that is a list given to the widget interpreter is not an"),
    text("operation, an error will occur:"),
    shown("widget> (1 2 3)"),
    shown("In step 52: (1 2 3)"),
    shown("Cannot turn the crank: 1"),
    shown("widget>"),
    text("Here the interpreter tried to treat 1 as an operation and could not do so at all."),
    text("To write a list of numbers, the list operation is used instead of a bare list of them."),
  ],
];

const ask = async (pages: PdfLine[][], question: string) => (await askGenerated(pages, question)).res.claims[0];

describe("a lead-in over a display", () => {
  it("is quoted with the display it introduces, up to the prose at the margin", async () => {
    const claim = await ask(
      MANUAL,
      "Which error occurs when the first element of a list given to the widget interpreter is not an operation?",
    );
    expect(claim.text).toMatch(/an error will occur: widget> \(1 2 3\).*Cannot turn the crank: 1/);
    expect(claim.text).not.toMatch(/Here the interpreter/);
    expect(claim.citations[0].page).toBe(2);
  });
});
