/**
 * pdf.js text items → positioned words. Items are runs of glyphs that may hold several
 * words, part of a word, or a single character (some producers emit one item per glyph),
 * so we split on whitespace and then glue touching pieces back together.
 */
import { multiply } from "./geometry";
import type { RawFont, RawPage, RawTextItem } from "./raw-page";
import { spellTexLigatures } from "./tex-ligatures";

/** A word in viewport space (points, y grows downwards) before normalisation. */
export interface PlacedWord {
  text: string;
  x0: number;
  x1: number;
  top: number;
  bottom: number;
  baseline: number;
  fontSize: number;
  bold: boolean;
  /** Stream order of the item the word started in; keeps sorting deterministic. */
  order: number;
}

const DEFAULT_FONT: RawFont = { ascent: 0.8, descent: -0.2, vertical: false, bold: false };
/** Gap, as a share of font size, under which two pieces on one baseline form one word. */
const GLUE_GAP = 0.12;

function fontMetrics(font: RawFont | undefined): RawFont {
  if (!font) return DEFAULT_FONT;
  const ascent = font.ascent > 0.5 && font.ascent < 1.2 ? font.ascent : DEFAULT_FONT.ascent;
  const descent = font.descent < 0 && font.descent > -0.45 ? font.descent : DEFAULT_FONT.descent;
  return { ascent, descent, vertical: font.vertical, bold: font.bold };
}

/**
 * Exactly the characters JavaScript's `\s` matches (white space and line terminators),
 * by code: testing a regular expression on every character of a 250-page filing showed
 * in the layout workers' profile.
 */
export function isWhiteSpace(code: number): boolean {
  return (
    code === 0x20 ||
    (code >= 0x09 && code <= 0x0d) ||
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

const SPACE = 0;
const TEXT = 1;
const GLYPH = 2;
const BULLET = "\u2022";

/**
 * Codes a producer left for glyphs it gave no text: control characters (C0, DEL, C1) and
 * the private-use block where symbol fonts (Symbol, Wingdings) put their glyphs, U+F020
 * being their space. Other private-use codes (a vendor's logo) stay as they are.
 */
function charKind(code: number): number {
  if (isWhiteSpace(code) || code === 0xf020) return SPACE;
  if (code < 0x20 || (code >= 0x7f && code <= 0x9f) || (code > 0xf020 && code <= 0xf0ff)) return GLYPH;
  return TEXT;
}

/** A piece of a word plus whether whitespace preceded it inside its own item. */
interface Piece {
  word: PlacedWord;
  spaceBefore: boolean;
  /** An unmapped glyph read as a bullet: a word of its own, whatever touches it. */
  glyph?: boolean;
}

function hasNonSpace(str: string): boolean {
  for (let i = 0; i < str.length; i++) if (!isWhiteSpace(str.charCodeAt(i))) return true;
  return false;
}

/**
 * What every item of one page shares, worked out once per page rather than per item (a
 * long filing has ~500,000 items): the viewport's scale and each font's metrics.
 */
class PageMetrics {
  readonly scale: number;
  private readonly fonts = new Map<string, RawFont>();

  constructor(readonly page: RawPage) {
    this.scale = Math.hypot(page.viewportTransform[0], page.viewportTransform[1]) || 1;
  }

  font(name: string): RawFont {
    let font = this.fonts.get(name);
    if (!font) this.fonts.set(name, (font = fontMetrics(this.page.fonts[name])));
    return font;
  }
}

function splitItem(item: RawTextItem, metrics: PageMetrics, order: number, out: Piece[]): void {
  // pdf.js hands over an unmapped TeX ligature as its font code, a control character.
  const str = item.str && spellTexLigatures(item.str);
  if (!str || !hasNonSpace(str)) return;
  const m = multiply(metrics.page.viewportTransform, item.transform);
  const font = metrics.font(item.fontName);
  const fontSize = Math.hypot(m[2], m[3]) || Math.abs(item.height) || 1;
  const scale = metrics.scale;
  const horizontal = Math.abs(m[1]) <= Math.abs(m[0]) * 0.1 && m[0] > 0 && !font.vertical;
  const len = str.length;
  const width = item.width > 0 ? item.width * scale : fontSize * 0.5 * len;

  if (!horizontal) {
    // Rotated or vertical text: keep it whole, boxed by its transformed extent.
    const xs = [m[4], m[4] + (m[0] / fontSize) * width, m[4] - m[2]];
    const ys = [m[5], m[5] + (m[1] / fontSize) * width, m[5] - m[3]];
    const top = Math.min(...ys);
    const bottom = Math.max(...ys);
    for (const text of str.split(/\s+/).filter(Boolean)) {
      const word = {
        text,
        x0: Math.min(...xs),
        x1: Math.max(...xs),
        top,
        bottom,
        baseline: bottom,
        fontSize,
        bold: font.bold,
        order,
      };
      out.push({ word, spaceBefore: true });
    }
    return;
  }

  const baseline = m[5];
  const top = baseline - font.ascent * fontSize;
  const bottom = baseline - font.descent * fontSize;
  const charWidth = width / len;
  let start = -1;
  let kind = SPACE;
  for (let i = 0; i <= len; i++) {
    const next = i === len ? SPACE : charKind(str.charCodeAt(i));
    if (next === kind) continue;
    if (kind !== SPACE) {
      const word = {
        // An unmapped glyph (a symbol font's bullet, box or icon) reads as a bullet: shown
        // as it was, it is a box or nothing, and glued to the next word it hides an item.
        text: kind === GLYPH ? BULLET : str.slice(start, i),
        x0: m[4] + start * charWidth,
        x1: m[4] + i * charWidth,
        top,
        bottom,
        baseline,
        fontSize,
        bold: font.bold,
        order,
      };
      out.push(kind === GLYPH ? { word, spaceBefore: true, glyph: true } : { word, spaceBefore: start > 0 });
    }
    kind = next;
    start = i;
  }
}

function touches(a: PlacedWord, b: PlacedWord): boolean {
  const size = Math.max(a.fontSize, b.fontSize);
  const gap = b.x0 - a.x1;
  return Math.abs(a.baseline - b.baseline) < 0.25 * size && gap < GLUE_GAP * size && gap > -0.5 * size;
}

/** Split every item into words and re-join pieces of one word that pdf.js emitted apart. */
export function placeWords(page: RawPage): PlacedWord[] {
  const pieces: Piece[] = [];
  const metrics = new PageMetrics(page);
  page.items.forEach((item, i) => splitItem(item, metrics, i, pieces));

  const words: PlacedWord[] = [];
  let prevGlyph = false;
  for (const { word, spaceBefore, glyph = false } of pieces) {
    const prev = words[words.length - 1];
    // A glyph and the text beside it are two words, never glued into one; touching glyphs
    // (a bullet drawn as two) are one bullet.
    const glue = prev && (glyph ? prevGlyph : !spaceBefore && !prevGlyph) && touches(prev, word);
    if (glue) {
      if (!glyph) prev.text += word.text;
      prev.x1 = Math.max(prev.x1, word.x1);
      prev.top = Math.min(prev.top, word.top);
      prev.bottom = Math.max(prev.bottom, word.bottom);
      prev.bold = prev.bold && word.bold;
    } else {
      words.push(word);
      prevGlyph = glyph;
    }
  }
  return words;
}
