/**
 * Running heads and feet sit in the page's margins. One file holding the same agreement three times
 * ends each copy mid-page with the same governing-law line; those last lines are text, not a foot.
 */
import { describe, expect, it } from "vitest";
import { makePage } from "../../testing/page-builder";
import { documentFurniture } from "./furniture";

const body = (n: number, k: number) =>
  Array.from({ length: n }, (_, i) => `Clause ${i + 1} of copy ${k} says what the holder may do under the award.`);

describe("running lines at the page's edges", () => {
  it("leaves a recurring last line that ends mid-page in the text", () => {
    const closing = "Applicable Law This Agreement will be governed by the laws of the State of California.";
    const pages = [1, 2, 3].map((k) => makePage(k, [...body(8, k), closing]));
    const marks = documentFurniture(pages);
    expect(pages.length).toBe(3);
    for (const p of pages) expect(marks.get(p)!.lines.has(p.lines.length - 1)).toBe(false);
  });

  it("still marks a line recurring at the foot of full pages", () => {
    const foot = "Company Confidential - Award Agreement";
    const pages = [1, 2, 3].map((k) => makePage(k, [...body(34, k), foot]));
    const marks = documentFurniture(pages);
    expect(pages[0].lines[pages[0].lines.length - 1].y0).toBeGreaterThan(0.75);
    for (const p of pages) expect(marks.get(p)!.lines.has(p.lines.length - 1)).toBe(true);
  });
});

describe("a line with no words", () => {
  it("is read like any other at the foot of a page, with no line after it to compare", () => {
    const page = makePage(1, [...body(6, 1), "Page 1"]);
    const last = page.lines.length - 1;
    page.lines[last] = { ...page.lines[last], words: [] };
    expect(() => documentFurniture([page])).not.toThrow();
  });
});
