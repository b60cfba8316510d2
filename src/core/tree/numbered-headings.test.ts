import { describe, expect, it } from "vitest";
import { numberedHeadings } from "./numbered-headings";
import { parseNumbering } from "./numbering";
import { makeDoc, prose, type LineSpec } from "../../testing/page-builder";
import { readTitle } from "./title-shape";

const titles = (pages: LineSpec[][]) =>
  numberedHeadings(makeDoc(pages).pages, 10).map((h) => [h.title, h.level, h.page] as [string, number, number]);

describe("numbering", () => {
  it("reads divisions, sections, sub-clauses, appendix letters and roman numerals as paths", () => {
    expect(parseNumbering("ARTICLE IV")).toMatchObject({ kind: "division", path: [4], rest: "" });
    expect(parseNumbering("Article Two Term")).toMatchObject({ kind: "division", path: [2], rest: "Term" });
    expect(parseNumbering("Section 4.02 Notices.")).toMatchObject({ kind: "number", path: [4, 2] });
    expect(parseNumbering("4.2(a) Fees")).toMatchObject({ path: [4, 2, 1], rest: "Fees" });
    expect(parseNumbering("A.1 NLP Tasks")).toMatchObject({ path: [1, 1], letter: "a" });
    expect(parseNumbering("EXHIBIT B")).toMatchObject({ kind: "annex", path: [2] });
    expect(parseNumbering("III.")).toMatchObject({ path: [3], roman: true });
    expect(parseNumbering("2020 Results")).toBeNull();
    expect(parseNumbering("3.5% of revenue")?.rest).toBe("5% of revenue");
  });

  it("takes a title set alone or run into its first sentence, never a sentence or a listing", () => {
    expect(readTitle("Termination for Breach. If either party breaches")).toMatchObject({
      title: "Termination for Breach",
      runIn: true,
    });
    expect(readTitle("RELATED WORK")).toMatchObject({ title: "RELATED WORK", runIn: false });
    expect(readTitle("CONCRETE PROBLEMS: ANALOGOUS SETUPS")?.title).toBe("CONCRETE PROBLEMS: ANALOGOUS SETUPS");
    expect(readTitle("Create a conda environment and activate it.")).toBeNull();
    expect(readTitle("of this Agreement shall survive")).toBeNull();
    expect(readTitle("Asian Art Museum......B5")).toBeNull();
    // A formula's line "0 Ω" (a number, then a variable) is no section: a title has a word.
    expect(readTitle("Ω")).toBeNull();
    expect(readTitle("Ω Limits")?.title).toBe("Ω Limits");
    // A title in its own type may keep a space before its stop.
    expect(readTitle("Duties . You will lead the finance team from your first day")).toMatchObject({
      title: "Duties",
      runIn: true,
    });
    expect(readTitle("Applicable Law . This Letter is governed by the laws of Vermont")?.title).toBe("Applicable Law");
  });
});

describe("numbered headings", () => {
  it("drop a numbered row of a listing that passed for the next chapter once the sections go on", () => {
    const pages: LineSpec[][] = [
      [{ text: "1. Introduction", bold: true }, ...prose(3), { text: "2. Unified system", bold: true }, ...prose(2)],
      [
        { text: "2.1. Directory layout", bold: true },
        ...prose(3),
        { text: "2.2. The cache files", bold: true },
        ...prose(1),
      ],
      [
        { text: "4 CARD32 ALIAS_LIST_OFFSET", x0: 0.12 },
        { text: "4 CARD32 PARENT_LIST_OFFSET", x0: 0.12 },
        ...prose(2),
        { text: "2.3. Subclassing", bold: true },
        ...prose(2),
        { text: "3. Contributors", bold: true },
        ...prose(1),
      ],
    ];
    expect(titles(pages).map(([t]) => t)).toEqual([
      "1. Introduction",
      "2. Unified system",
      "2.1. Directory layout",
      "2.2. The cache files",
      "2.3. Subclassing",
      "3. Contributors",
    ]);
  });

  it("are a contract's sections, run in and in body type, under its articles", () => {
    const pages: LineSpec[][] = [
      [
        { text: "ARTICLE I", x0: 0.45 },
        { text: "DEFINITIONS", x0: 0.43 },
        { text: "1.1 Defined Terms. The following terms have the meanings set out below." },
        ...prose(3),
        { text: "1.2 Interpretation. Headings are for convenience only." },
        ...prose(2),
      ],
      [
        { text: "ARTICLE II", x0: 0.45 },
        { text: "TERM", x0: 0.47 },
        { text: "2.1 Term. This Agreement expires on December 31, 2026." },
        ...prose(3),
      ],
    ];
    expect(titles(pages)).toEqual([
      ["ARTICLE I DEFINITIONS", 1, 1],
      ["1.1 Defined Terms", 2, 1],
      ["1.2 Interpretation", 2, 1],
      ["ARTICLE II TERM", 1, 2],
      ["2.1 Term", 2, 2],
    ]);
  });

  it("leave out a cross-reference wrapped to a line start", () => {
    const pages: LineSpec[][] = [
      [
        { text: "1 Scope", bold: true },
        { text: "The rules in this part apply as set forth in Section" },
        { text: "2 Definitions and Interpretation" },
        { text: "2 Definitions", bold: true },
        ...prose(2),
        { text: "3 Duties", bold: true },
        ...prose(2),
      ],
    ];
    expect(titles(pages).map(([t, , p]) => `${t}@${p}`)).toEqual(["1 Scope@1", "2 Definitions@1", "3 Duties@1"]);
  });

  it("take a title wrapped in a narrow column whole, and only a wrapped one", () => {
    // A column as narrow as its heading: lines of 43 characters, so a heading that fills one wrapped.
    const narrow = (n: number): LineSpec[] =>
      Array.from({ length: n }, () => ({ text: "the work exactly as you received it from us" }));
    const pages: LineSpec[][] = [
      [
        { text: "1. Source Code", bold: true },
        { text: "Overview", bold: true },
        ...narrow(3),
        { text: "2. Protecting Users' Legal Rights From", bold: true },
        { text: "Anti-Circumvention Law.", bold: true },
        ...narrow(3),
        { text: "3. Use with the GNU Affero General Public", bold: true },
        { text: "License.", bold: true },
        ...narrow(3),
        { text: "4. Interpretation of Sections 2 and", bold: true },
        { text: "3.", bold: true },
        ...narrow(3),
      ],
    ];
    expect(titles(pages).map(([t]) => t)).toEqual([
      "1. Source Code",
      "2. Protecting Users' Legal Rights From Anti-Circumvention Law",
      "3. Use with the GNU Affero General Public License",
      "4. Interpretation of Sections 2 and 3",
    ]);
  });

  it("leave out numbered steps, lists that restart at 1, even in title case", () => {
    const steps = (n: number): LineSpec[] =>
      Array.from({ length: n }, (_, k) => ({
        text: `${k + 1}. ${["Open the Lid", "Fill the Tank", "Press Start"][k % 3]}`,
      }));
    const pages = [0, 1, 2, 3].map((): LineSpec[] => [...prose(2), ...steps(3), ...prose(2), ...steps(3)]);
    expect(titles(pages)).toEqual([]);
  });

  it("name a court opinion's bare numbered parts by the words that open them", () => {
    const part = (roman: string): LineSpec[] => [
      { text: `${roman}.`, x0: 0.488 },
      { text: "The court reviews the question of law presented by the appeal de novo." },
      ...prose(4),
    ];
    const pages = [[...prose(3), ...part("I")], part("II"), part("III")];
    expect(titles(pages).map(([t, l]) => `${l} ${t}`)).toEqual([
      "1 I. The court reviews the question of law presented…",
      "1 II. The court reviews the question of law presented…",
      "1 III. The court reviews the question of law presented…",
    ]);
  });

  it("take an appendix's two dotted sections as a scheme, where a lone letter could be a word", () => {
    const h = (text: string, size: number): LineSpec => ({ text, size });
    const pages = [
      [h("1 Introduction", 14), ...prose(6), h("2 Methods", 14), ...prose(6)],
      [h("3 Results", 14), ...prose(8)],
      [
        h("A Installation", 14),
        ...prose(3),
        h("A.1 Installing the package", 12),
        ...prose(3),
        h("A.2 Installing the viewer", 12),
        ...prose(3),
      ],
    ];
    expect(titles(pages).map(([t, l]) => `${l} ${t}`)).toEqual([
      "1 1 Introduction",
      "1 2 Methods",
      "1 3 Results",
      "2 A.1 Installing the package",
      "2 A.2 Installing the viewer",
    ]);
  });

  it("read a reference manual's headings that open on a program's name", () => {
    expect(readTitle("raptor Namespace Reference")?.title).toBe("raptor Namespace Reference");
    expect(readTitle("raptor::bin_validator Class Reference")?.title).toBe("raptor::bin_validator Class Reference");
    expect(readTitle("ubuntu-dev-tools : Tools for Ubuntu developers")?.title).toBe(
      "ubuntu-dev-tools : Tools for Ubuntu developers",
    );
    // Prose opening in lower case is still prose.
    expect(readTitle("the tools are installed with the package manager")).toBeNull();
  });

  it("read chapters labelled in other languages", () => {
    expect(parseNumbering("CHAPITRE 2")).toMatchObject({ kind: "chapter", path: [2] });
    expect(parseNumbering("Глава 3")).toMatchObject({ kind: "chapter", path: [3] });
    expect(parseNumbering("Kapitel 4 Grundlagen")).toMatchObject({ kind: "chapter", path: [4], rest: "Grundlagen" });
  });

  it("skip a running head that repeats the open section's number and title on its next page", () => {
    const h = (text: string, size = 14): LineSpec => ({ text, size });
    const pages = [
      [h("1.1 Введение в разработку Ubuntu"), ...prose(20)],
      [
        h("1.1. Введение в разработку Ubuntu Ubuntu Packaging Guide", 10),
        ...prose(8),
        h("1.2 Подготовка"),
        ...prose(8),
      ],
      [h("1.2. Подготовка Ubuntu Packaging Guide", 10), ...prose(8), h("1.3 Исправление ошибок"), ...prose(8)],
    ];
    expect(titles(pages)).toEqual([
      ["1.1 Введение в разработку Ubuntu", 2, 1],
      ["1.2 Подготовка", 2, 2],
      ["1.3 Исправление ошибок", 2, 3],
    ]);
  });
});
