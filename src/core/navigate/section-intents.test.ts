/**
 * Where to look: questions whose words a filing does not use ("legal battles", "geographies")
 * reach the standard section for their subject on filings of companies outside the development
 * set. The target pages are those of the sections whose titles name the subject in the
 * filing's own tree, found without the navigator's scores.
 */
import { describe, expect, it } from "vitest";
import { devFilings, filingLayout } from "../../testing/filing-statements";
import { buildIndex } from "../tree";
import { flattenTree } from "../tree/assemble";
import data from "./sections.json";
import { navDocument, navigateOffline } from "./index";
import { intentsOf, loadSectionIntents, SECTION_INTENTS } from "./section-intents";

async function reaches(doc: string, question: string, title: RegExp): Promise<{ got: number[]; target: number[] }> {
  expect(devFilings()).toContain(doc);
  const layout = await filingLayout(doc);
  const tree = await buildIndex(layout);
  const target = flattenTree(tree.nodes)
    .filter((n) => title.test(n.title))
    .flatMap((n) => Array.from({ length: n.page_end - n.page_start + 1 }, (_, i) => n.page_start + i));
  const got = navigateOffline(navDocument(layout, tree), question).evidence.map((e) => e.page_start);
  return { got, target };
}

describe("section intents", () => {
  it("loads the table and refuses an item that is not an item number", () => {
    expect(SECTION_INTENTS.length).toBeGreaterThan(10);
    const file = data as unknown as { intents: Record<string, unknown>[] };
    expect(() => loadSectionIntents({ ...file, intents: [{ ...file.intents[0], items: ["seven"] }] })).toThrow(
      /items are item numbers/,
    );
    expect(() => loadSectionIntents({ ...file, version: 3 })).toThrow(/version 3/);
  });

  it("maps a subject's plain words to its items and notes", () => {
    expect(intentsOf("what legal battles is the company facing?").map((i) => i.id)).toContain("legal_matters");
    expect(intentsOf("which geographies does it sell in?").flatMap((i) => i.notes.map((n) => n.source))).toContain(
      "segment|geographic",
    );
    expect(intentsOf("what is the debt-to-equity ratio?").map((i) => i.id)).not.toContain("debt");
  });

  it("takes 'legal battles' to the legal proceedings and contingencies", async () => {
    const { got, target } = await reaches(
      "AES_2015_10K",
      "What legal battles is AES facing?",
      /legal proceedings|contingenc/i,
    );
    expect(target.length).toBeGreaterThan(0);
    expect(got.filter((p) => target.includes(p)).length).toBeGreaterThanOrEqual(3);
  }, 60_000);

  it("takes 'geographies' to the segment and geographic note", async () => {
    const { got, target } = await reaches(
      "MCDONALDS_2022_10K",
      "Which geographies does McDonald's earn its revenue in?",
      /segment|geographic/i,
    );
    expect(target.length).toBeGreaterThan(0);
    expect(got.some((p) => target.includes(p))).toBe(true);
  }, 60_000);

  it("takes the effective tax rate to the income-tax note first", async () => {
    const { got, target } = await reaches(
      "EBAY_2015_10K",
      "What was eBay's effective tax rate in FY2015?",
      /income tax/i,
    );
    expect(target).toContain(got[0]);
  }, 60_000);
});
