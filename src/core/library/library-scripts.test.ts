/**
 * A question to one document of the library screens its evidence as the same question in the reader
 * does: a script the document writes in elsewhere is one of its languages on the page answered from,
 * not an island of another language. The worker hands the screen's reading of the document (its scripts among
 * it) over with its pages.
 */
import { describe, expect, it } from "vitest";
import { pageLookup } from "../answer";
import { documentScreenOptions } from "../injection-screen/screen";
import { navDocument } from "../navigate";
import { buildIndexSync } from "../tree";
import { makeDoc } from "../../testing/page-builder";
import { askLibrary } from "./ask-library";
import { THESIS_CHINESE } from "../../testing/thesis-manual-text";
import { buildLibraryIndex, libraryEntryOf } from "./library-index";

// A thesis template's manual, written for this test in its shape: pages of Chinese prose, then a page of
// LaTeX listings with one line of Chinese among them.
const CHINESE = THESIS_CHINESE;
const LISTING = [
  "\\documentclass[type=master,oneside]{unithesis}",
  "\\usepackage{amsmath,amssymb,graphicx,booktabs}",
  "\\begin{document}\\maketitle\\tableofcontents\\mainmatter",
  "\\chapter{Introduction}\\label{chap:intro}\\input{chapters/intro}",
  "编译时请使用 XeLaTeX，并确认字体已经正确安装。",
  "\\end{document} % compile with latexmk -xelatex main.tex",
];
// Its English chapter on building the thesis, which the question reaches before any Chinese page.
const BUILDING = Array.from({ length: 5 }, (_, i) => [
  `Building the thesis, part ${i + 1}`,
  "Compile the main file with latexmk, which runs xelatex as often as the cross-references need.",
  "The compile log names each package loaded, and latexmk stops at the first error it meets.",
]);
const ID = "thesis-manual.pdf";

async function ask(withScripts: boolean) {
  const layout = makeDoc([...Array.from({ length: 6 }, () => CHINESE), ...BUILDING, LISTING]);
  const tree = buildIndexSync(layout);
  return askLibrary({
    library: buildLibraryIndex([libraryEntryOf(ID, ID, layout, tree)]),
    question: "How do I compile main.tex with latexmk and xelatex?",
    loadNav: async () => navDocument(layout, tree),
    loadPages: async () => pageLookup(layout.pages),
    loadDocumentReading: withScripts ? async () => documentScreenOptions(layout.pages) : undefined,
  });
}

describe("a library question to one document", () => {
  it("reads a script the document writes elsewhere as its own on the page answered from", async () => {
    const alone = await ask(false);
    console.log(
      alone.evidence.map((e) => e.page_start),
      alone.answer?.quarantined,
      alone.answer?.trace?.screen,
    );
    expect(alone.evidence.map((e) => e.page_start)).toContain(12);
    expect(alone.answer!.quarantined.map((q) => q.rule)).toContain("foreign-script");
    const whole = await ask(true);
    expect(whole.answer!.quarantined).toEqual([]);
  });
});
