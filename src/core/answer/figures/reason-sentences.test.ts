import { describe, expect, it } from "vitest";
import { loadLayoutCached } from "../../../testing/layout-cache";
import { sharedFixture } from "../../../testing/shared-fixtures";
import { isTableRow } from "../cite/candidates";
import { extractiveAnswer } from "../extractive";
import { statesCause } from "./reason-sentences";
import { makePage } from "../../../testing/page-builder";

describe("what drove a change", () => {
  const page = makePage(2, [
    "Inventories at the end of the year totaled $900 million compared to $800 million last year.",
    "The $100 million increase was primarily due to new store openings and higher product costs.",
    "Inventories are valued at the lower of cost and net realisable value.",
  ]);
  const ev = [{ label: 1, page_start: 2, page_end: 2, text: page.text }];

  it("leads with the sentence that gives the cause, which names the item only through the sentence before", () => {
    const { claims } = extractiveAnswer("What drove the increase in inventories at year end?", ev, () => page);
    expect(claims[0].text).toMatch(/^The \$100 million increase was primarily due to/);
  });

  it("leaves other questions to the plain lexical score", () => {
    const { claims } = extractiveAnswer("What were inventories at the end of the year?", ev, () => page);
    expect(claims[0].text).toMatch(/^Inventories at the end of the year totaled/);
    expect(statesCause("Inventories are valued at the lower of cost and net realisable value.")).toBe(false);
  });

  it("on a real earnings release, the first claim for 'what drove' states a cause", async () => {
    const layout = await loadLayoutCached(sharedFixture("financebench/pdfs/ULTABEAUTY_2023Q4_EARNINGS.pdf"));
    const p = layout.pages.find((x) => /Merchandise inventories, net at the end/.test(x.text))!;
    const { claims } = extractiveAnswer(
      "What drove the increase in merchandise inventories at the end of the year?",
      [{ label: 1, page_start: p.page, page_end: p.page, text: p.text }],
      (n) => (n === p.page ? p : undefined),
    );
    expect(statesCause(claims[0].text)).toBe(true);
    expect(claims[0].citations[0].precision).toBe("line");
  }, 60_000);
});

describe("table rows and prose", () => {
  it("a justified sentence line ending in a year and an amount is prose, not a row", () => {
    const prose = makePage(1, [
      { text: "Merchandise inventories at the end of fiscal 2022 totaled $1.6", gapBefore: 9 },
      { text: "Total revenues 1,234 1,100", gapBefore: 2 },
      { text: "Share repurchases approximately $900 million", gapBefore: 3 },
    ]);
    expect(isTableRow(prose.lines[0])).toBe(false);
    expect(isTableRow(prose.lines[1])).toBe(true);
    // A unit after the figure keeps an outlook line a row.
    expect(isTableRow(prose.lines[2])).toBe(true);
  });

  it("a line that finishes the sentence above it, in lower case to a full stop, is prose though it ends on figures", () => {
    const page = makePage(1, [
      "We read this as stating that the widget was idle over the first interval of the trial.",
      "When two readings disagree, the underlying code treats",
      "intervals as open on the left and closed on the right, e.g. the reading on day 90 is 0.9.",
      "Total revenues 1,234 1,100",
    ]);
    expect(isTableRow(page.lines[2])).toBe(true);
    const ev = [{ label: 1, page_start: 1, page_end: 1, text: page.text }];
    const { claims } = extractiveAnswer("How does the underlying code treat intervals?", ev, () => page);
    expect(claims[0].text).toMatch(
      /^When two readings disagree, the underlying code treats intervals as open on the left/,
    );
    const rows = extractiveAnswer("What were total revenues?", ev, () => page).claims;
    expect(rows[0].text).toMatch(/^Total revenues 1,234/);
  });
});
