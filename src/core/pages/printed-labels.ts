/**
 * The page number printed on each page, read from its header or footer. A number is
 * believed only when nearby pages print numbers in the same series at the same distance
 * from their PDF index (52 on PDF page 54, 53 on PDF page 55…): a year, a note number or
 * a table figure in a footer never forms such a run. Pages that print nothing stay null.
 */
import { canonicalRomanValue } from "../text/number-tokens";
import type { PageLayout } from "../types";

/** How many lines at the top and at the bottom of a page can hold its number. */
const EDGE_LINES = 2;
/** A neighbour within this many pages must agree for a number to count. */
const WINDOW = 8;

interface Candidate {
  label: string;
  /** For a number at the end of a longer line, the rest of that line (a running header or footer repeats it). */
  rest?: string;
  /** "" for arabic numbers, "roman", or a letter prefix such as "F-". */
  series: string;
  value: number;
}

/** A number a whole header/footer line can be: "51", "Page 15 of 15", "iv", "F-12", "A - 13". */
function wholeLine(text: string): Candidate | null {
  const t = text.trim().replace(/^[-–—\s]+|[-–—\s]+$/g, "");
  const m = /^(?:page\s+)?(\d{1,4}|[ivxlc]{1,7}|[A-Z]{1,2}\s?[-–]\s?\d{1,3})(?:\s+of\s+\d{1,4})?$/i.exec(t);
  if (!m) return null;
  const raw = m[1];
  if (/^\d+$/.test(raw)) return { label: raw, series: "", value: Number(raw) };
  const prefixed = /^([A-Z]{1,2})\s?[-–]\s?(\d{1,3})$/i.exec(raw);
  if (prefixed)
    return {
      label: `${prefixed[1].toUpperCase()}-${prefixed[2]}`,
      series: `${prefixed[1].toUpperCase()}-`,
      value: Number(prefixed[2]),
    };
  const roman = canonicalRomanValue(raw);
  return roman === null ? null : { label: raw, series: "roman", value: roman };
}

/** A number at either end of a running header or footer: "2021 FORM 10-K 49", "49 | Annual Report". */
function lineEnds(text: string): Candidate[] {
  const words = text.trim().split(/\s+/);
  if (words.length < 2 || words.length > 12) return [];
  const ends: [string, string[]][] = [
    [words[0], words.slice(1)],
    [words[words.length - 1], words.slice(0, -1)],
  ];
  return ends
    .filter(([w]) => /^\d{1,3}$/.test(w))
    .map(([w, rest]) => ({ label: w, series: "", value: Number(w), rest: rest.join(" ").toLowerCase() }));
}

/** Every candidate number printed at the top or bottom edge of a page. */
export function edgeCandidates(page: PageLayout): Candidate[] {
  const lines = [...page.lines].sort((a, b) => a.y0 - b.y0);
  const edges = lines.length <= 2 * EDGE_LINES ? lines : [...lines.slice(0, EDGE_LINES), ...lines.slice(-EDGE_LINES)];
  const out: Candidate[] = [];
  for (const line of edges) {
    const whole = wholeLine(line.text);
    if (whole) out.push(whole);
    else out.push(...lineEnds(line.text));
  }
  return out;
}

/** Drops numbers at the end of a line whose other text no other page repeats: a contents row, not a running footer. */
function runningOnly(candidates: Candidate[][]): Candidate[][] {
  const pagesWith = new Map<string, number>();
  for (const list of candidates)
    for (const rest of new Set(list.map((c) => c.rest).filter((r) => r !== undefined)))
      pagesWith.set(rest, (pagesWith.get(rest) ?? 0) + 1);
  return candidates.map((list) => list.filter((c) => c.rest === undefined || (pagesWith.get(c.rest) ?? 0) >= 3));
}

const keyOf = (c: Candidate, page: number) => `${c.series}|${c.value - page}`;

/** One entry per page, in page order: the printed label, or null where no consistent number shows. */
export function detectPrintedLabels(pages: readonly PageLayout[]): (string | null)[] {
  const candidates = runningOnly(pages.map(edgeCandidates));
  const pagesByKey = new Map<string, number[]>();
  candidates.forEach((list, i) => {
    for (const c of list) {
      const key = keyOf(c, pages[i].page);
      const at = pagesByKey.get(key) ?? [];
      if (at[at.length - 1] !== i) at.push(i);
      pagesByKey.set(key, at);
    }
  });
  const support = (key: string, i: number) =>
    (pagesByKey.get(key) ?? []).filter((j) => j !== i && Math.abs(j - i) <= WINDOW).length;
  return candidates.map((list, i) => {
    let best: Candidate | null = null;
    let bestSupport = 0;
    for (const c of list) {
      const s = support(keyOf(c, pages[i].page), i);
      if (s > bestSupport) [best, bestSupport] = [c, s];
    }
    return best?.label ?? null;
  });
}
