/** Phrases of one reading block → lines: same baseline, left to right. */
import type { Phrase } from "./reading-order";
import type { PlacedWord } from "./words";

export interface PlacedLine {
  words: PlacedWord[];
  column: number;
}

export function groupLines(block: Phrase[]): PlacedLine[] {
  const sorted = [...block].sort((a, b) => a.baseline - b.baseline || a.x0 - b.x0);
  const lines: { phrases: Phrase[]; baseline: number; size: number }[] = [];
  for (const p of sorted) {
    const last = lines[lines.length - 1];
    // Superscripts and table cells sit a little off the baseline; 0.45 of the smaller
    // font keeps them on their line without merging consecutive lines.
    if (last && Math.abs(p.baseline - last.baseline) < 0.45 * Math.min(last.size, p.fontSize)) {
      last.phrases.push(p);
    } else {
      lines.push({ phrases: [p], baseline: p.baseline, size: p.fontSize });
    }
  }
  return lines.map((l) => {
    const words = l.phrases.flatMap((p) => p.words).sort((a, b) => a.x0 - b.x0 || a.order - b.order);
    return { words, column: l.phrases[0].column };
  });
}

/** Character-weighted median font size, so one big drop cap does not decide. */
export function lineFontSize(words: PlacedWord[]): number {
  const sorted = [...words].sort((a, b) => a.fontSize - b.fontSize);
  const total = sorted.reduce((n, w) => n + w.text.length, 0);
  let seen = 0;
  for (const w of sorted) {
    seen += w.text.length;
    if (seen * 2 >= total) return w.fontSize;
  }
  return sorted.length ? sorted[sorted.length - 1].fontSize : 0;
}
