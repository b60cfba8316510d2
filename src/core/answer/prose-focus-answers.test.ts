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
    expect(countedNoun("How many colours besides black does the printer use?")).toBe("colour");
    expect(countedNoun("How many packages except the base ones are installed?")).toBe("package");
  });

  it("is counted by a count right before its modifiers, when the text names the thing otherwise", () => {
    const q = "How many paved cycle paths does the town maintain?";
    const modifiers = countedModifiers(q);
    expect(modifiers).toEqual(["paved", "cycle"]);
    const text = "We find that the town keeps up 140 paved cycle routes (twice as many as ten years ago).";
    expect(countsNoun(text, countedNoun(q)!)).toBe(false);
    expect(countsNoun(text, countedNoun(q)!, modifiers)).toBe(true);
    expect(ledByCount(text, countedNoun(q)!, modifiers)).toMatch(/^140 — We find/);
  });

  it("counts 'one' right before the noun, never 'one of' them", () => {
    expect(countsNoun("A small office needs one main printer.", "printer", ["main"])).toBe(true);
    expect(countsNoun("One of the printers prints in colour.", "printer")).toBe(false);
    expect(countsNoun("No one printer does it all.", "printer")).toBe(false);
  });

  it("reads the count a sentence states for 'the number of' the noun", () => {
    const q = "How many answers can a given question have at most?";
    const text = "The maximum number of answers for a given question is limited to 199.";
    expect(countsNoun(text, countedNoun(q)!)).toBe(true);
    expect(ledByCount(text, countedNoun(q)!)).toMatch(/^199 — The maximum/);
    // A figure before any linking word is no value stated for the count ("the number of answers in 2 columns").
    expect(countsNoun("The number of answers in 2 columns grows with the page.", "answer")).toBe(false);
  });

  it("reads no count in a heading's own number", () => {
    expect(countsNoun("3.1.2 Main printer", "printer", ["main"])).toBe(false);
    expect(ledByCount("3.1.2 Main printer", "printer", ["main"])).toBe("3.1.2 Main printer");
    expect(countsNoun("As Section 4.2.1 says, two printers are needed.", "printer")).toBe(true);
  });

  it("leads the answer with the count of the phrase", () => {
    const doc = makeDoc([
      [
        { text: "3.1.2 Main printer", size: 14, bold: true },
        { text: "The main printer stands in the hall at desk 12 and prints on both sides." },
        { text: "A small office needs one main printer, which also scans the letters." },
      ],
    ]);
    const pages = (p: number) => doc.pages[p - 1];
    const { claims } = extractiveAnswer("How many main printers can a small office have?", evidence, pages);
    expect(claims[0]?.text).toMatch(/^one — A small office needs one main printer/);
  });
});

describe("a first claim that refers back", () => {
  it("is quoted with the sentence it leans on, which names what was asked", () => {
    const doc = makeDoc([
      [
        { text: "Releases", size: 14, bold: true },
        { text: "Model Amber came out in May 2013 and was named for a colour of glass." },
        { text: "Model Birch came out in April 2015 and was named for a tree of the north." },
        { text: "This model introduced for the first time the quiet fan mode as default." },
      ],
    ]);
    const pages = (p: number) => doc.pages[p - 1];
    const q = "Which model was the first to make the quiet fan mode the default?";
    const { claims } = extractiveAnswer(q, evidence, pages);
    expect(claims[0]?.text).toMatch(/^Model Birch came out .* This model introduced .*quiet fan/);
  });
});

describe("'how long' of a thing that is no stretch of time", () => {
  it("is answered by the measure the pages give", () => {
    const doc = makeDoc([
      [
        { text: "Labelling shelves", size: 14, bold: true },
        { text: "Shelf labels should be no longer than 12 printed letters." },
        { text: "Avoid overly generic shelf labels." },
      ],
    ]);
    const pages = (p: number) => doc.pages[p - 1];
    const { claims } = extractiveAnswer("How long may the shelf labels be?", evidence, pages);
    expect(claims[0]?.text).toBe("Shelf labels should be no longer than 12 printed letters.");
  });

  it("still says nothing when the pages give neither a time nor a measure", () => {
    const doc = makeDoc([
      [
        { text: "Labelling shelves", size: 14, bold: true },
        { text: "Avoid overly generic shelf labels such as box labels." },
      ],
    ]);
    const pages = (p: number) => doc.pages[p - 1];
    const { claims } = extractiveAnswer("How long may the shelf labels be?", evidence, pages);
    expect(claims).toHaveLength(0);
  });
});

describe("a thing asked by name that the pages never name", () => {
  it("is not answered by a sentence sharing the question's other words", () => {
    const doc = makeDoc([
      [
        { text: "Booking rooms", size: 14, bold: true },
        { text: "Approved bookings can be made via the web portal of the club." },
        { text: "Requests sent by electronic mail should be addressed to the bookings desk." },
      ],
    ]);
    const pages = (p: number) => doc.pages[p - 1];
    const asked = extractiveAnswer("What is the deposit for booking a room at the club?", evidence, pages);
    expect(asked.claims).toHaveLength(0);
    expect(asked.unanswered).toBe("the deposit");
    // Named in any form, it is read on: "the portals" meets "the web portal".
    const named = extractiveAnswer("What are the portals for approved bookings?", evidence, pages);
    expect(named.claims[0]?.text).toMatch(/^Approved bookings can be made via the web portal/);
  });
});

describe("an acronym set off by a colon, a dash or a parenthesis", () => {
  it("is defined by the name that follows it", () => {
    const sites = "Maps are kept at many sites that together make up the GMDA: the Great Map Data Archive.";
    expect(definesTerm(sites, "GMDA")).toBe(0.7);
    expect(definesTerm("Get it from GMDA (Great Map Data Archive) mirrors.", "GMDA")).toBe(0.7);
    expect(definesTerm("Ask on GMDA \u2014 the Great Map Data Archive hosts it.", "GMDA")).toBe(0.7);
    // A parenthesis that spells nothing out, a colon before a lower-case word: only named.
    expect(definesTerm("Use GMDA (see below) for maps.", "GMDA")).toBe(0.3);
    expect(definesTerm("Mirrors of GMDA: these are many.", "GMDA")).toBe(0.3);
  });

  it("is spelled out in lower case before it, each word opening with its letter", () => {
    expect(definesTerm("The usual choice is the great map data archive (GMDA) of the survey.", "GMDA")).toBe(1);
    // Words before it that do not spell it: only named.
    expect(definesTerm("Most maps are kept in the archive (GMDA) of the survey.", "GMDA")).toBe(0.3);
  });
});

describe("a term defined by what marks its members", () => {
  it("is defined by 'are such X where …' or 'are those that …', and only named by a sentence that uses it", () => {
    const term = "strictly regular series";
    const defines = "Strictly regular series are such series observations where the gaps between indexes are equal.";
    expect(definesTerm(defines, term)).toBe(0.8);
    expect(definesTerm("Outliers are those observations that lie far from the fitted line.", "outliers")).toBe(0.8);
    expect(definesTerm('Second, "ts" is limited to strictly regular series and loses them.', term)).toBe(0.3);
    expect(definesTerm("Strictly regular series are such a common case that we treat them first.", term)).toBe(0.3);
  });
});

describe("a question after a file's path or directory", () => {
  it("is not given one by a web address", () => {
    const focus = questionFocus("Which scan folder is for scans made from a single page?");
    expect(focus.kind).toBe("path");
    expect(focusScore("• Paper sizes standard: http://www.example.org/sizes/a4.html", focus)).toBe(0);
    expect(focusScore("Single-page scans go in /srv/scans/single/ as a rule.", focus)).toBe(1);
    expect(focusScore("See http://www.example.org/sizes/a4.html; single scans go in ~/scans/single.", focus)).toBe(1);
  });
});
