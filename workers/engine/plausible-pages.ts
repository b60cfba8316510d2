/**
 * A page count no file could hold. Both engines take the page tree's /Count on trust, so a
 * 3 KB file saying /Count 100000 became 100,000 page slots, all but a few "could not be
 * read", stored and drawn as such. Every page is an object of its own (/Type /Page), so
 * a count far beyond the page objects in the file is a lie, not damage: the document
 * keeps the pages that can exist and says how many the file claims. Object streams hide
 * page objects; then the object count (/Size) is the bound.
 */
import type { OutlineEntry } from "../../src/core/types";
import { declaredPageCount, linearizedPageCount } from "./declared-pages";
import type { EngineDocument } from "./layout-engine";

const MAX_SCAN_BYTES = 64 * 1024 * 1024;

/** Pages the file could hold, or null when unknown (too large to scan). */
export function pageBound(bytes: Uint8Array): number | null {
  if (bytes.byteLength > MAX_SCAN_BYTES) return null;
  const text = new TextDecoder("latin1").decode(bytes);
  if (/\/Type\s*\/ObjStm\b/.test(text)) {
    let size = 0;
    for (const m of text.matchAll(/\/Size\s+(\d{1,9})/g)) size = Math.max(size, Number(m[1]));
    return Math.max(size, text.match(/\d+\s+\d+\s+obj\b/g)?.length ?? 0);
  }
  return text.match(/\/Type\s*\/Page(?![A-Za-z])/g)?.length ?? 0;
}

/**
 * Only a count well beyond the bound is cut: a few page objects whose /Type a byte flip
 * spoiled must not cost a readable page at the end.
 */
export function plausiblePageCount(declared: number, bound: number | null): number {
  return bound !== null && declared > 2 * bound + 10 ? bound : declared;
}

function withinPages(entries: OutlineEntry[], pageCount: number): OutlineEntry[] {
  return entries.map((e) => ({
    ...e,
    page: e.page !== null && e.page > pageCount ? null : e.page,
    children: withinPages(e.children, pageCount),
  }));
}

/**
 * Filings run 5–20 KB a page. Only a file with less than this per claimed page is scanned, so
 * an ordinary file's open pays nothing (the scan costs some 40 ms for 2.5 MB); a lie it lets
 * through is bounded by the file's size.
 */
const BYTES_PER_PAGE_FLOOR = 2048;

/**
 * No page found at all: what the file says it holds, so the message can say the page tree is
 * broken rather than that the document has no pages.
 */
function withDeclaredWhenEmpty(doc: EngineDocument, bytes: Uint8Array): EngineDocument {
  return {
    engine: doc.engine,
    pageCount: 0,
    layoutPage: (n) => doc.layoutPage(n),
    links: (n) => doc.links(n),
    renderGray: doc.renderGray?.bind(doc),
    close: () => doc.close(),
    async info() {
      const info = await doc.info();
      const declared = Math.max(
        info.declaredPages ?? 0,
        declaredPageCount(bytes) ?? 0,
        linearizedPageCount(bytes) ?? 0,
      );
      return declared > 0 ? { ...info, declaredPages: declared } : info;
    },
  };
}

export function withPlausiblePageCount(doc: EngineDocument, bytes: Uint8Array): EngineDocument {
  if (doc.pageCount === 0) return withDeclaredWhenEmpty(doc, bytes);
  if (doc.pageCount * BYTES_PER_PAGE_FLOOR <= bytes.byteLength) return doc;
  const pageCount = plausiblePageCount(doc.pageCount, pageBound(bytes));
  if (pageCount === doc.pageCount) return doc;
  return {
    engine: doc.engine,
    pageCount,
    async info() {
      const info = await doc.info();
      return {
        ...info,
        pageCount,
        declaredPages: Math.max(info.declaredPages ?? 0, doc.pageCount),
        outline: withinPages(info.outline, pageCount),
        pageLabels: info.pageLabels?.slice(0, pageCount) ?? null,
      };
    },
    layoutPage: (n) => doc.layoutPage(n),
    links: (n) => doc.links(n),
    renderGray: doc.renderGray?.bind(doc),
    close: () => doc.close(),
  };
}
