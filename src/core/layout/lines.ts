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
    return { words: joinInterrupted(words), column: l.phrases[0].column };
  });
}

/** Within this share of the font size, two pieces of text on one baseline touch. */
const TOUCH = 0.05;
/** Only a piece of a word continues: a bullet, bracket or marker before a word stays apart. */
const WORDLIKE = /[\p{L}\p{N}]/u;

/**
 * A word the file drew in two parts with something else drawn between them ("for", a
 * marker elsewhere on the line, then "ce.") came out as two words, since the interruption
 * ended the first. Pieces that touch on one baseline but were not drawn one after the other
 * are joined again, when the first holds a letter or digit; a word drawn twice for a bold
 * effect overlaps far more and stays apart.
 */
function joinInterrupted(words: PlacedWord[]): PlacedWord[] {
  const out: PlacedWord[] = [];
  for (const w of words) {
    const prev = out[out.length - 1];
    const size = prev ? Math.max(prev.fontSize, w.fontSize) : 0;
    const gap = prev ? w.x0 - prev.x1 : 0;
    const touching =
      prev &&
      Math.abs(w.order - prev.order) > 1 &&
      WORDLIKE.test(prev.text) &&
      Math.abs(w.baseline - prev.baseline) < 0.1 * size &&
      Math.abs(w.fontSize - prev.fontSize) < 0.1 * size &&
      gap < TOUCH * size &&
      gap > -2 * TOUCH * size;
    if (!touching) {
      out.push(w);
      continue;
    }
    out[out.length - 1] = {
      ...prev,
      text: prev.text + w.text,
      x1: Math.max(prev.x1, w.x1),
      top: Math.min(prev.top, w.top),
      bottom: Math.max(prev.bottom, w.bottom),
      bold: prev.bold && w.bold,
    };
  }
  return out;
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
