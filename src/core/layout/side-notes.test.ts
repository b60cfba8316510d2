/**
 * A manual's page with notes in a narrow column beside the body, in smaller type, on the
 * body's baselines (generated PDF, laid out by the real engine): the body's lines and the
 * notes' lines are read apart, the notes after the body, never one line made of both.
 */
import { describe, expect, it } from "vitest";
import { makePdf, type PdfLine } from "../../testing/make-pdf";
import { ingestPdfInNode } from "../../node/ingest-node";

const BODY = [
  "Remove the water tank and empty it completely.",
  "Remove the water filter, if one is fitted to the tank.",
  "Stir the liquid descaling agent into the tank with warm water.",
  "If crystals have formed when it was stored below freezing,",
  "stir until every crystal in the liquid agent has dissolved.",
  "Replace the water tank filled with the descaling solution.",
  "Confirm on the display that the solution is in place.",
  "Place a container of about five litres under the spouts.",
  "Push the combined spout downward until it clicks.",
  "Descaling starts and takes about forty minutes in all.",
  "Empty the container when the display asks you to.",
  "Rinse the water tank and fill it with cold water.",
];
const NOTES = [
  "Crystals may form in the liquid",
  "descaling agent when stored cold.",
  "The crystals must not enter the",
  "coffee machine at any time.",
  "The ideal water temperature is",
  "about thirty seven degrees.",
];

describe("notes beside a manual's body", () => {
  it("are read as a column of their own, not joined to the body's lines", async () => {
    const page: PdfLine[] = [
      ...BODY.map((text, i) => ({ text, size: 10, x: 60, y: 100 + 16 * i })),
      ...NOTES.map((text, i) => ({ text, size: 7, x: 440, y: 148 + 16 * i })),
    ];
    const { layout } = await ingestPdfInNode(makePdf([page]));
    const texts = layout.pages[0].lines.map((l) => l.text);
    expect(texts.length).toBeGreaterThanOrEqual(BODY.length + NOTES.length);
    for (const line of [...BODY, ...NOTES]) expect(texts).toContain(line);
    expect(texts.indexOf(BODY[BODY.length - 1])).toBeLessThan(texts.indexOf(NOTES[0]));
  });
});
