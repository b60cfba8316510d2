import { describe, expect, it } from "vitest";
import { loadLayoutCached } from "../testing/layout-cache";
import { sharedFixture } from "../testing/shared-fixtures";
import { makePage } from "../testing/page-builder";
import { expectHeaderChecked } from "../testing/data-file-checks";
import { documentName, filingTitle, isIdentifierFileName, loadGenericTitles, meaningfulTitle } from "./document-title";
import genericTitles from "./generic-titles.json" with { type: "json" };
import type { DocumentFacts, FormType } from "./library/document-facts";
import { coverFacts } from "./library/library-index";

describe("meaningfulTitle", () => {
  it("keeps real titles", () => {
    expect(meaningfulTitle("  Trace-based Just-in-Time Type Specialization ")).toBe(
      "Trace-based Just-in-Time Type Specialization",
    );
    expect(meaningfulTitle("3M 2022 Annual Report")).toBe("3M 2022 Annual Report");
    expect(meaningfulTitle("Rapport annuel")).toBe("Rapport annuel");
    expect(meaningfulTitle("HTTP/2 in practice: a field guide")).toBe("HTTP/2 in practice: a field guide");
  });

  it("drops identifiers, placeholders, file names and a printed web page's address", () => {
    for (const t of [
      "about:blank",
      "https://example.org/docs/intro.html",
      "file:///home/ann/notes.html",
      "/tmp/report-draft",
      "0000320187-21-000028",
      "Untitled",
      "untitled",
      "Microsoft Word - draft_v3.docx",
      "report_final.pdf",
      "job_4411-b.indd",
      "AB-12_99",
      "",
      "  ",
      "x",
      42,
      null,
    ]) {
      expect(meaningfulTitle(t), String(t)).toBeNull();
    }
  });

  it("drops a program's default title (generic-titles.json) only when it is the whole title", () => {
    expect(["Document1", "Slide 12", "New Document", "NULL"].map(meaningfulTitle)).toEqual([null, null, null, null]);
    expect(meaningfulTitle("Document Retention Policy")).toBe("Document Retention Policy");
    expectHeaderChecked(loadGenericTitles, genericTitles, "generic-titles.json");
    expect(() => loadGenericTitles({ ...genericTitles, titles: ["untitled|.*"] })).toThrow(/reaches past its word/);
  });
});

describe("documentName", () => {
  it("names a filing from its cover, the same way whatever its PDF's metadata says", async () => {
    const named = async (file: string) => {
      const layout = await loadLayoutCached(sharedFixture(`financebench/pdfs/${file}`));
      return documentName(layout.title, coverFacts(layout), file);
    };
    // Its metadata title is the SEC's letterhead.
    expect(await named("VERIZON_2021_10K.pdf")).toBe("Verizon Communications Inc. · 10-K · FY2021");
    // Its metadata title is an accession number; its cover shouts the name.
    expect(await named("ADOBE_2015_10K.pdf")).toBe("Adobe Systems Incorporated · 10-K · FY2015");
    expect(await named("JOHNSON_JOHNSON_2022Q4_EARNINGS.pdf")).toBe("Johnson & Johnson · earnings release · Q4 2022");
  }, 60_000);

  it("keeps a meaningful metadata title, else the file name, for a document that is not a filing", () => {
    expect(documentName("Trace-based Just-in-Time Type Specialization", null, "tracemonkey.pdf")).toBe(
      "Trace-based Just-in-Time Type Specialization",
    );
    expect(documentName("UNITED STATES SECURITIES AND EXCHANGE COMMISSION", null, "filing.pdf")).toBe("filing.pdf");
    expect(documentName("Form 10-K", null, "filing.pdf")).toBe("filing.pdf");
    expect(documentName(null, null, "notes.md")).toBe("notes.md");
  });

  it("puts a shouted company name in title case, keeping digits and legal forms", () => {
    const facts = (company: string, form: FormType, extra: Partial<DocumentFacts> = {}): DocumentFacts => ({
      version: 1,
      company,
      tickers: [],
      form,
      period_end: null,
      report_date: null,
      fiscal_year: 2022,
      quarter: null,
      ...extra,
    });
    expect(filingTitle(facts("3M COMPANY", "10-K"))).toBe("3M Company · 10-K · FY2022");
    expect(filingTitle(facts("AMCOR PLC", "10-K"))).toBe("Amcor PLC · 10-K · FY2022");
    expect(filingTitle(facts("JPMorgan Chase & Co.", "10-Q", { quarter: 2 }))).toBe(
      "JPMorgan Chase & Co. · 10-Q · Q2 2022",
    );
    expect(filingTitle(facts("AMCOR PLC", "10-Q", { period_end: "2022-12-31" }))).toBe(
      "Amcor PLC · 10-Q · quarter ended Dec 31, 2022",
    );
    expect(filingTitle(facts("Foot Locker, Inc.", "8-K", { report_date: "2022-08-19" }))).toBe(
      "Foot Locker, Inc. · 8-K · Aug 19, 2022",
    );
    expect(filingTitle({ ...facts("X", "10-K"), company: null })).toBeNull();
  });
});

describe("a file named by an identifier", () => {
  it("tells an archive number or a hash from a name a person gave", () => {
    expect(
      ["2310.07609v1.pdf", "8dfc21ec151fb9d3578fc32d5c4e5df9.pdf", "0001193125-22-045678.pdf"].map(
        isIdentifierFileName,
      ),
    ).toEqual([true, true, true]);
    expect(
      ["CUAD_10_outsourcing_paratek.pdf", "Lease 2024.pdf", "User_Manual_1500S_EN.pdf"].map(isIdentifierFileName),
    ).toEqual([false, false, false]);
  });

  it("is named by the title its first page prints, and a named file keeps its name", () => {
    const first = makePage(1, [
      { text: "arXiv preprint", size: 9 },
      "",
      { text: "Checking Claims by Asking Questions", size: 17, bold: true },
      "",
      { text: "A. Author and B. Author", size: 11 },
    ]);
    expect(documentName(null, null, "2310.07609v1.pdf", first)).toBe("Checking Claims by Asking Questions");
    expect(documentName(null, null, "claims-paper.pdf", first)).toBe("claims-paper.pdf");
    expect(documentName("Metadata Title", null, "2310.07609v1.pdf", first)).toBe("Metadata Title");
    expect(documentName(null, null, "2310.07609v1.pdf")).toBe("2310.07609v1.pdf");
  });
});
