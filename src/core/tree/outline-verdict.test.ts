/**
 * Why an outline is not taken, as `eval outlines` totals it: a held set's figures say which test a rejected
 * outline failed without naming a document. Generated documents, one for each test an outline must pass.
 */
import { describe, expect, it } from "vitest";
import { makeDoc, prose, section } from "../../testing/page-builder";
import type { OutlineEntry } from "../types";
import { readOutline } from "./outline";
import { describesPage } from "./outline-titles";
import { buildIndexSync, flattenTree } from "./index";

const TITLES = ["Scope", "Terms", "Duties", "Payment", "Term and termination", "Notices"];
const pages = () => TITLES.map((t) => section(t, 20));
const mark = (title: string, page: number | null): OutlineEntry => ({ title, page, top: null, children: [] });

describe("an outline's verdict", () => {
  it("is sound when its bookmarks land in order on pages their titles describe", () => {
    const read = readOutline(
      makeDoc(
        pages(),
        TITLES.map((t, i) => mark(t, i + 1)),
      ),
    );
    expect(read && "headings" in read ? read.headings.map((h) => h.page) : read).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("names the test it fails", () => {
    const unresolved = TITLES.map((_, i) => mark(`Part ${i + 1}`, i < 2 ? i + 1 : null));
    expect(readOutline(makeDoc(pages(), unresolved))).toEqual({ rejected: "unplaced" });
    const backwards = TITLES.map((t, i) => mark(t, TITLES.length - i));
    expect(readOutline(makeDoc(pages(), backwards))).toEqual({ rejected: "backward" });
    const strangers = TITLES.map((_, i) => mark(`Chapter of another book ${i + 1}`, i + 1));
    expect(readOutline(makeDoc(pages(), strangers))).toMatchObject({ rejected: "untitled" });
    expect(readOutline(makeDoc(pages()))).toBeNull();
  });

  it("is sound when its headings are set letter-spaced ('1. I n t r o d u c t i o n')", () => {
    const spaced = (n: number, t: string) => `${n}. ${[...t].filter((c) => c !== " ").join(" ")}`;
    const doc = makeDoc(TITLES.map((t, i) => [{ text: spaced(i + 1, t), size: 14 }, ...prose(20)]));
    const read = readOutline({ ...doc, outline: TITLES.map((t, i) => mark(t, i + 1)) });
    expect(read && "headings" in read ? read.headings.map((h) => h.title) : read).toEqual(TITLES);
  });

  it("still gives the tree where nothing else does, when only the page text cannot confirm its titles", () => {
    // The pages' text is garbled (a font without a map to Unicode): no heading or contents is found on it.
    const titles = ["लाटेक् दस्तऐवज", "टंकण", "याद्या", "गणित", "चित्रे", "संदर्भ"];
    const doc = makeDoc(
      titles.map(() => prose(30)),
      titles.map((t, i) => mark(t, i + 1)),
    );
    expect(readOutline(doc)).toMatchObject({ rejected: "untitled" });
    const tree = buildIndexSync(doc);
    expect(tree.source).toBe("outline");
    expect(flattenTree(tree.nodes).map((n) => `${n.title}@${n.page_start}`)).toEqual(
      titles.map((t, i) => `${t}@${i + 1}`),
    );
  });

  it("is sound when its bookmarks shorten their headings' words or number them in roman numerals", () => {
    const heads = ["Introduction to the system", "Configuration of servers", "Administration tasks", "Historique"];
    const doc = makeDoc(heads.map((t) => [{ text: t, size: 14, bold: true }, ...prose(20)]));
    const marks = ["Intro", "Config. of servers", "Admin tasks", "XII Historique"].map((t, i) => mark(t, i + 1));
    const read = readOutline({ ...doc, outline: marks });
    expect(read && "headings" in read ? read.headings.map((h) => h.page) : read).toEqual([1, 2, 3, 4]);
  });

  it("reads a word spelt in roman letters as part of its title, not as its number", () => {
    const doc = makeDoc([[{ text: "Overview", size: 14, bold: true }, ...prose(20)]]);
    // "Mix", "CLI" and "Dix" are numerals only by their letters: the page must say them too.
    expect(
      ["XIV Overview", "Mix Overview", "CLI Overview", "Dix Overview"].map((t) => describesPage(doc, t, 1)),
    ).toEqual([true, false, false, false]);
  });
});
