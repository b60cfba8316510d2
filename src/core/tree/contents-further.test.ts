/**
 * Contents pages the reader missed or misread on manuals and theses:
 * - rows opened by a bullet set lower than the text ("• Introduction", its page number on a line of its
 *   own): a line's baseline is its words' median, so a one-word title took the bullet's and lost its number;
 * - a list of examples after the contents, longer than it, taken for the main listing: its entries (file
 *   names of captions) are no headings, and the contents a title opens was never read on its own;
 * - a thesis whose front matter (title pages, two abstracts, blank backs) runs past the first fifth, where
 *   no contents page was looked for;
 * - front matter between the cover and the contents ("License", "Preface") set in the contents title's type,
 *   which no entry lists;
 * - accents a font sets beside their letters ("Devan¯agar¯ı" in the contents, "Devanagar ¯ ¯ı" in the body),
 *   which cut the word in two where titles are compared word by word (a node's title against a bookmark's).
 */
import { describe, expect, it } from "vitest";
import type { Line, Word } from "../types";
import { blankPage, makeDoc, prose, type LineSpec } from "../../testing/page-builder";
import { buildIndexSync, flattenTree } from "./index";
import { normText } from "./text-match";

const nodesOf = (doc: Parameters<typeof buildIndexSync>[0]) => {
  const tree = buildIndexSync(doc);
  return { source: tree.source, nodes: flattenTree(tree.nodes).map((n) => `${n.title}@${n.page_start}`) };
};
const chapter = (text: string): LineSpec => ({ text, size: 16, bold: true });

/** A line of words as the layout gives it: its baseline the median of its words' (the upper one of two). */
function line(words: Word[], baseline: number): Line {
  return {
    text: words.map((w) => w.text).join(" "),
    words,
    x0: Math.min(...words.map((w) => w.x0)),
    y0: Math.min(...words.map((w) => w.y0)),
    x1: Math.max(...words.map((w) => w.x1)),
    y1: Math.max(...words.map((w) => w.y1)),
    fontSize: 11,
    bold: false,
    baseline,
    column: 0,
  };
}

function bulletContents() {
  const titles = ["Introduction", "Rules", "Directives", "Options", "Logging", "Methods"];
  const lines: Line[] = [line([{ text: "Contents", x0: 0.1, y0: 0.1, x1: 0.3, y1: 0.14 }], 0.135)];
  titles.forEach((title, i) => {
    const y = 0.2 + i * 0.03;
    // The number's baseline and the title word's stand level; the bullet hangs lower and sets the line's.
    lines.push(line([{ text: String(i + 3), x0: 0.88, y0: y, x1: 0.9, y1: y + 0.016 }], y + 0.012));
    lines.push(
      line(
        [
          { text: "•", x0: 0.1, y0: y - 0.02, x1: 0.11, y1: y + 0.037 },
          { text: title, x0: 0.14, y0: y, x1: 0.14 + 0.009 * title.length, y1: y + 0.016 },
        ],
        y + 0.024,
      ),
    );
  });
  const doc = makeDoc([["A Build Tool", "Reference manual"], [], ...titles.map((t) => [chapter(t), ...prose(30)])]);
  doc.pages[1] = { ...blankPage(2), lines, text: lines.map((l) => l.text).join("\n") };
  return doc;
}

describe("contents rows opened by a bullet set lower than their text", () => {
  it("keep their page numbers, one-word titles too", () => {
    const { source, nodes } = nodesOf(bulletContents());
    expect(source).toBe("contents");
    expect(nodes).toEqual(
      expect.arrayContaining(["Introduction@3", "Rules@4", "Directives@5", "Options@6", "Logging@7", "Methods@8"]),
    );
  });
});

describe("a list of examples longer than the contents", () => {
  it("leaves the titled contents to give the chapters", () => {
    const chapters = ["Introduction", "First document", "Formulas", "Structure"];
    // Four examples a chapter, listed in page order under the file names their captions give.
    const examples = Array.from({ length: 16 }, (_, i) => {
      const [c, k] = [1 + Math.floor(i / 4), 1 + (i % 4)];
      return `${c}.${k} ex0${c}-sample${k}.tex ${4 + c}`;
    });
    const doc = makeDoc([
      ["LaTeX by Example"],
      [chapter("Contents"), ...chapters.map((c, i) => `${i + 1} ${c} ${i + 5}`)],
      ["Bibliography 9", "Index 10"],
      [chapter("List of Examples"), ...examples],
      ...chapters.map((c, i) => [chapter(`${i + 1} ${c}`), ...prose(30)]),
      [chapter("Bibliography"), ...prose(20)],
      [chapter("Index"), ...prose(20)],
    ]);
    const { source, nodes } = nodesOf(doc);
    expect(source).toBe("contents");
    expect(nodes).toEqual(
      expect.arrayContaining(["1 Introduction@5", "2 First document@6", "3 Formulas@7", "4 Structure@8"]),
    );
  });
});

describe("a thesis whose front matter runs past the first fifth", () => {
  it("has its contents page read", () => {
    const front: (LineSpec | string)[][] = [
      ["Title of the Dissertation", "Name of the Author"],
      [],
      ["Faculty of Engineering", "Title of the Dissertation"],
      [],
      ["To whom it is dedicated."],
      [],
      [chapter("Abstract"), ...prose(5)],
      [],
      [chapter("Resumo"), ...prose(5)],
      [],
      [chapter("Acknowledgments"), ...prose(3)],
      [],
    ];
    const titles = ["Introduction", "Background", "Design", "Conclusions"];
    const body = titles.flatMap((t) => [
      [chapter(`${titles.indexOf(t) + 1} ${t}`), ...prose(30)],
      ...Array.from({ length: 4 }, () => prose(30)),
    ]);
    const contents: (LineSpec | string)[] = [
      chapter("Contents"),
      ...titles.map((t, i) => `${i + 1} ${t} ${1 + 5 * i}`),
    ];
    const doc = makeDoc([...front, contents, [], ...body]);
    const first = front.length + 3;
    const { source, nodes } = nodesOf(doc);
    expect(source).toBe("contents");
    expect(nodes).toEqual(expect.arrayContaining(titles.map((t, i) => `${i + 1} ${t}@${first + 5 * i}`)));
  });
});

describe("front matter before a titled contents", () => {
  it("is a section where its page opens in the contents title's type", () => {
    const big = (text: string): LineSpec => ({ text, size: 30 });
    const doc = makeDoc([
      [{ text: "A Build Tool", size: 40 }, "Reference manual"],
      [big("License"), ...prose(20)],
      [big("Preface"), ...prose(20)],
      [big("Contents"), "1 Introduction 5", "2 Rules 6", "3 Directives 7", "4 Options 8"],
      ...["1 Introduction", "2 Rules", "3 Directives", "4 Options"].map((t) => [chapter(t), ...prose(30)]),
    ]);
    const { source, nodes } = nodesOf(doc);
    expect(source).toBe("contents");
    expect(nodes).toEqual(expect.arrayContaining(["License@2", "Preface@3", "Contents@4", "1 Introduction@5"]));
  });
});

describe("accents set beside their letters", () => {
  it("do not cut a title's word in two", () => {
    expect(normText("Producing Devan¯agar¯ı Text")).toBe(normText("Producing Devanagar ¯ ¯ı Text"));
    expect(normText("Table des mati`eres")).toBe("table des matieres");
  });
});
