/**
 * Answers to prose questions without a key, on generated documents laid out by the real
 * engine and navigated offline: a contract question is answered by its whole clause, cited on
 * every line of it; a "how many" question leads with the number; a definition question with
 * the sentence that spells the term out; and pages that do not answer say so.
 */
import { describe, expect, it } from "vitest";
import type { PdfLine } from "../../testing/make-pdf";
import { askGenerated, para } from "../../testing/ask-generated";

const ask = async (pages: PdfLine[][], question: string) => (await askGenerated(pages, question)).res;

/** A six-page services agreement: ARTICLE headings, numbered sections, the term clause on page 1. */
function agreement(): PdfLine[][] {
  const head = (t: string): PdfLine => ({ text: t, size: 10, bold: true });
  return [
    [
      { text: "MASTER SERVICES AGREEMENT", size: 14, bold: true },
      ...para([
        "This Master Services Agreement is entered into as of March 1, 2021 by and between Alder Systems, Inc.",
        "and Birch Logistics LLC (each a Party and together the Parties).",
      ]),
      head("ARTICLE I DEFINITIONS"),
      ...para([
        "1.1 Services. Services means the hosting and support services described in Exhibit A.",
        "1.2 Fees. Fees means the amounts payable by the Customer under Article III.",
      ]),
      head("ARTICLE II TERM"),
      ...para([
        "2.1 Term. The initial term of this Agreement shall commence on the Effective Date and shall",
        "continue for a period of three (3) years, unless terminated earlier in accordance with Article",
        'VI (the "Initial Term").',
        "2.2 Renewal. Thereafter this Agreement shall renew automatically for successive one (1) year",
        "periods unless either Party gives written notice of non-renewal at least ninety (90) days before",
        "the end of the then current term.",
      ]),
    ],
    ...["SERVICES", "FEES AND PAYMENT", "CONFIDENTIALITY", "TERMINATION"].map((title, i) => [
      head(`ARTICLE ${["III", "IV", "V", "VI"][i]} ${title}`),
      ...para([
        `${i + 3}.1 General. The Provider shall perform its obligations under this Article with due care and skill.`,
        `${i + 3}.2 Records. Each Party shall keep complete records of its activities under this Article.`,
        `${i + 3}.3 Review. The Parties shall meet each quarter to review the matters covered by this Article.`,
      ]),
    ]),
    [
      head("ARTICLE VII GENERAL"),
      ...para([
        "7.1 Governing Law. This Agreement shall be governed by the laws of the State of Delaware.",
        "7.2 Notices. Notices shall be given in writing to the addresses set out above.",
      ]),
    ],
  ];
}

describe("a contract question", () => {
  it("is answered by the whole term clause on page 1, cited on all its lines", async () => {
    const res = await ask(agreement(), "When does this agreement expire?");
    expect(res.abstained).toBe(false);
    const first = res.claims[0];
    expect(first.text).toBe(
      "2.1 Term. The initial term of this Agreement shall commence on the Effective Date and shall continue for a " +
        'period of three (3) years, unless terminated earlier in accordance with Article VI (the "Initial Term").',
    );
    expect(first.citations).toHaveLength(1);
    expect(first.citations[0].page).toBe(1);
    expect(first.citations[0].precision).toBe("line");
    expect(first.citations[0].rects).toHaveLength(3);
  });

  it("answers governing law with its clause", async () => {
    const res = await ask(agreement(), "Which jurisdiction's law governs this agreement?");
    expect(res.claims[0].text).toBe(
      "7.1 Governing Law. This Agreement shall be governed by the laws of the State of Delaware.",
    );
  });
});

const MANUAL: PdfLine[][] = [
  [
    { text: "Grinder settings", size: 14, bold: true },
    ...para([
      "The grinder was designed in 2019 and has 2 hoppers for beans.",
      "The grinder can be set to 12 grind levels, from espresso to French press.",
      "Each hopper holds 250 grams of beans and is washed by hand.",
    ]),
  ],
  [
    { text: "Cleaning the brew unit", size: 14, bold: true },
    ...para([
      "Clean the brew unit once a week.",
      "To remove the brew unit:",
      "1. Switch the machine off.",
      "2. Open the service door.",
      "3. Press the red lever and pull the",
      "   brew unit out.",
      "Rinse it under warm water and let it dry before putting it back.",
    ]),
  ],
];

describe("a how-many question", () => {
  it("leads with the number that counts what was asked", async () => {
    const res = await ask(MANUAL, "How many grind levels can the grinder be set to?");
    expect(res.claims[0].text.startsWith("12 — ")).toBe(true);
    expect(res.claims[0].text).toContain("The grinder can be set to 12 grind levels");
  });

  it("counts the steps of a numbered list under its lead-in", async () => {
    const res = await ask(MANUAL, "How many steps does it take to remove the brew unit?");
    expect(res.claims[0].text).toMatch(/^3 — To remove the brew unit: 1\. Switch the machine off\./);
    expect(res.claims[0].citations[0].rects).toHaveLength(5);
  });
});

describe("a definition question", () => {
  it("is answered by the sentence that spells the term out", async () => {
    const pages: PdfLine[][] = [
      [
        { text: "Partner laboratories", size: 14, bold: true },
        ...para([
          "NARL runs radar campaigns every monsoon season.",
          "The programme is carried out by the National Atmospheric Research Laboratory (NARL) near Tirupati.",
          "Data from NARL are shared with universities across the country.",
        ]),
      ],
    ];
    const res = await ask(pages, "What does NARL stand for?");
    expect(res.claims[0].text).toContain("National Atmospheric Research Laboratory (NARL)");
  });
});

describe("a question the pages do not answer", () => {
  it("says so", async () => {
    const res = await ask(MANUAL, "Which year did the company open its Singapore office?");
    expect(res.abstained).toBe(true);
    expect(res.claims).toHaveLength(0);
  });
});
