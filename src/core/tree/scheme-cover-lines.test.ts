/**
 * A paper numbered 1, 1.1, 1.2 … sets its authors and affiliation on the first page in the type of its
 * subsections. Before the first number there is nothing for them to sit under: they are the cover's
 * lines, not sections, while later unnumbered headings in that type still are.
 */
import { expect, it } from "vitest";
import { makeDoc, prose, type LineSpec } from "../../testing/page-builder";
import { buildIndexSync, flattenTree } from "./index";

const h = (text: string, size: number): LineSpec => ({ text, size });

it("leaves a paper's author lines out of its tree, its numbered and later unnumbered headings in", () => {
  const layout = makeDoc([
    [
      h("Graph classes for gene networks", 20),
      h("Jane Smith", 12),
      h("Institute of Genomics, Cambridge", 12),
      ...prose(2),
      h("1 Graph class", 14),
      h("1.1 Introduction", 12),
      ...prose(6),
    ],
    [h("1.2 A simple graph", 12), ...prose(10)],
    [h("2 Multigraphs", 14), h("2.1 Introduction", 12), ...prose(8)],
    [h("2.2 An example", 12), ...prose(6), h("Acknowledgements", 12), ...prose(3)],
  ]);
  const titles = flattenTree(buildIndexSync(layout).nodes).map((n) => n.title);
  expect(titles).toEqual(
    expect.arrayContaining(["1 Graph class", "1.1 Introduction", "2.2 An example", "Acknowledgements"]),
  );
  expect(titles).not.toContain("Jane Smith");
  expect(titles).not.toContain("Institute of Genomics, Cambridge");
});
