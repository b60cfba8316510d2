/**
 * Recovery across engines: a page the first engine cannot read is tried once more with
 * the next engine (opened lazily, only for damaged files), and so is an outline with a
 * bookmark that resolves nowhere (pdf.js also follows a bookmark's structure element, /SE,
 * to its page, and finds a named destination in a name tree whose /Limits are out of order
 * by walking all of it; PDFium does neither). PDFium and pdf.js repair broken files differently, so together
 * they lose less than either alone; both yield the same plain data, so a mixed document
 * is still one document to core. Bookmarks or page labels the first engine had to leave
 * out whole (it faulted on them, or they were not safe to hand it) are asked of the next
 * engine too.
 */
import { isWhole, withoutCuts } from "../../src/core/layout/structure-cuts";
import type { DocumentInfo, FileStructure, OutlineEntry, PageLayout } from "../../src/core/types";
import type { EngineDocument, InfoParts } from "./layout-engine";

export function withPageRecovery(
  primary: EngineDocument,
  openNext: () => Promise<EngineDocument | null>,
): EngineDocument {
  let next: Promise<EngineDocument | null> | null = null;
  const nextDoc = () => (next ??= openNext().catch(() => null));
  // Asked once, for what is wanted of it: a hostile file's labels can be huge when only its outline is.
  let nextInfo: Promise<DocumentInfo | null> | null = null;
  const otherInfo = (parts: InfoParts) =>
    (nextInfo ??= nextDoc()
      .then(
        (d) => d?.info(parts) ?? null,
        () => null,
      )
      .catch(() => null));
  const recover = async (failed: PageLayout): Promise<PageLayout> => {
    const other = await nextDoc();
    if (!other || failed.page > other.pageCount) return failed;
    const page = await other.layoutPage(failed.page).catch(() => failed);
    return page.status === "failed" ? failed : page;
  };
  return {
    engine: primary.engine,
    pageCount: primary.pageCount,
    async info(parts) {
      const info = await primary.info(parts);
      // A bookmark without children that points nowhere lost its target: ask the other engine.
      const outline = damaged(info, "outline") || unresolvedLeaves(info.outline) > 0;
      const pageLabels = damaged(info, "page-labels") && !overlong(info);
      if (!outline && !pageLabels) return info;
      const alt = await otherInfo({ outline, pageLabels });
      const fixed = repaired(info, alt, pageLabels);
      return outline ? betterOutline(fixed, alt) : fixed;
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

function betterOutline(info: DocumentInfo, alt: DocumentInfo | null): DocumentInfo {
  return alt && alt.pageCount === info.pageCount && unresolved(alt.outline) < unresolved(info.outline)
    ? withStructure(info, alt, "outline")
    : info;
}

/** The first engine left the whole structure out (it failed on it, or it could not be walked safely). */
function damaged(info: DocumentInfo, structure: FileStructure): boolean {
  return !!info.structureCuts?.some((c) => c.structure === structure && isWhole(c));
}

/** Labels left out as overlong: the other engine would build the same megabyte labels. */
function overlong(info: DocumentInfo): boolean {
  return !!info.structureCuts?.some((c) => c.structure === "page-labels" && c.reason === "length" && c.ignored);
}

/** The damaged structures as the other engine reads them, when it reads them at all. */
function repaired(info: DocumentInfo, alt: DocumentInfo | null, pageLabels: boolean): DocumentInfo {
  if (!alt || alt.pageCount !== info.pageCount) return info;
  let out = info;
  if (damaged(info, "outline") && alt.outline.length > 0) out = withStructure(out, alt, "outline");
  if (pageLabels && alt.pageLabels) out = withStructure(out, alt, "page-labels");
  return out;
}

/** `info` with one structure (and what was cut from it) taken from `alt`. */
function withStructure(info: DocumentInfo, alt: DocumentInfo, structure: "outline" | "page-labels"): DocumentInfo {
  const cuts = [
    ...withoutCuts(info.structureCuts, structure),
    ...(alt.structureCuts ?? []).filter((c) => c.structure === structure),
  ];
  const { structureCuts: _dropped, ...rest } = info;
  const taken = structure === "outline" ? { outline: alt.outline } : { pageLabels: alt.pageLabels };
  return { ...rest, ...taken, ...(cuts.length ? { structureCuts: cuts } : {}) };
}
