/**
 * Parts listed by roman numeral over chapters listed by arabic number ("I Introduction", "1 Requirements",
 * "1.1 …", "II Macro descriptions", "2 …"): a manual or book split into parts lists each part at the
 * chapters' indentation, often without the word "Part", and the chapters run on across parts. The roman
 * entries rank above the chapters when they count up from I and each is followed by arabic-numbered entries;
 * a paper numbered I, II, III with lettered subsections has no arabic entries and keeps its reading.
 */
import { romanValue } from "../text/number-tokens";

const ROMAN_LABEL = /^([IVXLC]{1,6})\.?\s+\S/;
const ARABIC_LABEL = /^\d{1,3}(?:\.\d{1,3})*\.?\s+\S/;
/** An appendix's letter ("A Licence", "B. Index"): a last part ("V Appendix") holds these instead. */
const LETTER_LABEL = /^[A-Z](?:\.\d{1,3})*\.?\s+\S/;

/** Indices of the entries that title parts; empty when the listing has no such scheme. */
export function romanPartEntries(titles: readonly string[]): Set<number> {
  const roman = titles.map((t) => {
    const m = ROMAN_LABEL.exec(t.trim());
    return m ? romanValue(m[1]) : null;
  });
  const arabic = titles.map((t) => ARABIC_LABEL.test(t.trim()));
  const lettered = titles.map((t) => LETTER_LABEL.test(t.trim()));
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
