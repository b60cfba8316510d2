/**
 * Lines that open a numbered section: a division ("ARTICLE II" with its title on the same line
 * or the next), an annex ("EXHIBIT A"), or a number with a title set alone ("2.1 Prepare
 * environment") or run into its first sentence ("4.2 Termination for Breach. If either…"). A
 * line counts only where a paragraph starts, so a cross-reference wrapped to a line start
 * ("…set forth in Section\n4.2 of this Agreement") is not one. Whether the numbers form a
 * scheme is decided afterwards (numbered-headings).
 */
import type { Line, PageLayout } from "../types";
import { centredOnPage } from "./column-edges";
import { parseNumbering, type Numbering } from "./numbering";
import { inMarginBand, isEmphasised, pageBodySize, setInCapitals } from "./style";
import { divisionAlternation } from "./division-words";
import { endingOn, TITLE_END_WORDS } from "./title-end-words";
import { readTitle, type TitleRead } from "./title-shape";

export interface NumberedLine {
  page: number;
  line: number;
  numbering: Numbering;
  /** Label and title as a node shows it ("3.1 Content License", "ARTICLE II SERVICES"). */
  title: string;
  emphasised: boolean;
  /** Style of the line (size, weight, capitals), to rank unnumbered headings against the scheme. */
  style: string;
  /** Further lines of the page the heading takes (a two-line label, a title set below its label). */
  more: number[];
}

export const styleOf = (l: Line, text = l.text) =>
  `${Math.round(l.fontSize * 2) / 2}|${l.bold ? 1 : 0}|${setInCapitals(text) ? 1 : 0}`;
/** The font size a styleOf string was made with (to the half point), read where its format is made. */
export const styleSize = (style: string) => Number(style.split("|")[0]);

const TERMINAL = /[.:;!?)"”’\]]$/;
/** Amounts and dates mark a table row, not a title. */
const FIGURE = /\d[\d,]*\.\d|\d,\d{3}|[$€£%]|\b(19|20)\d\d\b.*\b(19|20)\d\d\b/;

/** The space most lines of the page keep between them (within a column): a paragraph leaves more. */
function usualGap(lines: Line[]): number {
  const gaps = lines
    .slice(1)
    .map((l, i) => (l.column === lines[i].column ? l.y0 - lines[i].y1 : -1))
    .filter((g) => g >= 0 && g < 0.05)
    .sort((a, b) => a - b);
  return gaps.length ? gaps[Math.floor(gaps.length / 2)] : 0;
}

/** Whether line i begins a paragraph: first in its column, after a finished sentence, or after a gap. */
function startsParagraph(lines: Line[], i: number, gap: number): boolean {
  const line = lines[i];
  const prev = lines[i - 1];
  if (!prev || prev.column !== line.column || prev.y0 >= line.y0) return true;
  if (TERMINAL.test(prev.text.trim())) return true;
  // A change of type (bold after regular, a larger size) opens a new block.
  if (prev.bold !== line.bold || Math.abs(prev.fontSize - line.fontSize) >= 1) return true;
  const height = Math.max(line.y1 - line.y0, 0.005);
  if (line.y0 - prev.y1 > Math.max(1.5 * gap, gap + 0.3 * height)) return true;
  // A heading line above (short, no sentence) also ends where this one starts.
  return prev.text.trim().split(/\s+/).length <= 8 && !/[,\p{Ll}]$/u.test(prev.text.trim());
}

const DIVISION_WORD = new RegExp(`^(${divisionAlternation("stacked")})$`, "i");

/** "CHAPTER" on one line and "ONE" on the next read as one label. */
function labelText(lines: Line[], i: number): { text: string; used: number } {
  const t = lines[i].text.trim();
  const next = lines[i + 1]?.text.trim() ?? "";
  if (DIVISION_WORD.test(t) && /^([\dIVXLC]{1,7}|[A-Z]|[A-Za-z]{3,9})$/.test(next))
    return { text: `${t} ${next}`, used: 2 };
  return { text: t, used: 1 };
}

/** Label heights a title in the label's own display type may stand below it. */
const DISPLAY_GAP = 5;

/**
 * The title set on the line below a bare label ("ARTICLE II" / "SERVICES AND INTERNAL CONTROLS"); one in
 * sentence case ("Part II" / "Advanced use") when set in display type, as a part's page sets it.
 */
function titleBelow(lines: Line[], i: number, body: number): string | null {
  const [label, below] = [lines[i - 1], lines[i]];
  if (!below || !label || below.column !== label.column) return null;
  // A chapter's opener may set its title in the label's display type well below it ("CHAPITRE 1" … "Articles").
  const display = isEmphasised(below, body) && below.fontSize >= label.fontSize - 0.5;
  const room = (display ? DISPLAY_GAP : 2) * Math.max(label.y1 - label.y0, 0.005);
  if (below.y0 - label.y1 > room || parseNumbering(below.text)) return null;
  const read = readTitle(below.text);
  return read && !read.runIn && (!read.sentenceCase || isEmphasised(below, body)) ? read.title : null;
}

/** The next line when it carries on a heading wrapped in the same type, else "". */
function wrapped(lines: Line[], i: number, bareNumber = false): string {
  const [a, b] = [lines[i], lines[i + 1]];
  if (!b || b.column !== a.column || b.bold !== a.bold || Math.abs(b.fontSize - a.fontSize) > 0.5) return "";
  const n = parseNumbering(b.text);
  const carries = bareNumber ? n?.kind === "number" && !n.rest : !n;
  return b.y0 - a.y1 < 0.8 * Math.max(a.y1 - a.y0, 0.005) && carries ? b.text.trim() : "";
}

/** A title's two lines as one: a word hyphenated at the wrap ("grundge-" / "setze.sty") is one word again. */
function joinWrap(first: string, second: string): string {
  const a = first.trimEnd();
  return /\p{Ll}-$/u.test(a) && /^\p{Ll}/u.test(second) ? `${a.slice(0, -1)}${second}` : `${a} ${second}`;
}

/** The line runs to its column's right edge (the widest line of that column on the page): it ran out of room. */
const reachesColumnEdge = (lines: Line[], line: Line) =>
  line.x1 >= Math.max(...lines.filter((l) => l.column === line.column).map((l) => l.x1)) - 0.02;
/** A title cut where the line ran out: it reached the column's edge or ends on a word a title never ends on. */
const CUT_SHORT = endingOn(TITLE_END_WORDS.numbered, "\\b");

/**
 * The title after a number, with its second line when the heading wrapped ("3. Protecting Users' Legal
 * Rights From" / "Anti-Circumvention Law." in a narrow column): a first line that reads as a title on its
 * own but ran to the column's edge, or ends on a joining word, goes on in the same type below.
 */
function readTitleWrapped(lines: Line[], i: number, rest: string): (TitleRead & { wrapped: boolean }) | null {
  const alone = readTitle(rest);
  // A word hyphenated at the line's end ("… into a grundge-") was cut there as surely as a joining word.
  const dangling = CUT_SHORT.test(rest.trim()) || /\p{Ll}-$/u.test(rest.trim());
  // "Interpretation of Sections 15 and" / "16.": a number may carry on a title cut at "and".
  const next = wrapped(lines, i) || (dangling ? wrapped(lines, i, true) : "");
  // The column's edge last, as it scans the page: only for a title that would otherwise be joined.
  const cut = (t: TitleRead) =>
    !t.runIn && !TERMINAL.test(rest.trim()) && (dangling || reachesColumnEdge(lines, lines[i]));
  if (next && (!alone || cut(alone))) {
    const joined = readTitle(joinWrap(rest, next));
    if (joined) return { ...joined, wrapped: true };
  }
  return alone && { ...alone, wrapped: false };
}

/** Words a heading's line holds at most, said whole. */
const WHOLE_TITLE_WORDS = 12;

/**
 * A heading's line said whole, its subtitle after a colon in sentence case ("Implementation: General
 * English language localization"): set in heading type on a line of its own, short, with no stop at its
 * end and the next line in other type, it is no title run into its first sentence.
 */
function standsAsTitle(lines: Line[], i: number, rest: string): boolean {
  const t = rest.trim();
  const [line, next] = [lines[i], lines[i + 1]];
  if (TERMINAL.test(t) || !/:\s/.test(t) || t.split(/\s+/).length > WHOLE_TITLE_WORDS) return false;
  return !next || next.bold !== line.bold || Math.abs(next.fontSize - line.fontSize) > 0.5;
}

/** Centred or set apart, with space above and below: a label standing for a heading. */
function standsAlone(lines: Line[], i: number): boolean {
  const [prev, line, next] = [lines[i - 1], lines[i], lines[i + 1]];
  const height = Math.max(line.y1 - line.y0, 0.005);
  const centred = centredOnPage(line);
  const gapAbove = !prev || line.y0 - prev.y1 > 0.5 * height;
  const gapBelow = !next || next.y0 - line.y1 > 0.5 * height;
  return !!next && (centred || (gapAbove && gapBelow));
}

/** The first words of a line, as a title for a part that has none. */
function opening(line: Line | undefined): string {
  const words = (line?.text.trim() ?? "").split(/\s+/);
  return words.length > 8 ? `${words.slice(0, 8).join(" ")}…` : words.join(" ");
}

function pageNumbered(page: PageLayout, docBody: number): NumberedLine[] {
  const body = pageBodySize(page, docBody);
  const lines = page.lines.filter((l) => !inMarginBand(l));
  const out: NumberedLine[] = [];
  const gap = usualGap(lines);
  const taken = new Set<number>();
  for (let i = 0; i < lines.length; i++) {
    if (taken.has(i)) continue;
    const first = lines[i].text.trimStart()[0] ?? "";
    if (!/[\p{L}\d§]/u.test(first) || !startsParagraph(lines, i, gap)) continue;
    const { text, used } = labelText(lines, i);
    const n = parseNumbering(text);
    if (!n) continue;
    const line = lines[i];
    const emphasised = isEmphasised(line, body);
    let title: string | null = null;
    const more = lines.slice(i + 1, i + used).map((l) => page.lines.indexOf(l));
    if (!n.rest && n.kind !== "number") {
      const below = titleBelow(lines, i + used, body);
      title = below ? `${n.label} ${below}` : n.label;
      if (below) more.push(page.lines.indexOf(lines[i + used]));
    } else if (!n.rest) {
      // A bare number set apart ("II." centred above an opinion's part) opens a part without a title:
      // it is named by the words that open it.
      if (standsAlone(lines, i)) title = `${n.label} ${opening(lines[i + 1])}`.trim();
    } else {
      const read = readTitleWrapped(lines, i + used - 1, n.rest);
      if (read && !FIGURE.test(read.title) && (!read.sentenceCase || emphasised)) title = `${n.label} ${read.title}`;
      if (read?.runIn && emphasised && standsAsTitle(lines, i + used - 1, n.rest))
        title = `${n.label} ${n.rest.trim()}`;
      if (read?.wrapped) {
        more.push(page.lines.indexOf(lines[i + used]));
        taken.add(i + used);
      }
    }
    if (!title) continue;
    const index = page.lines.indexOf(line);
    out.push({ page: page.page, line: index, numbering: n, title, emphasised, style: styleOf(line, title), more });
  }
  return out;
}

const cache = new WeakMap<PageLayout, { body: number; found: NumberedLine[] }>();

/** Every numbered line of the pages, in reading order (each page read once per layout). */
export function numberedLines(pages: PageLayout[], body: number): NumberedLine[] {
  return pages.flatMap((p) => {
    const hit = cache.get(p);
    if (hit && hit.body === body) return hit.found;
    const found = pageNumbered(p, body);
    cache.set(p, { body, found });
    return found;
  });
}
