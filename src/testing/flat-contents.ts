/**
 * Filings whose first sound source misses the items: a contents page of ~100 entries on
 * one level that names none of the items (they stand as headings in the body), and a long
 * filing whose contents page lists the items without page numbers (linked titles) while
 * the body sets them in body type, run into their first sentence, so heading detection
 * misses them. Both carry a running "Table of Contents" link and the SEC cover; the long
 * one also has Item 5 heading a page at its very top and a sentence that cites a section.
 */
import { makePdf, type PdfLine } from "./make-pdf";
import { heading, proseLines, renderPages, secCover, type ShapePage } from "./filing-shapes";

const TOPICS = [
  "Overview",
  "Strategy",
  "Products",
  "Customers",
  "Competition",
  "Seasonality",
  "Suppliers",
  "Patents",
  "Employees",
  "Regulation",
];

/** Item label and title, and how many contents entries (sub-sections, two a page) it holds. */
const ITEMS: [string, number][] = [
  ["Item 1. Business", 14],
  ["Item 1A. Risk Factors", 12],
  ["Item 1B. Unresolved Staff Comments", 2],
  ["Item 2. Properties", 4],
  ["Item 3. Legal Proceedings", 4],
  ["Item 4. Mine Safety Disclosures", 2],
  ["Item 5. Market for Registrant’s Common Equity", 6],
  ["Item 7. Management’s Discussion and Analysis", 20],
  ["Item 7A. Quantitative and Qualitative Disclosures About Market Risk", 4],
  ["Item 8. Financial Statements and Supplementary Data", 20],
  ["Item 9A. Controls and Procedures", 4],
  ["Item 15. Exhibits", 8],
];

/** A sub-section title, unique in the filing: "Strategy Review of Business". */
const entryTitle = (item: number, k: number) => {
  const word = ["Review", "Update", "Outlook", "Summary", "Detail"][(item + Math.floor(k / TOPICS.length)) % 5];
  return `${TOPICS[k % TOPICS.length]} ${word} of ${ITEMS[item][0].replace(/^Item \w+\. /, "").split(" ")[0]}`;
};

/**
 * SEC cover (1), three contents pages (2–4) of one level, then items of two entries a page
 * from 5 (printed 1…). `listItems`: the contents page lists the items too, on the same level.
 */
export function flatContentsFiling(listItems = false): Uint8Array {
  const body: ShapePage[] = [];
  const entries: [string, number][] = [];
  ITEMS.forEach(([item, n], i) => {
    for (let k = 0; k < n; k += 2) {
      const printed = body.length + 1;
      const lines: PdfLine[] = k === 0 ? [heading(item.toUpperCase(), 12)] : [];
      if (k === 0 && listItems) entries.push([item, printed]);
      for (const j of [k, k + 1].filter((j) => j < n)) {
        entries.push([entryTitle(i, j), printed]);
        lines.push(heading(entryTitle(i, j), 10.5), ...proseLines(8, i * 31 + j));
      }
      body.push({ lines, printed: String(printed), running: true });
    }
  });
  const contents: ShapePage[] = [];
  for (let at = 0; at < entries.length; at += 36) {
    const lines: PdfLine[] = at === 0 ? [heading("TABLE OF CONTENTS", 13)] : [];
    entries
      .slice(at, at + 36)
      .forEach(([title, printed], r) =>
        lines.push(
          { text: title, size: 10, x: 72, y: 100 + r * 18 },
          { text: String(printed), size: 10, x: 480, y: 100 + r * 18 },
        ),
      );
    contents.push({ lines });
  }
  return makePdf(renderPages([secCover("Flatline Corp."), ...contents, ...body]));
}

/** Run-in item openings: the label and title, then the first sentence on the same line. */
const RUN_IN = " We describe this matter below, together with the factors that affect our results and our";

/**
 * SEC cover (1), contents without page numbers (2), then 248 pages with run-in items; Item 5 heads its
 * page at the very top.
 */
export function longFilingMissedItems(): Uint8Array {
  const contents: PdfLine[] = [
    heading("TABLE OF CONTENTS", 13),
    ...["PART I", ...ITEMS.slice(0, 6).map(([t]) => t), "PART II", ...ITEMS.slice(6).map(([t]) => t)].map((t) => ({
      text: t,
      size: 10,
    })),
  ];
  const pages: ShapePage[] = [secCover("Longform Industries, Inc."), { lines: contents }];
  const per = 248 / ITEMS.length;
  ITEMS.forEach(([item], i) => {
    const count = Math.round(per * (i + 1)) - Math.round(per * i);
    for (let k = 0; k < count; k++) {
      const printed = String(pages.length - 1);
      const sub = k % 6 === 3 ? [heading(`${TOPICS[k % 10]} and Related Matters`, 11)] : [];
      if (k === 0 && item.startsWith("Item 5.")) {
        // The heading opens the page at its very top, above where running heads sit.
        pages.push({ lines: [{ ...heading(item.toUpperCase(), 11), y: 30 }, ...proseLines(16, i)], printed });
      } else if (k === 0) {
        pages.push({ lines: [{ text: `${item}.${RUN_IN}`, size: 10 }, ...proseLines(16, i)], printed, running: true });
      } else {
        const cite =
          k === 2 && i === 7
            ? [{ text: "Section 4.1C, rather than the benefit plan, governs these payments.", size: 10, bold: true }]
            : [];
        pages.push({
          lines: [...sub, ...proseLines(8, i + k), ...cite, ...proseLines(8, i + k + 1)],
          printed,
          running: true,
        });
      }
    }
  });
  return makePdf(renderPages(pages));
}
