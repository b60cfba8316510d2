/**
 * What a person must be told about pages that were not read: pages the file declares
 * but no engine found, and pages found but unreadable. A damaged file that opens must
 * never look complete.
 */
import type { DocumentLayout } from "../types";

/** "3, 7–9, 12" from sorted page numbers. */
export function pageRanges(pages: number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < pages.length;) {
    let j = i;
    while (j + 1 < pages.length && pages[j + 1] === pages[j] + 1) j++;
    parts.push(j > i ? `${pages[i]}–${pages[j]}` : `${pages[i]}`);
    i = j + 1;
  }
  return parts.join(", ");
}

export function readingWarnings(layout: DocumentLayout): string[] {
  const warnings: string[] = [];
  const declared = layout.declaredPages ?? layout.pageCount;
  if (declared > layout.pageCount) {
    warnings.push(
      `The file declares ${declared} pages, but only ${layout.pageCount} could be found in it: it is damaged, ` +
        `and the rest are missing here.`,
    );
  }
  const failed = layout.pages.filter((p) => p.status === "failed").map((p) => p.page);
  if (failed.length > 0) {
    const of = failed.length === 1 ? "1 page" : `${failed.length} of ${layout.pageCount} pages`;
    warnings.push(`${of} could not be read (${failed.length === 1 ? "page" : "pages"} ${pageRanges(failed)}).`);
  }
  return warnings;
}
