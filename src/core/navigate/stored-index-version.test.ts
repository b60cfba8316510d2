/**
 * A tripwire for STORED_INDEX_VERSION. A stored navigation index is trusted as long as its
 * version matches, so a change to what buildNavIndex or the furniture marks make, shipped
 * without a bump, leaves every stored library answering from stale indexes, silently and
 * differently from a fresh drop. This test fingerprints the index of a fixed generated
 * document (pages and tree given as plain data, so layout and tree changes do not move it)
 * and ties the fingerprint to the version. When it fails: if the index really changed,
 * bump STORED_INDEX_VERSION and record the new pair; a new fingerprint under the old
 * version is the defect this catches.
 */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { type LineSpec, makeDoc, makePage, prose, section, statementPage } from "../../testing/page-builder";
import type { SectionTree, TreeNode } from "../tree";
import { navDocument, storableIndex } from "./index";
import { CURRENT_STORED_VERSION } from "./stored-index";

const RECORDED = { version: "s3.nav3", fingerprint: "d4920d6b7d4abd99" };

/** Eight pages under one running head: prose, a cross-reference, a note, a statement, an item. */
function fixture() {
  const head: LineSpec = { text: "Northwind Traders Annual Report 2024", size: 8 };
  const pages: LineSpec[][] = [
    [
      { text: "NORTHWIND TRADERS", size: 24, bold: true },
      { text: "Annual Report 2024", size: 14 },
    ],
    [head, ...section("Item 1. Business", 18)],
    [head, { text: "Our leases grew with new stores (see Note 7)." }, ...prose(16)],
    [head, ...section("Item 7. Management's Discussion and Analysis", 18)],
    [head, ...prose(20)],
    [head, ...section("Note 7. Leases", 18)],
    [head, ...section("Note 8. Income Taxes", 18)],
  ];
  const layout = makeDoc(pages);
  const statement = statementPage(
    8,
    ["Consolidated Balance Sheets", "(in millions)"],
    ["2024", "2023"],
    [["Current assets"], ["  Cash and cash equivalents", "1,204", "987"], ["  Total current assets", "3,410", "3,002"]],
  );
  layout.pages.push({ ...statement, lines: [makePage(8, [head]).lines[0], ...statement.lines] });
  layout.pageCount = layout.pages.length;
  const node = (id: string, title: string, page_start: number, page_end: number): TreeNode => ({
    id,
    title,
    level: 1,
    page_start,
    page_end,
    line_start: 1,
    children: [],
    source: "headings",
  });
  const tree: SectionTree = {
    source: "headings",
    repair: "not-needed",
    nodes: [
      node("s1", "Item 1. Business", 2, 3),
      node("s2", "Item 7. Management's Discussion and Analysis", 4, 5),
      node("s3", "Note 7. Leases", 6, 6),
      node("s4", "Note 8. Income Taxes", 7, 8),
    ],
  };
  return { layout, tree };
}

/** Typed arrays as plain arrays, so the fingerprint reads their contents. */
const plain = (_key: string, value: unknown) => (ArrayBuffer.isView(value) ? Array.from(value as Uint32Array) : value);

describe("the stored navigation index's version", () => {
  it("changes whenever the index a document stores does", () => {
    const { layout, tree } = fixture();
    const stored = storableIndex(navDocument(layout, tree), layout);
    const body = JSON.stringify({ ...stored, index: { ...stored.index, build_ms: 0 } }, plain);
    const fingerprint = createHash("sha256").update(body).digest("hex").slice(0, 16);
    expect(
      { version: CURRENT_STORED_VERSION, fingerprint },
      "the stored index changed: bump STORED_INDEX_VERSION (stored-index.ts) and record the new pair here",
    ).toEqual(RECORDED);
  });
});
