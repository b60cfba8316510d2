import { describe, expect, it } from "vitest";
import { countedModifiers, countedNoun, countsNoun, ledByCount } from "./count-answers";
import { extractiveAnswer } from "./extractive";
import { definesTerm } from "./term-definitions";
import { focusScore } from "./focus-score";
import { questionFocus } from "./question-focus";
import { makeDoc } from "../../testing/page-builder";

const evidence = [{ label: 1, page_start: 1, page_end: 1, text: "" }];

describe("the counted phrase of a 'how many' question", () => {
  it("ends at a preposition that sets something aside", () => {
    expect(countedNoun("How many special characters besides the backslash does TeX use?")).toBe("character");
    expect(countedNoun("How many packages except the base ones are installed?")).toBe("package");
  });

  it("is counted by a count right before its modifiers, when the text names the thing otherwise", () => {
    const q = "How many physical source lines of code does Debian 2.2 include?";
    const modifiers = countedModifiers(q);
    expect(modifiers).toEqual(["physical", "source"]);
    const text = "We show that Debian 2.2 includes more than 55,000,000 physical SLOC (almost twice as many).";
    expect(countsNoun(text, countedNoun(q)!)).toBe(false);
    expect(countsNoun(text, countedNoun(q)!, modifiers)).toBe(true);
    expect(ledByCount(text, countedNoun(q)!, modifiers)).toMatch(/^55000000 — We show/);
  });

  it("counts 'one' right before the noun, never 'one of' them", () => {
    expect(countsNoun("A school network needs one main server.", "server", ["main"])).toBe(true);
    expect(countsNoun("One of the servers provides DHCP.", "server")).toBe(false);
    expect(countsNoun("No one server does it all.", "server")).toBe(false);
  });

  it("reads no count in a heading's own number", () => {
    expect(countsNoun("3.1.2 Main server", "server", ["main"])).toBe(false);
    expect(ledByCount("3.1.2 Main server", "server", ["main"])).toBe("3.1.2 Main server");
    expect(countsNoun("As Section 4.2.1 says, two servers are needed.", "server")).toBe(true);
  });

  it("leads the answer with the count of the phrase", () => {
    const doc = makeDoc([
      [
        { text: "3.1.2 Main server", size: 14, bold: true },
        { text: "The main server has the address 10.0.2.2 and runs the directory service." },
        { text: "A school network needs one main server, which also provides DHCP." },
      ],
    ]);
    const pages = (p: number) => doc.pages[p - 1];
    const { claims } = extractiveAnswer("How many main servers can a school network have?", evidence, pages);
    expect(claims[0]?.text).toMatch(/^one — A school network needs one main server/);
  });
});

describe("a first claim that refers back", () => {
  it("is quoted with the sentence it leans on, which names what was asked", () => {
    const doc = makeDoc([
      [
        { text: "Releases", size: 14, bold: true },
        { text: "Wheezy came out in May 2013 and was named for the rubber toy penguin." },
        { text: "Jessie came out in April 2015 and was named for the cow girl doll." },
        { text: "This distribution introduced for the first time the systemd init system as default." },
      ],
    ]);
    const pages = (p: number) => doc.pages[p - 1];
    const q = "Which distribution was the first to make systemd the default init system?";
    const { claims } = extractiveAnswer(q, evidence, pages);
    expect(claims[0]?.text).toMatch(/^Jessie came out .* This distribution introduced .*systemd/);
  });
});

describe("'how long' of a thing that is no stretch of time", () => {
  it("is answered by the measure the pages give", () => {
    const doc = makeDoc([
      [
        { text: "Naming files", size: 14, bold: true },
        { text: "File names should be no longer than 20 alphanumeric characters." },
        { text: "Avoid overly generic file names." },
      ],
    ]);
    const pages = (p: number) => doc.pages[p - 1];
    const { claims } = extractiveAnswer("How long may graphics file names be?", evidence, pages);
    expect(claims[0]?.text).toBe("File names should be no longer than 20 alphanumeric characters.");
  });

  it("still says nothing when the pages give neither a time nor a measure", () => {
    const doc = makeDoc([
      [
        { text: "Naming files", size: 14, bold: true },
        { text: "Avoid overly generic file names such as figure names." },
      ],
    ]);
    const pages = (p: number) => doc.pages[p - 1];
    const { claims } = extractiveAnswer("How long may graphics file names be?", evidence, pages);
    expect(claims).toHaveLength(0);
  });
});

describe("a thing asked by name that the pages never name", () => {
  it("is not answered by a sentence sharing the question's other words", () => {
    const doc = makeDoc([
      [
        { text: "Submitting files", size: 14, bold: true },
        { text: "Accepted manuscripts can be submitted via the web server of the society." },
        { text: "Files sent by electronic mail should be addressed to the submissions office." },
      ],
    ]);
    const pages = (p: number) => doc.pages[p - 1];
    const asked = extractiveAnswer("What is the fee for submitting an article to the society?", evidence, pages);
    expect(asked.claims).toHaveLength(0);
    expect(asked.unanswered).toBe("the fee");
    // Named in any form, it is read on: "the servers" meets "the web server".
    const named = extractiveAnswer("What are the servers for accepted manuscripts?", evidence, pages);
    expect(named.claims[0]?.text).toMatch(/^Accepted manuscripts can be submitted via the web server/);
  });
});

describe("an acronym set off by a colon, a dash or a parenthesis", () => {
  it("is defined by the name that follows it", () => {
    const sites =
      "Packages are available at many sites that constitute the CTAN: the Comprehensive TeX Archive Network.";
    expect(definesTerm(sites, "CTAN")).toBe(0.7);
    expect(definesTerm("Get it from CTAN (Comprehensive TeX Archive Network) mirrors.", "CTAN")).toBe(0.7);
    expect(definesTerm("Ask on CTAN \u2014 the Comprehensive TeX Archive Network hosts it.", "CTAN")).toBe(0.7);
    // A parenthesis that spells nothing out, a colon before a lower-case word: only named.
    expect(definesTerm("Use CTAN (see below) for packages.", "CTAN")).toBe(0.3);
    expect(definesTerm("Mirrors of CTAN: these are many.", "CTAN")).toBe(0.3);
  });
});

describe("a question after a file's path or directory", () => {
  it("is not given one by a web address", () => {
    const focus = questionFocus("Which package directory is for packages consisting of a single file?");
    expect(focus.kind).toBe("path");
    expect(focusScore("• ISO-9660 CD-ROM file system standard: http://www.iso.ch/cate/cat.html", focus)).toBe(0);
    expect(focusScore("Single-file packages go in /usr/share/texmf/misc/ as a rule.", focus)).toBe(1);
    expect(focusScore("See http://www.iso.ch/cate/cat.html; single files go in ~/texmf/misc.", focus)).toBe(1);
  });
});
