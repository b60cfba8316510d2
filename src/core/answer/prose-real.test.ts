/**
 * Real documents of the shared set's development part (laid out once into the layout cache):
 * contracts' running feet are furniture on every page and never quoted, a governing-law question
 * is answered by a clause that says so, cited on its lines, and a court opinion's running head
 * is marked on every page. Documents of the held-aside part are never opened here.
 */
import { describe, expect, it } from "vitest";
import { loadLayoutCached } from "../../testing/layout-cache";
import { partFilter } from "../../testing/holdout";
import { sharedPdf } from "../../testing/shared-files";
import { sharedFixture } from "../../testing/shared-fixtures";
import { navDocument, navigateOffline } from "../navigate";
import { furnitureOf } from "../pages/furniture";
import { buildIndex } from "../tree";
import { answerQuestion } from "./answer";
import { pageCandidates } from "./cite/candidates";

const DIR = sharedPdf("documents", "pdfs");
const inDev = partFilter(DIR, "dev");
const CONTRACTS = ["CUAD_05_license_gopage", "CUAD_06_license_morganstanley", "CUAD_08_license_artara"];

async function open(name: string) {
  expect(inDev(name)).toBe(true);
  const layout = await loadLayoutCached(sharedFixture(`documents/pdfs/${name}.pdf`));
  const nav = navDocument(layout, await buildIndex(layout));
  return { layout, nav };
}

describe.each(CONTRACTS)("contract %s", (name) => {
  it("marks the filing's running foot on every page and quotes it nowhere", async () => {
    const { layout } = await open(name);
    const feet = layout.pages.map((p) =>
      [...furnitureOf(p).lines].some((li) => p.lines[li].text.startsWith("Source:")),
    );
    expect(feet.length).toBeGreaterThan(4);
    expect(feet.every(Boolean)).toBe(true);
    const quotes = layout.pages.flatMap((p) => pageCandidates(p).map((c) => c.text));
    expect(quotes.length).toBeGreaterThan(50);
    expect(quotes.filter((q) => q.includes("Source:"))).toEqual([]);
  }, 60_000);

  it("answers which law governs with a governing-law clause cited on its lines", async () => {
    const { layout, nav } = await open(name);
    const question = "Which jurisdiction's law governs this agreement?";
    const found = navigateOffline(nav, question);
    const res = await answerQuestion({ question, evidence: found.evidence, pages: layout.pages });
    const first = res.claims[0];
    expect(first.text).toMatch(/governed by/i);
    expect(first.text).toMatch(/laws? of the state of/i);
    expect(first.citations.length).toBeGreaterThan(0);
    expect(first.citations.every((c) => c.precision === "line" && c.rects.length > 0)).toBe(true);
  }, 60_000);
});

describe("a court opinion", () => {
  it("marks its running head on every page", async () => {
    const { layout } = await open("a4f3ced0696009fec3179f493e4f28c4");
    const heads = layout.pages.map((p) =>
      [...furnitureOf(p).lines].some((li) => /^USCA11 Case/.test(p.lines[li].text)),
    );
    expect(heads.length).toBe(17);
    expect(heads.every(Boolean)).toBe(true);
  }, 60_000);
});

describe("an arXiv paper", () => {
  it("reads its margin stamp, set on its side, into no sentence, and keeps it on the page", async () => {
    const { layout } = await open("2310.07609v1");
    const first = layout.pages[0];
    const quotes = pageCandidates(first).map((c) => c.text);
    expect(quotes.some((q) => q.includes("Question-guided Multihop Fact-Checking (QACHECK) system"))).toBe(true);
    expect(quotes.some((q) => q.includes("by asking a series of questions"))).toBe(true);
    expect(quotes.filter((q) => /\bOct\b|arXiv:2310|\[cs\.CL\]/.test(q))).toEqual([]);
    expect(first.lines.some((l) => l.words.some((w) => w.text === "arXiv:2310.07609v1"))).toBe(true);
  }, 60_000);
});
