/**
 * Wrapped annual reports: the company's own report (cover, contents, sections, printed
 * pages 1…) comes first, the Form 10-K after it, its items either in a cross-reference
 * index (items → printed page ranges of the report, some with two ranges) or in a second
 * contents page heading the 10-K's own pages.
 */
import { makePdf, type PdfLine } from "./make-pdf";
import { columnRow, heading, proseLines, renderPages, secCover, sectionPages, type ShapePage } from "./filing-shapes";

const NOTE_TITLES = [
  "Accounting Policies",
  "Revenue",
  "Leases",
  "Debt",
  "Taxes",
  "Pensions",
  "Commitments and Contingencies",
  "Segments",
  "Equity",
  "Subsequent Events",
];

/** The annual report's sections: title, printed first page, page count. */
const REPORT: [string, number, number][] = [
  ["Letter to Shareholders", 1, 1],
  ["Our Business", 2, 6],
  ["Risks We Face", 8, 4],
  ["Where We Operate", 12, 1],
  ["Legal Matters", 13, 1],
  ["Financial Review", 14, 8],
  ["Market Risk", 22, 2],
  ["Financial Statements", 24, 6],
  ["Notes to the Financial Statements", 30, 10],
  ["Controls and Procedures", 40, 2],
  ["Shareholder Information", 42, 2],
];

function reportContents(): ShapePage {
  const rows: PdfLine[] = [heading("Contents", 16)];
  REPORT.forEach(([title, printed], i) =>
    rows.push(
      { text: title, size: 11, x: 72, y: 120 + i * 22 },
      { text: String(printed), size: 11, x: 480, y: 120 + i * 22 },
    ),
  );
  return { lines: rows };
}

/** Cover, contents and sections of the report; physical page = printed + 2. */
function annualReport(): ShapePage[] {
  const pages: ShapePage[] = [
    {
      lines: [
        { text: "Acme Holdings", size: 28, bold: true },
        { text: "2023 Annual Report", size: 18 },
      ],
    },
    reportContents(),
  ];
  for (const [title, printed, count] of REPORT) {
    const sec = sectionPages(title, count, printed, { size: 14 });
    // The letter cites an item, as reports do; the item's content sits in two ranges.
    if (title.startsWith("Letter"))
      sec[0].lines.push({
        text: "Pending lawsuits and other legal proceedings are described under Item 3 of our Form 10-K.",
        size: 10,
      });
    // The notes are numbered sub-sections, as in any financial report.
    if (title.startsWith("Notes"))
      sec.forEach((p, i) => p.lines.splice(i === 0 ? 1 : 0, 0, heading(`Note ${i + 1} ${NOTE_TITLES[i]}`, 11)));
    pages.push(...sec);
  }
  return pages;
}

/** Item label, title (wrapped titles as two rows), printed pages of the report. */
export const CROSS_REFERENCE: [string, string[], string][] = [
  ["Item 1.", ["Business"], "2–7, 42"],
  ["Item 1A.", ["Risk Factors"], "8–11"],
  ["Item 1B.", ["Unresolved Staff Comments"], "None"],
  ["Item 2.", ["Properties"], "12"],
  ["Item 3.", ["Legal Proceedings"], "13, 36–37"],
  ["Item 4.", ["Mine Safety Disclosures"], "Not applicable"],
  [
    "Item 5.",
    ["Market for Registrant’s Common Equity, Related Stockholder", "Matters and Issuer Purchases of Equity Securities"],
    "42–43",
  ],
  ["Item 7.", ["Management’s Discussion and Analysis of Financial", "Condition and Results of Operations"], "14–21"],
  ["Item 7A.", ["Quantitative and Qualitative Disclosures About Market Risk"], "22–23"],
  ["Item 8.", ["Financial Statements and Supplementary Data"], "24–39"],
  ["Item 9.", ["Changes in and Disagreements with Accountants"], "None"],
  ["Item 9A.", ["Controls and Procedures"], "40–41"],
  ["Item 15.", ["Exhibits and Financial Statement Schedules"], "47"],
];

/** `bare`: the index numbers its items without the word "Item" ("1A." in an Item column). */
function crossReferencePage(bare = false): ShapePage {
  const lines: PdfLine[] = [
    heading("Form 10-K Cross-Reference Index", 14),
    { text: "Item Number", size: 9, x: 72, y: 110 },
    { text: "Page(s)", size: 9, x: 470, y: 110 },
  ];
  let y = 130;
  for (const [full, title, pages] of CROSS_REFERENCE) {
    const label = bare ? full.replace(/^Item /, "") : full;
    title.forEach((t, i) => {
      const last = i === title.length - 1;
      lines.push(
        ...(i === 0
          ? columnRow(label, t, last ? pages : "", y)
          : [{ text: t, size: 10, x: 130, y }, ...(last ? [{ text: pages, size: 10, x: 470, y }] : [])]),
      );
      y += 16;
    });
    y += 6;
  }
  return { lines };
}

/**
 * How the report prints its page numbers: alone ("12"), with a caption ("Acme Holdings 2023
 * Annual Report 12"), or not at all (then only the contents page ties printed to physical).
 */
export type FolioStyle = "plain" | "captioned" | "none";

function withFolios(pages: ShapePage[], style: FolioStyle): ShapePage[] {
  if (style === "plain") return pages;
  return pages.map((p) => ({
    ...p,
    printed: style === "none" || !p.printed ? undefined : `Acme Holdings 2023 Annual Report ${p.printed}`,
  }));
}

/** Annual report, SEC cover, cross-reference index (physical 47), exhibits and signatures. */
export function wrappedWithCrossReference(folio: FolioStyle = "plain", bareLabels = false): Uint8Array {
  const pages = [
    ...annualReport(),
    secCover("Acme Holdings, Inc."),
    crossReferencePage(bareLabels),
    { lines: [heading("Exhibits"), ...proseLines(10, 3)], printed: "47" },
    { lines: [heading("Signatures"), ...proseLines(6, 4)], printed: "48" },
  ];
  return makePdf(renderPages(withFolios(pages, folio)));
}

/** The 10-K after the report: its contents page (items, printed pages 1…), then the items as headings. */
const TEN_K: [string, number, number][] = [
  ["Item 1. Business", 1, 2],
  ["Item 1A. Risk Factors", 3, 2],
  ["Item 1B. Unresolved Staff Comments", 5, 1],
  ["Item 2. Properties", 6, 1],
  ["Item 3. Legal Proceedings", 7, 1],
  ["Item 5. Market for Registrant’s Common Equity", 8, 1],
  ["Item 7. Management’s Discussion and Analysis", 9, 3],
  ["Item 7A. Quantitative and Qualitative Disclosures About Market Risk", 12, 1],
  ["Item 8. Financial Statements and Supplementary Data", 13, 4],
  ["Item 9A. Controls and Procedures", 17, 1],
  ["Item 15. Exhibits", 18, 1],
];

function tenKContents(): ShapePage {
  const lines: PdfLine[] = [heading("TABLE OF CONTENTS", 13)];
  let y = 110;
  for (const [title, printed] of TEN_K) {
    if (title.startsWith("Item 1.") || title.startsWith("Item 5.") || title.startsWith("Item 15.")) {
      lines.push({
        text: title.startsWith("Item 1.") ? "PART I" : title.startsWith("Item 5.") ? "PART II" : "PART IV",
        size: 10,
        bold: true,
        x: 72,
        y,
      });
      y += 18;
    }
    lines.push({ text: title, size: 10, x: 72, y }, { text: String(printed), size: 10, x: 480, y });
    y += 18;
  }
  return { lines };
}

/** Annual report (45 pages), SEC cover (46), the 10-K's contents (47), its items from 48 (printed 1…). */
export function wrappedWithSecondContents(): Uint8Array {
  const tenK: ShapePage[] = TEN_K.flatMap(([title, printed, count]) =>
    sectionPages(title.toUpperCase(), count, printed, { size: 11, seed: printed + 50 }),
  );
  tenK[0].lines.unshift(heading("PART I", 12));
  return makePdf(renderPages([...annualReport(), secCover("Acme Holdings, Inc."), tenKContents(), ...tenK]));
}
