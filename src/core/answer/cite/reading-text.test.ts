import { describe, expect, it } from "vitest";
import { makePage } from "../../../testing/page-builder";
import { appendLines, emptyTraced } from "./reading-text";

const readLines = (lines: string[]) => {
  const traced = emptyTraced();
  const page = makePage(1, lines);
  appendLines(
    traced,
    page,
    page.lines.map((_, i) => i),
  );
  return traced.text;
};

describe("reading text over line ends", () => {
  it("joins a word hyphenated at a line's end, in lower case or in capitals", () => {
    expect(readLines(["The test builtin reads its condi-", "tional expressions first."])).toBe(
      "The test builtin reads its conditional expressions first.",
    );
    expect(readLines(["See the section on CONDI-", "TIONAL EXPRESSIONS below."])).toBe(
      "See the section on CONDITIONAL EXPRESSIONS below.",
    );
  });

  it("joins a camel-case name broken at a line's end, whose capital after the break is its own", () => {
    expect(readLines(["Then call the helper defineTest-", "Suite with the directory."])).toBe(
      "Then call the helper defineTestSuite with the directory.",
    );
    // A capitalised word before the hyphen is a compound's, as "McGraw-Hill" is.
    expect(readLines(["Published by McGraw-", "Hill in 1990."])).toBe("Published by McGraw-Hill in 1990.");
  });

  it("keeps a hyphen before a capitalised word or a number, which is spelling, with no space after it", () => {
    expect(readLines(["The plan covers non-", "US employees and COVID-", "19 leave."])).toBe(
      "The plan covers non-US employees and COVID-19 leave.",
    );
    expect(readLines(["We used Sun-", "Spider and a dash -", "then more."])).toBe(
      "We used Sun-Spider and a dash - then more.",
    );
  });
});
