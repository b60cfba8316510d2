/**
 * Recovery across engines: a page the first engine cannot read is tried once more with
 * the next engine (opened lazily, only for damaged files), and so is an outline with a
 * bookmark that resolves nowhere (pdf.js also follows a bookmark's structure element, /SE,
 * to its page, and finds a named destination in a name tree whose /Limits are out of order
 * by walking all of it; PDFium does neither). PDFium and pdf.js repair broken files differently, so together
 * they lose less than either alone; both yield the same plain data, so a mixed document
 * is still one document to core.
 */
import type { DocumentInfo, OutlineEntry, PageLayout } from "../../src/core/types";
import type { EngineDocument } from "./layout-engine";

export function withPageRecovery(
  primary: EngineDocument,
  openNext: () => Promise<EngineDocument | null>,
): EngineDocument {
  let next: Promise<EngineDocument | null> | null = null;
  const nextDoc = () => (next ??= openNext().catch(() => null));
  const recover = async (failed: PageLayout): Promise<PageLayout> => {
    const other = await nextDoc();
    if (!other || failed.page > other.pageCount) return failed;
    const page = await other.layoutPage(failed.page).catch(() => failed);
    return page.status === "failed" ? failed : page;
  };
  return {
    engine: primary.engine,
    pageCount: primary.pageCount,
    async info() {
      const info = await primary.info();
      // A bookmark without children that points nowhere lost its target: ask the other engine.
      return unresolvedLeaves(info.outline) === 0 ? info : betterOutline(info, await nextDoc());
    },
    links: (n) => primary.links(n),
    renderGray: primary.renderGray?.bind(primary),
    async layoutPage(n) {
      const page = await primary.layoutPage(n);
      return page.status === "failed" ? recover(page) : page;
    },
    async close() {
      await primary.close();
      await (await next)?.close();
    },
  };
}

function unresolvedLeaves(entries: OutlineEntry[]): number {
  return entries.reduce(
    (n, e) => n + (e.page === null && !e.children.length ? 1 : 0) + unresolvedLeaves(e.children),
    0,
  );
}

function unresolved(entries: OutlineEntry[]): number {
  return entries.reduce((n, e) => n + (e.page === null ? 1 : 0) + unresolved(e.children), 0);
}

async function betterOutline(info: DocumentInfo, other: EngineDocument | null): Promise<DocumentInfo> {
  const alt = other ? await other.info().catch(() => null) : null;
  return alt && alt.pageCount === info.pageCount && unresolved(alt.outline) < unresolved(info.outline)
    ? { ...info, outline: alt.outline }
    : info;
}
