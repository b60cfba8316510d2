/**
 * A paper's page that ends on a lead-in ("… include:") over a foot note, and a next page that opens with a
 * figure's caption before the list the lead-in introduces, laid out by the real engine and read offline. The
 * note is the page's text but stands outside its flow: the lead-in is quoted with the list, never with the note
 * or the caption, and the note is still a sentence of its own.
 */
import { describe, expect, it } from "vitest";
import type { PdfLine } from "../../testing/make-pdf";
import { askGenerated } from "../../testing/ask-generated";
import { footNoteLines } from "../pages/foot-notes";
import { pageUnits } from "./cite/candidates";

const text = (t: string): PdfLine => ({ text: t, size: 10, x: 72 });
const item = (t: string): PdfLine => ({ text: t, size: 10, x: 84 });

const PAPER: PdfLine[][] = [
  [
    { text: "1 Introduction", size: 12, bold: true, x: 72, y: 80 },
    text("We study how strong widget models learn from labels that weaker widget models give them."),
    text("The weak supervisors are small widget models trained on ground truth labels of each task."),
    text("We finetune the strong widget models on the weak labels and measure how well they generalize."),
    text("Our main findings about the widget models include:"),
    {
      text: "1 The widget models share one architecture and one pretraining dataset with each other.",
      size: 8,
      x: 72,
      y: 700,
    },
    { text: "However, their sizes differ by several orders of magnitude of compute.", size: 8, x: 72 },
    { text: "2", size: 10, x: 300, y: 750 },
  ],
  [
    text("Figure 1: Accuracy of the widget models on the three tasks, for each kind of"),
    text("supervision, with the weak supervisor shown in grey."),
    item("1. Strong widget models generalize beyond their weak supervisors on every task we try."),
    item("2. Naive finetuning on weak labels is not enough to close the gap to ground truth labels."),
    text("Collectively, these results suggest that naive methods will not scale to much stronger models."),
  ],
];
// The list sits well below the caption, as a float's caption sits apart from the text after it.
PAPER[1][2].y = 160;

describe("a page's foot notes", () => {
  it("are found at the foot, set smaller and opened by their marker, and only there", async () => {
    const { layout } = await askGenerated(PAPER, "What are the main findings about the widget models?");
    const [first, second] = layout.pages;
    const notes = [...footNoteLines(first)].map((li) => first.lines[li].text);
    expect(notes).toEqual([expect.stringMatching(/^1 The widget models share/), expect.stringMatching(/^However/)]);
    expect(footNoteLines(second).size).toBe(0);
  });

  it("are read as sentences of their own, after the page's text", async () => {
    const { layout } = await askGenerated(PAPER, "What are the main findings about the widget models?");
    const units = pageUnits(layout.pages[0]);
    expect(units.at(-1)).toMatchObject({ note: true, text: expect.stringMatching(/^However, their sizes/) });
    expect(units.find((u) => /include:$/.test(u.text))?.note).toBeFalsy();
  });

  it("leave a lead-in quoted with the list after the next page's caption", async () => {
    const { res } = await askGenerated(PAPER, "What are the main findings about the widget models?");
    const claim = res.claims[0];
    expect(claim.text).toMatch(/include: 1\. Strong widget models generalize .* 2\. Naive finetuning/);
    expect(claim.text).not.toMatch(/share one architecture|Accuracy of the widget models|Collectively/);
    expect(claim.citations.map((c) => c.page)).toEqual([1, 2]);
  });
});
