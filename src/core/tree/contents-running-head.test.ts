/**
 * A contents page over two pages, each under a running head that names the contents with the page's folio
 * ("Contents 2", "Contents 3"), as LaTeX's book classes set it: one contents, one section for it.
 */
import { describe, expect, it } from "vitest";
import { makeDoc, section, type LineSpec } from "../../testing/page-builder";
import { findContents } from "./contents-find";
import { openedSections } from "../../testing/opened-sections";
import type { DocumentLayout } from "../types";

const chapters = ["Introduction", "Overview", "Test Cases", "Fixtures", "Suites", "Reporting"];
const back = ["A Licence Terms", "Index"];
const row = (title: string, printed: number): LineSpec => ({ text: `${title} . . . . . . . . . . . ${printed}` });

/** The page's first line moved up into the head band, where a running head is set. */
function asRunningHead(layout: DocumentLayout, page: number): void {
  const line = layout.pages[page - 1].lines[0];
  const up = line.y0 - 0.04;
  for (const box of [line, ...line.words]) {
    box.y0 -= up;
    box.y1 -= up;
  }
  line.baseline -= up;
}

function manual(): DocumentLayout {
  const titles = [...chapters.map((c, k) => `${k + 1} ${c}`), ...back];
  // Physical page = printed page + 3 (title page, two contents pages).
  const layout = makeDoc([
    [{ text: "Unit Cookbook", size: 24, bold: true }],
    [
      { text: "Contents 2", size: 9 },
      { text: "Contents", size: 16, bold: true },
      ...titles.slice(0, chapters.length).map((t, k) => row(t, k + 1)),
    ],
    [{ text: "Contents 3", size: 9 }, ...back.map((t, k) => row(t, chapters.length + k + 1))],
    ...titles.map((t) => section(t, 30, { size: 16 })),
  ]);
  asRunningHead(layout, 2);
  asRunningHead(layout, 3);
  return layout;
}

describe("a contents page under a running head with its folio", () => {
  it("runs on over the next page, whose head is no row pointing back", () => {
    expect(findContents(manual())!.pages).toEqual([2, 3]);
  });

  it("is one section, titled without the folio, and its entries open on their pages", async () => {
    const opened = await openedSections(manual());
    expect(opened.filter((s) => /^contents/i.test(s))).toEqual(["Contents@2"]);
    expect(opened).toContain(`${back[1]}@${chapters.length + 5}`);
  });
});
