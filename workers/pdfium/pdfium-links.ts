/**
 * The link annotations of one page through PDFium, as plain PageLinks: outside addresses
 * that pass `safeExternalHref`, and links to other pages of the same document. Other
 * actions (JavaScript, launch, remote files, form submits) are never offered.
 */
import { MAX_LINKS_PER_PAGE, normaliseRect, safeExternalHref, type PageLink } from "../../src/core/links";
import { STRUCTURE_LIMITS } from "../../src/core/layout/structure-cuts";
import { multiply } from "../../src/core/layout/geometry";
import { heapOf, readString } from "./pdfium-heap";
import { resolveDest } from "./pdfium-outline";
import { pageView, type PdfiumPageContext } from "./pdfium-page";
import { viewportOf } from "./page-viewport";

const ACTION_GOTO = 1;
const ACTION_URI = 3;

function pageViewport(ctx: PdfiumPageContext, page: number) {
  const { view, rotation } = pageView(ctx, page);
  return viewportOf(view, rotation);
}

function linkTarget(
  ctx: PdfiumPageContext,
  link: number,
  pageCount: number,
): { href: string } | { page: number; top: number } | null {
  const { raw, doc } = ctx;
  const action = raw.FPDFLink_GetAction(link);
  const type = action ? raw.FPDFAction_GetType(action) : 0;
  if (type === ACTION_URI) {
    const href = safeExternalHref(
      readString(raw, (buf, len) => raw.FPDFAction_GetURIPath(doc, action, buf, len), false, 4096),
    );
    return href ? { href } : null;
  }
  const dest = raw.FPDFLink_GetDest(doc, link) || (type === ACTION_GOTO ? raw.FPDFAction_GetDest(doc, action) : 0);
  const target = resolveDest(ctx, dest, pageCount);
  return target.page === null ? null : { page: target.page, top: target.top ?? 0 };
}

export function readPdfiumLinks(ctx: PdfiumPageContext, pageNumber: number, pageCount: number): PageLink[] {
  const { raw, scratch } = ctx;
  const page = raw.FPDF_LoadPage(ctx.doc, pageNumber - 1);
  if (!page) return [];
  try {
    const viewport = pageViewport(ctx, page);
    const links: PageLink[] = [];
    // start position (int) at scratch+32, link handle out at scratch+36, rect at scratch+40
    new Int32Array(heapOf(raw).u8.buffer, scratch + 32, 1)[0] = 0;
    // Annotations that are no usable link are looked at too, up to a limit of their own.
    let looked = 0;
    while (
      links.length < MAX_LINKS_PER_PAGE &&
      looked++ < STRUCTURE_LIMITS.annotationsPerPage &&
      raw.FPDFLink_Enumerate(page, scratch + 32, scratch + 36)
    ) {
      const link = new Int32Array(heapOf(raw).u8.buffer, scratch + 36, 1)[0];
      if (!raw.FPDFLink_GetAnnotRect(link, scratch + 40)) continue;
      const f = heapOf(raw).f32;
      const i = (scratch + 40) >> 2;
      const [l, t, r, b] = [f[i], f[i + 1], f[i + 2], f[i + 3]];
      const a = multiply(viewport.transform, [1, 0, 0, 1, l, t]);
      const z = multiply(viewport.transform, [1, 0, 0, 1, r, b]);
      const rect = normaliseRect([a[4], a[5], z[4], z[5]], viewport.width, viewport.height);
      const target = rect && linkTarget(ctx, link, pageCount);
      if (rect && target) links.push({ ...rect, ...target });
    }
    return links;
  } finally {
    raw.FPDF_ClosePage(page);
  }
}
