import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadLayoutCached } from "../../testing/layout-cache";
import { injectionVariants } from "../../testing/injection-corpus";
import { sharedPdf } from "../../testing/shared-files";
import { screenUnits } from "./screen";
import {
  foldConfusables,
  foldFully,
  plainFully,
  plainReading,
  screenReadings,
  unLeet,
  unLeetWord,
  CHARACTER_REFERENCE,
  decodeReference,
  UNDERSCORED_RUN,
  WORD_UNDERSCORE,
  WORD_CHAIN_G,
  CAMEL_RUN,
  splitCamel,
} from "./confusables";
import * as words from "./signal-words";
import { quickTest } from "./signals";

const { DIRECTIVE, DIRECTIVE_ENDING } = words;
const wordTests = Object.values(words).filter((r): r is RegExp => r instanceof RegExp);
const quickTests = wordTests.map((w) => [w, quickTest(w)] as const);

// The screen's fast paths against the general ones they stand for, on the texts the screen reads:
// equal readings and equal signal tests give equal verdicts, since a verdict is a function of them.

/** Units and lines of a sample of real financebench pages (both halves) and of every generated plant. */
async function sampleTexts(): Promise<string[]> {
  const dir = sharedPdf("financebench", "pdfs");
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".pdf"))
    .sort()
    .filter((_, i) => i % 7 === 0);
  const pages: string[] = injectionVariants("development-orders").map((v) => v.page);
  for (const set of ["combined-disguise-orders", "payload-format-orders"])
    for (const v of injectionVariants(set)) pages.push(v.page);
  for (const f of files) {
    const layout = await loadLayoutCached(path.join(dir, f));
    for (const p of layout.pages.filter((_, i) => i % 9 === 0)) pages.push(p.lines.map((l) => l.text).join("\n"));
  }
  // The spacing disguises the joins undo ("i g n o r e", "i.g.n.o.r.e", "in- struction"), on every plant.
  const plants = injectionVariants("development-orders").map((v) => v.plant);
  const spread = (t: string, sep: string) => t.replace(/\p{L}{4,}/gu, (word) => [...word].join(sep));
  const disguised = plants.flatMap((t) => [
    spread(t, " "),
    spread(t, "."),
    t.replace(/(\p{L}{3})(\p{L}{3})/gu, "$1- $2"),
  ]);
  return [...new Set([...disguised, ...pages.flatMap((p) => [...screenUnits(p), ...p.split("\n")])])];
}

// DIRECTIVE as it was, with the word endings among its whole words.
const W = "[\\p{L}\\p{N}_]";
const DIRECTIVE_BEFORE = new RegExp(
  DIRECTIVE.source.replace("(?:must|", `(?:must|${W}+ (?:is|are) to be|${W}+mel(?:i|idir)|${W}+mal(?:i|idir)|`),
  "u",
);

describe("the screen's fast paths", () => {
  it("fold ASCII as the full fold does, character by character", () => {
    for (let c = 0; c < 128; c++) {
      const ch = String.fromCharCode(c);
      expect(foldConfusables(`a${ch}b`)).toBe(foldFully(`a${ch}b`));
      expect(plainReading(`a${ch}b`)).toBe(plainFully(`a${ch}b`));
    }
  });

  it("give the same readings and directive test as the general paths on real pages and every plant", async () => {
    const texts = await sampleTexts();
    expect(texts.length).toBeGreaterThan(3000);
    const everyWord = (s: string, one: "i" | "l") => s.replace(/[\p{L}\p{N}@$!|]+/gu, (w) => unLeetWord(w, one));
    // The readings as built before the fast paths: every replace run over every text.
    const readingsBefore = (t: string) => {
      const folded = foldFully(CAMEL_RUN.test(t) ? splitCamel(t) : t);
      const joined = folded
        .replace(/\b(?:\p{L} ){3,}\p{L}\b/gu, (run) => run.replace(/ /g, ""))
        .replace(/\b(?:\p{L}\.){3,}\p{L}\b/gu, (run) => run.replace(/\./g, ""))
        .replace(UNDERSCORED_RUN, (run) => run.replace(/_/g, ""))
        .replace(WORD_UNDERSCORE, " ")
        .replace(CHARACTER_REFERENCE, decodeReference)
        .replace(WORD_CHAIN_G, (run) => run.replace(/[.-]/g, " "))
        .replace(/(\p{L})- ?(?=\p{Ll})/gu, "$1");
      return [...new Set([folded, joined, everyWord(folded, "i"), everyWord(folded, "l")])];
    };
    const differ: string[] = [];
    for (const t of texts) {
      const folded = foldFully(t);
      const same =
        foldConfusables(t) === folded &&
        plainReading(t) === plainFully(t) &&
        unLeet(folded, "i") === everyWord(folded, "i") &&
        unLeet(folded, "l") === everyWord(folded, "l") &&
        JSON.stringify(screenReadings(t)) === JSON.stringify(readingsBefore(t)) &&
        screenReadings(t).every(
          (r) =>
            DIRECTIVE_BEFORE.test(r) === (DIRECTIVE.test(r) || DIRECTIVE_ENDING.test(r)) &&
            quickTests.every(([w, quick]) => quick(r) === w.test(r)),
        );
      if (!same) differ.push(t);
    }
    expect(differ).toEqual([]);
  }, 120_000);

  it("try most signal words without their opening assertion first", () => {
    expect(wordTests.filter((w) => w.source.startsWith("(?<![\\p{L}\\p{N}_])")).length).toBeGreaterThan(5);
  });

  it("the directive endings still match what they matched before", () => {
    expect(DIRECTIVE_BEFORE.source.length).toBeGreaterThan(DIRECTIVE.source.length);
    for (const s of ["the figure is to be restated", "raporu ozetlemelisin", "yazmalidir", "cevaplamalı"])
      expect(DIRECTIVE.test(s) || DIRECTIVE_ENDING.test(s)).toBe(DIRECTIVE_BEFORE.test(s));
    expect(DIRECTIVE_ENDING.test("ozetlemelisin")).toBe(false);
    expect(DIRECTIVE_ENDING.test("yazmalidir")).toBe(true);
  });
});
