/**
 * PDFium's characters on one page, grouped into RawPage text items: one item per run of
 * characters between spaces in one font, its left edge and width the glyphs' own. Some
 * producers put every glyph in its own text object, so styles are keyed by font, size
 * and direction; a run that follows a space starts with one, so core never glues it to
 * the word before.
 */
import { isBoldFontName, type RawFont, type RawTextItem } from "../../src/core/layout/raw-page";
import { heapOf, readString, type Heap } from "./pdfium-heap";
import type { PdfiumPageContext } from "./pdfium-page";

/** PDF font descriptor flag: the font is drawn bold whatever its name says. */
const FORCE_BOLD = 1 << 18;
interface TextObjectStyle {
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

interface Run {
  chars: string[];
  style: TextObjectStyle;
  x0: number;
  x1: number;
  baseline: number;
  ox: number;
  oy: number;
  /** Left edge of the last glyph: a ligature's parts share one, a new word starts left of it. */
  lastLeft: number;
  /** A space or a word gap came before the run: core must not glue it to the word before. */
  spaceBefore: boolean;
}

function isSpace(u: number): boolean {
  return u <= 0x20 || u === 0xa0 || (u >= 0x2000 && u <= 0x200b) || u === 0x3000 || u === 0xfeff || u === 0xfffe;
}

function isUnmapped(u: number): boolean {
  return u === 0 || u === 0xfffd || (u < 0x20 && u !== 0x09 && u !== 0x0a && u !== 0x0d);
}

export class PageReader {
  private heap: Heap;
  private styles = new Map<string, TextObjectStyle>();
  private lastObject = 0;
  private lastStyle: TextObjectStyle | null = null;
  readonly fonts: Record<string, RawFont> = {};
  readonly items: RawTextItem[] = [];
  private run: Run | null = null;
  /** Glyphs whose font gives no Unicode value (PDFium reports 0 or U+FFFD). */
  unmapped = 0;
  private spaced = true;
  private inferred = false;
  /** Right edge and baseline of the last run, to judge a gap PDFium filled with a space. */
  private lastRun: { x1: number; baseline: number } | null = null;

  private wordGapBefore(left: number, baseline: number, size: number): boolean {
    const last = this.lastRun;
    return !last || Math.abs(baseline - last.baseline) >= 0.25 * size || left - last.x1 >= WORD_GAP * size;
  }

  constructor(
    private readonly ctx: PdfiumPageContext,
    private readonly text: number,
  ) {
    this.heap = heapOf(ctx.raw);
  }

  read(): void {
    const { raw } = this.ctx;
    const count = raw.FPDFText_CountChars(this.text);
    for (let i = 0; i < count; i++) {
      // PDFium marks a hyphen that breaks a word at a line end as U+0002; it is printed "-".
      const got = raw.FPDFText_GetUnicode(this.text, i);
      const u = got === 0x02 ? 0x2d : got;
      if (isUnmapped(u)) this.unmapped++;
      if (isSpace(u) || u > 0x10ffff || (u >= 0xd800 && u <= 0xdfff)) {
        this.flush();
        // A space the file draws ends a word; one PDFium inferred from a gap (it also
        // infers them inside letter-spaced words) ends one only if the gap is a word gap.
        if (raw.FPDFText_IsGenerated(this.text, i) === 1) this.inferred = true;
        else this.spaced = true;
      } else this.addChar(i, u);
    }
    this.flush();
  }

  private addChar(i: number, u: number): void {
    const { raw, scratch } = this.ctx;
    const style = this.styleOf(i);
    raw.FPDFText_GetLooseCharBox(this.text, i, scratch);
    raw.FPDFText_GetCharOrigin(this.text, i, scratch + 16, scratch + 24);
    const h = (this.heap = heapOf(raw, this.heap));
    const f = scratch >> 2;
    const left = h.f32[f];
    const right = h.f32[f + 2];
    const ox = h.f64[(scratch + 16) >> 3];
    const oy = h.f64[(scratch + 24) >> 3];
    const run = this.run;
    if (run && !continues(run, style, left, ox, oy)) {
      this.flush();
      this.spaced = true;
    } else if (run && run.style !== style) this.flush(); // same word, another font: glued back by core
    if (!this.run)
      this.run = {
        chars: [],
        style,
        x0: left,
        x1: right,
        baseline: oy,
        ox,
        oy,
        lastLeft: left,
        spaceBefore: this.spaced || (this.inferred && this.wordGapBefore(left, oy, style.size)),
      };
    this.spaced = false;
    this.inferred = false;
    const r = this.run;
    r.lastLeft = left;
    r.chars.push(String.fromCodePoint(u));
    r.x0 = Math.min(r.x0, left);
    r.x1 = Math.max(r.x1, right);
  }

  /**
   * Style of the character's text object. Some producers put every glyph in its own text
   * object, so styles are shared by font, size and direction, not by object.
   */
  private styleOf(i: number): TextObjectStyle {
    const { raw, scratch } = this.ctx;
    const obj = raw.FPDFText_GetTextObject(this.text, i);
    if (obj === this.lastObject && this.lastStyle) return this.lastStyle;
    raw.FPDFText_GetMatrix(this.text, i, scratch);
    this.heap = heapOf(raw, this.heap);
    const f = scratch >> 2;
    const [a, b, c, d] = [this.heap.f32[f], this.heap.f32[f + 1], this.heap.f32[f + 2], this.heap.f32[f + 3]];
    const size = raw.FPDFText_GetFontSize(this.text, i) * (Math.hypot(c, d) || 1) || 1;
    const along = Math.hypot(a, b) || 1;
    const font = raw.FPDFTextObj_GetFont(obj);
    const last = this.lastStyle;
    if (last && last.font === font && last.size === size && last.a === a && last.b === b) {
      this.lastObject = obj;
      return last;
    }
    const key = `${font}:${size.toFixed(2)}:${(a / along).toFixed(3)}:${(b / along).toFixed(3)}`;
    let style = this.styles.get(key);
    if (!style) {
      const fontName = `f${font}`;
      style = {
        font,
        a,
        b,
        fontName,
        size,
        dx: a / along,
        dy: b / along,
        horizontal: Math.abs(b) <= Math.abs(a) * 0.1 && a > 0,
      };
      this.fonts[fontName] ??= { ...this.metrics(i, font, size), vertical: false, bold: this.isBold(font) };
      this.heap = heapOf(raw, this.heap);
      this.styles.set(key, style);
    }
    this.lastObject = obj;
    this.lastStyle = style;
    return style;
  }

  /**
   * Ascent and descent as shares of the font size, from the font itself (what pdf.js
   * uses too); the loose character box is the fallback when the font gives none.
   */
  private metrics(i: number, font: number, size: number): { ascent: number; descent: number } {
    const { raw, scratch } = this.ctx;
    if (font && raw.FPDFFont_GetAscent(font, 1, scratch) && raw.FPDFFont_GetDescent(font, 1, scratch + 4)) {
      const f = heapOf(raw, this.heap).f32;
      return { ascent: f[scratch >> 2], descent: f[(scratch >> 2) + 1] };
    }
    raw.FPDFText_GetLooseCharBox(this.text, i, scratch);
    raw.FPDFText_GetCharOrigin(this.text, i, scratch + 16, scratch + 24);
    const h = heapOf(raw, this.heap);
    const oy = h.f64[(scratch + 24) >> 3];
    return { ascent: (h.f32[(scratch >> 2) + 1] - oy) / size, descent: (h.f32[(scratch >> 2) + 3] - oy) / size };
  }

  private isBold(font: number): boolean {
    if (!font) return false;
    const { raw } = this.ctx;
    const name = readString(raw, (buf, len) => raw.FPDFFont_GetBaseFontName(font, buf, len), false, 1024);
    return isBoldFontName(name) || (raw.FPDFFont_GetFlags(font) & FORCE_BOLD) !== 0;
  }

  private flush(): void {
    const r = this.run;
    this.run = null;
    if (!r || r.chars.length === 0) return;
    this.lastRun = { x1: r.x1, baseline: r.baseline };
    const { style } = r;
    const s = style.size;
    const text = r.chars.join("");
    if (style.horizontal) {
      const width = r.x1 - r.x0;
      if (!r.spaceBefore) {
        this.items.push({
          str: text,
          transform: [s, 0, 0, s, r.x0, r.baseline],
          width,
          height: s,
          fontName: style.fontName,
          hasEOL: false,
        });
        return;
      }
      // A leading space tells core a word starts here. Core spreads an item's width evenly
      // over its characters, so the item starts one glyph-width early and the word still
      // spans exactly [x0, x1].
      const n = r.chars.length;
      this.items.push({
        str: ` ${text}`,
        transform: [s, 0, 0, s, r.x0 - width / n, r.baseline],
        width: (width * (n + 1)) / n,
        height: s,
        fontName: style.fontName,
        hasEOL: false,
      });
      return;
    }
    // Rotated text is kept whole (as pdf.js items are), placed from its first origin.
    const t = [style.dx * s, style.dy * s, -style.dy * s, style.dx * s, r.ox, r.oy];
    this.items.push({
      str: r.spaceBefore ? ` ${text}` : text,
      transform: t,
      width: Math.max(s * 0.5, r.x1 - r.x0),
      height: s,
      fontName: style.fontName,
      hasEOL: false,
    });
  }
}

/**
 * Where PDFium inferred a space, a gap of at least this share of the font size is a word
 * break (tightly justified text); a narrower one is letter spacing inside a word. poppler
 * uses the same 0.1.
 */
const WORD_GAP = 0.1;
/** Glyphs further apart than this share of the font size never continue one run. */
const RUN_GAP = 0.5;

/** A character continues the run when it sits on the same baseline, does not jump back, and leaves no word gap. */
function continues(run: Run, style: TextObjectStyle, left: number, ox: number, oy: number): boolean {
  if (!style.horizontal) return Math.hypot(ox - run.ox, oy - run.oy) < style.size * (run.chars.length + 2);
  return (
    Math.abs(oy - run.baseline) < 0.25 * style.size &&
    left >= run.lastLeft - 0.1 * style.size &&
    left < run.x1 + RUN_GAP * style.size
  );
}
