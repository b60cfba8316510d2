/**
 * Parts listed by roman numeral over chapters listed by arabic number ("I Introduction", "1 Requirements",
 * "1.1 …", "II Macro descriptions", "2 …"): a manual or book split into parts lists each part at the
 * chapters' indentation, often without the word "Part", and the chapters run on across parts. The roman
 * entries rank above the chapters when they count up from I and each is followed by arabic-numbered entries;
 * a paper numbered I, II, III with lettered subsections has no arabic entries and keeps its reading.
 */
import { parseNumbering } from "./numbering";

/** Indices of the entries that title parts; empty when the listing has no such scheme. */
export function romanPartEntries(titles: readonly string[]): Set<number> {
  const labels = titles.map((t) => {
    const n = parseNumbering(t, { listed: true });
    return n && n.kind === "number" && n.rest ? n : null;
  });
  const roman = labels.map((n) => (n?.roman ? n.path[0] : null));
  const arabic = labels.map((n) => !!n && !n.roman && n.letter === null);
  /** An appendix's letter ("A Licence", "B. Index"): a last part ("V Appendix") holds these instead. */
  const lettered = labels.map((n) => !!n?.letter);
  const parts: number[] = [];
  roman.forEach((v, i) => {
    if (v !== null && v === parts.length + 1) parts.push(i);
  });
  if (parts.length < 2) return new Set();
  // Each part is followed by chapters before the next part (or the listing's end); after the first, appendices will do.
  const ends = [...parts.slice(1), titles.length];
  const chaptered = parts.every((p, k) =>
    titles.slice(p + 1, ends[k]).some((_, j) => arabic[p + 1 + j] || (k > 0 && lettered[p + 1 + j])),
  );
  return chaptered ? new Set(parts) : new Set();
}
