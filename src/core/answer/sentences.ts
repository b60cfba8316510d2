/**
 * Sentence splitting for page prose, model replies and the injection screen. Financial
 * text is full of periods that end nothing ("U.S.", "Inc.", "$3.5", "Note 7."), so a
 * split needs a terminator, then space, then something that can open a sentence.
 */

const ABBREVIATIONS = new Set(
  "inc co corp ltd llc plc no nos vs etc e.g i.e u.s u.k mr mrs ms dr st jan feb mar apr jun jul aug sep sept oct nov dec approx fig ref sec".split(
    " ",
  ),
);

/** Ends at a terminator (plus closing quotes/brackets) followed by whitespace. */
const BOUNDARY = /[.!?]["')\]\u201D\u2019]*(?=\s+["'([\u201C\u2018]?[\p{Lu}\p{N}$])/gu;

function endsWithAbbreviation(text: string, dot: number): boolean {
  const before = text.slice(0, dot + 1).match(/(?:^|[\s(])((?:\p{L}\.)*\p{L}+)\.$/u);
  if (!before) return false;
  const word = before[1].toLowerCase();
  return ABBREVIATIONS.has(word) || /^\p{L}$/u.test(word) || /^(\p{L}\.)+\p{L}$/u.test(word);
}

/** Splits one block of running text (whitespace already collapsed) into sentences. */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (const m of text.matchAll(BOUNDARY)) {
    const at = m.index ?? 0;
    if (text[at] === "." && endsWithAbbreviation(text, at)) continue;
    const end = at + m[0].length;
    const piece = text.slice(start, end).trim();
    if (piece) out.push(piece);
    start = end;
  }
  const rest = text.slice(start).trim();
  if (rest) out.push(rest);
  return out;
}
