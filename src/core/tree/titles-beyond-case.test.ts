/**
 * Case is the usual sign of a title, but a manual's section may open on a command's or a class's name
 * ("2.1 dmntable", "1 graphBAM class"), a Japanese or Chinese title has no capitals at all, and a
 * bracketed gloss ("(SAGE data)") adds words without making the title a sentence. Prose stays prose.
 */
import { describe, expect, it } from "vitest";
import { makeDoc, prose, type LineSpec } from "../../testing/page-builder";
import { buildIndexSync, flattenTree } from "./index";
import { readTitle } from "./title-shape";
import { parseNumbering } from "./numbering";

describe("titles that case does not tell", () => {
  it("reads a title opening on a command's or a class's name", () => {
    expect(readTitle("dmntable")).toMatchObject({ title: "dmntable", sentenceCase: true });
    expect(readTitle("graphBAM class")).toMatchObject({ title: "graphBAM class", sentenceCase: true });
    expect(readTitle("read_csv options")).toMatchObject({ title: "read_csv options" });
  });

  it("reads a short title in a script without capitals, and a Latin name run into one", () => {
    expect(readTitle("はじめに")).toMatchObject({ title: "はじめに", sentenceCase: true });
    expect(readTitle("chemobabel パッケージの有利な点")).not.toBeNull();
  });

  it("reads a caseless title naming things in Latin letters, and one that asks a question", () => {
    // Most of the letters are Latin, but the title opens on Chinese and runs short in signs.
    expect(readTitle("在 Asymptote 的内部源代码中，camp 这个名字指的是什么？")).toMatchObject({ sentenceCase: true });
    expect(readTitle("能在 MacOS X 上安装 Asymptote 吗？")).toMatchObject({ sentenceCase: true });
    expect(readTitle("点不应该保持一样大小吗？")).toMatchObject({ sentenceCase: true });
    // A Latin line that names one Chinese word is no caseless title.
    expect(readTitle("see the manual for 中文 support and more")).toBeNull();
  });

  it("makes sections of an FAQ's numbered questions in Chinese set in heading type", () => {
    const h = (text: string): LineSpec => ({ text, size: 12, bold: true });
    const doc = makeDoc([
      [h("1 关于 Asymptote"), h("1.1 什么是 Asymptote"), ...prose(6), h("1.2 如何获得 Asymptote？"), ...prose(6)],
      [h("2 关于安装和设置的问题"), h("2.1 能在 MacOS X 上安装 Asymptote 吗？"), ...prose(8)],
      [h("2.2 当我安装 Asymptote 的 rpm 二进制包时是否需要 tkinter 包？"), ...prose(10)],
    ]);
    const titles = flattenTree(buildIndexSync(doc).nodes).map((n) => n.title);
    expect(titles).toEqual(
      expect.arrayContaining([
        "1.2 如何获得 Asymptote？",
        "2.1 能在 MacOS X 上安装 Asymptote 吗？",
        "2.2 当我安装 Asymptote 的 rpm 二进制包时是否需要 tkinter 包？",
      ]),
    );
  });

  it("reads a caseless title opening on a Latin name, and a lone capital before one as its label", () => {
    expect(readTitle("latexreleaseパッケージへの対応")).toMatchObject({ sentenceCase: true });
    expect(parseNumbering("B 文書ファイル")).toMatchObject({ label: "B", rest: "文書ファイル" });
    // Before a Latin word a lone capital is still a word ("A little background").
    expect(parseNumbering("A little background")).toBeNull();
  });

  it("leaves a bracketed gloss out of a sentence-case title's length", () => {
    const t = "Mice gene interaction data for brain tissue (SAGE data)";
    expect(readTitle(t)).toMatchObject({ title: t, sentenceCase: true });
  });

  it("still takes lower-case prose and a sentence in a caseless script for no title", () => {
    expect(readTitle("create a conda environment and activate it")).toBeNull();
    expect(readTitle("the data")).toBeNull();
    expect(readTitle("このパッケージは化学構造式を変換します。")).toBeNull();
    expect(readTitle("Mice gene interaction data for brain tissue of male and female mice")).toBeNull();
  });

  it("makes sections of a manual's numbered command names set as headings", () => {
    const h = (text: string): LineSpec => ({ text, size: 12, bold: true });
    const doc = makeDoc([
      [h("1 Description"), ...prose(10), h("2 Usage"), ...prose(4), h("2.1 dmntable"), ...prose(8)],
      [h("2.2 dmnoutputtable"), ...prose(12), h("2.3 goaltable"), ...prose(10)],
      [h("3 Implementation"), ...prose(20)],
    ]);
    const titles = flattenTree(buildIndexSync(doc).nodes).map((n) => n.title);
    expect(titles).toEqual(expect.arrayContaining(["2.1 dmntable", "2.2 dmnoutputtable", "2.3 goaltable"]));
  });
});
