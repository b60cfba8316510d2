/**
 * Pages of contents entries on made-up pages of real shape: a contents page with dot leaders, a two-column
 * back-of-book index, a newsletter's first page with its contents box beside the opening article, a table of
 * figures; and a manual whose index no longer comes first for a question its chapter answers.
 */
import { describe, expect, it } from "vitest";
import { buildIndexSync } from "../tree";
import { type LineSpec, makeDoc, prose } from "../../testing/page-builder";
import { asksParts, contentsPages, isContentsEntry, isListingPage } from "./contents-pages";
import { navDocument, navigateOffline } from "./index";

const CONTENTS = [
  "Contents",
  "1 Getting started . . . . . . . . . . . . 1",
  "2 Installing the daemon . . . . . . . . . 5",
  "2.1 Building from source . . . . . . . . 6",
  "3 Filtering mail . . . . . . . . . . . . 11",
  "3.1 Rate limits . . . . . . . . . . . . . 14",
  "3.2 Greylisting senders . . . . . . . . . 17",
  "A Time formats . . . . . . . . . . . . . 40",
];

const INDEX = [
  "Index",
  "acceptable delay, 11        input queue, 6",
  "archive, 21, 22, 24",
  "batch size, 17              latency, 11",
  "callback, 26                mapping file, 24",
  "connection, 6               output queue, 19",
  "greylisting, 17             sender, 14",
  "handler, 12                 window, 31",
];

describe("contents entries", () => {
  it("reads a title then its page number as an entry, a table's row of figures as none", () => {
    expect(isContentsEntry("3.2 Greylisting senders . . . . . . . . . 17")).toBe(true);
    expect(isContentsEntry("connection, 6               output queue, 19")).toBe(true);
    expect(isContentsEntry("Net revenue 1,204 1,377")).toBe(false);
    expect(isContentsEntry("Total 2023 2024")).toBe(false);
  });

  it("takes contents pages and indexes for listing pages, not a first page that also opens an article", () => {
    expect(isListingPage(CONTENTS)).toBe(true);
    expect(isListingPage(INDEX)).toBe(true);
    const newsletter = [
      ...CONTENTS,
      "Introduction",
      ...Array.from({ length: 12 }, () => "The release brings a new hook for paragraphs and fixes many small bugs."),
    ];
    expect(isListingPage(newsletter)).toBe(false);
    const table = ["Region Units", "North 1,204", "South 977", "East 1,018", "West 860", "Total 4,059"];
    expect(isListingPage(table)).toBe(false);
  });

  it("lets a question about the document's parts read its contents", () => {
    expect(asksParts("Which chapters does the guide have?")).toBe(true);
    expect(asksParts("Which port does the daemon listen on?")).toBe(false);
  });
});

/** A twelve-page manual: contents on page 2, greylisting treated on page 7, an index on page 12. */
function manual() {
  const pages: LineSpec[][] = Array.from({ length: 12 }, (_, i) => [
    { text: `Chapter ${i + 1} Miscellaneous topics`, bold: true },
    ...prose(20),
  ]);
  pages[1] = CONTENTS.map((text) => ({ text }));
  pages[6] = [
    { text: "3.2 Greylisting senders", bold: true },
    { text: "Greylisting rejects the first delivery from an unknown sender with a temporary failure." },
    { text: "A legitimate server retries after the greylisting interval and its mail is accepted." },
    ...prose(16),
  ];
  pages[11] = INDEX.map((text) => ({ text }));
  return makeDoc(pages);
}

describe("navigation past contents pages", () => {
  it("finds the listing pages of a manual once", () => {
    const nav = navDocument(manual(), buildIndexSync(manual()));
    expect([...contentsPages(nav.texts)]).toEqual([2, 12]);
  });

  it("reads the page that treats a subject before the contents and the index that list it", () => {
    const layout = manual();
    const nav = navDocument(layout, buildIndexSync(layout));
    const { evidence } = navigateOffline(nav, "How does greylisting treat a sender it has not seen?");
    const pages = evidence.map((e) => e.page_start);
    expect(pages.length).toBeGreaterThan(0);
    expect(pages[0]).toBe(7);
    // The index, which uses "greylisting" and "sender" too, may stay among the pages, behind the chapter.
    if (pages.includes(12)) expect(pages.indexOf(12)).toBeGreaterThan(pages.indexOf(7));
  });
});
