/**
 * Bookmarks titled in Cyrillic ("Общие сведения"): titles were compared after normText, which keeps Latin
 * letters only, so no bookmark was seen to describe its page and a sound outline was thrown away for the
 * contents page. A Cyrillic font without a map to Unicode gives its letters as Latin-1 ones in code page
 * 1251's order ("Ïàêåò verbatim" for "Пакет verbatim"): the bookmarks describe those pages too.
 */
import { describe, expect, it } from "vitest";
import type { OutlineEntry } from "../types";
import { makeDoc, prose, type LineSpec } from "../../testing/page-builder";
import { buildIndexSync, flattenTree } from "./index";
import { outlineHeadings, readOutline } from "./outline";

const mark = (title: string, page: number): OutlineEntry => ({ title, page, top: 0.08, children: [] });
const h = (text: string): LineSpec => ({ text, size: 14, bold: true });

/** The text as a font without a Unicode map gives it: each Cyrillic letter as the Latin-1 one of its code. */
const asLatinOne = (text: string) =>
  text.replace(/[\u0410-\u044F]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x410 + 0xc0));

function manual(encode: (t: string) => string) {
  const titles = ["Общие сведения", "Базовые принципы использования", "Тонкая настройка", "Пакет verbatim"];
  return makeDoc(
    [["Руководство"], ...titles.map((t, i) => [h(encode(`${i + 1} ${t}`)), ...prose(30)])],
    titles.map((t, i) => mark(t, i + 2)),
  );
}

describe("bookmarks titled in another script", () => {
  it("are the tree where the pages' text is in that script", () => {
    const tree = buildIndexSync(manual((t) => t));
    expect(tree.source).toBe("outline");
    expect(flattenTree(tree.nodes).map((n) => `${n.title}@${n.page_start}`)).toEqual(
      expect.arrayContaining(["Общие сведения@2", "Тонкая настройка@4", "Пакет verbatim@5"]),
    );
  });

  it("are the tree where the pages give Cyrillic letters as Latin-1 ones", () => {
    expect(buildIndexSync(manual(asLatinOne)).source).toBe("outline");
  });
});

describe("bookmarks in Chinese", () => {
  /** Chapters numbered in their words ("第一章 简介") and Latin names set off by spaces the bookmarks lack. */
  function notes() {
    const chapters = ["第一章 简介", "第二章 入门", "第三章 插图", "第四章 表格"];
    const questions = ["在 Asymptote 的内部源代码中如何画一个圆？", "在 MetaPost 中如何定义一个单位长度？"];
    return makeDoc(
      [["LaTeX 笔记"], ...[...chapters, ...questions].map((t) => [h(t), ...prose(30)])],
      [
        ...chapters.map((t, i) => mark(`${i + 1} ${t.split(" ")[1]}`, i + 2)),
        ...questions.map((t, i) => mark(t.replace(/ /g, ""), i + 6)),
      ],
    );
  }

  it("describe their pages where the chapter is numbered in its words and spaces differ", () => {
    // Judged sound, not taken only for want of any other structure.
    expect(outlineHeadings(readOutline(notes()))).not.toBeNull();
    const tree = buildIndexSync(notes());
    expect(tree.source).toBe("outline");
    expect(flattenTree(tree.nodes).map((n) => `${n.title}@${n.page_start}`)).toEqual(
      expect.arrayContaining(["1 简介@2", "4 表格@5", "在Asymptote的内部源代码中如何画一个圆？@6"]),
    );
  });
});
