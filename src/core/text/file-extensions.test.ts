import { describe, expect, it } from "vitest";
import { expectHeaderChecked } from "../../testing/data-file-checks";
import { meaningfulTitle } from "../document-title";
import { isFileName } from "../tree/outline-titles";
import { isRunningLink } from "../tree/noise";
import data from "./file-extensions.json" with { type: "json" };
import { loadFileExtensions } from "./file-extensions";

describe("file extensions (file-extensions.json)", () => {
  it("tells a file's name from a title, in a metadata title, a bookmark and a printer's slug", () => {
    expect(["Annual Report 2022.PDF", "thesis.tex", "Annual Report 2022"].map(meaningfulTitle)).toEqual([
      null,
      null,
      "Annual Report 2022",
    ]);
    expect(["Ex 21 Q4 2022.pdf", "Deck.PPTX", "Risk Factors"].map(isFileName)).toEqual([true, true, false]);
    expect(isRunningLink("14773_00_i-xviii_r9jm.qxp Page iv")).toBe(true);
    expect(isRunningLink("Turn to the tables.pdfs Page 4")).toBe(false);
  });

  it("refuses a file of another format, a missing list and an extension that is not one", () => {
    expectHeaderChecked(loadFileExtensions, data, "file-extensions.json");
    const { printer_slug: _gone, ...withoutSlug } = data;
    expect(() => loadFileExtensions(withoutSlug)).toThrow(/printer_slug must be a list of strings/);
    expect(() => loadFileExtensions({ ...data, office: ["pdf", "docx?"] })).toThrow(/office: "docx\?"/);
  });
});
