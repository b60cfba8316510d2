/**
 * A title set in capitals over two or three centred lines ("AMENDED AND RESTATED SUPPLY AGREEMENT
 * BETWEEN THE COMPANY AND ITS / PRINCIPAL DISTRIBUTOR") is one heading. Line by line it reads as a
 * cut-short title and a fragment under a long line of capitals,
 * which is how a disclaimer in bold capitals reads too; what tells them apart is the setting: a
 * title's lines are centred and its last line stops short, while a disclaimer is justified to both
 * edges over more lines and its last line starts at the left margin.
 */
import type { Line, PageLayout } from "../types";
import { parseLabel } from "./labels";
import { closeBelow, inMarginBand, isEmphasised, sameStyle, setInCapitals, wrappedBelow } from "./style";
import { centredOnPage } from "./column-edges";

/** Lines a title block may take; more is a paragraph set in capitals. */
const MAX_LINES = 3;
/** The last line stops this far short of the column's right edge (a share of it). */
const SHORT_LAST = 0.9;

/**
 * A line of the block: capitals in the block's style, centred, with no label of its own. A line in
 * brackets under a title is its note ("(IN MILLIONS)"), not more of it.
 */
const blockLine = (line: Line, first: Line) =>
  sameStyle(first, line) &&
  setInCapitals(line.text) &&
  centredOnPage(line) &&
  !parseLabel(line.text) &&
  !line.text.trim().startsWith("(");
/** A title runs on over a line that has not ended: a full stop ("ACME, INC.") or a colon ends it. */
const runsOn = (line: Line) => !/[.:;,]$/.test(line.text.trim());

/** The line under `a` carries on a run of capitals in its style (a title's or a paragraph's). */
const capsRunBelow = (a: Line, b: Line | undefined) =>
  !!b && sameStyle(a, b) && closeBelow(a, b) && setInCapitals(b.text);

/**
 * The title block opening at line `i` (its joined title and last line), or null. `readsLikeTitle`
 * judges the joined text as a heading would be judged, with room for a longer title.
 */
export function capsTitleBlock(
  page: PageLayout,
  i: number,
  body: number,
  rights: Map<number, number>,
  readsLikeTitle: (text: string) => boolean,
): { title: string; last: number } | null {
  const first = page.lines[i];
  if (inMarginBand(first) || !isEmphasised(first, body) || !blockLine(first, first)) return null;
  // Inside a run of capitals (a disclaimer's later lines), not at its head.
  if (i > 0 && capsRunBelow(page.lines[i - 1], first)) return null;
  let last = i;
  while (
    last - i + 1 < MAX_LINES &&
    page.lines[last + 1] &&
    runsOn(page.lines[last]) &&
    blockLine(page.lines[last + 1], first) &&
    wrappedBelow(page.lines[last], page.lines[last + 1])
  )
    last++;
  if (last === i || capsRunBelow(page.lines[last], page.lines[last + 1])) return null;
  const end = page.lines[last];
  if (end.x1 >= SHORT_LAST * (rights.get(end.column) ?? 1)) return null;
  const title = page.lines
    .slice(i, last + 1)
    .map((l) => l.text.trim())
    .join(" ");
  return /[.;,:]$/.test(title) || !readsLikeTitle(title) ? null : { title, last };
}
