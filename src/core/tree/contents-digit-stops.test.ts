import { describe, expect, it } from "vitest";
import { buildIndexSync, flattenTree } from "./index";
import { type LineSpec, makeDoc, prose, section } from "../../testing/page-builder";

/** A contents whose subsection numbers were set with "digit full stop" glyphs (⒉1), the headings as "2.1". */
function manual(stop: (n: number) => string): LineSpec[][] {
  const subs: [string, string, number][] = [
    ["1", "Introduction", 1],
    ["2", "Description", 2],
    [`${stop(2)}1`, "The input encoding", 3],
    [`${stop(2)}2`, "Output files", 4],
    ["3", "Usage", 5],
    [`${stop(3)}1`, "Font setup", 6],
    [`${stop(3)}2`, "Examples", 7],
    [`${stop(3)}${stop(2)}1`, "Contextual analysis", 8],
  ];
  const contents: LineSpec[] = [
    { text: "Contents", bold: true, size: 14 },
    ...subs.map(([n, t, p]) => ({ text: `${n} ${t} . . . . . . . . ${p}`, x0: 0.1 + 0.03 * (n.length - 1) })),
  ];
  const plain = (n: string) => n.replace(/[\u2488-\u249b]/gu, (c) => `${c.codePointAt(0)! - 0x2487}.`);
  const body = subs.map(([n, t]) => section(`${plain(n)} ${t}`, 25, { size: 12 }));
  return [[{ text: "A Package Manual", bold: true, size: 20 }, ...prose(4)], contents, ...body].map((p, i) =>
    i < 2 ? p : [...p, ...prose(5)],
  );
}

describe("contents numbers set as digit-full-stop glyphs", () => {
  it("reads ⒉1 as 2.1, so the subsections are found on their pages", () => {
    const tree = buildIndexSync(makeDoc(manual((n) => String.fromCodePoint(0x2487 + n))));
    expect(tree.source).toBe("contents");
    const titles = flattenTree(tree.nodes).map((n) => [n.title, n.page_start]);
    expect(titles).toContainEqual(["2.1 The input encoding", 5]);
    expect(titles).toContainEqual(["3.1 Font setup", 8]);
    expect(titles).toContainEqual(["3.2.1 Contextual analysis", 10]);
  });

  it("gives the same tree as a contents printed with plain digits", () => {
    const glyphs = flattenTree(buildIndexSync(makeDoc(manual((n) => String.fromCodePoint(0x2487 + n)))).nodes);
    const plain = flattenTree(buildIndexSync(makeDoc(manual((n) => `${n}.`))).nodes);
    expect(glyphs.length).toBeGreaterThan(8);
    expect(glyphs.map((n) => [n.title, n.page_start, n.level])).toEqual(
      plain.map((n) => [n.title, n.page_start, n.level]),
    );
  });
});
