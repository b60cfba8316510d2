/**
 * A contents page that runs on to a short last page ("A GNU Free Documentation License 41", "Index 47"
 * and the folio), as Sphinx sets a manual's back matter; the index is one of its entries.
 */
import { describe, expect, it } from "vitest";
import { makeDoc, section, type LineSpec } from "../../testing/page-builder";
import { findContents } from "./contents-find";
import { buildIndex, flattenTree } from "./index";

const chapters = ["Introduction", "Overview", "Test Cases", "Fixtures", "Suites", "Reporting"];
/** Back matter listed on the contents' last page, printed pages after the chapters'. */
const back = ["A GNU Free Documentation License", "Index"];

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
    const nodes = flattenTree((await buildIndex(layout)).nodes);
    const opened = nodes.map((n) => `${n.title}@${n.page_start}`);
    expect(opened.length).toBeGreaterThanOrEqual(chapters.length + back.length);
    expect(opened).toContain(`${back[0]}@${chapters.length + 4}`);
    expect(opened).toContain(`${back[1]}@${chapters.length + 5}`);
  });
});
