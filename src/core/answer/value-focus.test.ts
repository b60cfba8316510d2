/**
 * Questions after a version or a file: "Which version …" is answered by the line that prints a
 * version number (a running foot may be the only one), "In which file …" by the line that gives a
 * path or a file's name (a label and its value, "Source Code: lib/os.js", is no heading).
 */
import { describe, expect, it } from "vitest";
import { makeDoc, prose } from "../../testing/page-builder";
import { pageLookup } from "./answer";
import { extractiveAnswer } from "./extractive";
import { questionFocus } from "./question-focus";
import { focusScore, versionNumber } from "./focus-score";
import { probeOf } from "./extractive-probe";

const evidenceOf = (doc: ReturnType<typeof makeDoc>) => ({
  pages: (p: number) => doc.pages[p - 1],
  evidence: [{ label: 1, page_start: 1, page_end: doc.pages.length, text: "" }],
});

describe("name questions", () => {
  it("take a paper's citation as the name of who proposed a thing, not a year after a common word", () => {
    const who = questionFocus("Who introduced the widget plot?");
    expect(focusScore("A widget plot (Babbage 1843) shows the residuals of a table.", who)).toBe(0.6);
    expect(focusScore("The hurdle model, proposed by Mullahy (1986), has two parts.", who)).toBe(0.6);
    expect(focusScore("In 1985 the widget plot was introduced to the package.", who)).toBe(0);
    expect(focusScore("The widget plot was released in May 2008.", who)).toBe(0);
  });

  it("want a name beyond the question's own, not a sentence's capitalised opening", () => {
    const who = questionFocus("Who is the steward of the Harbor Public License?");
    expect(focusScore("Harbor Foundation is the steward of the license.", who)).toBeGreaterThan(0);
    expect(focusScore("Julia Sward was the original founder.", who)).toBeGreaterThan(0);
    expect(focusScore("Version 2 of the Harbor Public License applies.", who)).toBe(0);
    expect(focusScore("The Anderson test weighs the injury.", who)).toBe(0);
  });
});

describe("definition questions", () => {
  it("take an apposition that spells the term out, its name quoted or not", () => {
    const asked = questionFocus("What does CRAN stand for?");
    const quoted = "Sources are obtained via CRAN, the \u201cComprehensive R Archive Network\u201d of mirrors.";
    expect(focusScore(quoted, asked)).toBe(0.7);
    expect(focusScore("Sources are obtained via CRAN, the Comprehensive R Archive Network.", asked)).toBe(0.7);
    expect(focusScore("The MiKTeX distribution is the one used on CRAN.", asked)).toBe(0.3);
  });
});

describe("duration questions", () => {
  it("want a count of units of time", () => {
    const asked = questionFocus("After how long does a package become unmaintained?");
    expect(asked.kind).toBe("duration");
    expect(focusScore("It is unmaintained once its maintainer has been silent for six months.", asked)).toBe(1);
    expect(focusScore("Versions are available in the four-week period before a release.", asked)).toBe(1);
    expect(focusScore("It is unmaintained when its maintainer cannot be reached.", asked)).toBe(0);
  });
});

describe("code questions", () => {
  it("want the code a question ends on, unless the question asks a way of doing something", () => {
    expect(questionFocus("What is the order's reference code?").kind).toBe("identifier");
    expect(questionFocus("The widget's serial number?").kind).toBe("identifier");
    expect(questionFocus("How do I rename the package used for the generated code?").kind).toBe("none");
    expect(questionFocus("How can I reach the maintainers by e-mail?").kind).toBe("identifier");
    const doc = makeDoc([
      [
        { text: "The generator writes every class into the package named by the --package option." },
        { text: "Widget Generator Manual, release 2.1 July 2019 41" },
      ],
    ]);
    const { pages, evidence } = evidenceOf(doc);
    const { claims } = extractiveAnswer("How do I rename the package used for the generated code?", evidence, pages);
    expect(claims[0]?.text).toContain("--package option");
  });
});

describe("address questions", () => {
  it("want an e-mail address or a web address, however the question words it", () => {
    expect(questionFocus("What e-mail address can a reporter escalate to?").kind).toBe("identifier");
    expect(questionFocus("Where should bug reports be e-mailed?").kind).toBe("identifier");
    expect(questionFocus("Which URL hosts the manual?").kind).toBe("identifier");
    expect(questionFocus("Where does the cache keep its entries?").kind).toBe("none");
    const doc = makeDoc([
      [
        { text: "When reporting a flaw, reporters must follow the guidelines below and wait for a reply." },
        { text: "If no reply comes within six days you may escalate to the foundation at help@widget.example.org." },
        { text: "Reporters who escalate early are asked to say why in their report." },
      ],
    ]);
    const { pages, evidence } = evidenceOf(doc);
    const { claims } = extractiveAnswer("What e-mail address can a reporter escalate to?", evidence, pages);
    expect(claims[0]?.text).toContain("help@widget.example.org");
  });
});

describe("version and path questions", () => {
  it("are told by what they ask for", () => {
    expect(questionFocus("Which version of the tool does this manual describe?").kind).toBe("version");
    expect(questionFocus("In which source file is the module implemented?").kind).toBe("path");
    expect(questionFocus("What is the configuration file of the client?").kind).toBe("path");
    expect(questionFocus("Which file format does the tool write?").kind).not.toBe("path");
    expect(questionFocus("What is the company's revenue?").kind).toBe("none");
  });

  it("find the shapes they ask for, and not a figure or a product's name", () => {
    const version = questionFocus("Which version of the tool is it?");
    expect(focusScore("Release v2.0.0 of the library", version)).toBe(1);
    expect(focusScore("Revenue grew 3.5 million dollars", version)).toBe(0);
    const path = questionFocus("Which file holds the settings?");
    expect(focusScore("Settings live in /etc/widget/widget.conf on every host", path)).toBe(1);
    expect(focusScore("Source Code: lib/widget.js", path)).toBe(1);
    expect(focusScore("Runs on Node.js and reads input and/or output", path)).toBe(0);
  });

  it("read a version number whole, with its revision letter or build", () => {
    expect(versionNumber("LPPL Version 1.3c 2008-05-04")).toBe("1.3c");
    expect(versionNumber("This is version 1.3 of this license.")).toBe("1.3");
    expect(versionNumber("Starting with release 4.2a1, the tool reads input")).toBe("4.2a1");
    expect(versionNumber("the current stable version 1.1-7.")).toBe("1.1-7");
    expect(versionNumber("Release v2.0.0 of the library")).toBe("2.0.0");
    expect(versionNumber("Revenue grew 3.5 million dollars")).toBeUndefined();
    // A revision letter makes a bare dotted number a version, not a decimal cut short.
    const version = questionFocus("Which version of the tool fixed it?");
    expect(focusScore("The fault was fixed in 2.0b and later releases.", version)).toBe(1);
  });

  it("quote the running foot that alone prints the version, once", () => {
    const foot = (n: number) => [
      { text: `The widget tool searches files for lines that match the patterns given on page ${n}.` },
      { text: "The tool prints each matching line and the name of its file when asked to." },
      ...prose(30),
      { text: `GNU widget 3.8 2019-12-29 ${n}`, size: 8 },
    ];
    const doc = makeDoc([foot(1), foot(2), foot(3)]);
    const { evidence } = evidenceOf(doc);
    // The answer marks running heads and feet across the document, as answerQuestion does.
    const pages = pageLookup(doc.pages);
    const { claims } = extractiveAnswer("Which version of GNU widget does this manual describe?", evidence, pages);
    expect(claims[0]?.text).toMatch(/^GNU widget 3\.8 2019-12-29/);
    expect(claims.filter((c) => c.text.startsWith("GNU widget 3.8"))).toHaveLength(1);
  });

  it("quote a label's value as the file", () => {
    const doc = makeDoc([
      [
        { text: "The widget module provides operating system utility methods and properties." },
        { text: "Source Code: lib/widget.js" },
        { text: "Loading", bold: true },
        { text: "The module can be loaded with a require call from any script." },
      ],
    ]);
    const { pages, evidence } = evidenceOf(doc);
    const { claims } = extractiveAnswer("In which source file is the widget module implemented?", evidence, pages);
    expect(claims[0]?.text).toBe("Source Code: lib/widget.js");
  });
});

describe("an address question that names its kind", () => {
  it("wants an e-mail address when it asks where to e-mail, a web address when it asks for the site", () => {
    const doc = makeDoc([
      [
        { text: "Bug reports about the tools are tracked at https://www.widget.example.org/tools/bugs/ in public." },
        { text: "General questions about using the tools are answered on the users' forum every week." },
        { text: "Write to bugs@widget.example.org with the version you ran." },
      ],
    ]);
    const { pages, evidence } = evidenceOf(doc);
    const mailed = extractiveAnswer("Where should bug reports about the tools be e-mailed?", evidence, pages);
    expect(mailed.claims[0]?.text).toContain("bugs@widget.example.org");
    const site = extractiveAnswer("Which URL tracks bug reports about the tools?", evidence, pages);
    expect(site.claims[0]?.text).toContain("https://www.widget.example.org/tools/bugs/");
  });
});

describe("duration questions", () => {
  it("ask with 'how long' or 'for what period', which is their form, not a word to find", () => {
    expect(questionFocus("For what period is the warranty valid?").kind).toBe("duration");
    expect(probeOf("How does this agreement renew, and for how long?").weights.has("long")).toBe(false);
    expect(probeOf("Which long-term plans does it name?").weights.has("long")).toBe(true);
  });
});

describe("date questions", () => {
  it("take a month and year for a date, and a term's span only where a clause may give one", () => {
    const dated = questionFocus("What is the date of this agreement?");
    expect(focusScore("THIS AGREEMENT is made on November 2022.", dated)).toBeGreaterThan(
      focusScore("The plan was adopted in 2022.", dated),
    );
    expect(focusScore("It is payable within three (3) years.", dated)).toBe(0);
    const expires = questionFocus("When does this agreement expire?");
    expect(focusScore("The initial term is three (3) years.", expires)).toBeGreaterThan(0);
  });

  it("do not include 'When is X considered Y?', which asks a condition: the sentence giving it answers, not a date", () => {
    expect(questionFocus("When is a pair of observations considered concordant?").kind).not.toBe("date");
    expect(questionFocus("When are two widgets deemed equal?").kind).not.toBe("date");
    expect(questionFocus("When was the widget package released?").kind).toBe("date");
    expect(questionFocus("When is the payment due?").kind).toBe("date");
    const doc = makeDoc([
      [
        { text: "Widget Concordance" },
        { text: "Jane Roe, March 4, 2023" },
        {
          text: "A pair of widgets is considered concordant if their scores and their ranks go in the same direction.",
        },
        { text: "Widgets tied on both are left out of the count." },
      ],
    ]);
    const { pages, evidence } = evidenceOf(doc);
    const { claims } = extractiveAnswer("When is a pair of widgets considered concordant?", evidence, pages);
    expect(claims[0]?.text).toContain("go in the same direction");
  });
});
