/**
 * Where the columns of a page start and end, and whether a line stands where a heading does:
 * at its column's left edge or centred on the page. Lines out in the margin band (folios,
 * running heads) do not move the edges.
 */
import type { Line, PageLayout } from "../types";
import { inMarginBand } from "./style";

/** Left edge of each column on a page (a folio out in the margin does not move it). */
export function columnLefts(page: PageLayout): Map<number, number> {
  const lefts = new Map<number, number>();
  for (const l of page.lines) if (!inMarginBand(l)) lefts.set(l.column, Math.min(lefts.get(l.column) ?? 1, l.x0));
  return lefts;
}

/** Right edge of each column on a page. */
export function columnRights(page: PageLayout): Map<number, number> {
  const rights = new Map<number, number>();
  for (const l of page.lines) if (!inMarginBand(l)) rights.set(l.column, Math.max(rights.get(l.column) ?? 0, l.x1));
  return rights;
}

/**
 * How far off the page's centre a centred line's middle may be (page widths): one notion for a
 * heading set centred, a bare number set centred over its part, a title block's centred lines and a
 * cover's title, wide enough for a title set off-centre by a binding margin.
 */
const CENTRE_TOLERANCE = 0.06;

/** Whether the line's middle is the page's, as a centred heading or title sets it. */
export const centredOnPage = (line: Line) => Math.abs((line.x0 + line.x1) / 2 - 0.5) < CENTRE_TOLERANCE;

/** At the left edge of its column (within a tolerance), or centred on the page. */
export function wellPlaced(line: Line, lefts: Map<number, number>): boolean {
  return line.x0 <= (lefts.get(line.column) ?? 0) + 0.04 || centredOnPage(line);
}
