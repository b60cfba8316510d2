/**
 * Test support: small synthetic documents as layout data, so tree rules can be tested
 * without pdf.js. Each page is a list of line specs placed top to bottom.
 */
import type { DocumentLayout, Line, OutlineEntry, PageLayout } from "../types";

export interface LineSpec {
  text: string;
  size?: number;
  bold?: boolean;
  x0?: number;
}

const BODY = "The company continued to report steady results across its segments during the period.";

export function prose(n: number): LineSpec[] {
  return Array.from({ length: n }, () => ({ text: BODY }));
}

function toLine(spec: LineSpec, i: number): Line {
  const size = spec.size ?? 10;
  const y0 = 0.08 + i * 0.025;
  const x0 = spec.x0 ?? 0.1;
  const words = spec.text
    .split(/\s+/)
    .filter(Boolean)
    .map((w, k) => ({ text: w, x0: x0 + k * 0.05, y0, x1: x0 + k * 0.05 + 0.04, y1: y0 + 0.015 }));
  return {
    text: spec.text,
    words,
    x0,
    y0,
    x1: Math.min(0.9, x0 + spec.text.length * 0.008),
    y1: y0 + 0.015,
    fontSize: size,
    bold: spec.bold ?? false,
    baseline: y0 + 0.013,
    column: 0,
  };
}

export function page(n: number, specs: LineSpec[]): PageLayout {
  const lines = specs.map(toLine);
  return { page: n, width: 612, height: 792, lines, text: lines.map((l) => l.text).join("\n"), status: "ok" };
}

export function doc(pages: LineSpec[][], outline: OutlineEntry[] = []): DocumentLayout {
  return {
    pageCount: pages.length,
    title: null,
    outline,
    pageLabels: null,
    pages: pages.map((p, i) => page(i + 1, p)),
  };
}

/** A heading line followed by prose. */
export function section(title: string, lines = 20, opts: { size?: number; bold?: boolean } = {}): LineSpec[] {
  return [{ text: title, bold: opts.bold ?? true, size: opts.size ?? 10 }, ...prose(lines)];
}
