import { describe, expect, it } from "vitest";
import { wordForms } from "./word-forms";

describe("wordForms", () => {
  it("gives a verb's -ing, -ed and -ion forms, and the base of each", () => {
    expect(wordForms("descale")).toEqual(expect.arrayContaining(["descaling", "descaled"]));
    expect(wordForms("descaling")).toEqual(expect.arrayContaining(["descale", "descaled"]));
    expect(wordForms("evaluation")).toEqual(expect.arrayContaining(["evaluate", "evaluating"]));
    expect(wordForms("installing")).toEqual(expect.arrayContaining(["install", "installation", "installed"]));
    expect(wordForms("stopping")).toEqual(expect.arrayContaining(["stop", "stopped"]));
    expect(wordForms("terminate")).toEqual(expect.arrayContaining(["termination", "terminated"]));
  });

  it("reads a verb's third person and a base in -y ('specifies' meets 'specified')", () => {
    expect(wordForms("specifies")).toEqual(expect.arrayContaining(["specify", "specified", "specification"]));
    expect(wordForms("specified")).toEqual(expect.arrayContaining(["specifies", "specifying"]));
    expect(wordForms("installs")).toEqual(expect.arrayContaining(["install", "installation", "installed"]));
    expect(wordForms("install")).toContain("installs");
    // A word in -ss or -us is no third person.
    expect(wordForms("process")).toEqual([]);
    expect(wordForms("status")).toEqual([]);
  });

  it("never gives the word itself, and nothing for short words, figures or names in capitals", () => {
    expect(wordForms("descale")).not.toContain("descale");
    expect(wordForms("cash")).toEqual([]);
    expect(wordForms("2023")).toEqual([]);
    expect(wordForms("10-K")).toEqual([]);
    // A capitalised question word ("Descale the …") has the same forms, in lower case.
    expect(wordForms("Descale")).toEqual(wordForms("descale"));
  });
});
