/**
 * The page index answers "does this page hold this term" as the page's own terms do: reading
 * (lexical-steps.ts) asks it instead of tokenising each page it reads again.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { loadLayoutCached } from "../../testing/layout-cache";
import { sharedFixture } from "../../testing/shared-fixtures";
import { buildIndexSync } from "../tree";
import { hasTerm } from "./bm25";
import { navDocument, type NavDocument } from "./index";
import { terms } from "./keywords";

describe("hasTerm over a filing's page index", () => {
  let nav: NavDocument;
  beforeAll(async () => {
    const layout = await loadLayoutCached(sharedFixture("financebench/pdfs/COCACOLA_2017_10K.pdf"));
    nav = navDocument(layout, buildIndexSync(layout));
  }, 60_000);

  it("agrees with each page's tokenised text for every term of a sample of pages", () => {
    const vocabulary = Object.keys(nav.index.pageBm25.postings);
    expect(vocabulary.length).toBeGreaterThan(1000);
    const sample = [1, 2, 50, 77, nav.texts.length];
    let held = 0;
    for (const page of sample) {
      const own = new Set(terms(nav.texts[page - 1]));
      for (const term of vocabulary) {
        const has = hasTerm(nav.index.pageBm25, term, page - 1);
        expect(has, `${term} on page ${page}`).toBe(own.has(term));
        if (has) held++;
      }
    }
    expect(held).toBeGreaterThan(100);
  });

  it("holds no term the index never saw, on any page", () => {
    expect(hasTerm(nav.index.pageBm25, "zzqxnotaword", 0)).toBe(false);
    expect(hasTerm(nav.index.pageBm25, "constructor", 0)).toBe(false);
  });
});
