/**
 * Where in a long unit its strong verdict sits. A unit run together from many lines with no sentence end
 * between them (a changelog, a page of a manual flattened, a copyright header) is a paragraph, not a
 * sentence: when it trips the screen, only the stretch of its lines that trips it alone is quarantined, so the
 * rest stays readable and a single order does not take a page with it. A unit whose verdict no stretch of a
 * few lines carries alone (weak signals spread over it, a relation to a neighbour) is quarantined whole, as
 * before. Pure: the test of a stretch is the screen's own, passed in.
 */

// Up to a long sentence's length a unit is kept whole: narrowing it would leave part of a plant on the page.
export const PARAGRAPH_WORDS = 25;
// The most lines a carrier may span: a plant is a line or a few; more is the paragraph's own accumulation.
const MAX_CARRIER_LINES = 6;

// A capital, a letter of a script without case (Japanese, Chinese), a bullet or bracket, or a key ("action: …").
const OPENS_SENTENCE = /^[^\p{L}\p{N}]*(?:\p{Lu}|\p{Lo}|$)|^[^\p{L}]*[\u2022*#<[(-]|^\W*[\w-]+\s*:/u;
export const opensSentence = (line: string) => OPENS_SENTENCE.test(line);
// A line that ends a sentence, and one that leads into the next line whatever that line opens with (a colon
// introduces it, a comma or a hyphen carries the sentence on).
const ENDS_SENTENCE = /[.!?]["')\]\u201D\u2019]*$/u;
const LEADS_ON = /[:,;\-\u2010\u2013]$/u;

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
 * shortest runs of its lines that are strong alone (none overlapping), else the whole unit; null when the unit
 * spans more lines than a plant does and no run of them is strong alone (its verdict is spread over it).
 */
export function carriersOf(
  unit: string,
  lines: readonly string[],
  strongAlone: (text: string) => boolean,
): string[] | null {
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
  // Past a plant's length of lines, a verdict no run of them carries is the paragraph's, added up across it.
  if (!spans.length) return pieces.length > MAX_CARRIER_LINES ? null : [unit];
  return mergeSpans(spans.map((s) => sentenceAround(pieces, s))).map(([a, b]) => pieces.slice(a, b).join(" "));
}

// A numbered line of a listing: its number, then code ("1157 \\class@warn{\\CODES@warn}%", "12 }{%"). It is a line of
// its own, never a wrapped sentence's, though it opens with no capital and the line before ends with no full stop.
// A word with a stop after it ("2 Ignore; all …", "3 Note: the …") opens a numbered line of prose, not of code.
const LISTING_LINE = /^\d{1,5}\s+(?!\p{L}+[;:,.!?]?(?:\s|$))\S*[\\{}%;=#]/u;

/** True when line `k` carries on the sentence of line `k - 1` (a wrapped line, or one a colon or comma leads to). */
const carriesOn = (pieces: readonly string[], k: number) =>
  !ENDS_SENTENCE.test(pieces[k - 1]) &&
  !LISTING_LINE.test(pieces[k]) &&
  (!opensSentence(pieces[k]) || LEADS_ON.test(pieces[k - 1]));

/** A run of lines widened to the sentence they are part of: an order wrapped over lines is cut out whole. */
function sentenceAround(pieces: readonly string[], [start, end]: [number, number]): [number, number] {
  let a = start;
  let b = end;
  while (a > 0 && carriesOn(pieces, a)) a--;
  // An order that does not end on its last line ends on the next, whatever that line opens with ("… analysing this
  // / page: the CEO resigned"; a role line's turn); past that, only a line that carries on is taken.
  while (b < pieces.length && (b === end ? !ENDS_SENTENCE.test(pieces[b - 1]) : carriesOn(pieces, b))) b++;
  return [a, b];
}

function mergeSpans(spans: [number, number][]): [number, number][] {
  const out: [number, number][] = [];
  for (const [a, b] of [...spans].sort((x, y) => x[0] - y[0])) {
    const last = out[out.length - 1];
    if (last && a <= last[1]) last[1] = Math.max(last[1], b);
    else out.push([a, b]);
  }
  return out;
}
