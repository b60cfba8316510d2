/**
 * Numbered lines (numbered-lines) become sections only where their numbers form a scheme: each
 * number follows the one before it as a next sibling ("3.2" after "3.1"), a first child ("3.1"
 * after "3"), or the next of an ancestor ("4" after "3.2.1"). A numbered list restarts at 1 over
 * and over and its items are sentences; a manual's steps therefore do not become sections, while
 * a contract's "1. Definitions … 17. General" or a paper's "1 … 6, A.1 …" do. Depth comes from
 * the number: "4.2(a)" sits below "4.2", below "ARTICLE IV".
 */
import { continuesPath } from "../text/number-tokens";
import { fold } from "../text/fold";
import type { PageLayout } from "../types";
import { numberedLines, styleSize, type NumberedLine } from "./numbered-lines";
import { RUNNING_HEAD_PAGES } from "./running-heads";

export interface NumberedHeading extends NumberedLine {
  level: number;
}

/** A scheme may skip one number ("4" after "2.9", a section dropped or unread). */
const MAX_STEP = 2;

/**
 * Whether the run's last item was a stray that `p` shows up: it skipped a number, and `p`
 * follows the item before it without a skip. A numbered row of a listing ("4 CARD32 OFFSET"
 * after "2.9 The cache files") passes for the next chapter until "2.10" comes.
 */
function strayBefore(items: NumberedLine[], p: number[]): boolean {
  if (items.length < 2) return false;
  const prev = items[items.length - 2].numbering.path;
  return !continuesPath(prev, items[items.length - 1].numbering.path, 1) && continuesPath(prev, p, 1);
}

const isStart = (p: number[]) => p.every((v) => v <= 1);

interface Run {
  items: NumberedLine[];
  letter: boolean;
  /** Numbers set smaller than deeper ones of the scheme open beside them: a list's or a table's rows. */
  plain?: boolean;
}

/** Points a deeper number of a scheme may be set larger than a shallower one (rounding, optical sizes). */
const SIZE_SLACK = 0.5;
const sizeOf = (l: NumberedLine) => styleSize(l.style);

/**
 * A scheme never sets a number in smaller type than the deeper numbers under it ("2 Reference Manual"
 * is not smaller than "1.5.3 Limits"); a number set smaller than a deeper one of the open run is a row
 * of a list or a table ("2. Protocol" in a table of an RFC's sections).
 */
const underSet = (run: Run | undefined, l: NumberedLine) =>
  !!run &&
  !run.plain &&
  run.items.some((i) => i.numbering.path.length > l.numbering.path.length && sizeOf(i) > sizeOf(l) + SIZE_SLACK);

/**
 * Runs of numbers that follow each other, per family (digits, appendix letters, roman numerals).
 * Numbers set under the open scheme run apart from it: they neither carry it on nor restart it.
 */
function runsOf(lines: NumberedLine[], divisions: NumberedLine[]): Run[] {
  const runs: Run[] = [];
  const open = new Map<string, Run>();
  for (const l of lines) {
    const letter = l.numbering.letter !== null;
    const kind = letter ? "letter" : l.numbering.roman ? "roman" : "digit";
    const plain = underSet(open.get(kind), l);
    const family = plain ? `${kind}:plain` : kind;
    const run = open.get(family);
    const p = l.numbering.path;
    const last = run?.items[run.items.length - 1].numbering.path;
    // Under "ARTICLE IV", "Section 4.01" opens the article's own numbering.
    const underDivision = divisions.some((d) => before(d, l) && d.numbering.path[0] === p[0] && p.length > 1);
    // The open section's number and title again (a running head "1.1. Введение … Packaging Guide" on the
    // section's next page) neither carries the scheme on nor restarts it.
    if (run && repeatsSection(run.items[run.items.length - 1], l)) continue;
    if (run && last && continuesPath(last, p, MAX_STEP)) run.items.push(l);
    else if (run && strayBefore(run.items, p)) run.items.splice(-1, 1, l);
    else if (isStart(p) || (underDivision && p.slice(1).every((v) => v <= 1))) {
      const fresh = { items: [l], letter, plain };
      runs.push(fresh);
      open.set(family, fresh);
    }
  }
  return runs;
}

/** The title after a numbered line's number, folded in any script. */
const titleAfterNumber = (l: NumberedLine) => fold(l.title.slice(l.numbering.label.length), "script");

/** `l` carries `open`'s number and opens with its title: the same section named again, not a new one. */
function repeatsSection(open: NumberedLine, l: NumberedLine): boolean {
  const [a, b] = [open.numbering.path, l.numbering.path];
  if (a.length !== b.length || a.some((v, i) => v !== b[i])) return false;
  const title = titleAfterNumber(open);
  const again = titleAfterNumber(l);
  return title.length > 0 && (again === title || again.startsWith(`${title} `));
}

const before = (a: { page: number; line: number }, b: { page: number; line: number }) =>
  a.page < b.page || (a.page === b.page && a.line < b.line);

/** A scheme holds at least this many sections. */
const MIN_RUN = 3;

/**
 * The runs that are schemes: long enough, and not one of many lists that each restart at 1 (steps),
 * unless their lines are set apart as headings.
 */
function schemes(runs: Run[]): Run[] {
  const lengths = runs.map((r) => r.items.length).sort((a, b) => b - a);
  const restarts = lengths.filter((n) => n >= 2).length;
  return runs.filter((r) => {
    if (r.plain) return false;
    const n = r.items.length;
    const emphasised = r.items.filter((i) => i.emphasised).length >= 0.8 * n;
    // Two headings make a scheme when set as headings, unless a lone letter may be a word ("A Guide");
    // a dotted letter ("A.1", "A.2" under an appendix) cannot be.
    const unambiguous = !r.letter || r.items.every((i) => i.numbering.path.length > 1);
    if (n < MIN_RUN && !(n >= 2 && emphasised && unambiguous)) return false;
    // Steps: many lists of similar length. A scheme among them is set as headings or stands out.
    if (emphasised || restarts <= 2) return true;
    return n === lengths[0] && n >= 2 * (lengths[1] ?? 0);
  });
}

/** Divisions ("ARTICLE I" …) that follow each other. */
function divisionsOf(lines: NumberedLine[], kinds: string[]): NumberedLine[] {
  const ds = lines.filter((l) => kinds.includes(l.numbering.kind));
  const out: NumberedLine[] = [];
  for (const d of ds) {
    const last = out[out.length - 1];
    if (!last ? d.numbering.path[0] <= 2 : d.numbering.path[0] > last.numbering.path[0]) out.push(d);
  }
  return out;
}

const DOTTED_LABEL = /\d{1,3}(?:\.\d{1,3})+/;
const isDotted = (l: NumberedLine) => DOTTED_LABEL.test(l.numbering.label);
/** An annex's number in full: "Schedule 2.1" → [2, 1] (its numbering keeps the first part only). */
const annexPath = (l: NumberedLine) =>
  isDotted(l) ? DOTTED_LABEL.exec(l.numbering.label)![0].split(".").map(Number) : l.numbering.path;

/** Paths in order: [2, 1] before [2, 3] before [4]. */
function pathAfter(a: number[], b: number[]): boolean {
  for (let i = 0; i < Math.max(a.length, b.length); i++)
    if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
  return false;
}

/**
 * Annexes that follow each other, counted per word: an agreement closes with exhibits and schedules,
 * each word numbered from its own start ("EXHIBIT A", "EXHIBIT B", then "Schedule 1"). A schedule
 * numbered after the section it serves ("Schedule 2.1", "Schedule 4.3") starts where that section is,
 * once the agreement's own sections have begun: above them, "Exhibit 10.22" is the filer's label of
 * the whole document.
 */
function annexesOf(lines: NumberedLine[]): NumberedLine[] {
  const byWord = new Map<string, NumberedLine[]>();
  const body = lines.find((x) => x.numbering.kind !== "annex");
  for (const l of lines.filter((x) => x.numbering.kind === "annex")) {
    if (isDotted(l) && (!body || before(l, body))) continue;
    const word = l.numbering.label.split(/\s+/)[0].toLowerCase();
    const run = byWord.get(word) ?? byWord.set(word, []).get(word)!;
    const last = run[run.length - 1];
    if (!last ? l.numbering.path[0] <= 2 || isDotted(l) : pathAfter(annexPath(l), annexPath(last))) run.push(l);
  }
  return [...byWord.values()].flat().sort((a, b) => a.page - b.page || a.line - b.line);
}

/**
 * A numbered line repeated word for word at the same height on RUNNING_HEAD_PAGES pages or more
 * ("1.1 Checker" over each page of that section) is a running head: read as a section it would
 * restart the scheme on every page. The section's own heading, set lower on its first page, stays;
 * where there is none (the heading set at the height its repeats take), the first copy opens the
 * section once.
 */
function withoutNumberedRunningHeads(lines: NumberedLine[], pages: PageLayout[]): NumberedLine[] {
  const byPage = new Map(pages.map((p) => [p.page, p]));
  const title = (l: NumberedLine) => l.title.replace(/\s+/g, " ");
  const keys = lines.map((l) => `${title(l)}|${Math.round((byPage.get(l.page)?.lines[l.line]?.y0 ?? 0) * 100)}`);
  // Grouped in one pass and judged once per group: a running head repeats on hundreds of pages.
  const groups = new Map<string, NumberedLine[]>();
  lines.forEach((l, i) => groups.get(keys[i])?.push(l) ?? groups.set(keys[i], [l]));
  const repeated = new Set(
    [...groups].filter(([, g]) => new Set(g.map((l) => l.page)).size >= RUNNING_HEAD_PAGES).map(([k]) => k),
  );
  const headed = new Set(lines.filter((_, i) => !repeated.has(keys[i])).map(title));
  return lines.filter((l, i) => !repeated.has(keys[i]) || (!headed.has(title(l)) && groups.get(keys[i])![0] === l));
}

export function numberedHeadings(pages: PageLayout[], body: number): NumberedHeading[] {
  const lines = withoutNumberedRunningHeads(numberedLines(pages, body), pages);
  const sequence = divisionsOf(lines, ["division", "chapter"]);
  const divisions = sequence.length >= 2 ? sequence : [];
  const annexes = annexesOf(lines);
  const numbers = lines.filter((l) => l.numbering.kind === "number");
  const kept = schemes(runsOf(numbers, divisions));
  const out: NumberedHeading[] = [];
  const top = divisions.length ? 1 : 0;
  for (const d of divisions) out.push({ ...d, level: 1 });
  for (const a of annexes) out.push({ ...a, level: 1 });
  for (const run of kept) {
    const inAnnex = annexes.some((a) => before(a, run.items[0]));
    // Numbers that carry the division's own number ("4.01" under ARTICLE IV) sit one below it by their depth.
    const shallowest = Math.min(...run.items.map((i) => i.numbering.path.length));
    const offset = inAnnex ? 1 : top && shallowest === 1 ? top : 0;
    for (const item of run.items) out.push({ ...item, level: item.numbering.path.length + offset });
  }
  return out.sort((a, b) => a.page - b.page || a.line - b.line);
}
