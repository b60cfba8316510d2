/**
 * Covers that name their makers in ways a plain byline under the title does not, laid out by the real engine and
 * read offline: the author in capitals at the foot of a cover, beside the institution on the same line; a credit
 * line for one part of the work ("Extensions by …") under the byline; and a title that does not name the package
 * the question asks after, whose abstract does.
 */
import { describe, expect, it } from "vitest";
import type { PdfLine } from "../../testing/make-pdf";
import { askGenerated, para } from "../../testing/ask-generated";

const head = (text: string): PdfLine => ({ text, size: 12, bold: true });

const BODY: PdfLine[][] = [
  [
    head("1 Introduction"),
    ...para([
      "The widget macros were written to typeset widget catalogues for the members of a club.",
      "Some definitions made when entering the widget environment may be overridden by the user inside it.",
      "The author of a catalogue can change the size of every widget drawn by the macros.",
      "Extensions of the catalogue format are welcome and are described in the second part of this handbook.",
    ]),
  ],
  [
    head("2 Drawing widgets"),
    ...para([
      "Each widget is drawn in a box of its own, and the boxes are set in rows across the page.",
      "The macros made for drawing widgets read their sizes from the catalogue file written by the user.",
    ]),
  ],
];

/** A manual's cover: its title high up, then nothing but the author at its foot, beside the institution. */
const FOOT: PdfLine[][] = [
  [
    { text: "WidgeTEX", size: 20, x: 200, y: 190 },
    { text: "User Handbook", size: 17, x: 190, y: 240 },
    { text: "Version 1.1", size: 17, x: 220, y: 640 },
    { text: "MARIE CURIE", size: 10, x: 60, y: 690 },
    { text: "Radium University of Applied Sciences", size: 10, x: 260, y: 690 },
  ],
  ...BODY,
];

/** A byline, then a credit line for the extensions, then the date, over an abstract. */
const CREDIT: PdfLine[][] = [
  [
    { text: "Some Macros to Draw Widgets", size: 17, x: 150, y: 90 },
    { text: "Ada Lovelace", size: 12, x: 240, y: 120 },
    { text: "Extensions by Grace Hopper", size: 12, x: 200, y: 136 },
    { text: "February 1, 2010", size: 12, x: 230, y: 156 },
    head("Abstract"),
    ...para(["The widget environment is intended to be used to typeset widget catalogues for clubs."]),
  ],
  ...BODY,
];

/** A title that does not name the package; the abstract under the names does. */
const ABOUT: PdfLine[][] = [
  [
    { text: "A Framework for Robust Widget Analysis", size: 17, x: 130, y: 90 },
    { text: "Ada Lovelace", size: 12, x: 150, y: 130 },
    { text: "Charles Babbage", size: 12, x: 330, y: 130 },
    head("Abstract"),
    ...para([
      "This introduction to the package widgetkit is a modified version of a journal article on widgets.",
      "It describes the data, the models and the software used to fit them to the fleets of widgets.",
    ]),
  ],
  ...BODY,
];

const ask = async (pages: PdfLine[][], question: string) => (await askGenerated(pages, question)).res.claims[0];

describe("the makers a cover names", () => {
  it("answers who wrote it with the name at the cover's foot, not the institution beside it", async () => {
    const claim = await ask(FOOT, "Who wrote the WidgeTEX user handbook?");
    expect(claim.text).toMatch(/^Marie Curie — MARIE CURIE/);
    expect(claim.citations[0].page).toBe(1);
  });

  it("answers who made a part of the work with the cover's credit line for it", async () => {
    const claim = await ask(CREDIT, "Who made the extensions to the widget macros?");
    expect(claim.text).toBe("Extensions by Grace Hopper");
    expect(claim.citations[0].page).toBe(1);
  });

  it("answers who wrote a paper on a package its abstract names, though its title does not", async () => {
    const claim = await ask(ABOUT, "Who are the authors of the widgetkit paper?");
    expect(claim.text).toMatch(/^Ada Lovelace and Charles Babbage — /);
  });
});
