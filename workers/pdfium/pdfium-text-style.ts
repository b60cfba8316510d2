/**
 * The style (font, size, direction) of each character on a PDFium text page, and the
 * RawFont entry each style names. Some producers put every glyph in its own text object
 * (a 250-page 10-K has close to a million), so this runs once per glyph: a glyph whose
 * object, or whose font, size and matrix, match the last one's reuses that style without
 * any float maths or allocation. Styles are shared by font, size and direction, not by
 * object.
 */
import { isBoldFontName, type RawFont } from "../../src/core/layout/raw-page";
import { heapOf, readString, type Heap } from "./pdfium-heap";
import type { PdfiumPageContext } from "./pdfium-page";

/** PDF font descriptor flag: the font is drawn bold whatever its name says. */
const FORCE_BOLD = 1 << 18;

export interface TextStyle {
  /** PDFium font handle and raw matrix terms: a cheap identity check for the next glyph. */
  font: number;
  a: number;
  b: number;
  fontName: string;
  size: number;
  /** Unit vector of the text direction; horizontal text is (1, 0). */
  dx: number;
  dy: number;
  horizontal: boolean;
}

/** The raw inputs a style was last matched from: equal inputs give the same style. */
interface LastMatch {
  object: number;
  font: number;
  fontSize: number;
  a: number;
  b: number;
  c: number;
  d: number;
  style: TextStyle | null;
}

export class TextStyles {
  readonly fonts: Record<string, RawFont> = {};
  private readonly byKey = new Map<string, TextStyle>();
  private readonly last: LastMatch = { object: 0, font: 0, fontSize: 0, a: 0, b: 0, c: 0, d: 0, style: null };
  private heap: Heap;

  constructor(
    private readonly ctx: PdfiumPageContext,
    private readonly text: number,
  ) {
    this.heap = heapOf(ctx.raw);
  }

  /** The text object of the character last styled, and its text matrix's x axis on the page. */
  get current(): { object: number; a: number; b: number } {
    return this.last;
  }

  /** Style of character `i`. */
  of(i: number): TextStyle {
    const { raw, scratch } = this.ctx;
    const last = this.last;
    const obj = raw.FPDFText_GetTextObject(this.text, i);
    if (obj === last.object && last.style) return last.style;
    raw.FPDFText_GetMatrix(this.text, i, scratch);
    const f32 = (this.heap = heapOf(raw, this.heap)).f32;
    const m = scratch >> 2;
    const a = f32[m];
    const b = f32[m + 1];
    const c = f32[m + 2];
    const d = f32[m + 3];
    const fontSize = raw.FPDFText_GetFontSize(this.text, i);
    const font = raw.FPDFTextObj_GetFont(obj);
    last.object = obj;
    const same = last.font === font && last.fontSize === fontSize && last.c === c && last.d === d;
    if (!(same && last.a === a && last.b === b && last.style)) {
      last.style = this.resolve(i, font, fontSize * (Math.hypot(c, d) || 1) || 1, a, b, last.style);
      last.font = font;
      last.fontSize = fontSize;
      last.a = a;
      last.b = b;
      last.c = c;
      last.d = d;
    }
    return last.style;
  }

  /** The style for these terms: the previous glyph's when size and matrix agree, else one shared by key. */
  private resolve(i: number, font: number, size: number, a: number, b: number, prev: TextStyle | null): TextStyle {
    if (prev && prev.font === font && prev.size === size && prev.a === a && prev.b === b) return prev;
    const along = Math.hypot(a, b) || 1;
    const key = `${font}:${size.toFixed(2)}:${(a / along).toFixed(3)}:${(b / along).toFixed(3)}`;
    let style = this.byKey.get(key);
    if (!style) {
      const fontName = `f${font}`;
      const horizontal = Math.abs(b) <= Math.abs(a) * 0.1 && a > 0;
      style = { font, a, b, fontName, size, dx: a / along, dy: b / along, horizontal };
      this.fonts[fontName] ??= { ...this.metrics(i, font, size), vertical: false, bold: this.isBold(font) };
      this.byKey.set(key, style);
    }
    return style;
  }

  /**
   * Ascent and descent as shares of the font size, from the font itself (what pdf.js
   * uses too); the loose character box is the fallback when the font gives none.
   */
  private metrics(i: number, font: number, size: number): { ascent: number; descent: number } {
    const { raw, scratch } = this.ctx;
    if (font && raw.FPDFFont_GetAscent(font, 1, scratch) && raw.FPDFFont_GetDescent(font, 1, scratch + 4)) {
      const f = (this.heap = heapOf(raw, this.heap)).f32;
      return { ascent: f[scratch >> 2], descent: f[(scratch >> 2) + 1] };
    }
    raw.FPDFText_GetLooseCharBox(this.text, i, scratch);
    raw.FPDFText_GetCharOrigin(this.text, i, scratch + 16, scratch + 24);
    const h = (this.heap = heapOf(raw, this.heap));
    const oy = h.f64[(scratch + 24) >> 3];
    return { ascent: (h.f32[(scratch >> 2) + 1] - oy) / size, descent: (h.f32[(scratch >> 2) + 3] - oy) / size };
  }

  private isBold(font: number): boolean {
    if (!font) return false;
    const { raw } = this.ctx;
    const name = readString(raw, (buf, len) => raw.FPDFFont_GetBaseFontName(font, buf, len), false, 1024);
    return isBoldFontName(name) || (raw.FPDFFont_GetFlags(font) & FORCE_BOLD) !== 0;
  }
}
