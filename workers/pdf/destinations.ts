/**
 * Resolves a PDF destination (a named destination or an explicit [page, /Mode, …] array)
 * to a physical page and a vertical position on it. Outlines and in-document links both
 * point this way, and a broken destination resolves to nothing rather than throwing.
 */
import type { PDFDocumentProxy } from "pdfjs-dist";

export interface ResolvedDestination {
  page: number | null;
  /** 0–1 from the top of the page, when the destination names a position. */
  top: number | null;
}

const NOWHERE: ResolvedDestination = { page: null, top: null };

export async function resolveDestination(doc: PDFDocumentProxy, dest: unknown): Promise<ResolvedDestination> {
  try {
    const explicit = typeof dest === "string" ? await doc.getDestination(dest) : dest;
    if (!Array.isArray(explicit) || explicit.length === 0) return NOWHERE;
    const ref = explicit[0];
    const index = typeof ref === "number" ? ref : await doc.getPageIndex(ref);
    if (!(index >= 0 && index < doc.numPages)) return NOWHERE;
    const mode = (explicit[1] as { name?: string } | undefined)?.name;
    let top: number | null = null;
    const yAt = mode === "XYZ" ? 3 : 2;
    if ((mode === "XYZ" || mode === "FitH" || mode === "FitBH") && typeof explicit[yAt] === "number") {
      const page = await doc.getPage(index + 1);
      const [, y0, , y1] = page.view;
      top = Math.min(1, Math.max(0, (y1 - (explicit[yAt] as number)) / (y1 - y0 || 1)));
    }
    return { page: index + 1, top };
  } catch {
    return NOWHERE;
  }
}
