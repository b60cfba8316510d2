/** The note above a page OCR read: its confidence, a warning when that is low, and why a page has nothing. */
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { PageLayout } from "../../../core/types";
import { OcrNote } from "./ocr-note";

const page = (extra: Partial<PageLayout>): PageLayout => ({
  page: 2,
  width: 612,
  height: 792,
  lines: [],
  text: "",
  status: "ok",
  ...extra,
});

afterEach(cleanup);

describe("OcrNote", () => {
  it("badges a page read clearly by OCR with its confidence, without a warning", () => {
    render(<OcrNote page={page({ ocr: true, confidence: 0.93, ocrOutcome: "read" })} />);
    const note = screen.getByTestId("ocr-note");
    expect(note.textContent).toBe("OCR · 93%");
    expect(note.dataset.lowConfidence).toBeUndefined();
  });

  it("warns on a page read with low confidence", () => {
    render(<OcrNote page={page({ ocr: true, confidence: 0.62, ocrOutcome: "rotated" })} />);
    const note = screen.getByTestId("ocr-note");
    expect(note.textContent).toContain("low confidence (62%)");
    expect(note.textContent).toContain("check figures against the page");
    expect(note.dataset.lowConfidence).toBe("true");
  });

  it("says why a scanned page has no text, and says nothing on a page with its own text layer", () => {
    render(<OcrNote page={page({ status: "no-text", noText: "scan", ocrOutcome: "no-legible-text" })} />);
    expect(screen.getByTestId("ocr-note").textContent).toContain("no legible text");
    cleanup();
    render(<OcrNote page={page({ text: "Typed" })} />);
    expect(screen.queryByTestId("ocr-note")).toBeNull();
  });
});
