/**
 * A merger agreement lists its articles on a contents page, then sets its preamble and recitals on an
 * unlisted page before Article I. The contents node ends with its listing; the preamble is a node of its
 * own, so a question about the parties is not sent to the contents.
 */
import { expect, it } from "vitest";
import { makeDoc, prose, section, type LineSpec } from "../../testing/page-builder";
import { buildIndexSync, flattenTree } from "./index";

const articles = [
  "ARTICLE I DEFINITIONS",
  "ARTICLE II THE MERGER",
  "ARTICLE III REPRESENTATIONS",
  "ARTICLE IV COVENANTS",
];
const row = (title: string, printed: number): LineSpec => ({ text: `${title} . . . . . . . . . . ${printed}` });

it("gives the unlisted preamble after the contents a node, the contents ending with its listing", () => {
  const layout = makeDoc([
    [{ text: "AGREEMENT AND PLAN OF MERGER", size: 20, bold: true }, { text: "among Alpha Corp. and Beta Inc." }],
    [{ text: "TABLE OF CONTENTS", size: 14, bold: true }, ...articles.map((a, k) => row(a, k + 2))],
    [{ text: "AGREEMENT AND PLAN OF MERGER", size: 14, bold: true }, ...prose(20)],
    ...articles.map((a) => section(a, 25, { size: 12, bold: true })),
  ]);
  const nodes = flattenTree(buildIndexSync(layout).nodes);
  const contents = nodes.find((n) => n.title === "TABLE OF CONTENTS");
  expect(contents?.page_end).toBe(2);
  expect(nodes.find((n) => n.page_start === 3)?.title).toBe("AGREEMENT AND PLAN OF MERGER");
  expect(nodes.find((n) => n.title.startsWith("ARTICLE I "))?.page_start).toBe(4);
});
