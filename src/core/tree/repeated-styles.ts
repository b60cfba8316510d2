/**
 * Styles that set the same words again and again: a font catalogue's specimen sentence in each size, a
 * notice repeated in display type. Their lines are not headings, and taking them for a level pushes the
 * real headings (the fonts' names, set smaller) out of the levels a tree keeps. Told by the lines
 * themselves: most of the style's lines share most of their letter triples with its most typical line,
 * where headings of one level name different things ("Chapter 1: Scope", "Chapter 2: Methods").
 */
import { normText } from "./text-match";

/**
 * A style with fewer lines than this is too rare to call repetitive. A specimen is set line after line, page
 * after page; a handful of lines sharing a long lead are a family of titles (an earnings release's statement
 * heads, each "COMPANY AND SUBSIDIARIES" and the statement's name), which the triples cannot tell from repeats.
 */
const MIN_LINES = 12;
/** Shared letter triples (Dice) above which two lines say the same thing. */
const SAME_WORDS = 0.7;
/** Share of a style's lines that must say the same thing as its most typical one. */
const MOST = 0.6;

function triples(text: string): Set<string> {
  const t = normText(text).replace(/\d+/g, "");
  const out = new Set<string>();
  for (let i = 0; i + 3 <= t.length; i++) out.add(t.slice(i, i + 3));
  return out;
}

function dice(a: Set<string>, b: Set<string>): number {
  if (!a.size || !b.size) return 0;
  let shared = 0;
  for (const x of a) if (b.has(x)) shared++;
  return (2 * shared) / (a.size + b.size);
}

/** Whether most of these lines (one style's) say the same thing. */
export function repeatsItself(titles: string[]): boolean {
  if (titles.length < MIN_LINES) return false;
  // Compared against a sample: a catalogue sets hundreds of specimen lines, and pairs of them are enough.
  const sample = titles.slice(0, 24).map(triples);
  const alike = sample.map((a) => sample.filter((b) => dice(a, b) >= SAME_WORDS).length);
  const best = Math.max(...alike);
  return best >= MOST * sample.length;
}
