/**
 * Numbered lines that are not a scheme's sections, in typeset manuals: the current section's
 * number and title as a running head ("1.1 Checker" over each page of that section), and a table that
 * lists another document's numbered sections ("2. Protocol" in a compliance table).
 */
import { describe, expect, it } from "vitest";
import { makeDoc, prose, type LineSpec } from "../../testing/page-builder";
import { openedSections } from "../../testing/opened-sections";

const head = (text: string): LineSpec => ({ text, size: 8 });
const heading = (text: string, size: number): LineSpec => ({ text, size });

function manual() {
  return makeDoc([
    [heading("Checker Toolkit", 24)],
    [head("1.1 Checker"), heading("1 User's Guide", 18), heading("1.1 Checker", 15), heading("1.1.1 Introduction", 13)],
    [head("1.1 Checker"), ...prose(12), heading("1.1.2 Usage", 13), ...prose(12)],
    [head("1.1 Checker"), ...prose(12), heading("1.1.3 Options", 13), ...prose(12)],
    [head("1.1 Checker"), ...prose(12), heading("1.1.4 Feedback", 13), ...prose(12)],
    [head("1.1 Checker"), heading("2 Reference Manual", 18), ...prose(4)],
    [heading("2.1 checker", 15), ...prose(20)],
  ]);
}

describe("a numbered running head", () => {
  it("does not restart the numbering on each page: the scheme runs on to the next chapter", async () => {
    const opened = await openedSections(manual());
    expect(opened.length).toBeGreaterThan(5);
    for (const t of ["1 User's Guide@2", "1.1.3 Options@4", "1.1.4 Feedback@5", "2 Reference Manual@6"])
      expect(opened).toContain(t);
    expect(opened.filter((t) => t.startsWith("1.1 Checker"))).toEqual(["1.1 Checker@2"]);
  });
});

/** Each chapter opens at the top of a page, where its running head sits on the pages after. */
function topHeaded() {
  const chapter = (title: string) => [
    [heading(title, 14), ...prose(24)],
    [heading(title, 14), ...prose(24)],
    [heading(title, 14), ...prose(24)],
  ];
  return makeDoc([
    [heading("Field Guide", 24)],
    ...chapter("1 Overview"),
    ...chapter("2 Usage"),
    ...chapter("3 Limits"),
  ]);
}

describe("a numbered heading its running heads repeat at the same height", () => {
  it("opens its section once, on its first page", async () => {
    const opened = await openedSections(topHeaded());
    expect(opened.filter((t) => /^\d /.test(t))).toEqual(["1 Overview@2", "2 Usage@5", "3 Limits@8"]);
  });
});

function compliance() {
  const row = (text: string): LineSpec => ({ text, size: 10, bold: true });
  return makeDoc([
    [heading("Socket Toolkit", 24)],
    [heading("1 User's Guide", 18), heading("1.1 Introduction", 15), ...prose(20)],
    [heading("1.2 Standards Compliance", 15), heading("1.2.1 Purpose", 13), ...prose(4)],
    [row("1.3. Updates"), row("2. Protocol Overview"), row("2.1. Incorrect Handshake"), row("2.2. Resumption")],
    [row("3. Record Layer"), row("3.1. Record Padding"), row("4. Alerts"), ...prose(10)],
    [heading("2 Reference Manual", 18), ...prose(6)],
    [heading("2.1 Socket Module", 15), ...prose(20)],
  ]);
}

describe("a table of another document's numbered sections", () => {
  it("neither carries on nor restarts the scheme: numbers set smaller than deeper ones are its rows", async () => {
    const opened = await openedSections(compliance());
    expect(opened.length).toBeGreaterThan(4);
    for (const t of ["1.2.1 Purpose@3", "2 Reference Manual@6", "2.1 Socket Module@7"]) expect(opened).toContain(t);
    expect(opened.filter((t) => /^\d\.(\d\.)? /.test(t))).toEqual([]);
  });
});
