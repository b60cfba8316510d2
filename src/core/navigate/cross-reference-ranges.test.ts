/**
 * A Form 10-K cross-reference index sends Item 3 to two page ranges of the annual report
 * (generated PDF: printed 13 and 36–37, physical 15 and 38–39). The navigator follows a
 * reference to the item to both.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { ingestPdfInNode } from "../../node/ingest-node";
import { wrappedWithCrossReference } from "../../testing/wrapped-report";
import { buildIndexSync } from "../tree";
import { navDocument, navigateOffline, type NavDocument } from "./index";
import { candidateReferences, insertFollowed } from "./references";

describe("following a cross-reference item", () => {
  let nav: NavDocument;
  beforeAll(async () => {
    const { layout } = await ingestPdfInNode(wrappedWithCrossReference());
    nav = navDocument(layout, buildIndexSync(layout));
  }, 60_000);

  it("indexes every range an item sits on", () => {
    expect(nav.index.items["3"]).toBe(15);
    expect(nav.index.item_ranges?.["3"]).toEqual([15, 38]);
    expect(nav.index.sections.find((s) => /^item 3\b/i.test(s.title))?.extra_ranges).toEqual([
      { page_start: 38, page_end: 39 },
    ]);
  });

  it("follows 'Item 3' on the letter to both of its ranges, in order, right after the citing page", () => {
    const cited = nav.texts[2];
    expect(cited).toMatch(/under Item 3 of our Form 10-K/);
    const followed = candidateReferences(nav, [{ page: 3, score: 1, why: "read" }]);
    expect(followed.map((f) => [f.to, f.ref])).toEqual([
      [15, "Item 3"],
      [38, "Item 3"],
    ]);
    expect(
      insertFollowed(
        [
          { page: 3, score: 1, why: "read" },
          { page: 9, score: 0.5, why: "read" },
        ],
        followed,
      ).map((r) => r.page),
    ).toEqual([3, 15, 38, 9]);
  });

  it("returns both ranges as evidence for a question about the item's subject", () => {
    const pages = navigateOffline(nav, "Which legal proceedings and lawsuits are pending?").evidence.map(
      (e) => e.page_start,
    );
    expect(pages).toEqual(expect.arrayContaining([15, 38]));
  });
});
