/** Noise rules, the type check and the cross-reference row parser on the text shapes they are about. */
import { describe, expect, it } from "vitest";
import { parseIndexRow } from "./cross-reference";
import { filingForm, itemCoverage, suspicion } from "./filing-check";
import { isCoverLine, isRunningLink, readsAsSentence } from "./noise";
import { makeDoc } from "../../testing/page-builder";
import type { Heading } from "./types";

const h = (title: string, level = 1): Heading => ({ title, level, page: 1, line: 0 });

describe("noise", () => {
  it("knows the SEC cover's boilerplate, check boxes and all, but not a filer's heading", () => {
    for (const t of [
      "UNITED STATES",
      "SECURITIES AND EXCHANGE COMMISSION",
      "Washington, D.C. 20549",
      "FORM 10-K",
      "☒ ANNUAL REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE",
      "[X] QUARTERLY REPORT PURSUANT TO SECTION 13",
      "(Exact name of registrant as specified in its charter)",
    ])
      expect(isCoverLine(t), t).toBe(true);
    for (const t of [
      "Item 16. Form 10-K Summary",
      "Acme Holdings, Inc.",
      "Organization and Basis of Presentation",
      "Securities Registered Pursuant to Section 12(b)",
    ])
      expect(isCoverLine(t), t).toBe(false);
  });

  it("knows running links", () => {
    expect(isRunningLink("Table of Contents")).toBe(true);
    expect(isRunningLink("Return to Table of Contents")).toBe(true);
    expect(isRunningLink("Table of Contents and Summary")).toBe(false);
  });

  it("reads a label that carries on as a clause as a sentence", () => {
    expect(readsAsSentence("Section 4.1C, rather than the benefit plan, governs these payments.")).toBe(true);
    expect(readsAsSentence("Item 1 and Item 2 describe our business")).toBe(true);
    for (const t of [
      "Item 7. Management’s Discussion and Analysis",
      "Section 2.1 Definitions",
      "Note 3 — Leases",
      "PART II",
    ])
      expect(readsAsSentence(t), t).toBe(false);
  });
});

describe("the filing type check", () => {
  const items = [
    "Item 1. Business",
    "Item 1A. Risk Factors",
    "Item 2. Properties",
    "Item 3. Legal Proceedings",
    "Item 7. MD&A",
    "Item 7A. Market Risk",
    "Item 8. Statements",
    "Item 9A. Controls",
  ];

  it("finds a 10-K tree without most standard items suspect, and one with them sound", () => {
    expect(
      itemCoverage(
        items.map((t) => h(t)),
        "10-K",
      ),
    ).toBe(1);
    expect(
      suspicion(
        items.map((t) => h(t)),
        "10-K",
        "contents",
      ),
    ).toBeNull();
    expect(
      suspicion(
        ["Letter to Shareholders", "Financial Review", "Item 8. Statements"].map((t) => h(t)),
        "10-K",
        "contents",
      ),
    ).toMatch(/lacks most/);
  });

  it("finds a one-level contents tree of a hundred entries suspect, whatever the document", () => {
    const flat = Array.from({ length: 100 }, (_, i) => h(`Topic ${i}`));
    expect(suspicion(flat, null, "contents")).toMatch(/one level/);
    expect(suspicion(flat, null, "headings")).toBeNull();
  });
});

describe("cross-reference index rows", () => {
  it("reads one or several printed ranges, or none", () => {
    expect(parseIndexRow("Item 1. Business 2–7, 42")).toEqual({
      title: "Item 1. Business",
      printed: [
        [2, 7],
        [42, 42],
      ],
    });
    expect(parseIndexRow("Item 7A. Quantitative and Qualitative Disclosures About Market Risk 22-23")).toEqual({
      title: "Item 7A. Quantitative and Qualitative Disclosures About Market Risk",
      printed: [[22, 23]],
    });
    expect(parseIndexRow("Item 4. Mine Safety Disclosures Not applicable")).toEqual({
      title: "Item 4. Mine Safety Disclosures",
      printed: [],
    });
    expect(parseIndexRow("Item 1B. Unresolved Staff Comments")).toBeNull();
  });
});

describe("the filing's form", () => {
  const cover = [{ text: "UNITED STATES" }, { text: "SECURITIES AND EXCHANGE COMMISSION" }];
  it("is read from the cover's form line or its report line, check box and all", () => {
    expect(
      filingForm(
        makeDoc([
          [
            ...cover,
            { text: "☒ QUARTERLY REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934" },
          ],
        ]),
      ),
    ).toBe("10-Q");
    expect(filingForm(makeDoc([[{ text: "Some cover" }], [...cover, { text: "FORM 10-K" }]]))).toBe("10-K");
  });

  it("is not read from a page that names the form without the cover around it (a book, a report)", () => {
    expect(
      filingForm(makeDoc([[{ text: "Chapter 4" }, { text: "FORM 10-K" }, { text: "What a filing tells" }]])),
    ).toBeNull();
    expect(
      filingForm(makeDoc([[{ text: "Our Form 10-K describes the risks we face in more detail than this release." }]])),
    ).toBeNull();
  });
});

describe("folios and slugs", () => {
  it("are running links, not titles", () => {
    expect(isRunningLink("CONFIDENTIAL Page 4 of 6")).toBe(true);
    expect(isRunningLink("14773_00_i-xviii_r9jm.qxd 2/10/04 3:46 PM Page iv")).toBe(true);
    expect(isRunningLink("Page 3")).toBe(true);
    expect(isRunningLink("Turn to the next page")).toBe(false);
    expect(isRunningLink("Chapter 3 Results on this Page 5")).toBe(false);
  });
});
