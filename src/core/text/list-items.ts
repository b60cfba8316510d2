/**
 * The glyphs that open a list's item, one set for every reader of lists: the candidates that
 * become quotes, the injection screen's units and the figures read from bulleted highlights.
 * Each kept its own, shorter, set ("■" and "►" bullets opened items for one and not another).
 */
export const BULLET_GLYPHS = "\u2022\u2023\u2219\u25E6\u25AA\u25CF\u25CB\u25A0\u25A1\u27A2\u25BA";

/** A bullet opening a line (blanks before it allowed). */
export const BULLET_OPENS = new RegExp(`^\\s*[${BULLET_GLYPHS}]`, "u");

/** A bullet between two items of text run into one line ("Revenue up 4% • Margin 31%"). */
export const BULLET_BETWEEN = new RegExp(`\\s*[${BULLET_GLYPHS}]\\s+`, "u");
