import { describe, expect, it } from "vitest";
import { extractiveAnswer } from "./extractive";
import { probeOf } from "./extractive-probe";
import { extractiveScore } from "./extractive-score";
import { unmatchedFocus } from "./focus-match";
import { spellsAcronym } from "./asked-thing";
import { refersBack } from "./sentence-pairs";
import { countedThing } from "./count-answers";
import { procedureTask } from "./procedure-steps";
import { focusScore } from "./focus-score";
import { focusPages } from "../navigate/focus-pages";
import type { Candidate } from "./cite/candidates";
import { makeDoc } from "../../testing/page-builder";

const evidence = [{ label: 1, page_start: 1, page_end: 1, text: "" }];
const sentence = (text: string): Candidate => ({ page: 1, kind: "sentence", text, score: 0 });

describe("a sentence that does the one before it by a pro-verb", () => {
  it("goes on from it", () => {
    expect(refersBack("You do this by sending a signed message.")).toBe(true);
    expect(refersBack("To do so, open the settings panel.")).toBe(true);
    expect(refersBack("Users do their backups at night.")).toBe(false);
  });

  it("is quoted with the first claim it completes", () => {
    const doc = makeDoc([
      [
        { text: "Releases", size: 14, bold: true },
        { text: "Every new release of the kit must be announced to the members before the upload." },
        { text: "You do this by posting a signed notice on the release board." },
        { text: "Old releases stay on the mirror for a year." },
      ],
    ]);
    const pages = (p: number) => doc.pages[p - 1];
    const { claims } = extractiveAnswer("What must one post to announce a new release?", evidence, pages);
    expect(claims[0]?.text).toMatch(/must be announced .* You do this by posting a signed notice/);
  });
});

describe("a compound the question hyphenates", () => {
  it("is said by the same compound written solid, as a line-end join prints it", () => {
    const probe = probeOf("How do I start the batch-processing tool?");
    expect(probe.weights.get("batchprocessing")).toBe(2);
    const solid = extractiveScore(sentence("Start the batchprocessing tool with runq."), probe);
    const apart = extractiveScore(sentence("Start the batch processing tool with runq."), probe);
    const neither = extractiveScore(sentence("Start the interactive tool with runq."), probe);
    expect(solid).toBeCloseTo(apart, 5);
    expect(solid).toBeGreaterThan(neither);
  });
});

describe("the forms of a short word", () => {
  it("are read for words of three and four letters, undoing an -s and doubling a final consonant", () => {
    const weights = probeOf("Which flag sets the file to run when it uses a copy?").weights;
    for (const form of ["setting", "running", "used", "using", "copied", "copie"])
      expect(weights.get(form), form).toBe(0.5);
    expect(weights.get("flagged")).toBe(0.5);
  });
});

describe("an asked thing the question names by an acronym", () => {
  it("is said by the words the acronym stands for", () => {
    expect(spellsAcronym("The Chief Executive Officer signs the report.", "ceo")).toBe(true);
    expect(spellsAcronym("The Department of Energy funds it.", "doe")).toBe(true);
    expect(spellsAcronym("Approved by the Food and Drug Administration.", "fda")).toBe(true);
    expect(spellsAcronym("The chief officer signs the report.", "ceo")).toBe(false);
  });

  it("is not declared absent when the pages spell it out", () => {
    const q = "Who is the CEO?";
    const spelled = [sentence("Jane Roe is the Chief Executive Officer of the cooperative.")];
    const other = [sentence("Jane Roe chairs the board of the cooperative.")];
    expect(unmatchedFocus(spelled, probeOf(q), q)).toBeNull();
    expect(unmatchedFocus(other, probeOf(q), q)).toMatch(/ceo/);
  });
});

describe("the counted phrase, shared by the answer and navigation", () => {
  it("lifts a page that counts the phrase by its modifiers, not an appendix heading's number", () => {
    const q = "How many paved cycle paths does the town keep?";
    expect(countedThing(q)).toEqual({ noun: "path", modifiers: ["paved", "cycle"] });
    const texts = [
      "Transport\nThe town keeps up 140 paved cycle routes and a ferry.",
      "A.1 Paved cycle surfaces\nThe surfaces are tarmac.",
    ];
    const pages = focusPages(texts, q);
    expect(pages.get(1)?.why).toMatch(/counts "path"/);
    expect(pages.has(2)).toBe(false);
  });
});

describe("a sentence of a list item under a run-in head", () => {
  it("is quoted with the head that names what it describes", () => {
    const doc = makeDoc([
      [
        { text: "Toolbar buttons", size: 14, bold: true },
        { text: "• Pan: Move the view. Drags the plot area with the mouse pointer." },
        { text: "• FT: FitTrace. Rescales the plot so every visible trace fits the frame." },
        { text: "• Pr: Print. Sends the plot to the default printer." },
      ],
    ]);
    const pages = (p: number) => doc.pages[p - 1];
    const { claims } = extractiveAnswer("Which button rescales the plot so every visible trace fits?", evidence, pages);
    expect(claims[0]?.text).toMatch(/^• FT: FitTrace\. Rescales the plot/);
  });
});

describe("a numbered line", () => {
  it("is a heading when its title opens with a capital, not when it is a step in lower case", () => {
    const probe = probeOf("Which base class should a reporter extend?");
    const step = extractiveScore(sentence("1. extend the reporter base class"), probe);
    const heading = extractiveScore(sentence("1. Extend the reporter base class"), probe);
    expect(step).toBeGreaterThan(heading);
    expect(heading).toBeCloseTo(step / 2, 2);
  });
});

describe("a question asking who wrote the document", () => {
  it("is answered by a sentence that says who wrote, not one that only names the document", () => {
    const probe = probeOf("Who is the author of the Zephyr manual?");
    const names = extractiveScore(sentence("See the Zephyr manual for more information."), probe);
    const says = extractiveScore(sentence("The Zephyr manual was written by Ilse Marek in 2011."), probe);
    expect(says).toBeGreaterThan(names);
    expect(names).toBeLessThan(0.6);
  });
});

describe("a question after a command line option", () => {
  it("asks no task, while one after the command for a task does", () => {
    expect(procedureTask("Which command line option selects the output device?")).toBeNull();
    expect(procedureTask("What command line is used to start the server?")?.has("start")).toBe(true);
    expect(procedureTask("Which command removes a package?")?.has("remove")).toBe(true);
    expect(procedureTask("What command had the tool run before?")).toBeNull();
  });
});

describe("a bulleted line without a full stop", () => {
  it("is a list item, not a bare heading", () => {
    const probe = probeOf("Which folder holds the parts for load testing mail servers?");
    const item = extractiveScore(sentence("• mail – parts for load testing mail servers"), probe);
    const bare = extractiveScore(sentence("Mail – parts for load testing mail servers"), probe);
    expect(item).toBeGreaterThan(bare);
  });
});

describe("a year before 1900", () => {
  it("answers 'when' when the text says it as a year, not as a count", () => {
    const focus = probeOf("When did the press start printing in Flanders?").focus;
    expect(focusScore("The press started printing in Flanders in 1473 at Bruges.", focus)).toBeGreaterThan(0);
    expect(focusScore("The press printed 1473 sheets in Flanders.", focus)).toBe(0);
  });
});

describe("a lead-in over lines of bare terms", () => {
  it("is quoted with the terms, and not with the prose after them", () => {
    const doc = makeDoc([
      [
        { text: "Writing a panel", size: 14, bold: true },
        { text: "A new panel class should extend the matching base panel provided:" },
        // The list is set apart from its lead-in by a blank line, as manuals print it.
        { text: "" },
        { text: "BaseChartPanel" },
        { text: "BaseTablePanel" },
        { text: "BaseFormPanel" },
        { text: "" },
        { text: "These base panels do most of the layout work for you." },
      ],
    ]);
    const pages = (p: number) => doc.pages[p - 1];
    const { claims } = extractiveAnswer("Which base class should a new panel class extend?", evidence, pages);
    expect(claims[0]?.text).toMatch(/provided: BaseChartPanel BaseTablePanel BaseFormPanel$/);
  });
});
