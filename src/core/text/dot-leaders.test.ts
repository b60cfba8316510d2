import { describe, expect, it } from "vitest";
import { LEADER, leaderRun } from "./dot-leaders";
import { isContentsEntry } from "../navigate/contents-pages";
import { splitPageRef } from "../tree/contents-rows";

const toPage = (min: number) => new RegExp(String.raw`${leaderRun(min)}\s*\d{1,4}\s*$`, "u");

describe("dot leaders", () => {
  it("reads dots, spaced dots, ellipses, middle dots, bullets, underscores and unmapped glyphs as leaders", () => {
    for (const line of [
      "Risk Factors ........ 12",
      "Risk Factors . . . . 12",
      "Risk Factors …………12",
      "Risk Factors ···· 12",
      "Risk Factors •••• 12",
      "Risk Factors ____ 12",
      "Risk Factors \uFFFD\uFFFD\uFFFD\uFFFD 12",
    ])
      expect(toPage(4).test(line), line).toBe(true);
  });

  it("asks each reader's own length of run: three dots of prose are no four-dot leader", () => {
    expect(toPage(4).test("and so on ... 12")).toBe(false);
    expect(toPage(3).test("and so on ... 12")).toBe(true);
    expect(new RegExp(LEADER).test("a")).toBe(false);
  });

  it("serves navigation's entries and the tree's rows alike, whatever the leader glyph", () => {
    expect(isContentsEntry("Installing the unit•••••14")).toBe(true);
    expect(splitPageRef("Installing the unit \uFFFD\uFFFD\uFFFD\uFFFD 14")).toEqual({
      title: "Installing the unit",
      printed: "14",
    });
    expect(splitPageRef("Installing the unit .......14")).toEqual({ title: "Installing the unit", printed: "14" });
  });
});
