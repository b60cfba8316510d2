/**
 * A numbered heading set on a line of its own whose subtitle after a colon is in sentence case
 * ("9 Implementation: General English language localization") is said whole, not cut at the colon as
 * a heading run into its first sentence is.
 */
import { describe, expect, it } from "vitest";
import { makeDoc, type LineSpec } from "../../testing/page-builder";
import { buildIndexSync, flattenTree } from "./index";

const h = (text: string): LineSpec => ({ text, size: 14, bold: true });
const body = (n: number): LineSpec[] =>
  Array.from({ length: n }, () => ({ text: "The style keeps the order of names and dates as the guide sets it out." }));

describe("a heading's subtitle after a colon", () => {
  it("stays in the title when the heading stands on its own line in heading type", () => {
    const doc = makeDoc([
      [h("1 Introduction"), ...body(20)],
      [h("2 Implementation: data model"), ...body(20)],
      [h("3 Implementation: General English language localization"), ...body(20)],
      [h("4 Implementation: citation style"), ...body(20)],
    ]);
    const titles = flattenTree(buildIndexSync(doc).nodes).map((n) => n.title);
    expect(titles).toContain("3 Implementation: General English language localization");
  });
});
