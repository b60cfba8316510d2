/**
 * Pages cross from the layout workers to the main thread and on to the reading worker as
 * JSON text (core/layout/page-wire.ts). What arrives must be the page that was laid out,
 * including a failed page's reason, and the tree built from the
 * pages that crossed must be the tree built from the originals.
 */
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { decodePage, encodePage } from "../core/layout/page-wire";
import { buildIndexSync } from "../core/tree";
import { sharedPdf } from "../testing/shared-files";
import { ingestPdfInNode } from "./ingest-node";

const read = (...parts: string[]) => new Uint8Array(fs.readFileSync(sharedPdf(...parts)));

describe("pages as JSON text between threads", () => {
  it("arrive as laid out, and give the same tree", async () => {
    const { layout } = await ingestPdfInNode(read("pdfs", "ok", "tracemonkey.pdf"));
    const crossed = layout.pages.map((page) => decodePage(encodePage(page)));
    expect(crossed).toEqual(layout.pages);
    expect(crossed.flatMap((p) => p.lines).length).toBeGreaterThan(500);
    expect(buildIndexSync({ ...layout, pages: crossed })).toEqual(buildIndexSync(layout));
  });

  it("keep a failed page's reason and its status", async () => {
    const { layout } = await ingestPdfInNode(read("pdfs", "hostile", "Pages-tree-refs.pdf"), { pageBudgetMs: 8000 });
    const failed = layout.pages.find((p) => p.status === "failed");
    expect(failed?.error).toBeTruthy();
    expect(decodePage(encodePage(failed!))).toEqual(failed);
  });
});
