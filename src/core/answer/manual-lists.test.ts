/**
 * A manual's options and lists, on a generated manual page laid out by the real engine and
 * navigated offline: an option named in a question ("-C") is searched for and answered by its
 * entry, and a lead-in that ends in a colon is quoted with the list it introduces.
 */
import { describe, expect, it } from "vitest";
import type { PdfLine } from "../../testing/make-pdf";
import { askGenerated } from "../../testing/ask-generated";

const ask = askGenerated;

const body = (text: string, x = 72): PdfLine => ({ text, size: 10, x });
const head = (text: string): PdfLine => ({ text, size: 11, bold: true, x: 50 });
const filler = (topic: string) =>
  Array.from({ length: 6 }, (_, i) =>
    body(`The ${topic} of the archive tool is described in paragraph ${i + 1} of this part of the manual.`),
  );

/** An options list: each option at the margin, its description indented under it. */
function options(): PdfLine[] {
  const entry = (opt: string, first: string, more: string[] = []) => [
    body(`${opt}   ${first}`),
    ...more.map((t) => body(t, 110)),
  ];
  return [
    head("OPTIONS"),
    body("The following options are supported:"),
    ...entry("-c, --create", "Create a new archive from the files named.", ["Existing archives are overwritten."]),
    ...entry("-C, --directory=DIR", "Change to DIR before performing any operations.", [
      "This option is order-sensitive and affects all options that follow.",
    ]),
    ...entry("-t, --list", "List the contents of an archive."),
    ...entry("-x, --extract", "Extract files from an archive."),
    head("EXAMPLES"),
    body("An archive is written with the create option and read back with the list option."),
  ];
}

const manual = (): PdfLine[][] => [
  [head("NAME"), body("arc - an archiving utility"), head("DESCRIPTION"), ...filler("description")],
  options(),
  [head("ENVIRONMENT"), ...filler("environment")],
  [head("SEE ALSO"), ...filler("reference material")],
];

describe("a manual's options and lists", () => {
  it("searches for an option the question names and answers with its entry", async () => {
    const { found, res } = await ask(manual(), "What does the -C option do?");
    expect(found.evidence.map((e) => e.page_start)).toContain(2);
    expect(res.claims.length).toBeGreaterThan(0);
    expect(res.claims[0].text).toMatch(/^-C, --directory=DIR Change to DIR before performing any operations\./);
    // Every claim names -C: one that names none is about another option.
    expect(res.claims.every((c) => /(?:^|\s)-C\b/.test(c.text))).toBe(true);
  });

  it("tells -c from -C", async () => {
    const { res } = await ask(manual(), "What does -c do?");
    expect(res.claims.length).toBeGreaterThan(0);
    expect(res.claims[0].text).toMatch(/^-c, --create Create a new archive/);
  });

  it("quotes a lead-in that ends in a colon with the list it introduces, and stops at the next heading", async () => {
    const { res } = await ask(manual(), "Which options are supported?");
    expect(res.claims.length).toBeGreaterThan(0);
    const first = res.claims[0];
    expect(first.text).toMatch(/^(?:OPTIONS )?The following options are supported: -c, --create/);
    expect(first.text).toContain("-x, --extract Extract files from an archive.");
    expect(first.text).not.toContain("EXAMPLES");
    const lines = first.citations.flatMap((c) => c.rects);
    expect(lines.length).toBeGreaterThanOrEqual(7);
  });
});

/** A licence's conditions: lettered items at the body's margin, then the next numbered clause. */
const licence = (): PdfLine[][] => [
  [
    head("TERMS AND CONDITIONS"),
    body("1. Definitions. Work means the work of authorship made available under this Licence."),
    body("2. Grant of Licence. Each Contributor grants You a licence to reproduce and distribute the Work."),
    body("3. Redistribution. You may reproduce and distribute copies of the Work in any medium, provided"),
    body("that You meet the following conditions:"),
    body("(a) You must give any other recipients of the Work a copy of this Licence; and"),
    body("(b) You must cause any modified files to carry prominent notices stating that You changed the"),
    body("files; and"),
    body("(c) You must retain, in the Source form of any Derivative Works, all copyright notices."),
    body("4. Trademarks. This Licence does not grant permission to use the trade names of the Licensor."),
  ],
  [head("END OF TERMS AND CONDITIONS"), ...filler("licence")],
];

describe("a licence's conditions", () => {
  it("are quoted with the lead-in that introduces them, up to the next clause", async () => {
    const { res } = await ask(licence(), "What conditions must be met to redistribute copies of the Work?");
    expect(res.claims.length).toBeGreaterThan(0);
    const text = res.claims.map((c) => c.text).find((t) => /following conditions:/.test(t));
    expect(text).toMatch(/following conditions: \(a\) You must give .* \(b\) .* \(c\) You must retain/);
    expect(text).not.toContain("4. Trademarks");
  });
});
