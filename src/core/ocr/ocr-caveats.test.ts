import { describe, expect, it } from "vitest";
import type { Claim } from "../answer/types";
import type { PageLayout } from "../types";
import { caveatText, withOcrCaveats } from "./ocr-caveats";

const page = (n: number, extra: Partial<PageLayout> = {}): PageLayout => ({
  page: n,
  width: 612,
  height: 792,
  lines: [],
  text: "",
  status: "ok",
  ...extra,
});
const claim = (...pages: number[]): Claim => ({
  text: "Total assets were 11,726,472.",
  citations: pages.map((p, i) => ({ label: i + 1, page: p, precision: "line", quote: "Total assets", rects: [] })),
});

describe("withOcrCaveats", () => {
  const pages = new Map([
    [1, page(1)],
    [2, page(2, { ocr: true, confidence: 0.91 })],
    [3, page(3, { ocr: true, confidence: 0.64 })],
  ]);
  const lookup = (n: number) => pages.get(n);

  it("flags a claim citing a page OCR read with low confidence, once per page", () => {
    const [flagged] = withOcrCaveats([claim(3, 3, 1)], lookup);
    expect(flagged.ocr_caveats).toEqual([{ page: 3, confidence: 0.64 }]);
    expect(caveatText(flagged.ocr_caveats![0], "p. 3")).toBe(
      "p. 3 was read by OCR with low confidence (64%): check this against the page.",
    );
  });

  it("leaves claims on text layers and on clearly read scans as they were", () => {
    const claims = [claim(1), claim(2)];
    const out = withOcrCaveats(claims, lookup);
    expect(out).toHaveLength(2);
    expect(out[0]).toBe(claims[0]);
    expect(out[1]).toBe(claims[1]);
  });
});
