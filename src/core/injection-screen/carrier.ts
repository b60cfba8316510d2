/**
 * Where in a long unit its strong verdict sits. A unit run together from many lines with no sentence end
 * between them (a changelog, a page of a manual flattened, a copyright header) is a paragraph, not a
 * sentence: when it trips the screen, only the stretch of its lines that trips it alone is quarantined, so the
 * rest stays readable and a single order does not take a page with it. A unit whose verdict no stretch of a
 * few lines carries alone (weak signals spread over it, a relation to a neighbour) is quarantined whole, as
 * before. Pure: the test of a stretch is the screen's own, passed in.
 */

// Past this many words a unit is many sentences run together; a planted sentence is shorter, and is kept whole.
export const PARAGRAPH_WORDS = 80;
// The most lines a carrier may span: a plant is a line or a few; more is the paragraph's own accumulation.
const MAX_CARRIER_LINES = 6;

/** True when the `length` characters of `unit` at `at` start and end at word boundaries. */
const onWords = (unit: string, at: number, length: number) =>
  (at === 0 || unit[at - 1] === " ") && (at + length === unit.length || unit[at + length] === " ");

/** The unit cut where its lines begin and end (the page's lines, whitespace folded, as the unit was joined). */
export function unitPieces(unit: string, lines: readonly string[]): string[] {
  const cuts = new Set<number>([0, unit.length]);
  for (const line of lines) {
    for (let at = unit.indexOf(line); at >= 0; at = unit.indexOf(line, at + 1)) {
      if (!onWords(unit, at, line.length)) continue;
      cuts.add(at).add(at + line.length);
      break;
    }
  }
  const sorted = [...cuts].sort((a, b) => a - b);
  return sorted
    .slice(1)
    .map((end, i) => unit.slice(sorted[i], end).trim())
    .filter(Boolean);
}

/**
 * The stretches of a strong unit to quarantine: the unit itself when it is a sentence's length, else the
 * shortest runs of its lines that are strong alone (none overlapping), else the whole unit.
 */
export function carriersOf(unit: string, lines: readonly string[], strongAlone: (text: string) => boolean): string[] {
  if (unit.split(" ").length <= PARAGRAPH_WORDS) return [unit];
  const pieces = unitPieces(unit, lines);
  if (pieces.length < 2) return [unit];
  const taken: boolean[] = pieces.map(() => false);
  const spans: [number, number][] = [];
  for (let size = 1; size <= Math.min(MAX_CARRIER_LINES, pieces.length - 1); size++) {
    for (let at = 0; at + size <= pieces.length; at++) {
      if (taken.slice(at, at + size).some(Boolean)) continue;
      if (!strongAlone(pieces.slice(at, at + size).join(" "))) continue;
      spans.push([at, at + size]);
      taken.fill(true, at, at + size);
    }
  }
  if (!spans.length) return [unit];
  return spans.sort((a, b) => a[0] - b[0]).map(([a, b]) => pieces.slice(a, b).join(" "));
}
