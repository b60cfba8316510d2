/**
 * Source: a Form 10-K cross-reference index. A wrapped annual report lists the 10-K's
 * items in a table that sends each item to printed pages of the report ("Item 7. … 14–21",
 * "Item 3. … 13, 36–37", "Item 4. … Not applicable"). Each item becomes a heading on the
 * first page it names, carrying every range; an item with no pages opens on the index.
 */
import type { DocumentLayout, Line } from "../types";
import { rowsOf, TRAILING_LEADERS, type Row } from "./contents-rows";
import { parseLabel } from "./labels";
import { printedResolver } from "./printed-pages";
import type { Heading } from "./types";

const RANGE = String.raw`\d{1,3}(?:\s*[-–—]\s*\d{1,3})?`;
const PAGE_LIST = new RegExp(String.raw`\s(${RANGE}(?:\s*(?:,|;|and)\s*${RANGE})*)\s*$`);
const NO_PAGES = /\s(none|not applicable|n\/a|not required|omitted|see .{3,60})\s*$/i;

interface IndexRow {
  title: string;
  /** Printed ranges, or empty for "None" / "Not applicable". */
  printed: [number, number][];
  page: number;
  y0: number;
}

function parseRanges(list: string): [number, number][] {
  return list.split(/\s*(?:,|;|and)\s*/).map((part) => {
    const [a, b] = part.split(/\s*[-–—]\s*/).map(Number);
    return [a, b !== undefined && b >= a ? b : a] as [number, number];
  });
}

/** "Item 7. Title 14–21" → title and ranges; "Item 4. Title Not applicable" → no ranges; else null. */
export function parseIndexRow(text: string): { title: string; printed: [number, number][] } | null {
  const t = text.replace(/\s+/g, " ").trim();
  const pages = PAGE_LIST.exec(t);
  if (pages) return { title: t.slice(0, pages.index).replace(TRAILING_LEADERS, ""), printed: parseRanges(pages[1]) };
  const none = NO_PAGES.exec(t);
  return none ? { title: t.slice(0, none.index).replace(TRAILING_LEADERS, ""), printed: [] } : null;
}

const isItem = (text: string) => parseLabel(text)?.kind === "item";

/** Item rows of one page, a title wrapped over two rows joined. */
function pageRows(rows: Row[], page: number): IndexRow[] {
  const out: IndexRow[] = [];
  for (let i = 0; i < rows.length; i++) {
    if (!isItem(rows[i].text)) continue;
    let parsed = parseIndexRow(rows[i].text);
    const next = rows[i + 1];
    if (!parsed && next && !isItem(next.text) && !/^part\s/i.test(next.text)) {
      parsed = parseIndexRow(`${rows[i].text} ${next.text}`);
      if (parsed) i++;
    }
    if (parsed && parsed.title.length > 4) out.push({ ...parsed, page, y0: rows[i].y0 });
  }
  return out;
}

/** A page is an index when it lists several items and some go to ranges, lists or "None". */
function isIndexPage(rows: IndexRow[]): boolean {
  const telling = rows.filter((r) => r.printed.length !== 1 || r.printed[0][0] !== r.printed[0][1]).length;
  return rows.length >= 5 && telling >= 2;
}

const TITLED = /cross[-\s]?reference/i;
const BARE_ITEM = /^(\d{1,2}[A-C]?)\.?\s+(?=[A-Z])/;

/**
 * Rows of a page. Under a "Cross-Reference" title an index may number its items bare
 * ("1A. Risk Factors 8–11" in an "Item" column): those rows are read as items.
 */
function indexRows(lines: Line[]): Row[] {
  const rows = rowsOf(lines);
  if (!lines.some((l) => TITLED.test(l.text))) return rows;
  return rows.map((r) => (isItem(r.text) ? r : { ...r, text: r.text.replace(BARE_ITEM, "Item $1. ") }));
}

function findIndexRows(layout: DocumentLayout): IndexRow[] {
  const out: IndexRow[] = [];
  for (const p of layout.pages) {
    // Cheap test first: most pages are neither titled an index nor list five items.
    if (
      !p.lines.some((l) => TITLED.test(l.text)) &&
      p.lines.filter((l) => /^item\s*\d/i.test(l.text.trim())).length < 5
    )
      continue;
    const rows = pageRows(indexRows(p.lines), p.page);
    if (isIndexPage(rows)) out.push(...rows);
  }
  return out;
}

/** The cross-reference index's items as headings with their physical ranges, or null when there is none. */
export function crossReferenceHeadings(
  layout: DocumentLayout,
  fallbackOffset: () => number = () => 0,
): Heading[] | null {
  const rows = findIndexRows(layout);
  if (rows.length < 5) return null;
  const toPhysical = printedResolver(
    layout,
    rows.flatMap((r) => r.printed.map(([a]) => a)),
    fallbackOffset(),
  );
  const seen = new Set<string>();
  const out: Heading[] = [];
  for (const r of rows) {
    const key = parseLabel(r.title)?.key;
    if (!key || seen.has(key)) continue;
    seen.add(key);
    const ranges = r.printed.map(([a, b]): [number, number] => [toPhysical(a), toPhysical(b)]);
    const lines = layout.pages.find((p) => p.page === r.page)?.lines ?? [];
    const line = Math.max(
      0,
      lines.findIndex((l) => l.y0 >= r.y0 - 0.003),
    );
    out.push(
      ranges.length
        ? { title: r.title, level: 1, page: ranges[0][0], line: 0, source: "cross-reference", ranges }
        : { title: r.title, level: 1, page: r.page, line, source: "cross-reference", ranges: [[r.page, r.page]] },
    );
  }
  return out;
}
