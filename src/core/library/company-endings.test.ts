import { describe, expect, it } from "vitest";
import { expectHeaderChecked } from "../../testing/data-file-checks";
import data from "./company-endings.json" with { type: "json" };
import { ENDS_IN_LEGAL_FORM, loadCompanyEndings } from "./company-endings";
import { companyName } from "./company-match";

describe("company endings (company-endings.json)", () => {
  it("takes a cover line ending in a legal form, dotted or not, for a name", () => {
    const lines = ["ACME HOLDINGS, INC.", "Acme Partners, L.P.", "Acme N.V.", "Acme International", "Acme Beverages"];
    expect(lines.map((l) => ENDS_IN_LEGAL_FORM.test(l))).toEqual([true, true, true, true, false]);
    // The form must be a word of its own: "Bronco" does not end in "co".
    expect(ENDS_IN_LEGAL_FORM.test("Bronco")).toBe(false);
  });

  it("drops endings and the words around a name from what a question is matched on", () => {
    expect(companyName({ company: "The Acme Beverage Company and Subsidiaries", tickers: [] })?.words).toEqual([
      "acme",
      "beverage",
    ]);
    // "International" ends a name on the cover but is kept as one of its words.
    expect(companyName({ company: "ACME INTERNATIONAL, INC.", tickers: [] })?.words).toEqual(["acme", "international"]);
  });

  it("refuses a file of another format, a missing list and an ending its reader cannot read", () => {
    expectHeaderChecked(loadCompanyEndings, data, "company-endings.json");
    const { match_extra: _gone, ...withoutMatch } = data;
    expect(() => loadCompanyEndings(withoutMatch)).toThrow(/match_extra must be a list of strings/);
    expect(() => loadCompanyEndings({ ...data, legal_forms: ["inc", "l.p"] })).toThrow(/legal_forms: "l\.p"/);
    expect(() => loadCompanyEndings({ ...data, cover_extra: ["inc|corp"] })).toThrow(/cover_extra/);
    expect(() => loadCompanyEndings({ ...data, capitals_kept: ["llc"] })).toThrow(/capitals_kept/);
  });
});
