/**
 * "How do I …" is answered by the steps under the heading that names the task, commands and
 * numbered items included, and a list's items are read one by one, not run into one sentence.
 */
import { describe, expect, it } from "vitest";
import { makeDoc, type LineSpec } from "../../testing/page-builder";
import { pageCandidates } from "./cite/candidates";
import { extractiveAnswer } from "./extractive";
import { asksProcedure } from "./procedure-steps";

const manual: LineSpec[][] = [
  [
    { text: "Coffee Machine Guide", size: 16, bold: true },
    { text: "The machine keeps hot water ready and heats milk on its own steam wand." },
    { text: "Descaling", size: 13, bold: true },
    { text: "1. Empty the water tank and fill it with descaling solution." },
    { text: "2. Place a large cup under the spout." },
    { text: "3. Hold the steam button for five seconds and wait until the light turns green." },
    { text: "Cleaning", size: 13, bold: true },
    { text: "Wipe the outside of the machine with a damp cloth after each use of descaling products." },
    { text: "Scale builds up in the machine when water is hard; descale the machine every three months." },
  ],
];

describe("procedure questions", () => {
  it("are told from other questions", () => {
    expect(asksProcedure("How do I descale the machine?")).toBe(true);
    expect(asksProcedure("How to install the package?")).toBe(true);
    expect(asksProcedure("What are the steps to reset the router?")).toBe(true);
    expect(asksProcedure("How does the company recognise revenue?")).toBe(false);
    expect(asksProcedure("How many stores were opened?")).toBe(false);
    expect(asksProcedure("What command installs the package?")).toBe(true);
    expect(asksProcedure("Which command is used to start the server?")).toBe(true);
    expect(asksProcedure("What command does the tool run when none is given?")).toBe(false);
  });

  it("answer 'what command installs it' by the command under the heading naming the task", () => {
    const doc = makeDoc([
      [
        { text: "widgetkit", size: 16, bold: true },
        { text: "Widgetkit draws charts from tables; widgetkit installs no fonts of its own." },
        { text: "Installation", size: 13, bold: true },
        { text: "npm install widgetkit", size: 9 },
        { text: "Usage", size: 13, bold: true },
        { text: "Call widgetkit with a table and a command name to draw the chart it installs on the page." },
      ],
    ]);
    const pages = (p: number) => doc.pages[p - 1];
    const evidence = [{ label: 1, page_start: 1, page_end: 1, text: doc.pages[0].text }];
    const { claims } = extractiveAnswer("What command installs widgetkit?", evidence, pages);
    expect(claims[0]?.text).toBe("npm install widgetkit");
  });

  it("are answered by the steps under the heading that names the task, in order", () => {
    const doc = makeDoc(manual);
    const pages = (p: number) => doc.pages[p - 1];
    const evidence = [{ label: 1, page_start: 1, page_end: 1, text: doc.pages[0].text }];
    const { claims } = extractiveAnswer("How do I descale the machine?", evidence, pages);
    expect(claims.map((c) => c.text)).toEqual([
      "Empty the water tank and fill it with descaling solution.",
      "Place a large cup under the spout.",
      "Hold the steam button for five seconds and wait until the light turns green.",
    ]);
  });
});

describe("a list's items", () => {
  it("are units of their own, while a dash that wraps a sentence's line continues it", () => {
    const doc = makeDoc([
      [
        { text: "This guide has three parts:" },
        { text: "1. Installation" },
        { text: "2. Everyday use of the machine" },
        { text: "3. Cleaning and care." },
        { text: "The tank holds two litres of water and a sensor reports its level" },
        { text: "– which the display shows – before every cup." },
      ],
    ]);
    const texts = pageCandidates(doc.pages[0]).map((c) => c.text);
    // The items' numbers are the list's, not their words.
    expect(texts).toContain("Everyday use of the machine");
    expect(texts).toContain("Cleaning and care.");
    expect(texts).toContain(
      "The tank holds two litres of water and a sensor reports its level – which the display shows – before every cup.",
    );
  });
});
