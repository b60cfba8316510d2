import { describe, expect, it } from "vitest";
import { buildPageLayout, classifyPage, documentOutcome } from "./page-layout";
import type { RawPage, RawTextItem } from "./raw-page";

/** A Letter page with identity user space flipped to top-left, like pdf.js's viewport. */
function page(items: RawTextItem[], bold: string[] = []): RawPage {
  const fonts: RawPage["fonts"] = {};
  for (const item of items)
    fonts[item.fontName] = { ascent: 0.8, descent: -0.2, vertical: false, bold: bold.includes(item.fontName) };
  return { page: 1, width: 612, height: 792, viewportTransform: [1, 0, 0, -1, 0, 792], items, fonts };
}

/** A text item at (x, y) in PDF user space (y up), sized like Helvetica at `size`. */
function item(str: string, x: number, y: number, size = 10, font = "f1"): RawTextItem {
  return {
    str,
    transform: [size, 0, 0, size, x, y],
    width: str.length * size * 0.5,
    height: size,
    fontName: font,
    hasEOL: false,
  };
}

describe("buildPageLayout", () => {
  it("splits items into words with rectangles normalised to 0–1, origin top-left", () => {
    const layout = buildPageLayout(page([item("Net sales rose", 72, 700)]));
    expect(layout.lines).toHaveLength(1);
    const words = layout.lines[0].words;
    expect(words.map((w) => w.text)).toEqual(["Net", "sales", "rose"]);
    for (const w of words) {
      for (const v of [w.x0, w.y0, w.x1, w.y1]) {
        expect(v).toBeGreaterThanOrEqual(0);
        expect(v).toBeLessThanOrEqual(1);
      }
      expect(w.x1).toBeGreaterThan(w.x0);
      expect(w.y1).toBeGreaterThan(w.y0);
    }
    // Baseline 700 pt from the bottom is 92 pt from the top of a 792 pt page.
    expect(layout.lines[0].baseline).toBeCloseTo(92 / 792, 4);
    expect(words[0].x0).toBeCloseTo(72 / 612, 4);
    expect(words[1].x0).toBeGreaterThan(words[0].x1);
  });

  it("glues pieces of one word that arrive as separate items", () => {
    const a = item("Cash Flo", 72, 700);
    const b = item("ws", 72 + a.width, 700);
    const layout = buildPageLayout(page([a, b]));
    expect(layout.text).toBe("Cash Flows");
  });

  it("keeps words apart when the producer puts the space in the next item", () => {
    const a = item("Total", 72, 700);
    const b = item(" assets", 72 + a.width, 700);
    expect(buildPageLayout(page([a, b])).text).toBe("Total assets");
  });

  it("orders lines top to bottom and joins table cells of one row into one line", () => {
    const items = [
      item("2022", 400, 680),
      item("Revenue", 72, 700),
      item("1,234", 400, 700),
      item("Cost of sales", 72, 680),
    ];
    const layout = buildPageLayout(page(items));
    expect(layout.lines.map((l) => l.text)).toEqual(["Revenue 1,234", "Cost of sales 2022"]);
  });

  it("reads a two-column page column by column, with a full-width title first", () => {
    const items: RawTextItem[] = [item("A Study of Two Columns Across the Whole Page Width", 72, 740, 14)];
    for (let i = 0; i < 12; i++) items.push(item(`left column sentence number ${i} goes here`, 72, 700 - i * 12));
    for (let i = 0; i < 12; i++) items.push(item(`right column sentence number ${i} goes here`, 330, 700 - i * 12));
    // Shuffle stream order the way some producers interleave columns line by line.
    const shuffled = [items[0], ...items.slice(1, 13).flatMap((l, i) => [l, items[13 + i]])];
    const layout = buildPageLayout(page(shuffled));
    const texts = layout.lines.map((l) => l.text);
    expect(texts).toHaveLength(25);
    expect(texts[0]).toMatch(/^A Study/);
    expect(texts.slice(1, 13).every((t) => t.startsWith("left"))).toBe(true);
    expect(texts.slice(13).every((t) => t.startsWith("right"))).toBe(true);
    expect(layout.lines[13].column).toBe(1);
  });

  it("finds the columns under a full-width figure and caption that cross the gutter", () => {
    const items: RawTextItem[] = [];
    // A figure's labels and a five-line caption run across the page above the columns.
    for (let i = 0; i < 10; i++)
      items.push(
        item(
          `figure label ${i} spans the width of the whole page from the left to the right margin`,
          72,
          760 - i * 12,
          9,
        ),
      );
    for (let i = 0; i < 9; i++) items.push(item(`left column sentence number ${i} goes here`, 72, 600 - i * 12));
    for (let i = 0; i < 9; i++) items.push(item(`right column sentence number ${i} goes here`, 330, 600 - i * 12));
    const layout = buildPageLayout(page(items));
    const texts = layout.lines.map((l) => l.text);
    const lefts = texts.flatMap((t, i) => (t.startsWith("left") ? [i] : []));
    const rights = texts.flatMap((t, i) => (t.startsWith("right") ? [i] : []));
    expect(lefts).toHaveLength(9);
    expect(rights).toHaveLength(9);
    expect(Math.max(...lefts)).toBeLessThan(Math.min(...rights));
  });

  it("does not mistake a financial table for two columns", () => {
    const items: RawTextItem[] = [];
    for (let i = 0; i < 14; i++)
      items.push(
        item(`Line item label with several words ${i}`, 72, 700 - i * 12),
        item(`${1000 + i}`, 420, 700 - i * 12),
        item(`${2000 + i}`, 500, 700 - i * 12),
      );
    const layout = buildPageLayout(page(items));
    expect(layout.lines).toHaveLength(14);
    expect(layout.lines[0].text).toBe("Line item label with several words 0 1000 2000");
  });

  it("records font size and bold per line", () => {
    const layout = buildPageLayout(
      page(
        [item("Item 7. Management's Discussion", 72, 700, 12, "bold"), item("Body text follows here.", 72, 680, 9)],
        ["bold"],
      ),
    );
    expect(layout.lines[0]).toMatchObject({ bold: true, fontSize: 12 });
    expect(layout.lines[1]).toMatchObject({ bold: false, fontSize: 9 });
  });

  it("is deterministic", () => {
    const raw = page([item("one two", 72, 700), item("three", 300, 700), item("four", 72, 680)]);
    expect(JSON.stringify(buildPageLayout(raw))).toBe(JSON.stringify(buildPageLayout(structuredClone(raw))));
  });
});

describe("classifyPage and documentOutcome", () => {
  it("calls a page with one big image and a stamp a scan", () => {
    expect(classifyPage("pdf.js", 0.8)).toBe("no-text");
    expect(classifyPage("", undefined)).toBe("no-text");
    expect(classifyPage("12", 0)).toBe("ok");
    expect(classifyPage("A real page of prose with many words in it and more words still to come here", 0.9)).toBe(
      "ok",
    );
  });

  it("names the reason when no page has text", () => {
    const base = { pageCount: 1, title: null, outline: [], pageLabels: null };
    const failed = {
      page: 1,
      width: 0,
      height: 0,
      lines: [],
      text: "",
      status: "failed" as const,
      error: "Page 1 could not be read (bad stream).",
    };
    expect(documentOutcome({ ...base, pages: [failed] })?.message).toContain("bad stream");
    expect(documentOutcome({ ...base, pages: [{ ...failed, status: "no-text" }] })?.code).toBe("no-text");
    expect(documentOutcome({ ...base, pages: [{ ...failed, status: "ok" }] })).toBeNull();
  });
});
