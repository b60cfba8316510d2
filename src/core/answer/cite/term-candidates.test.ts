/**
 * A manual prints a term (a variable, an option) on a line of its own with its description
 * indented under it: "Which variable controls …" is answered by the term with the description's
 * first sentence, not by the description alone, and a heading in words over an indented
 * paragraph is no term.
 */
import { describe, expect, it } from "vitest";
import { makeDoc } from "../../../testing/page-builder";
import { extractiveAnswer } from "../extractive";
import { termCandidates } from "./focus-candidates";

const page = () =>
  makeDoc([
    [
      { text: "ENVIRONMENT", bold: true, x0: 0.08 },
      { text: "PAGER_COLORS", bold: true, x0: 0.12 },
      { text: "Controls how the pager colours its output. Its value is a list of", x0: 0.18 },
      { text: "capabilities separated by colons.", x0: 0.18 },
      { text: "Full Documentation", x0: 0.12 },
      { text: "A complete manual of the pager is available online.", x0: 0.18 },
      { text: "The colours of the pager may also be set in its configuration file.", x0: 0.12 },
    ],
  ]);

describe("terms and their descriptions", () => {
  it("are one quote, the term with its description's first sentence", () => {
    const texts = termCandidates(page().pages[0]).map((c) => c.text);
    expect(texts).toEqual(["PAGER_COLORS Controls how the pager colours its output."]);
  });

  it("answer 'which variable …' with the term", () => {
    const doc = page();
    const pages = (p: number) => doc.pages[p - 1];
    const evidence = [{ label: 1, page_start: 1, page_end: 1, text: "" }];
    const q = "Which environment variable controls how the pager colours its output?";
    const { claims } = extractiveAnswer(q, evidence, pages);
    expect(claims[0]?.text).toBe("PAGER_COLORS Controls how the pager colours its output.");
    // The description is not quoted again on its own.
    expect(claims.some((c) => c.text === "Controls how the pager colours its output.")).toBe(false);
  });
});
