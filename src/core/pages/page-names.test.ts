import { describe, expect, it } from "vitest";
import { chooseLabels, documentLabels, pageFromInput, pageName, pageSpanName, shortPageName } from "./page-names";
import { makePage } from "../../testing/page-builder";

// A cover, roman front matter, then printed numbers two behind the PDF index, an exhibit restarting at 1.
const labels = [null, "i", "ii", "1", "2", "3", null, "1"];

describe("page names", () => {
  it("name the printed number first and the PDF index when they differ", () => {
    expect(pageName(labels, 5)).toBe("p. 2 · PDF 5");
    expect(pageName(labels, 3)).toBe("p. ii · PDF 3");
    expect(pageName(labels, 7)).toBe("p. 7");
    expect(pageName(null, 7)).toBe("p. 7");
    expect(pageName(["1", "2"], 2)).toBe("p. 2");
    expect(shortPageName(labels, 5)).toBe("p. 2");
    expect(shortPageName(labels, 1)).toBe("p. 1");
  });

  it("name a run of pages in printed numbers only when both ends print one and it runs forward", () => {
    expect(pageSpanName(labels, 4, 6)).toBe("1–3");
    expect(pageSpanName(labels, 2, 3)).toBe("i–ii");
    expect(pageSpanName(labels, 5, 5)).toBe("2");
    expect(pageSpanName(labels, 7, 7)).toBe("7");
    // A slide built up over three pages prints one number on each: that number, not "6–6".
    expect(pageSpanName(["5", "6", "6", "6", "7"], 2, 4)).toBe("6");
    // Two pages printing "1" with other numbers between are two places: their indices.
    expect(pageSpanName(["1", "2", "1"], 1, 3)).toBe("PDF 1–3");
    // Into the exhibit, whose numbering starts again: not "2–1".
    expect(pageSpanName(labels, 5, 8)).toBe("PDF 5–8");
    // From roman front matter into the body, or to a page that prints nothing.
    expect(pageSpanName(labels, 3, 5)).toBe("PDF 3–5");
    expect(pageSpanName(labels, 4, 7)).toBe("PDF 4–7");
    expect(pageSpanName(labels, 7, 8)).toBe("PDF 7–8");
    // An unprinted end reads as its index where the printed numbers are the indices.
    const asIndex = [null, "2", "3", null];
    expect(pageSpanName(asIndex, 1, 3)).toBe("1–3");
    expect(pageSpanName(asIndex, 2, 4)).toBe("2–4");
    expect(pageSpanName(["F-1", "F-2", "F-3"], 1, 3)).toBe("F-1–F-3");
    expect(pageSpanName(["F-9", "G-1"], 1, 2)).toBe("PDF 1–2");
    // A document that prints no numbers at all: its pages are the PDF's, said plainly.
    expect(pageSpanName(null, 111, 220)).toBe("111–220");
    expect(pageSpanName([null, null], 1, 2)).toBe("1–2");
  });

  it("take either a printed label or a PDF index in the page box", () => {
    expect(pageFromInput(labels, "2", 8)).toBe(5);
    expect(pageFromInput(labels, "ii", 8)).toBe(3);
    expect(pageFromInput(labels, "II", 8)).toBe(3);
    expect(pageFromInput(labels, "p. 3", 8)).toBe(6);
    expect(pageFromInput(labels, "PDF 2", 8)).toBe(2);
    expect(pageFromInput(labels, "#7", 8)).toBe(7);
    // The first page printing "1" wins over the exhibit's.
    expect(pageFromInput(labels, "1", 8)).toBe(4);
    // A number no page prints is an index.
    expect(pageFromInput(labels, "7", 8)).toBe(7);
    expect(pageFromInput(labels, "9", 8)).toBeNull();
    expect(pageFromInput(labels, "xx", 8)).toBeNull();
    expect(pageFromInput(labels, "", 8)).toBeNull();
  });

  it(
    "for a document stored before labels: the PDF's own at once, detected ones once every page is read, none for " +
      "text formats",
    () => {
      // A body line, and the page's number printed below it.
      const footed = (n: number) => makePage(n, ["Body text of the page", { text: String(n + 10), x0: 0.5, size: 9 }]);
      const pages = [1, 2, 3].map(footed);
      expect(documentLabels({ pageLabels: null, pages }, false)).toBeNull();
      expect(documentLabels({ pageLabels: null, pages }, true)).toEqual(["11", "12", "13"]);
      expect(documentLabels({ pageLabels: ["a", "b", "c"], pages }, false)).toEqual(["a", "b", "c"]);
      expect(documentLabels({ format: "markdown", pageLabels: null, pages }, true)).toBeNull();
      expect(documentLabels({ pageLabels: null, printedLabels: ["x", null, null], pages }, true)).toEqual([
        "x",
        null,
        null,
      ]);
    },
  );

  it("prefer the PDF's /PageLabels over detected numbers", () => {
    expect(chooseLabels(["a", "b"], ["1", null])).toEqual(["a", "b"]);
    expect(chooseLabels(null, ["1", null])).toEqual(["1", null]);
    expect(chooseLabels(null, null)).toBeNull();
  });
});
