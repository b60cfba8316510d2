import { describe, expect, it } from "vitest";
import { expectHeaderChecked } from "../../testing/data-file-checks";
import { readCompany, readTickers } from "./cover-company";
import data from "./cover-words.json" with { type: "json" };
import { loadCoverWords } from "./cover-words";

describe("cover words (cover-words.json)", () => {
  it("read tickers from a dateline's tags and a common-stock row, not the words around them", () => {
    const lines = [
      "– Acme Beverages Inc. (NYSE American: ACB) today announced results.",
      "Common Stock, par value $1.00 per share ACB The New York Stock Exchange",
      "Common Stock, USD par value THE New York Stock Exchange",
    ];
    expect(readTickers(lines)).toEqual(["ACB"]);
  });

  it("take no SEC boilerplate for the registrant's name", () => {
    const cover = ["SECURITIES AND EXCHANGE COMMISSION", "ANNUAL REPORT PURSUANT TO SECTION 13", "ACME HOLDINGS, INC."];
    expect(readCompany([cover])).toBe("ACME HOLDINGS, INC.");
  });

  it("refuses a file of another format, a missing list and an entry that is not plain words", () => {
    expectHeaderChecked(loadCoverWords, data, "cover-words.json");
    const { exchange_names: _gone, ...withoutNames } = data;
    expect(() => loadCoverWords(withoutNames)).toThrow(/exchange_names must be a list of strings/);
    expect(() => loadCoverWords({ ...data, exchange_tags: ["NYSE|.*"] })).toThrow(/exchange_tags: "NYSE\|\.\*"/);
    expect(() => loadCoverWords({ ...data, not_a_name: ["Commission"] })).toThrow(/not_a_name/);
    expect(() => loadCoverWords({ ...data, not_a_ticker: ["the"] })).toThrow(/not_a_ticker/);
  });
});
