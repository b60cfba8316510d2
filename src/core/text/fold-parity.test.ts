/**
 * Parity of core/text/fold.ts with the six folding functions it replaces, before they go:
 * every profile must give exactly what its call site gave, on every word, line and page of
 * real documents (development filings and a paper) and on every BMP character alone and
 * between letters. The compare-rows and keyword folds were module-local, so their old
 * code is copied here as the reference.
 */
import { describe, expect, it } from "vitest";
import { loadLayoutCached } from "../../testing/layout-cache";
import { sharedFixture } from "../../testing/shared-fixtures";
import { foldText, readable } from "../answer/normalize";
import { foldLabel } from "../answer/tables/line-items";
import { fold as findFold, foldQuery } from "../find/folded-page";
import type { DocumentLayout } from "../types";
import { fold } from "./fold";

const oldCompareRowsFold = (text: string) =>
  text
    .toLowerCase()
    .replace(/\.(?=\w)|['\u2019]s?\b|\./g, "")
    .split(/[^a-z0-9&]+/)
    .filter(Boolean);
const oldKeywordTerm = (raw: string) => raw.replace(/[’']s$/, "").replace(/[’'.]/g, "");
const KEYWORD_WORD = /[\p{L}\p{N}][\p{L}\p{N}&',.]*[\p{L}\p{N}]|[\p{L}\p{N}]/gu;

const DOCUMENTS = [
  "financebench/pdfs/VERIZON_2021_10K.pdf",
  "financebench/pdfs/KRAFTHEINZ_2019_10K.pdf",
  "financebench/pdfs/NIKE_2021_10K.pdf",
  "financebench/pdfs/JPMORGAN_2021Q1_10Q.pdf",
  "financebench/pdfs/JOHNSON_JOHNSON_2022Q4_EARNINGS.pdf",
  "financebench/pdfs/ULTABEAUTY_2023Q4_EARNINGS.pdf",
  "pdfs/ok/tracemonkey.pdf",
];

function samples(layouts: DocumentLayout[]): string[] {
  const out: string[] = [];
  for (const layout of layouts)
    for (const page of layout.pages) {
      out.push(page.text);
      for (const line of page.lines) out.push(line.text, ...line.words.map((w) => w.text));
    }
  // Every BMP character alone, between letters, before "s" and across a line end.
  for (let c = 0; c < 0x10000; c++) {
    if (c >= 0xd800 && c <= 0xdfff) continue;
    const ch = String.fromCharCode(c);
    out.push(ch, `a${ch}b`, `U${ch}S.`, `ab${ch}s`, `com${ch}\npile`, `(${ch}) x`);
  }
  return out;
}

describe("fold profiles give what the functions they replace gave", () => {
  it("on every word, line and page of seven documents and on every BMP character", async () => {
    const layouts = await Promise.all(DOCUMENTS.map((d) => loadLayoutCached(sharedFixture(d))));
    const texts = samples(layouts);
    expect(texts.length).toBeGreaterThan(500_000);
    const differ = (name: string, old: (t: string) => unknown, now: (t: string) => unknown) =>
      texts
        .filter((t) => JSON.stringify(old(t)) !== JSON.stringify(now(t)))
        .map((t) => `${name}: ${JSON.stringify(t)}`);
    const differences = [
      ...differ("search", findFold, (t) => fold(t, "search")),
      ...differ("query", foldQuery, (t) => fold(t, "query")),
      ...differ("match", foldText, (t) => fold(t, "match")),
      ...differ("display", readable, (t) => fold(t, "display")),
      ...differ("label", foldLabel, (t) => fold(t, "label")),
      ...differ("words", oldCompareRowsFold, (t) => fold(t, "words").split(" ").filter(Boolean)),
      ...differ(
        "term",
        (t) => (t.toLowerCase().match(KEYWORD_WORD) ?? []).map(oldKeywordTerm),
        (t) => (t.toLowerCase().match(KEYWORD_WORD) ?? []).map((w) => fold(w, "term")),
      ),
    ];
    expect(differences.slice(0, 20)).toEqual([]);
  }, 300_000);
});
