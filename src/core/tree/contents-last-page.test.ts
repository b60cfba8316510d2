/**
 * A contents page that runs on to a short last page ("A Licence Terms 41", "Index 47" and the
 * folio), as documentation generators set a manual's back matter; the index is one of its entries.
 */
import { describe, expect, it } from "vitest";
import { makeDoc, section, type LineSpec } from "../../testing/page-builder";
import { findContents } from "./contents-find";
import { openedSections } from "../../testing/opened-sections";

const chapters = ["Introduction", "Overview", "Test Cases", "Fixtures", "Suites", "Reporting"];
/** Back matter listed on the contents' last page, printed pages after the chapters'. */
const back = ["A Licence Terms", "Index"];

function manual() {
  const row = (title: string, printed: number): LineSpec => ({ text: `${title} . . . . . . . . . . . ${printed}` });
  const titles = [...chapters.map((c, k) => `${k + 1} ${c}`), ...back];
  // Physical page = printed page + 3 (title page, two contents pages).
  return makeDoc([
    [{ text: "Unit Cookbook", size: 24, bold: true }],
    [{ text: "CONTENTS", size: 16, bold: true }, ...titles.slice(0, chapters.length).map((t, k) => row(t, k + 1))],
    [...back.map((t, k) => row(t, chapters.length + k + 1)), "ii"],
    ...titles.map((t) => section(t, 30, { size: 16 })),
  ]);
}

describe("a contents page's short last page", () => {
  it("is read as the contents: its entries, the index among them, open on their pages", async () => {
    const layout = manual();
    expect(findContents(layout)!.pages).toEqual([2, 3]);
    const opened = await openedSections(layout);
    expect(opened.length).toBeGreaterThanOrEqual(chapters.length + back.length);
    expect(opened).toContain(`${back[0]}@${chapters.length + 4}`);
    expect(opened).toContain(`${back[1]}@${chapters.length + 5}`);
  });

  it("does not run on over a part's title page that is one line ending in a number", () => {
    const rows = chapters.map((c, k) => ({ text: `${k + 1} ${c} . . . . . . . . . . . ${10 * k + 3}` }));
    const layout = makeDoc([
      [{ text: "Unit Cookbook", size: 24, bold: true }],
      [{ text: "CONTENTS", size: 16, bold: true }, ...rows],
      [{ text: "Volume 2", size: 24, bold: true }],
      ...chapters.map((c, k) => section(`${k + 1} ${c}`, 30, { size: 16 })),
    ]);
    expect(findContents(layout)!.pages).toEqual([2]);
  });
});
