import { describe, expect, it } from "vitest";
import type { DocumentLayout, PageLayout } from "../types";
import { buildPageLayout, documentOutcome } from "./page-layout";
import type { RawPage } from "./raw-page";
import { readingWarnings } from "./reading-warnings";

const raw = (extra: Partial<RawPage> = {}): RawPage => ({
  page: 1,
  width: 612,
  height: 792,
  viewportTransform: [1, 0, 0, -1, 0, 792],
  items: [],
  fonts: {},
  ...extra,
});
const doc = (pages: PageLayout[], extra: Partial<DocumentLayout> = {}): DocumentLayout => ({
  pageCount: pages.length,
  title: null,
  outline: [],
  pageLabels: null,
  pages,
  ...extra,
});
const pages = (n: number, r: RawPage) => Array.from({ length: n }, (_, i) => buildPageLayout({ ...r, page: i + 1 }));

describe("why a document has no text", () => {
  it("calls a scan a scan", () => {
    const outcome = documentOutcome(doc(pages(3, raw({ imageCoverage: 0.95 }))));
    expect(outcome?.code).toBe("no-text");
    expect(outcome?.message).toContain("looks like a scan");
  });

  it("says what OCR made of a scan: not tried, nothing legible, or out of time", () => {
    const scan = pages(2, raw({ imageCoverage: 0.95 }));
    expect(documentOutcome(doc(scan))?.message).toMatch(/scan\), and it was not read by OCR\.$/);
    const unread = scan.map((p) => ({ ...p, ocrOutcome: "no-legible-text" as const }));
    expect(documentOutcome(doc(unread))?.message).toContain("OCR found no legible text in it");
    const late = scan.map((p) => ({ ...p, ocrOutcome: "timeout" as const }));
    expect(documentOutcome(doc(late))?.message).toContain("OCR ran out of time");
    for (const d of [scan, unread, late]) expect(documentOutcome(doc(d))?.message).not.toContain("does not do OCR");
  });

  it("calls blank pages blank, not a scan", () => {
    const outcome = documentOutcome(doc(pages(5000, raw({ imageCoverage: 0 }))));
    expect(outcome?.code).toBe("no-text");
    expect(outcome?.message).toContain("5000 pages are blank");
    expect(outcome?.message).not.toContain("scan)");
  });

  it("names glyphs without letters as unreadable text", () => {
    const outcome = documentOutcome(doc(pages(2, raw({ unmappedChars: 400 }))));
    expect(outcome?.message).toContain("fonts do not say which letters they draw");
  });

  it("names an encrypted file whose text did not decrypt", () => {
    const outcome = documentOutcome(doc(pages(2, raw({ unmappedChars: 400 })), { encrypted: true }));
    expect(outcome?.message).toContain("encrypted");
  });
});

describe("reading warnings", () => {
  const ok = buildPageLayout(raw());
  const failed = (page: number): PageLayout => ({
    page,
    width: 0,
    height: 0,
    lines: [],
    text: "",
    status: "failed",
    error: "x",
  });

  it("lists unreadable pages as ranges", () => {
    expect(readingWarnings(doc([ok, failed(2), failed(3), failed(4), { ...ok, page: 5 }, failed(6)]))).toEqual([
      "4 of 6 pages could not be read (pages 2–4, 6).",
    ]);
  });

  it("says when the file declares more pages than were found", () => {
    expect(readingWarnings(doc([ok], { declaredPages: 252 }))[0]).toContain("declares 252 pages, but only 1");
  });

  it("says nothing about a complete document", () => {
    expect(readingWarnings(doc([ok]))).toEqual([]);
  });
});
