/**
 * TeX's f-ligatures in fonts that carry no Unicode mapping (Type 3 bitmap fonts from dvips,
 * old Type 1 fonts without a ToUnicode map): the reader is handed the font's own codes, which
 * sit among the control characters and were read as spaces or as unmapped glyphs, so
 * "files" came out as "les" and "Affymetrix" as "A ymetrix".
 *
 * The codes are fixed by TeX's two text encodings: OT1 (TeX's default) puts ff, fi, fl, ffi,
 * ffl at 0x0B–0x0F, T1 (Cork, `\usepackage[T1]{fontenc}`) at 0x1B–0x1F. Neither code range
 * holds a letter in the other encoding that occurs inside an English word, so a code from
 * either range that touches a letter is read as its ligature. Where nothing touches it, it
 * stays what it was (a space, a rule, a symbol).
 */
const LIGATURES: ReadonlyMap<number, string> = new Map([
  [0x0b, "ff"],
  [0x0c, "fi"],
  [0x0d, "fl"],
  [0x0e, "ffi"],
  [0x0f, "ffl"],
  [0x1b, "ff"],
  [0x1c, "fi"],
  [0x1d, "fl"],
  [0x1e, "ffi"],
  [0x1f, "ffl"],
]);

/** The ligature a font code may stand for, or undefined when it is no ligature code. */
export function texLigature(code: number): string | undefined {
  return LIGATURES.get(code);
}

const LETTER = /\p{L}/u;

/** A Unicode value that is a letter: what a ligature must touch to be read as one. */
export function isLetterCode(code: number): boolean {
  return code > 0x40 && code <= 0x10ffff && LETTER.test(String.fromCodePoint(code));
}

/**
 * `text` with each ligature code that touches a letter (or another such code, as in
 * "e\x1b\x1cciency") spelled out; used where a whole run of characters is at hand (pdf.js
 * text items). Returns `text` itself when it holds no ligature code.
 */
export function spellTexLigatures(text: string): string {
  let out: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const lig = texLigature(text.charCodeAt(i));
    const spelt = lig !== undefined && touchesLetter(text, i);
    if (spelt && out === null) out = text.slice(0, i);
    if (out !== null) out += spelt ? lig : text[i];
  }
  return out ?? text;
}

function touchesLetter(text: string, i: number): boolean {
  for (const step of [-1, 1]) {
    let j = i + step;
    while (j >= 0 && j < text.length && texLigature(text.charCodeAt(j)) !== undefined) j += step;
    if (j >= 0 && j < text.length && isLetterCode(text.codePointAt(j) ?? 0)) return true;
  }
  return false;
}
