/**
 * A glossary laid out as its entries: a numbered headword alone on its line, the term's equivalents in other
 * languages under it, then what it means in a sentence that does not name it. "What does X mean?" is answered by
 * that sentence, not by the headword or a cross-reference naming it. Laid out by the real engine, read offline.
 */
import { describe, expect, it } from "vitest";
import type { PdfLine } from "../../testing/make-pdf";
import { askGenerated } from "../../testing/ask-generated";

const entry = (n: string, word: string, equivalents: string, meaning: string, see: string): PdfLine[] => [
  { text: `${n} ${word}`, size: 12, bold: true },
  { text: equivalents, size: 10 },
  { text: meaning, size: 10, x: 90 },
  { text: "See also", size: 11, bold: true },
  { text: see, size: 10 },
];

const GLOSSARY: PdfLine[][] = [
  [
    { text: "1 Musical terms A-Z", size: 16, bold: true },
    ...entry(
      "1.40",
      "caesura",
      "ES: cesura, I: cesura, F: césure, D: Zäsur, NL: cesuur, DK: cæsur, S: cesur, FI: kesuura.",
      "A short break in the melody where the performer may take a breath before going on.",
      "Section 1.127 [fermata], page 2.",
    ),
  ],
  [
    ...entry(
      "1.127",
      "fermata",
      "ES: calderón, I: corona, F: point d’orgue, D: Fermate, NL: fermate, DK: fermat, S: fermat, FI: fermaatti.",
      "Prolonged note or rest of indefinite duration.",
      "Section 1.40 [caesura], page 1.",
    ),
  ],
];

describe("a glossary's entry", () => {
  it("is answered by the sentence under its headword", async () => {
    for (const [question, meaning] of [
      ["What does fermata mean?", /^Prolonged note or rest of indefinite duration/],
      ["What is a caesura?", /^A short break in the melody/],
    ] as const) {
      const { res } = await askGenerated(GLOSSARY, question);
      expect(res.claims[0].text, question).toMatch(meaning);
    }
  });
});
