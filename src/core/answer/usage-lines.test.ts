/**
 * Asked what a command or option does, the sentence saying what it does leads, not the usage line printed over it.
 */
import { describe, expect, it } from "vitest";
import { makeDoc } from "../../testing/page-builder";
import { extractiveAnswer } from "./extractive";
import { asksWhatDoes, isUsageLine } from "./usage-lines";

describe("usage lines", () => {
  it("are told from prose by their syntax marks", () => {
    expect(isUsageLine("SORT CASES BY var list [({D|A})] ...")).toBe(true);
    expect(isUsageLine("--block=<size> [default: large]")).toBe(true);
    expect(isUsageLine("maxmat3 [options] referencefile queryfile1 ... queryfilen")).toBe(true);
    expect(isUsageLine("gprolog [-v | --version] [FILE]")).toBe(true);
    expect(isUsageLine("keepAspect Maintain aspect ratio [default true]")).toBe(false);
    expect(isUsageLine("SORT CASES sorts the active dataset by the values of one or more variables.")).toBe(false);
    expect(isUsageLine("The song{⟨stanzas⟩} environment takes one argument, given in braces.")).toBe(false);
  });

  it("are asked past when the question asks what a thing does", () => {
    expect(asksWhatDoes("What does SORT CASES do?")).toBe(true);
    expect(asksWhatDoes("What does the -g option of gp2c do?")).toBe(true);
    expect(asksWhatDoes("What does SORT CASES sort by?")).toBe(false);
    const doc = makeDoc([
      [
        { text: "12.8 SORT CASES", size: 14 },
        { text: "SORT CASES BY var list [({D|A})] ...", x0: 0.14 },
        { text: "SORT CASES sorts the active dataset by the values of one or more variables.", x0: 0.14 },
        { text: "The variables are sorted in ascending order unless D is given.", x0: 0.14 },
      ],
    ]);
    const evidence = [{ label: 1, page_start: 1, page_end: 1, text: "" }];
    const pages = (p: number) => doc.pages[p - 1];
    const { claims } = extractiveAnswer("What does SORT CASES do?", evidence, pages);
    expect(claims[0]?.text).toMatch(/^SORT CASES sorts the active dataset/);
  });
});
