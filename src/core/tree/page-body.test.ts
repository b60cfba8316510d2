/**
 * A form's questions fill its first pages in one type, and many pages of tables in smaller type follow:
 * the document's body size comes out at the tables'. The first pages' own prose is their body, so a
 * question or the wrapped end of one ("ID system.)") is not a heading set apart from it.
 */
import { describe, expect, it } from "vitest";
import { makeDoc, makePage, type LineSpec } from "../../testing/page-builder";
import { bodyFontSize, pageBodySize } from "./style";
import { buildIndexSync, flattenTree } from "./index";

const q = (text: string): LineSpec => ({ text, size: 8 });
const tableRow = (k: number): LineSpec => ({
  text: `Component ${k} reused by the agency under the shared service agreement for records`,
  size: 6.5,
});

function form() {
  const questions: LineSpec[] = [
    { text: "Section A: Overview (All Capital Assets)", size: 10, bold: true },
    q("1. Date of Submission: 9/10/2007"),
    q("5. Unique Project Identifier: (For IT investment only, see section 53. For all other, use agency"),
    q("ID system.)"),
    ...Array.from({ length: 10 }, () =>
      q("The program integrates personnel systems and improves the quality of the data it keeps."),
    ),
    q("9. Did the Agency's Executive/Investment Committee approve this request? Yes"),
    q("Project Manager have? (per CIO Council PM Guidance)"),
    { text: "Section B: Risk Management (All Capital Assets)", size: 10, bold: true },
    ...Array.from({ length: 10 }, () => q("The risk plan is reviewed every quarter by the program office staff.")),
  ];
  const tables = Array.from({ length: 6 }, (_, p) => Array.from({ length: 30 }, (_, k) => tableRow(p * 30 + k)));
  return makeDoc([questions, ...tables]);
}

describe("a page with a body of its own", () => {
  it("takes the page's prose size where it is larger than the document's", () => {
    const doc = form();
    const body = bodyFontSize(doc);
    expect(body).toBe(6.5);
    expect(pageBodySize(doc.pages[0], body)).toBe(8);
    expect(pageBodySize(doc.pages[1], body)).toBe(6.5);
    // A page with a few larger lines and no prose of their size keeps the document's body.
    expect(pageBodySize(makePage(1, [{ text: "A Title In Large Type", size: 20 }, q("short")]), body)).toBe(6.5);
  });

  it("makes no sections of a form's questions or their wrapped ends", () => {
    const titles = flattenTree(buildIndexSync(form()).nodes).map((n) => n.title);
    expect(titles).not.toContain("ID system.)");
    expect(titles.some((t) => t.startsWith("Project Manager have?"))).toBe(false);
  });
});
