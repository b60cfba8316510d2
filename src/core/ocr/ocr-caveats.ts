/**
 * An answer that cites a page OCR read with low confidence says so beside the claim: a
 * misread digit on a scanned statement looks exactly like a right one, so the person is
 * told to check the figure against the page. Pages with a text layer never get a caveat.
 */
import type { Claim } from "../answer/types";
import type { PageLayout } from "../types";
import { isLowConfidence } from "./ocr-plan";

export interface OcrCaveat {
  /** 1-based physical page. */
  page: number;
  /** The page's OCR confidence, 0–1. */
  confidence: number;
}

export function withOcrCaveats(claims: Claim[], page: (n: number) => PageLayout | undefined): Claim[] {
  return claims.map((claim) => {
    const pages = [...new Set(claim.citations.map((c) => c.page))];
    const caveats = pages.flatMap((n) => {
      const p = page(n);
      return p && isLowConfidence(p) ? [{ page: n, confidence: p.confidence ?? 0 }] : [];
    });
    return caveats.length ? { ...claim, ocr_caveats: caveats } : claim;
  });
}

/** The caveat in words, with the page as the reader names it. */
export function caveatText(caveat: OcrCaveat, pageName: string): string {
  const pct = Math.round(caveat.confidence * 100);
  return `${pageName} was read by OCR with low confidence (${pct}%): check this against the page.`;
}
