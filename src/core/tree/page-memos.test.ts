/**
 * A page's contents entries and prose tally are read once for its lines and reused
 * (contents-find.ts, style.ts): reuse never changes a tree, and a caller never sees another
 * caller's entries.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { partFilter } from "../../testing/holdout";
import { loadLayoutCached } from "../../testing/layout-cache";
import { sharedFixture } from "../../testing/shared-fixtures";
import { buildIndexSync } from "./index";
import { pageEntries } from "./contents-find";
import { bodyFontSize } from "./style";
import type { DocumentLayout } from "../types";

async function devLayout(relPath: string): Promise<DocumentLayout> {
  const file = sharedFixture(relPath);
  expect(partFilter(path.dirname(file), "dev")(path.basename(file, ".pdf"))).toBe(true);
  return loadLayoutCached(file);
}

describe("page memos of the tree", () => {
  it("a 10-K's tree and body size over pages read before (another layout of the same pages) are a fresh copy's", async () => {
    const layout = await devLayout("financebench/pdfs/NIKE_2021_10K.pdf");
    const fresh = structuredClone(layout);
    const first = buildIndexSync(layout);
    // A new layout over the same pages finds every page's memos.
    const again = { ...layout, printedLabels: null };
    expect(bodyFontSize(again)).toBe(bodyFontSize(fresh));
    expect(JSON.stringify(buildIndexSync(again))).toBe(JSON.stringify(buildIndexSync(fresh)));
    expect(JSON.stringify(first)).toBe(JSON.stringify(buildIndexSync(fresh)));
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
