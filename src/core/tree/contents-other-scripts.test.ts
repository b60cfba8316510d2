/**
 * Contents pages in scripts that write a syllable or a word in one sign (Korean, Chinese, Japanese):
 * - a whole title may be two signs ("1 목적", "8 贅辭"), which the letter count of a row's title took for a
 *   glyph table's cell;
 * - a chapter's page sets its number in words ("제 1 장" over "유니코드 문서 작성하기", "第二章 入门") where the
 *   contents lists "1 …": the title search, which keeps only a title's Latin letters, found nothing there.
 */
import { describe, expect, it } from "vitest";
import { makeDoc, prose, type LineSpec } from "../../testing/page-builder";
import { buildIndexSync, flattenTree } from "./index";

const row = (label: string, title: string, page: number): LineSpec => ({
  text: `${label} ${title} . . . . . . . . . . . . . . . . . . ${page}`,
});
const display = (text: string): LineSpec => ({ text, size: 16, bold: true });
const nodesOf = (doc: ReturnType<typeof makeDoc>) => {
  const tree = buildIndexSync(doc);
  return { source: tree.source, nodes: flattenTree(tree.nodes).map((n) => `${n.title}@${n.page_start}`) };
};

describe("contents in Korean and Chinese", () => {
  it("lists a title of two signs", () => {
    const chapters: [string, string][] = [
      ["1", "목적"],
      ["2", "사용법 요약"],
      ["3", "폰트"],
      ["4", "활용"],
      ["5", "변경 이력"],
    ];
    const doc = makeDoc([
      [display("차 례"), ...chapters.map(([l, t], i) => row(l, t, i + 2))],
      ...chapters.map(([l, t]) => [display(`${l} ${t}`), ...prose(25)]),
    ]);
    const { source, nodes } = nodesOf(doc);
    expect(source).toBe("contents");
    expect(nodes).toEqual(expect.arrayContaining(["1 목적@2", "3 폰트@4", "4 활용@5"]));
  });

  it("places the entries at the list's ends by their own titles, a chapter's number set in words", () => {
    // Between two entries found, one not found is placed by their pages' offset; at the list's ends only its
    // title places it: "제 1 장" over the first chapter's title, an appendix and an index after the last.
    const chapters = ["유니코드 문서 작성하기", "글꼴 문제", "한글 문서 서식을 위한 부가 패키지들"];
    const doc = makeDoc([
      [
        display("차 례"),
        ...chapters.map((t, i) => row(String(i + 1), t, i + 2)),
        row("", "부록", 5),
        row("", "찾아보기", 6),
      ],
      ...chapters.map((t, i) => [display(`제 ${i + 1} 장`), display(t), ...prose(25)]),
      [display("부록"), ...prose(25)],
      [display("찾아보기"), ...prose(25)],
    ]);
    const { source, nodes } = nodesOf(doc);
    expect(source).toBe("contents");
    expect(nodes).toEqual(expect.arrayContaining(["1 유니코드 문서 작성하기@2", "부록@5", "찾아보기@6"]));
  });
});
