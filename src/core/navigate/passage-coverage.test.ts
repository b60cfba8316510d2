/**
 * A page's best passage: the page where one sentence holds the question's words answers it, not the
 * page that uses each word in another paragraph.
 */
import { describe, expect, it } from "vitest";
import { buildIndexSync } from "../tree";
import { type LineSpec, makeDoc, prose, section } from "../../testing/page-builder";
import { navDocument, navigateOffline } from "./index";
import { buildQuery } from "./query";
import { passageCoverage, valueHeld } from "./passage-coverage";

function installGuide() {
  const pages: LineSpec[][] = Array.from({ length: 8 }, (_, i) => section(`${i + 1} Building`, 16));
  pages[2] = [
    { text: "3 Configuration", bold: true },
    ...prose(10),
    { text: "The setup script writes a file named setup.log, which holds the debugging information of each check." },
    ...prose(4),
  ];
  // The question's words, each in a sentence of its own (the first twice).
  const scattered = [
    "Debugging is easier on a quiet machine, so debugging should wait for tuning.",
    "Each check adds information about the compiler, and more information about the linker.",
    "The setup script may be run again; the setup script then starts from scratch.",
    "The tuner writes a file of thresholds at the end, and a file of timings beside it.",
  ];
  pages[5] = [
    { text: "6 Tuning", bold: true },
    ...prose(6),
    ...[...scattered, scattered[0]].flatMap((text) => [{ text }, ...prose(2)]),
  ];
  return makeDoc(pages);
}

describe("passage coverage", () => {
  it("is higher where one sentence holds the question than where its words are scattered", () => {
    const layout = installGuide();
    const nav = navDocument(layout, buildIndexSync(layout));
    const q = buildQuery("Which file does the setup script write with debugging information?");
    const one = passageCoverage(nav.index, q, nav.texts[2]);
    const scattered = passageCoverage(nav.index, q, nav.texts[5]);
    expect(one).toBeGreaterThan(0.8);
    expect(scattered).toBeLessThan(one);
  });

  it("sends the question to the page of that sentence", () => {
    const layout = installGuide();
    const nav = navDocument(layout, buildIndexSync(layout));
    const { evidence } = navigateOffline(nav, "Which file does the setup script write with debugging information?");
    expect(evidence.length).toBeGreaterThan(0);
    expect(evidence[0].page_start).toBe(3);
  });

  it("counts for a year or a count question only the passages that hold a year or a number", () => {
    const layout = installGuide();
    const nav = navDocument(layout, buildIndexSync(layout));
    const q = buildQuery("In which year did the setup script first write debugging information?");
    const page = "The setup script writes debugging information first.\nIt was released in 2006 on the web.";
    const withYear = "The setup script first wrote debugging information in 2006.";
    expect(valueHeld("date")?.test("in 2006")).toBe(true);
    expect(valueHeld("count")?.test("uses seven filters")).toBe(true);
    expect(valueHeld("version")?.test("In 3.6.0, the default changed")).toBe(true);
    expect(valueHeld("version")?.test("the 3 ports")).toBe(false);
    expect(valueHeld("name")).toBeUndefined();
    const held = valueHeld("date");
    expect(passageCoverage(nav.index, q, withYear, held)).toBeGreaterThan(passageCoverage(nav.index, q, page, held));
    expect(passageCoverage(nav.index, q, page)).toBeGreaterThan(passageCoverage(nav.index, q, page, held));
  });
});
