/**
 * The bookmark tree (/Outlines) and named destinations (/Names /Dests) of a PDF written by
 * make-pdf.ts: enough structure for tests and the structure fuzzer to have outlines, name
 * trees and named jumps to work on, written the way producers write them.
 */

/** A bookmark: its target is a page (1-based) or a named destination. */
export interface PdfOutlineItem {
  title: string;
  page?: number;
  named?: string;
  children?: PdfOutlineItem[];
}

/** Escapes a PDF literal string (backslashes and parentheses). */
export const pdfString = (s: string) => `(${s.replace(/\\/g, "\\\\").replace(/\(/g, "\\(").replace(/\)/g, "\\)")})`;

const pageDest = (kids: number[], page: number) => `[${kids[page - 1]} 0 R /XYZ 0 792 null]`;

/**
 * Writes the outline's objects through `add` (which returns the new object's number) and
 * returns the root's number. `set` fills an object added empty, once its links are known.
 */
export function writeOutline(
  items: PdfOutlineItem[],
  kids: number[],
  add: (body: string) => number,
  set: (num: number, body: string) => void,
): number {
  const root = add("");
  const level = (list: PdfOutlineItem[], parent: number): number[] => {
    const nums = list.map(() => add(""));
    list.forEach((item, i) => {
      const children = item.children?.length ? level(item.children, nums[i]) : [];
      const target = item.named
        ? `/Dest ${pdfString(item.named)}`
        : item.page
          ? `/Dest ${pageDest(kids, item.page)}`
          : "";
      const links = [
        `/Parent ${parent} 0 R`,
        i > 0 ? `/Prev ${nums[i - 1]} 0 R` : "",
        i < nums.length - 1 ? `/Next ${nums[i + 1]} 0 R` : "",
        children.length ? `/First ${children[0]} 0 R /Last ${children[children.length - 1]} 0 R` : "",
        children.length ? `/Count ${children.length}` : "",
      ];
      set(nums[i], `<< /Title ${pdfString(item.title)} ${target} ${links.filter(Boolean).join(" ")} >>`);
    });
    return nums;
  };
  const top = level(items, root);
  set(root, `<< /Type /Outlines /First ${top[0]} 0 R /Last ${top[top.length - 1]} 0 R /Count ${top.length} >>`);
  return root;
}

/** A name tree of destinations (one leaf, names sorted as the format asks), as a direct dictionary. */
export function namedDestinations(names: Record<string, number>, kids: number[]): string {
  const sorted = Object.keys(names).sort();
  const pairs = sorted.map((n) => `${pdfString(n)} ${pageDest(kids, names[n])}`).join(" ");
  return `<< /Limits [${pdfString(sorted[0])} ${pdfString(sorted[sorted.length - 1])}] /Names [${pairs}] >>`;
}
