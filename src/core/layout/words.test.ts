/**
 * Words are split on exactly what JavaScript's `\s` calls white space: the layout cache,
 * the word counts against pdftotext and every eval were made with that rule.
 */
import { describe, expect, it } from "vitest";
import { isWhiteSpace, placeWords } from "./words";
import type { RawPage, RawTextItem } from "./raw-page";
import { buildPageLayout } from "./page-layout";

/** An item of `str` at x with the given width, 10 pt on the baseline at y. */
const item = (str: string, x: number, width: number, y = 700): RawTextItem => ({
  str,
  transform: [10, 0, 0, 10, x, y],
  width,
  height: 10,
  fontName: "f1",
  hasEOL: false,
});

const pageOf = (items: RawTextItem[]): RawPage => ({
  page: 1,
  width: 600,
  height: 800,
  viewportTransform: [1, 0, 0, -1, 0, 800],
  items,
  fonts: { f1: { ascent: 0.8, descent: -0.2, vertical: false, bold: false } },
});

describe("word splitting", () => {
  it("calls white space exactly what \\s matches, over every UTF-16 code unit", () => {
    const differ: number[] = [];
    for (let code = 0; code <= 0xffff; code++)
      if (isWhiteSpace(code) !== /\s/.test(String.fromCharCode(code))) differ.push(code);
    expect(differ).toEqual([]);
  });

  it("splits an item on any white space, and keeps other separators inside words", () => {
    const page: RawPage = {
      page: 1,
      width: 600,
      height: 800,
      viewportTransform: [1, 0, 0, -1, 0, 800],
      items: [
        {
          str: "Net\u00a0sales\u2003$\u200934,229\tper-share",
          transform: [10, 0, 0, 10, 72, 700],
          width: 200,
          height: 10,
          fontName: "f1",
          hasEOL: false,
        },
      ],
      fonts: { f1: { ascent: 0.8, descent: -0.2, vertical: false, bold: false } },
    };
    expect(placeWords(page).map((w) => w.text)).toEqual(["Net", "sales", "$", "34,229", "per-share"]);
  });

  it("reads a symbol font's unmapped glyphs as one bullet, a word of its own", () => {
    const words = placeWords(
      pageOf([
        item("\u0099\u0099Empty the tray", 72, 150),
        item("\uf0b7", 72, 5, 680),
        item("Rinse\uf020it", 80, 45, 680),
      ]),
    ).map((w) => w.text);
    expect(words).toEqual(["\u2022", "Empty", "the", "tray", "\u2022", "Rinse", "it"]);
  });

  it("keeps a vendor's private-use glyph (a logo) as it is", () => {
    expect(placeWords(pageOf([item("Apple\uf8ff menu", 72, 100)])).map((w) => w.text)).toEqual(["Apple\uf8ff", "menu"]);
  });
});

describe("words drawn in two parts", () => {
  it("joins a word whose parts were drawn with a marker between them", () => {
    // Drawn in this order: "use for", the second ">" at the line's start, then "ce.".
    const layout = buildPageLayout(
      pageOf([item(">", 60, 6), item(" use for", 70, 80), item(">", 50, 6), item("ce.", 150, 30)]),
    );
    expect(layout.lines.map((l) => l.text)).toEqual(["> > use force."]);
  });

  it("keeps a bullet, and a word drawn twice for a bold effect, apart", () => {
    const bullet = buildPageLayout(pageOf([item("Tray", 100, 40), item("x", 300, 10), item("\u2022", 90, 10)]));
    expect(bullet.lines.map((l) => l.text)).toEqual(["\u2022 Tray x"]);
    const bold = buildPageLayout(pageOf([item("Warning", 100, 70), item("x", 300, 10), item("Warning", 100.5, 70)]));
    expect(bold.lines[0].words.map((w) => w.text)).toEqual(["Warning", "Warning", "x"]);
  });
});
