import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { loadLayoutCached } from "../../testing/layout-cache";
import { sharedFixture } from "../../testing/shared-fixtures";
import { type LineSpec, makePage, prose } from "../../testing/page-builder";
import { detectPrintedLabels } from "./printed-labels";

/** Pages of prose, each with `footer(i)` as its last line when it gives one. */
function pagesWith(count: number, footer: (i: number) => string | null, header?: (i: number) => string) {
  return Array.from({ length: count }, (_, i) => {
    const specs: LineSpec[] = [...(header ? [{ text: header(i) }] : []), ...prose(6)];
    const f = footer(i);
    return makePage(i + 1, f === null ? specs : [...specs, { text: f }]);
  });
}

describe("detectPrintedLabels on generated pages", () => {
  it("reads roman front matter, then arabic numbers that start after it, and leaves unnumbered pages null", () => {
    const labels = detectPrintedLabels(
      pagesWith(12, (i) => (i === 0 ? null : i < 4 ? ["i", "ii", "iii"][i - 1] : i === 7 ? null : String(i - 3))),
    );
    expect(labels).toEqual([null, "i", "ii", "iii", "1", "2", "3", null, "5", "6", "7", "8"]);
  });

  it("reads running footers with text around the number, and 'Page n of m'", () => {
    expect(detectPrintedLabels(pagesWith(6, (i) => `Acme Corp 2021 Form 10-K ${i + 40}`))).toEqual([
      "40",
      "41",
      "42",
      "43",
      "44",
      "45",
    ]);
    expect(detectPrintedLabels(pagesWith(4, (i) => `Page ${i + 1} of 4`))).toEqual(["1", "2", "3", "4"]);
    expect(detectPrintedLabels(pagesWith(4, (i) => `F - ${i + 1}`))).toEqual(["F-1", "F-2", "F-3", "F-4"]);
  });

  it("believes no number that does not run in sequence: years, figures, contents rows", () => {
    expect(detectPrintedLabels(pagesWith(6, () => "2021"))).toEqual(Array(6).fill(null));
    expect(detectPrintedLabels(pagesWith(6, (i) => String([17, 3, 250, 9, 88, 41][i])))).toEqual(Array(6).fill(null));
    // A contents page ending in rows that cite consecutive pages is not a run of footers.
    expect(detectPrintedLabels(pagesWith(3, (i) => `Item ${i + 7}. Financial Statements ${i + 63}`))).toEqual([
      null,
      null,
      null,
    ]);
  });
});

/** pdftotext's last non-blank line of a page: an independent reading of its footer. */
function popplerFooter(pdf: string, n: number): string {
  const text = execFileSync("pdftotext", ["-f", String(n), "-l", String(n), "-layout", pdf, "-"], { encoding: "utf8" });
  return (
    text
      .split("\n")
      .map((l) => l.trim())
      .filter(Boolean)
      .pop() ?? ""
  );
}

describe("detectPrintedLabels on real filings (checked against pdftotext)", () => {
  // Two filings of the development part, both printing numbers that differ from the PDF index.
  for (const name of ["MGMRESORTS_2018_10K.pdf", "KRAFTHEINZ_2019_10K.pdf"]) {
    it(`${name}: agrees with every bare page number poppler reads in a footer`, async () => {
      const pdf = sharedFixture(`financebench/pdfs/${name}`);
      const labels = detectPrintedLabels((await loadLayoutCached(pdf)).pages);
      let checked = 0;
      let differs = 0;
      for (let n = 3; n <= labels.length; n += 9) {
        const footer = popplerFooter(pdf, n);
        if (!/^\d{1,3}$/.test(footer)) continue;
        checked++;
        expect(labels[n - 1], `page ${n}`).toBe(footer);
        if (footer !== String(n)) differs++;
      }
      expect(checked).toBeGreaterThan(8);
      expect(differs).toBeGreaterThan(0);
    }, 60_000);
  }
});
