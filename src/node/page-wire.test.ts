/**
 * Pages cross from the layout workers to the reading worker and on to the main thread as
 * a compact wire (core/layout/page-wire.ts: numbers in one Float64Array, words' text in one
 * string). What arrives must be the page that was laid out, including a failed page's
 * reason and anything the compact form would otherwise derive, and the tree built from the
 * pages that crossed must be the tree built from the originals.
 */
import { describe, expect, it } from "vitest";
import { decodePage, decodePageLazily, encodePage } from "../core/layout/page-wire";
import { buildIndexSync } from "../core/tree";
import { readSharedFixture } from "../testing/shared-fixtures";
import type { PageLayout } from "../core/types";
import { ingestPdfInNode } from "./ingest-node";

describe("pages on the wire between threads", () => {
  it("arrive as laid out, and give the same tree", async () => {
    const { layout } = await ingestPdfInNode(readSharedFixture("pdfs/ok/tracemonkey.pdf"));
    const crossed = layout.pages.map((page) => decodePage(encodePage(page)));
    expect(crossed).toEqual(layout.pages);
    expect(crossed.flatMap((p) => p.lines).length).toBeGreaterThan(500);
    expect(buildIndexSync({ ...layout, pages: crossed })).toEqual(buildIndexSync(layout));
    // Same key order too: a stored or exported page reads the same as one laid out in place.
    expect(crossed.map((p) => JSON.stringify(p))).toEqual(layout.pages.map((p) => JSON.stringify(p)));
    // And the same after a real structured clone, the numbers' buffer moved as the workers move it.
    const cloned = layout.pages.map((page) => {
      const wire = encodePage(page);
      return decodePage(structuredClone(wire, { transfer: [wire.numbers.buffer as ArrayBuffer] }));
    });
    expect(cloned).toEqual(layout.pages);
    const keyed = layout.pages.reduce((n, p) => n + JSON.stringify(p).length, 0);
    // In bytes: the numbers' buffer (moved, not copied) and the words' text, against keyed JSON's characters.
    const wired = layout.pages.reduce((n, p) => {
      const wire = encodePage(p);
      return n + wire.numbers.byteLength + wire.texts.length + JSON.stringify(wire.head).length;
    }, 0);
    expect(wired).toBeLessThan(keyed * 0.6);
  });

  it("decoded lazily, read as the eager page and give their wire back until their lines are read", async () => {
    const { layout } = await ingestPdfInNode(readSharedFixture("pdfs/ok/tracemonkey.pdf"));
    const wires = layout.pages.map(encodePage);
    const lazy = wires.map(decodePageLazily);
    expect(lazy.length).toBe(layout.pages.length);
    // The text is there before any line is made; storing an untouched page re-encodes nothing.
    expect(lazy.map((p) => p.text)).toEqual(layout.pages.map((p) => p.text));
    expect(lazy.map(encodePage)).toEqual(wires);
    expect(encodePage(lazy[0])).toBe(wires[0]);
    // Spread, structured clone and JSON see an ordinary page, keys in the same order.
    expect(lazy.map((p) => structuredClone(p))).toEqual(layout.pages);
    expect(lazy.map((p) => JSON.stringify(p))).toEqual(layout.pages.map((p) => JSON.stringify(p)));
    expect(buildIndexSync({ ...layout, pages: wires.map(decodePageLazily) })).toEqual(buildIndexSync(layout));
    // Once its lines are read (and may be changed), a page is encoded afresh.
    const touched = decodePageLazily(wires[1]);
    touched.lines = touched.lines.slice(0, 1);
    expect(encodePage(touched)).not.toBe(wires[1]);
    expect(decodePage(encodePage(touched)).lines).toHaveLength(1);
  });

  it("keep what the words do not give: a line's own text and box, the page's text, off-grid numbers", () => {
    const word = (text: string, x0: number, x1: number) => ({ text, x0, y0: 0.1, x1, y1: 0.12 });
    const line = {
      words: [word("Net", 0.1, 0.15), word("sales", 0.16, 0.21)],
      fontSize: 9.5,
      bold: true,
      baseline: 0.118,
      column: 0,
    };
    const page: PageLayout = {
      page: 3,
      width: 612,
      height: 792,
      lines: [
        { ...line, text: "Net sales", x0: 0.1, y0: 0.1, x1: 0.21, y1: 0.12 },
        { ...line, text: "Net-sales", x0: 0.1, y0: 0.1, x1: 0.21, y1: 0.12 },
        { ...line, text: "Net sales", x0: 0.05, y0: 0.1, x1: 0.3, y1: 0.12 },
        {
          ...line,
          words: [word("π", Math.PI / 10, 0.4)],
          text: "π",
          x0: Math.PI / 10,
          y0: 0.1,
          x1: Math.PI / 10 + 0.05,
          y1: 0.12,
        },
        { ...line, words: [], text: "", x0: 0, y0: 0, x1: 0, y1: 0 },
      ],
      text: "a page text of its own",
      status: "ok",
    };
    expect(decodePage(encodePage(page))).toEqual(page);
    expect(decodePageLazily(encodePage(page))).toEqual(page);
    // Lines of their own text, with the page's text derived from them, read the same lazily too.
    const derivedText = { ...page, text: page.lines.map((l) => l.text).join("\n") };
    const lazy = decodePageLazily(encodePage(derivedText));
    expect(lazy.text).toBe(derivedText.text);
    expect(lazy).toEqual(derivedText);
  });

  it("keep a failed page's reason and its status", async () => {
    const { layout } = await ingestPdfInNode(readSharedFixture("pdfs/hostile/Pages-tree-refs.pdf"), {
      pageBudgetMs: 8000,
    });
    const failed = layout.pages.find((p) => p.status === "failed");
    expect(failed?.error).toBeTruthy();
    expect(decodePage(encodePage(failed!))).toEqual(failed);
  });
});
