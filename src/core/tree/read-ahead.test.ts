/**
 * Reading pages ahead as they arrive (read-ahead.ts) changes only when the tree's work is done,
 * never the tree: a filing's tree built after its pages were read ahead, one by one in the order
 * layout finishes them, is the tree built from a fresh copy of the same pages.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { partFilter } from "../../testing/holdout";
import { loadLayoutCached } from "../../testing/layout-cache";
import { sharedFixture } from "../../testing/shared-fixtures";
import { buildIndexSync } from "./index";
import { pageEntries } from "./contents-find";
import { TreeReadAhead } from "./read-ahead";
import { bodyFontSize } from "./style";
import type { DocumentLayout } from "../types";

async function devLayout(relPath: string): Promise<DocumentLayout> {
  const file = sharedFixture(relPath);
  expect(partFilter(path.dirname(file), "dev")(path.basename(file, ".pdf"))).toBe(true);
  return loadLayoutCached(file);
}

describe("pages read ahead for the tree", () => {
  it("a 10-K read ahead page by page, out of order, builds the tree and body size of a fresh copy", async () => {
    const layout = await devLayout("financebench/pdfs/NIKE_2021_10K.pdf");
    const fresh = structuredClone(layout);
    const ahead = structuredClone(layout);
    // Two layout workers finish pages out of order.
    const order = ahead.pages.map((_, i) => i).sort((a, b) => (a % 2) - (b % 2) || a - b);
    const reader = new TreeReadAhead(ahead.pageCount);
    for (const i of order) reader.read(ahead.pages[i]);
    expect(bodyFontSize(ahead)).toBe(bodyFontSize(fresh));
    expect(JSON.stringify(buildIndexSync(ahead))).toBe(JSON.stringify(buildIndexSync(fresh)));
  }, 120_000);

  it("gives each caller fresh contents entries for a page read once, and reads the same lines again under another page", async () => {
    const layout = await devLayout("financebench/pdfs/NIKE_2021_10K.pdf");
    const p = layout.pages.findIndex((pg) => pageEntries(pg.lines, pg.page).length >= 4) + 1;
    expect(p).toBeGreaterThan(0);
    const { lines } = layout.pages[p - 1];
    const [first, again] = [pageEntries(lines, p), pageEntries(lines, p)];
    expect(again).toEqual(first);
    expect(again).not.toBe(first);
    again.forEach((e, i) => expect(e).not.toBe(first[i]));
    // Callers match entries by identity: a change to one caller's entry is never another's.
    again[0].title = "changed";
    expect(pageEntries(lines, p)[0].title).toBe(first[0].title);
    expect(pageEntries(lines, p + 1).every((e) => e.listedOn === p + 1)).toBe(true);
  }, 120_000);
});
