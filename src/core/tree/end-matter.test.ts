/**
 * A package manual whose contents page lists its numbered sections only: the change history and the
 * index the class sets after them, in the sections' own type, are nodes of their own, and the index's
 * first group ("Symbols", given on one line with the right column's "E") is a node under the index.
 */
import { describe, expect, it } from "vitest";
import { makeDoc, prose, type LineSpec } from "../../testing/page-builder";
import { buildIndexSync, flattenTree } from "./index";
import { END_MATTER_FORMAT, END_MATTER_VERSION, loadEndMatterTitles } from "./end-matter";

const H = 14.3;
const listed = ["1 Introduction", "2 Options", "3 Implementation"];
const row = (title: string, printed: number): LineSpec => ({ text: `${title} . . . . . . . . . . ${printed}` });
const entry = (text: string): LineSpec => ({ text: `${text} . . . . . . . . . 3`, size: 9 });

function manual(extra: { changesSize?: number; midReferences?: LineSpec } = {}) {
  return makeDoc([
    [
      { text: "The demo package", size: 17 },
      { text: "Contents", size: H, bold: true },
      ...listed.map((t, k) => row(t, k + 2)),
    ],
    [{ text: listed[0], size: H, bold: true }, ...prose(25)],
    [
      { text: listed[1], size: H, bold: true },
      ...prose(10),
      ...(extra.midReferences ? [extra.midReferences] : []),
      ...prose(10),
    ],
    [{ text: listed[2], size: H, bold: true }, ...prose(25)],
    [
      { text: "Change History", size: extra.changesSize ?? H, bold: extra.changesSize === undefined },
      { text: "v1.0", size: 9 },
      { text: "General: Initial version . . . . 1", size: 9 },
      { text: "Index", size: H, bold: true },
      { text: "Numbers written in italic refer to the page where the entry is described." },
      { words: ["Symbols", "E"], size: 9, x0: 0.3, gapBefore: 1 },
      entry("\\@demo"),
      entry("\\demo"),
    ],
  ]);
}

describe("end matter a contents page leaves out", () => {
  it("gives the change history and the index nodes after the listed sections, the index's first group under it", () => {
    const nodes = buildIndexSync(manual()).nodes;
    const top = nodes.map((n) => [n.title, n.page_start]);
    expect(top).toEqual(
      expect.arrayContaining([
        ["3 Implementation", 4],
        ["Change History", 5],
        ["Index", 5],
      ]),
    );
    const index = nodes.find((n) => n.title === "Index");
    expect(index?.children.map((c) => c.title)).toEqual(["Symbols"]);
    expect(nodes.find((n) => n.title === "3 Implementation")?.page_end).toBe(4);
  });

  it("takes no end-matter title set as the body is, nor one smaller than the sections inside the listing", () => {
    const bodyType = manual({ changesSize: 10 });
    const titles = (l: typeof bodyType) => flattenTree(buildIndexSync(l).nodes).map((n) => n.title);
    expect(titles(bodyType)).not.toContain("Change History");
    const inside = manual({ midReferences: { text: "References", size: 12, bold: true } });
    expect(titles(inside)).not.toContain("References");
    expect(buildIndexSync(inside).nodes.find((n) => n.title === "2 Options")?.page_end).toBe(3);
  });

  it("checks its table", () => {
    const header = { format: END_MATTER_FORMAT, version: END_MATTER_VERSION, produced_by: "test" };
    const file = { ...header, titles: ["index"], index_groups: ["symbols"] };
    expect(loadEndMatterTitles(file).titles.has("index")).toBe(true);
    expect(() => loadEndMatterTitles({ ...file, titles: ["Index"] })).toThrow(/lower-case/);
    expect(() => loadEndMatterTitles({ ...file, version: 2 })).toThrow(/version/);
  });
});
