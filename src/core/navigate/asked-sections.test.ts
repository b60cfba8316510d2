/** "Which section describes X?" reads the section titled by X first, not the page using X's words most. */
import { describe, expect, it } from "vitest";
import { buildIndexSync } from "../tree";
import { type LineSpec, makeDoc, prose, section } from "../../testing/page-builder";
import { navDocument, navigateOffline } from "./index";
import { askedSectionPage, thingTitledPage } from "./asked-sections";
import { buildQuery } from "./query";

function methodsPaper() {
  const pages: LineSpec[][] = [
    section("1 Introduction", 18),
    section("2 Data", 18),
    [
      { text: "3 Widget smoothing", bold: true, size: 14 },
      { text: "Smoothing fits a curve through the counts of each widget." },
      ...prose(16),
    ],
    [
      { text: "4 Examples", bold: true, size: 14 },
      ...Array.from({ length: 6 }, (_, i) => ({ text: `Example ${i + 1}: widget smoothing of the widget counts.` })),
      ...prose(10),
    ],
    section("5 Conclusions", 18),
  ];
  return makeDoc(pages);
}

describe("a question asking which section treats a subject", () => {
  it("reads the section titled by the subject first", () => {
    const layout = methodsPaper();
    const nav = navDocument(layout, buildIndexSync(layout));
    const asked = "Which section describes widget smoothing?";
    expect(askedSectionPage(nav, buildQuery(asked))?.page).toBe(3);
    const { evidence } = navigateOffline(nav, asked);
    expect(evidence.length).toBeGreaterThan(0);
    expect(evidence[0].page_start).toBe(3);
  });

  it("is no section question when the question asks something else, or no title names its subject", () => {
    const layout = methodsPaper();
    const nav = navDocument(layout, buildIndexSync(layout));
    expect(askedSectionPage(nav, buildQuery("How are widgets smoothed?"))).toBeNull();
    expect(askedSectionPage(nav, buildQuery("Which section lists the sponsors?"))).toBeNull();
  });
});

/** A reference manual: commands under their own names, and pages that use one name more than its section does. */
function commandManual() {
  const pages: LineSpec[][] = [
    section("12 Commands", 18),
    [
      { text: "12.8 SORT CASES", bold: true, size: 14 },
      { text: "SORT CASES sorts the active dataset by the values of one or more variables." },
      ...prose(16),
    ],
    [
      { text: "12.9 Examples", bold: true, size: 14 },
      ...Array.from({ length: 8 }, (_, i) => ({ text: `Example ${i + 1}: run SORT CASES and then SORT CASES again.` })),
      ...prose(8),
    ],
    section("13 Weights", 18),
  ];
  return makeDoc(pages);
}

describe("a question asking what a named thing does", () => {
  it("reads the one section titled by the name first", () => {
    const layout = commandManual();
    const nav = navDocument(layout, buildIndexSync(layout));
    expect(thingTitledPage(nav, "What does SORT CASES do?")?.page).toBe(2);
    expect(thingTitledPage(nav, "What does the SORT CASES command do?")?.page).toBe(2);
    expect(navigateOffline(nav, "What does SORT CASES do?").evidence[0].page_start).toBe(2);
  });

  it("takes a title that is the name and nothing more", () => {
    const layout = commandManual();
    const nav = navDocument(layout, buildIndexSync(layout));
    expect(thingTitledPage(nav, "What does SORT do?")).toBeNull();
    expect(thingTitledPage(nav, "How do I sort cases?")).toBeNull();
  });
});
