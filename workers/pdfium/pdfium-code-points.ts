/**
 * What PDFium's Unicode values are, for the text reader: a space (drawn or inferred), a glyph
 * whose font maps to no character, and the values that end a run of characters. Called once
 * per glyph, so each is a few comparisons.
 */

function isSpace(u: number): boolean {
  return u <= 0x20 || u === 0xa0 || (u >= 0x2000 && u <= 0x200b) || u === 0x3000 || u === 0xfeff || u === 0xfffe;
}

export function isUnmapped(u: number): boolean {
  return u === 0 || u === 0xfffd || (u < 0x20 && u !== 0x09 && u !== 0x0a && u !== 0x0d);
}

/** Spaces, and values that are no character at all, end a run. */
export function endsRun(u: number): boolean {
  return isSpace(u) || u > 0x10ffff || (u >= 0xd800 && u <= 0xdfff);
}
