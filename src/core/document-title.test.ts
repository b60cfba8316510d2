import { describe, expect, it } from "vitest";
import { meaningfulTitle } from "./document-title";

describe("meaningfulTitle", () => {
  it("keeps real titles", () => {
    expect(meaningfulTitle("  Trace-based Just-in-Time Type Specialization ")).toBe(
      "Trace-based Just-in-Time Type Specialization",
    );
    expect(meaningfulTitle("3M 2022 Annual Report")).toBe("3M 2022 Annual Report");
    expect(meaningfulTitle("Rapport annuel")).toBe("Rapport annuel");
  });

  it("drops identifiers, placeholders and file names", () => {
    for (const t of [
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
});
