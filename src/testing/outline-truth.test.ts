/**
 * The bookmark matcher of the outlines eval: numbering is taken off only where it is numbering, and
 * a short title still matches once its numbering is off.
 */
import { describe, expect, it } from "vitest";
import { makeDoc, prose } from "./page-builder";
import { startsLine, titlesMatch } from "./outline-truth";

describe("titlesMatch", () => {
  it("takes numbering off either side", () => {
    expect(titlesMatch("1.2 Scope of work", "Scope of work")).toBe(true);
    expect(titlesMatch("Appendix B – Glossary", "Glossary")).toBe(true);
    expect(titlesMatch("A.3 Results", "Results")).toBe(true);
    expect(titlesMatch("IV. Discussion", "Discussion")).toBe(true);
    expect(titlesMatch("Chapter 3: Method", "Method")).toBe(true);
    expect(titlesMatch("C. Tables", "Tables")).toBe(true);
  });

  it("matches a short title whose numbering is off, but not a bare number or letter", () => {
    expect(titlesMatch("9.3 GET", "GET")).toBe(true);
    expect(titlesMatch("9.3 GET", "9.4 PUT")).toBe(false);
    expect(titlesMatch("2.1 A", "A")).toBe(false);
  });

  it("keeps a leading unmarked 'A' or 'X' as a word as well as a label", () => {
    expect(titlesMatch("A little background", "2 A little background")).toBe(true);
    expect(titlesMatch("X Window System", "10.4 X Window System")).toBe(true);
    expect(titlesMatch("A GNU Free Documentation License", "Appendix A GNU Free Documentation License")).toBe(true);
    expect(titlesMatch("A GNU Free Documentation License", "GNU Free Documentation License")).toBe(true);
    expect(titlesMatch("A little background", "A little history")).toBe(false);
  });

  it("compares titles in other scripts on their letters, with their own numbering off", () => {
    expect(titlesMatch("1 简介", "第一章 简介")).toBe(true);
    expect(titlesMatch("유니코드 문서 작성하기", "제 1 장 유니코드 문서 작성하기")).toBe(true);
    expect(titlesMatch("能在MacOS X上安装Asymptote吗？", "2.1 能在 MacOS X 上安装 Asymptote 吗？")).toBe(true);
    expect(titlesMatch("Общие сведения", "1 ОБЩИЕ СВЕДЕНИЯ")).toBe(true);
    expect(titlesMatch("1 简介", "2 入门")).toBe(false);
    expect(titlesMatch("A GNU Free Documentation License", "Anhang A GNU Free Documentation License")).toBe(true);
  });

  it("finds a title set letter-spaced on its page, and only there", () => {
    const doc = makeDoc([
      ["1. I n t r o d u c t i o n", ...prose(5)],
      ["2. Using exteps", ...prose(5)],
    ]);
    expect(startsLine(doc, 1, "Introduction")).toBe(true);
    expect(startsLine(doc, 2, "Introduction")).toBe(false);
  });
});
