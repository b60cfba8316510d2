/**
 * "Where should feedback be sent?" asked of a generated FAQ, laid out by the real engine and read offline: the
 * question asks an address to send something to, which the sentence giving an e-mail address answers, though it
 * does not say "should" or "sent"; a sentence that does, and names no address, does not.
 */
import { describe, expect, it } from "vitest";
import type { PdfLine } from "../../testing/make-pdf";
import { askGenerated, para } from "../../testing/ask-generated";

const head = (text: string): PdfLine => ({ text, size: 12, bold: true });

const FAQ: PdfLine[][] = [
  [
    head("1.4 Notation"),
    ...para([
      "Questions that users should have sent in often are added to this list.",
      "Everything in it should be sent along to new users of the widget toolkit.",
    ]),
    head("1.5 Feedback"),
    ...para(["Feedback via email to widget-devel@example.org is most welcome."]),
  ],
  [
    head("2 Widget basics"),
    ...para(["A widget is drawn in a box of its own, and the boxes are set in rows across the page."]),
  ],
];

describe("a question asking where to send something", () => {
  it("is answered by the sentence giving an address", async () => {
    const { res } = await askGenerated(FAQ, "Where should feedback on this FAQ be sent?");
    expect(res.claims[0].text).toMatch(/widget-devel@example\.org/);
  });
});
