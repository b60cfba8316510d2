/**
 * Answers that sit in a manual's lists of settings, laid out by the real engine and read offline: a declaration
 * with its default in brackets over its description ("int out_frq (default: 500)" / "Output frequency, …"), which
 * opens in lower case as a broken-off sentence does; a table of command options whose entries end on no stop, each
 * its own entry rather than one run of every option; and a setting named in camel case ("keepAspect  Maintain aspect
 * ratio"), an identifier though folding loses its capital, whose entry is no heading.
 */
import { describe, expect, it } from "vitest";
import type { PdfLine } from "../../testing/make-pdf";
import { askGenerated, para } from "../../testing/ask-generated";

const head = (text: string, y: number): PdfLine => ({ text, size: 12, bold: true, y });

/** Lines set from `y` down, each group a paragraph or an entry with space between groups, as lists set them. */
function spaced(groups: string[][], y: number): PdfLine[] {
  const out: PdfLine[] = [];
  for (const group of groups) {
    for (const text of group) out.push({ text, size: 10, y: (y += 12) });
    y += 16;
  }
  return out;
}

const SOLVER: PdfLine[][] = [
  [
    head("2.3 Control parameters", 60),
    ...spaced(
      [
        ["This paragraph describes the control parameters used in the simplex solver."],
        ["int it_lim (default: INT_MAX)", "Simplex iteration limit."],
        [
          "int out_frq (default: 500)",
          "Output frequency, in iterations. This parameter specifies how often the solver reports to the terminal.",
        ],
        ["int out_dly (default: 0)", "Output delay, in milliseconds."],
      ],
      70,
    ),
  ],
  [
    head("A.1 Command line options", 60),
    ...para([
      "--primal use primal simplex (default)",
      "--dual use dual simplex",
      "--output filename write the output of the solver to filename",
      "--scale scale the problem before the solver starts (default)",
      "--noscale do not scale the problem",
    ]).map((l, i) => ({ ...l, y: 80 + 12 * i })),
  ],
];

const LATEX: PdfLine[][] = [
  [
    head("2.1 Package loading and options", 60),
    ...spaced(
      [
        [
          "The package may take two options at load time: inline or attach.",
          "The attach option takes precedence over the inline option.",
        ],
      ],
      70,
    ),
    head("2.3 Graphics options", 140),
    ...spaced(
      [
        ["In addition to inline and attach, the following options may also be used:"],
        ["width Width of the figure"],
        ["height Height of the figure"],
        ["keepAspect Maintain aspect ratio [default true]"],
        ["viewportwidth Viewport width for 3D figures"],
      ],
      150,
    ),
  ],
];

const first = async (pages: PdfLine[][], question: string) => (await askGenerated(pages, question)).res.claims[0];

describe("answers in a manual's lists of settings", () => {
  it("answers a setting's default with its declaration, not a run of command options", async () => {
    const claim = await first(SOLVER, "What is the default output frequency of the simplex solver?");
    expect(claim.text).toMatch(/^int out_frq \(default: 500\) Output frequency/);
  });

  it("answers what a camel-case setting does with its entry", async () => {
    const claim = await first(LATEX, "What does the keepAspect option do?");
    expect(claim.text).toBe("keepAspect Maintain aspect ratio [default true]");
  });
});
