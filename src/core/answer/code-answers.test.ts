/**
 * Manuals print the thing a "which flag / what macro" question asks for in code's shapes, and the
 * extractive answer prefers the line that prints one; a file's extension or quoted name answers a
 * question after a file; "X is short for …" defines X; a few words naming a thing are quoted with
 * the sentence that says something of it; a subtitle under a title ending in a colon is no byline.
 * Made-up manuals of real shape, laid out by the real engine where the layout matters.
 */
import { describe, expect, it } from "vitest";
import { makePdf, type PdfLine } from "../../testing/make-pdf";
import { ingestPdfInNode } from "../../node/ingest-node";
import { navDocument, navigateOffline } from "../navigate";
import { buildIndex } from "../tree";
import { answerQuestion } from "./answer";
import { asksCode, codeTokens, loadCodeNouns, printsOtherCode } from "./code-answers";
import { focusScore } from "./focus-score";
import { questionFocus } from "./question-focus";
import { definesTerm } from "./term-definitions";
import { withNeighbour } from "./sentence-pairs";
import type { Candidate } from "./cite/candidates";
import data from "./code-nouns.json" with { type: "json" };

const para = (lines: string[]): PdfLine[] => lines.map((text) => ({ text, size: 10 }));
const head = (text: string): PdfLine => ({ text, size: 12, bold: true });

async function ask(doc: PdfLine[][], question: string) {
  const { layout } = await ingestPdfInNode(makePdf(doc));
  const nav = navDocument(layout, await buildIndex(layout));
  const found = navigateOffline(nav, question);
  return answerQuestion({ question, evidence: found.evidence, pages: layout.pages });
}

describe("questions after a named thing a user sets or calls", () => {
  it("are told from questions after what a thing does or after a plain name", () => {
    expect(asksCode("Which flag should be set when no BLAS library is present?")).toBe(true);
    expect(asksCode("What environment variable sets the number of threads?")).toBe(true);
    expect(asksCode("Which two library routines free the object?")).toBe(true);
    expect(asksCode("What does the flag -q do?")).toBe(false);
    expect(asksCode("Which package is needed for graph partitioning?")).toBe(false);
    expect(asksCode("How does the macro place its vertices?")).toBe(false);
  });

  it("read code in the shapes manuals print it, and not abbreviations or plain words", () => {
    expect(codeTokens("Set -DNOTIMER or --enable-threads=4 before make.")).toEqual(["-dnotimer", "--enable-threads=4"]);
    expect(codeTokens("The macro \\gridstraight and grid_free_all() use maxCells.")).toEqual([
      "\\gridstraight",
      "grid_free_all",
      "maxcells",
    ]);
    expect(codeTokens("Name it lattice.rc, or give it the extension “.grd” instead.")).toEqual(["lattice.rc", ".grd"]);
    expect(codeTokens("This is, e.g., a well-known U.S. standard - see Table 3.")).toEqual([]);
    expect(printsOtherCode("Use grid_open to open the file.", new Set(["grid_open"]))).toBe(false);
    expect(printsOtherCode("Use grid_open to open the file.", new Set())).toBe(true);
    // An index's run of entries names many codes and answers about none of them.
    const index = "Environment variables GRID_TMP, 83 GRID_NO_COLOR, 83 --fast, 84 --quiet, 84 grid_free, 85";
    expect(printsOtherCode(index, new Set())).toBe(false);
  });

  it("quote an entry's sentence on 'this variable' with the sentence before it that prints the variable's name", () => {
    const unit = (text: string): Candidate => ({ page: 40, kind: "sentence", text, score: 0.4 });
    const named = unit("GRID_KEEP_TEMP Gridwork writes its work files to a temporary directory.");
    const c = unit("If this environment variable is set, the files are kept after the run for inspection.");
    expect(withNeighbour(c, named, undefined, () => 0.4).text).toBe(`${named.text} ${c.text}`);
    const plain = unit("If the directory is full, the files are removed after the run.");
    expect(withNeighbour(plain, named, undefined, () => 0.4).text).toBe(plain.text);
  });

  it("are answered by the line that prints the flag, not by the sentence that only shares the question's words", async () => {
    const manual: PdfLine[][] = [
      [
        head("4 Building the solver"),
        ...para([
          "The solver is built by the configuration script on every supported platform.",
          "One core is used when no threading library is available.",
          "The configuration string may hold any of the following:",
          "• -DNOTHREADS if no threading library is available to the solver at all.",
          "• -DNOTIMER if the system has no clock to time the solver with.",
          "Other settings are left at their defaults by the configuration script.",
        ]),
      ],
    ];
    const res = await ask(manual, "Which flag should be set if no threading library is available?");
    expect(res.claims.length).toBeGreaterThan(0);
    expect(res.claims[0].text).toContain("-DNOTHREADS");
  });

  it("loads its nouns only from a file of its own format and version", () => {
    expect(loadCodeNouns(data)).toContain("flag");
    expect(() => loadCodeNouns({ ...data, version: 99 })).toThrow(/code-nouns.json/);
    expect(() => loadCodeNouns({ ...data, code_nouns: ["Two Words"] })).toThrow(/code_nouns/);
  });
});

describe("a question after a file", () => {
  it("is given by an extension set alone when it asks for an extension, and by a quoted file name", () => {
    const extension = questionFocus("What file extension should lattice files use?");
    expect(extension.kind).toBe("path");
    expect(focusScore("(a) use the filename extension “.lat” for lattice files, and", extension)).toBe(1);
    const directory = questionFocus("Which directory holds the style files?");
    expect(focusScore("The style (.sty) files are kept with the packages that use them.", directory)).toBe(0);
    const named = questionFocus("What file name does the program look for in the current directory?");
    expect(focusScore("The first way is by having a file named ‘gridwork.rc’ in the current directory.", named)).toBe(
      1,
    );
  });
});

describe("an abbreviation's long form", () => {
  it("is asked by 'What is X short for?' and given by 'X is short for …'", () => {
    const focus = questionFocus("What is LATTIX short for?");
    expect(focus.kind).toBe("definition");
    expect(focus.term).toBe("LATTIX");
    expect(
      definesTerm("LATTIX is short for LATTIce eXchange, since the package trades grids", "LATTIX"),
    ).toBeGreaterThan(0);
  });

  it("is answered by a footnote whose last line lost its stop, not by a contents line sharing the words", async () => {
    const guide: PdfLine[][] = [
      [
        { text: "User Guide for LATTIX: a sparse lattice exchange package", size: 16 },
        ...para([
          "LATTIX is a set of routines for exchanging sparse lattices between programs and for checking them.",
          "The routines are written in C and come with a command-line tool for the common tasks.",
          "LATTIX is short for LATTIce eXchange, since a key feature of the package is its ability to trade a lattice",
        ]),
      ],
      [
        head("Contents"),
        ...para(["5.5 lattix demo: a short demo program", "5.6 lattix make: build LATTIX from its sources"]),
      ],
    ];
    const res = await ask(guide, "What is LATTIX short for?");
    expect(res.claims.length).toBeGreaterThan(0);
    expect(res.claims[0].text).toMatch(/^LATTIX is short for LATTIce eXchange/);
  });
});

describe("a first claim of a few words naming a thing", () => {
  const unit = (text: string): Candidate => ({ page: 3, kind: "sentence", text, score: 0.5 });
  it("is quoted with the sentence after it that refers back, whatever words that one shares", () => {
    const c = unit("A parallel renderer using threads.");
    const next = unit("This would need a large rewrite of the scheduler.");
    expect(withNeighbour(c, undefined, next, () => 0.5).text).toBe(
      "A parallel renderer using threads. This would need a large rewrite of the scheduler.",
    );
    const long = unit("A parallel renderer using threads could share the scene between all of its workers.");
    expect(withNeighbour(long, undefined, next, () => 0.5).text).toBe(long.text);
  });
});

describe("the byline", () => {
  it("is the line of names under the title, not the subtitle under a title ending in a colon", async () => {
    const manual: PdfLine[][] = [
      [
        { text: "Gridwork:", size: 18 },
        { text: "Drawing Lattice Figures", size: 16 },
        { text: "with Plain Macros", size: 14 },
        { text: "Ingrid Halvorsen", size: 12 },
        { text: "Nordlys Institute of Technology", size: 11 },
        head("Abstract"),
        ...para([
          "Gridwork is a package for drawing lattice figures of professional quality from their structure alone.",
          "Most figures are laid out without any manual intervention by the user.",
        ]),
      ],
      [
        head("1 Usage"),
        ...para(["The package is loaded in the preamble and its figures are placed with a single environment."]),
      ],
    ];
    const res = await ask(manual, "Who is the author of Gridwork?");
    expect(res.claims.length).toBeGreaterThan(0);
    expect(res.claims[0].text).toBe("Ingrid Halvorsen");
  });
});
