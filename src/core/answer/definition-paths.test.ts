/**
 * "What is arara?" asked of a tool's manual whose build chapter says "navigate to the directory named arara/": a
 * step of a path names a place, so "named arara/" defines nothing, and the sentence saying what the tool is answers.
 * Laid out by the real engine and read offline.
 */
import { describe, expect, it } from "vitest";
import type { PdfLine } from "../../testing/make-pdf";
import { askGenerated, para } from "../../testing/ask-generated";
import { definesTerm } from "./term-definitions";

const head = (text: string): PdfLine => ({ text, size: 12, bold: true });

const MANUAL: PdfLine[][] = [
  [
    head("1. What is this tool?"),
    ...para([
      "Good question! quarra is a build automation tool based on rules and directives written in the source.",
      "It reads the directives at the top of a file and runs each rule in the order they are given.",
    ]),
  ],
  [
    head("2. Building quarra"),
    ...para([
      "Unix terminals start at the home directory, so the cloned quarra/ directory is right there.",
      "Now, we need to navigate to the directory named quarra/ before anything else is done.",
      "The previous command takes us inside the quarra/ directory, where the build file is located.",
    ]),
  ],
];

describe("a term inside a path", () => {
  it("is not named by the path", () => {
    expect(definesTerm("Now, we need to navigate to the directory named quarra/ .", "quarra")).toBe(0);
    expect(definesTerm("The files are kept in /opt/quarra on every machine.", "quarra")).toBe(0);
    expect(definesTerm("A tool named quarra runs the rules.", "quarra")).toBe(0.8);
    expect(definesTerm("Load quarra.sty in the preamble.", "quarra")).toBe(0.3);
  });

  it("leaves the answer to the sentence saying what the tool is", async () => {
    const { res } = await askGenerated(MANUAL, "What is quarra?");
    expect(res.claims[0].text).toMatch(/quarra is a build automation tool/);
  });
});
