import { describe, expect, it } from "vitest";
import { buildIndexSync, flattenTree } from "./index";
import { makeDoc, prose, type LineSpec } from "../../testing/page-builder";
import { repeatsItself } from "./repeated-styles";

const SPECIMEN = "The quick brown fox jumps over the lazy dog";
const FONTS = ["Alder Serif", "Birch Book", "Cedar Text", "Dogwood Pro", "Elm Roman", "Fir Display"].flatMap((f) => [
  f,
  `${f} Condensed`,
]);

/** The specimen as each font's text layer gives it: a ligature or a glyph of its own read differently. */
const asSet = (i: number) => SPECIMEN.slice(0, 5 + 3 * (i % 6)) + SPECIMEN.slice(6 + 3 * (i % 6));

/**
 * A font catalogue: each font's page names it in bold, then sets the same sentence in three display sizes,
 * each under its size's name.
 */
function catalogue(): LineSpec[][] {
  const fontPage = (name: string, i: number): LineSpec[] => [
    { text: `${name} — Licence: OFL`, bold: true, size: 14 },
    ...[24, 20, 17].flatMap((size) => [
      { text: ["huge", "Large", "large"][size % 3], size },
      { text: asSet(i), size },
      ...prose(2),
    ]),
  ];
  return [[{ text: "Free Fonts", bold: true, size: 28 }, ...prose(3)], ...FONTS.map(fontPage)];
}

describe("styles that repeat the same words", () => {
  it("are not heading levels: a catalogue's sections are its fonts, not its specimen lines", () => {
    const tree = buildIndexSync(makeDoc(catalogue()));
    const titles = flattenTree(tree.nodes).map((n) => [n.title, n.page_start]);
    expect(titles.length).toBeGreaterThanOrEqual(FONTS.length);
    for (const [i, f] of FONTS.entries()) expect(titles).toContainEqual([`${f} — Licence: OFL`, i + 2]);
    expect(titles.filter(([t]) => String(t).startsWith("The quick"))).toEqual([]);
  });

  it("tells a specimen repeated from headings of one level that name different things", () => {
    const specimens = ["The quick brown fox", "The quick brown fox", "The quiсk brown fox", "The quick brown"];
    expect(repeatsItself([...specimens, ...specimens, ...specimens])).toBe(true);
    const chapters = ["Chapter 1: Scope", "Chapter 2: Methods", "Chapter 3: Results", "Chapter 4: Discussion"];
    expect(repeatsItself(chapters)).toBe(false);
    expect(repeatsItself(FONTS.map((f) => `${f} — Licence: OFL`))).toBe(false);
    expect(repeatsItself(["The quick brown fox", "The quick brown fox", "The quick brown fox"])).toBe(false);
    // A release's statement heads share the company's name as a long lead; they are a family of titles.
    const lead = "ACME WIDGETS INTERNATIONAL AND SUBSIDIARIES";
    const heads = ["STATEMENTS OF OPERATIONS", "BALANCE SHEETS", "SUPPLEMENTAL DATA – NET REVENUES", "", "", ""];
    expect(repeatsItself([...heads.map((h) => `${lead} ${h}`.trim()), `RECONCILIATION OF NET INCOME TO ${lead}`])).toBe(
      false,
    );
  });
});
