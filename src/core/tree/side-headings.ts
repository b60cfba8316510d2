/**
 * Side headings: a heading set in the left margin beside its body ("EDUCATION   First American
 * University…", a CV's or a data sheet's layout). The layout reads the heading and the first line of
 * its body as one line, so the heading is the line's leading words in capitals, cut off from the rest
 * by a wide gap, where the rest starts at the page's body edge. A heading wrapped over two margin lines
 * ("RESEARCH" / "EXPERIENCE") is one heading.
 */
import type { Line, PageLayout } from "../types";
import { closeBelow, setInCapitals } from "./style";

/** A gap this wide (a share of the page's width, some three spaces) parts a margin heading from its body. */
const SIDE_GAP = 0.015;
/** The body starts at least this far right of the margin. */
const BODY_INDENT = 0.1;
/** Lines starting within this of one another start at one edge. */
const EDGE = 0.03;
/** A page with a margin column shows it on this many lines at least. */
const MIN_SIDE_LINES = 2;
/** Lines of the body that start at its edge, so that the edge is the page's and not a table's. */
const MIN_BODY_LINES = 3;
const MAX_SIDE_WORDS = 4;

export interface SideHeading {
  title: string;
  /** First and last line of the page the heading is set on. */
  line: number;
  last: number;
}

/** The margin words a line opens with, and where its body starts, or null. */
function marginRun(line: Line): { text: string; bodyX: number | null } | null {
  const ws = line.words;
  let k = 0;
  while (k < ws.length && k < MAX_SIDE_WORDS && /^(?:[\p{Lu}\d][\p{Lu}\d'’.-]*|&)$/u.test(ws[k].text)) {
    k++;
    if (k < ws.length && ws[k].x0 - ws[k - 1].x1 >= SIDE_GAP) break;
  }
  if (!k) return null;
  const text = ws
    .slice(0, k)
    .map((w) => w.text)
    .join(" ");
  if (!setInCapitals(text) && !(k === 1 && /^\p{Lu}{2,}$/u.test(text))) return null;
  if (k === ws.length) return { text, bodyX: null };
  return ws[k].x0 - ws[k - 1].x1 >= SIDE_GAP && ws[k].x0 - line.x0 >= BODY_INDENT ? { text, bodyX: ws[k].x0 } : null;
}

/** The side headings of a page: none unless the page sets a margin column beside a body of its own. */
export function sideHeadings(page: PageLayout): SideHeading[] {
  const runs = page.lines.map(marginRun);
  const beside = runs.flatMap((r, i) => (r && r.bodyX !== null ? [i] : []));
  if (beside.length < MIN_SIDE_LINES) return [];
  const margin = page.lines[beside[0]].x0;
  const bodyX = runs[beside[0]]!.bodyX!;
  const atMargin = (i: number) => Math.abs(page.lines[i].x0 - margin) < EDGE / 3;
  const sides = beside.filter((i) => atMargin(i) && Math.abs(runs[i]!.bodyX! - bodyX) < EDGE);
  const body = page.lines.filter((l) => Math.abs(l.x0 - bodyX) < EDGE || (l.x0 > bodyX && l.x0 - bodyX < BODY_INDENT));
  // Body lines outnumber the margin's: a list of abbreviations ("API   Application programming interface")
  // has a word in the margin on every line.
  if (sides.length < MIN_SIDE_LINES || body.length < Math.max(MIN_BODY_LINES, sides.length)) return [];
  const out: SideHeading[] = [];
  for (const i of sides) {
    const prev = out[out.length - 1];
    // A heading's second margin line: right under its first, the body running on beside both.
    if (prev && prev.last === i - 1 && closeBelow(page.lines[i - 1], page.lines[i])) {
      prev.title = `${prev.title} ${runs[i]!.text}`;
      prev.last = i;
      continue;
    }
    out.push({ title: runs[i]!.text, line: i, last: i });
    // A margin line below whose body ran on alone ("AWARDS &" / "SCHOLARSHIPS For attaining…").
    const next = runs[i + 1];
    if (
      next &&
      !sides.includes(i + 1) &&
      atMargin(i + 1) &&
      closeBelow(page.lines[i], page.lines[i + 1]) &&
      (next.bodyX === null || next.bodyX > margin + BODY_INDENT)
    ) {
      out[out.length - 1].title += ` ${next.text}`;
      out[out.length - 1].last = i + 1;
    }
  }
  return out;
}
