/**
 * PDFium's characters on one page, grouped into RawPage text items: one item per run of
 * characters between spaces in one style (pdfium-text-style.ts), its left edge and width
 * the glyphs' own. A run that follows a space starts with one, so core never glues it to
 * the word before.
 *
 * This loop runs once per glyph (close to a million on a long filing), so the open run is
 * kept in fields rather than an object per run, its text grows by concatenation, and the
 * wasm heap views are reused while they are live.
 *
 * `shifts` (lost-tj-kerning.ts) puts back, per text object, the distance PDFium lost on a TJ
 * array with an empty string. Where a shift starts or ends, PDFium's own choice of space
 * (made on the misplaced glyphs) is not trusted: the gap between the glyphs as drawn decides.
 */
import type { RawFont, RawTextItem } from "../../src/core/layout/raw-page";
import { heapOf, type Heap } from "./pdfium-heap";
import type { PdfiumPageContext } from "./pdfium-page";
import { TextStyles, type TextStyle } from "./pdfium-text-style";
import { endsRun, isUnmapped } from "./pdfium-code-points";
import { isLetterCode, texLigature } from "../../src/core/layout/tex-ligatures";

/**
 * Where PDFium inferred a space, a gap of at least this share of the font size is a word
 * break (tightly justified text); a narrower one is letter spacing inside a word. poppler
 * uses the same 0.1.
 */
const WORD_GAP = 0.1;
/** Glyphs further apart than this share of the font size never continue one run. */
const RUN_GAP = 0.5;

export class PageReader {
  private heap: Heap;
  private readonly styles: TextStyles;
  readonly items: RawTextItem[] = [];
  /** Glyphs whose font gives no Unicode value (PDFium reports 0 or U+FFFD). */
  unmapped = 0;
  private spaced = true;
  private inferred = false;
  /** The open run: its style (null when none is open), text, glyph count and extent. */
  private style: TextStyle | null = null;
  private text = "";
  private glyphs = 0;
  private x0 = 0;
  private x1 = 0;
  private baseline = 0;
  private ox = 0;
  private oy = 0;
  /** Left edge of the last glyph: a ligature's parts share one, a new word starts left of it. */
  private lastLeft = 0;
  /** A space or a word gap came before the run: core must not glue it to the word before. */
  private spaceBefore = false;
  /** Right edge and baseline of the last run, to judge a gap PDFium filled with a space. */
  private hasLastRun = false;
  private lastX1 = 0;
  private lastBaseline = 0;
  /** The shift of the last glyph's text object, in text space (0 for most pages). */
  private lastShift = 0;

  constructor(
    private readonly ctx: PdfiumPageContext,
    private readonly textPage: number,
    private readonly shifts: ReadonlyMap<number, number> | null = null,
  ) {
    this.heap = heapOf(ctx.raw);
    this.styles = new TextStyles(ctx, textPage);
  }

  get fonts(): Record<string, RawFont> {
    return this.styles.fonts;
  }

  read(): void {
    const { raw } = this.ctx;
    const count = raw.FPDFText_CountChars(this.textPage);
    for (let i = 0; i < count; i++) {
      // PDFium marks a hyphen that breaks a word at a line end as U+0002; it is printed "-".
      const got = raw.FPDFText_GetUnicode(this.textPage, i);
      const u = got === 0x02 ? 0x2d : got;
      const ligature = this.ligatureAt(i, u, count);
      if (ligature !== undefined) this.addChar(i, u, ligature);
      else if (isUnmapped(u)) this.unmapped++;
      if (ligature !== undefined) continue;
      if (endsRun(u)) {
        this.flush();
        // A space the file draws ends a word; one PDFium inferred from a gap (it also
        // infers them inside letter-spaced words) ends one only if the gap is a word gap.
        if (raw.FPDFText_IsGenerated(this.textPage, i) === 1) this.inferred = true;
        else this.spaced = true;
      } else this.addChar(i, u);
    }
    this.flush();
  }

  /**
   * A TeX f-ligature the font left unmapped (tex-ligatures.ts), when it touches a letter: the
   * open run ends in one, or the next glyph is one (a ligature opening a word, "files").
   */
  private ligatureAt(i: number, u: number, count: number): string | undefined {
    const ligature = texLigature(u);
    // PDFium's own line breaks (CR, LF) are generated: only a drawn glyph can be a ligature.
    if (ligature === undefined || this.ctx.raw.FPDFText_IsGenerated(this.textPage, i) === 1) return undefined;
    const last = this.style !== null && this.glyphs > 0 ? this.text.codePointAt(this.text.length - 1) : undefined;
    if (last !== undefined && isLetterCode(last)) return ligature;
    for (let j = i + 1; j < count && j <= i + 2; j++) {
      const next = this.ctx.raw.FPDFText_GetUnicode(this.textPage, j);
      if (isLetterCode(next)) return ligature;
      if (texLigature(next) === undefined) return undefined;
    }
    return undefined;
  }

  private addChar(i: number, u: number, spelt?: string): void {
    const { raw, scratch } = this.ctx;
    const style = this.styles.of(i);
    raw.FPDFText_GetLooseCharBox(this.textPage, i, scratch);
    raw.FPDFText_GetCharOrigin(this.textPage, i, scratch + 16, scratch + 24);
    const h = (this.heap = heapOf(raw, this.heap));
    let left = h.f32[scratch >> 2];
    let right = h.f32[(scratch >> 2) + 2];
    let ox = h.f64[(scratch + 16) >> 3];
    let oy = h.f64[(scratch + 24) >> 3];
    const shift = this.shifts ? (this.shifts.get(this.styles.current.object) ?? 0) : 0;
    if (shift !== 0) {
      const { a, b } = this.styles.current;
      left += shift * a;
      right += shift * a;
      ox += shift * a;
      oy += shift * b;
    }
    if (shift !== this.lastShift) this.judgeShiftedGap(style, left, oy);
    this.lastShift = shift;
    if (this.style && !this.continues(style, left, ox, oy)) {
      this.flush();
      this.spaced = true;
    } else if (this.style && this.style !== style) this.flush(); // same word, another font: glued back by core
    if (!this.style) this.open(style, left, right, ox, oy);
    this.spaced = false;
    this.inferred = false;
    this.lastLeft = left;
    this.text += spelt ?? (u > 0xffff ? String.fromCodePoint(u) : String.fromCharCode(u));
    // Core spreads an item's width over its characters: a ligature counts as the letters it spells.
    this.glyphs += spelt?.length ?? 1;
    this.x0 = Math.min(this.x0, left);
    this.x1 = Math.max(this.x1, right);
  }

  /**
   * Where a shift starts or ends, PDFium judged the space on glyphs it misplaced: the gap as
   * drawn decides instead, a word gap ending the run, a narrower one dropping PDFium's space.
   */
  private judgeShiftedGap(style: TextStyle, left: number, baseline: number): void {
    if (!style.horizontal) return;
    const end = this.style ? this.x1 : this.hasLastRun ? this.lastX1 : null;
    const base = this.style ? this.baseline : this.lastBaseline;
    if (end === null || Math.abs(baseline - base) >= 0.25 * style.size) return;
    if (left - end >= WORD_GAP * style.size) {
      this.flush();
      this.spaced = true;
    } else if (!this.style) this.inferred = false;
  }

  private open(style: TextStyle, left: number, right: number, ox: number, oy: number): void {
    this.style = style;
    this.text = "";
    this.glyphs = 0;
    this.x0 = left;
    this.x1 = right;
    this.baseline = oy;
    this.ox = ox;
    this.oy = oy;
    this.lastLeft = left;
    this.spaceBefore = this.spaced || (this.inferred && this.wordGapBefore(left, oy, style.size));
  }

  private wordGapBefore(left: number, baseline: number, size: number): boolean {
    if (!this.hasLastRun) return true;
    return Math.abs(baseline - this.lastBaseline) >= 0.25 * size || left - this.lastX1 >= WORD_GAP * size;
  }

  /** A glyph continues the run when it sits on the same baseline, does not jump back, and leaves no word gap. */
  private continues(style: TextStyle, left: number, ox: number, oy: number): boolean {
    const size = style.size;
    if (!style.horizontal) return Math.hypot(ox - this.ox, oy - this.oy) < size * (this.glyphs + 2);
    return (
      Math.abs(oy - this.baseline) < 0.25 * size &&
      left >= this.lastLeft - 0.1 * size &&
      left < this.x1 + RUN_GAP * size
    );
  }

  private flush(): void {
    const style = this.style;
    this.style = null;
    if (!style || this.glyphs === 0) return;
    this.hasLastRun = true;
    this.lastX1 = this.x1;
    this.lastBaseline = this.baseline;
    this.items.push(style.horizontal ? this.horizontalItem(style) : this.rotatedItem(style));
  }

  private horizontalItem(style: TextStyle): RawTextItem {
    const s = style.size;
    const width = this.x1 - this.x0;
    // A leading space tells core a word starts here. Core spreads an item's width evenly
    // over its characters, so the item starts one glyph-width early and the word still
    // spans exactly [x0, x1].
    const lead = this.spaceBefore;
    const n = this.glyphs;
    return {
      str: lead ? ` ${this.text}` : this.text,
      transform: [s, 0, 0, s, lead ? this.x0 - width / n : this.x0, this.baseline],
      width: lead ? (width * (n + 1)) / n : width,
      height: s,
      fontName: style.fontName,
      hasEOL: false,
    };
  }

  /** Rotated text is kept whole (as pdf.js items are), placed from its first origin. */
  private rotatedItem(style: TextStyle): RawTextItem {
    const s = style.size;
    return {
      str: this.spaceBefore ? ` ${this.text}` : this.text,
      transform: [style.dx * s, style.dy * s, -style.dy * s, style.dx * s, this.ox, this.oy],
      width: Math.max(s * 0.5, this.x1 - this.x0),
      height: s,
      fontName: style.fontName,
      hasEOL: false,
    };
  }
}
