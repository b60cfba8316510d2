/**
 * Pages cross from the layout workers to the reading worker and on to the main thread as
 * a compact wire (core/layout/page-wire.ts: numbers in one Float64Array, words' text in one
 * string). What arrives must be the page that was laid out, including a failed page's
 * reason and anything the compact form would otherwise derive, and the tree built from the
 * pages that crossed must be the tree built from the originals.
 */
import { describe, expect, it } from "vitest";
import { decodePage, encodePage } from "../core/layout/page-wire";
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
