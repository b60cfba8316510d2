import { describe, expect, it } from "vitest";
import { makeDoc, makePage, prose } from "../../testing/page-builder";
import { navDocument, navigateOffline } from "./index";
import { buildIndex } from "../tree";
import { subHeadings } from "./sub-headings";

describe("sub-headings", () => {
  it("reads short bold or capitalised titles and run-in heads, not sentences, rows or captions", () => {
    const page = makePage(1, [
      { text: "Seasonality", bold: true },
      "Our business is seasonal, with the highest sales in the fourth quarter.",
      { text: "MAJOR CUSTOMERS", size: 12 },
      "Customers \u2014 We sell to a wide variety of customers. No customer accounted for 10% of revenue.",
      { text: "Net revenues by geographic region: 1,234 1,100", bold: true },
      { text: "This paragraph is set in bold but ends as a sentence.", bold: true },
      { text: "(in millions)", bold: true },
      { text: "Sales and Marketing", bold: true },
    ]);
    expect(subHeadings(page.lines)).toEqual(["Seasonality", "MAJOR CUSTOMERS", "Customers", "Sales and Marketing"]);
  });

  it("takes a question in an analyst's words to the page a filing heads with the subject", async () => {
    // Page 7 carries a "Seasonality" head over the paragraph that treats it; page 3 names seasonal staff and
    // seasonal pricing in passing, more often.
    const pages = Array.from({ length: 10 }, (_, i) =>
      i === 6
        ? [{ text: "Seasonality", bold: true }, "Sales are highest in the fourth quarter of each year.", ...prose(20)]
        : i === 2
          ? [
              "We hire seasonal staff in our stores and warehouses.",
              "Seasonal pricing and seasonal promotions are set by each store.",
              ...prose(20),
            ]
          : prose(24),
    );
    const layout = makeDoc(pages);
    const nav = navDocument(layout, await buildIndex(layout));
    const got = navigateOffline(nav, "Is the company's business cyclical?").evidence.map((e) => e.page_start);
    expect(got.length).toBeGreaterThan(0);
    expect(got[0]).toBe(7);
  });
});
