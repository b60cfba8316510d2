/**
 * The link annotations of one page as plain PageLinks: outside addresses that pass
 * `safeExternalHref`, and links to other pages of the same document. Everything else a
 * file can attach to a click (JavaScript, launch, file, form submit actions) is ignored.
 */
import type { PDFDocumentProxy } from "pdfjs-dist";
import { MAX_LINKS_PER_PAGE, normaliseRect, safeExternalHref, type PageLink } from "../../src/core/links";
import { STRUCTURE_LIMITS } from "../../src/core/layout/structure-cuts";
import { resolveDestination } from "./destinations";

interface LinkAnnotation {
  subtype?: string;
  rect?: number[];
  url?: unknown;
  dest?: unknown;
}

export async function readPageLinks(doc: PDFDocumentProxy, pageNumber: number): Promise<PageLink[]> {
  const page = await doc.getPage(pageNumber);
  const annotations = (await page.getAnnotations({ intent: "display" })) as LinkAnnotation[];
  const viewport = page.getViewport({ scale: 1 });
  const links: PageLink[] = [];
  // Annotations that are no usable link are looked at too, up to a limit of their own.
  for (const a of annotations.slice(0, STRUCTURE_LIMITS.annotationsPerPage)) {
    if (links.length >= MAX_LINKS_PER_PAGE) break;
    if (a.subtype !== "Link" || !Array.isArray(a.rect)) continue;
    const [x0, y0, x1, y1] = a.rect;
    const corners = [
      ...viewport.convertToViewportPoint(x0, y0),
      ...viewport.convertToViewportPoint(x1, y1),
    ] as number[];
    const rect = normaliseRect(corners, viewport.width, viewport.height);
    if (!rect) continue;
    // pdf.js has already dropped unsafe schemes from `url`; checking again costs nothing.
    const href = safeExternalHref(a.url);
    if (href) {
      links.push({ ...rect, href });
      continue;
    }
    if (a.dest == null) continue;
    const target = await resolveDestination(doc, a.dest);
    if (target.page !== null) links.push({ ...rect, page: target.page, top: target.top ?? 0 });
  }
  return links;
}
