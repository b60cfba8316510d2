import { describe, expect, it } from "vitest";
import { askedSymbols, holdsSymbol } from "./symbol-terms";

describe("askedSymbols", () => {
  it("reads the letters, signs and options a question names as terms", () => {
    expect(askedSymbols("What does the argument type m denote?")).toEqual(["m"]);
    expect(askedSymbols("What does the + character do in an argument description?")).toEqual(["+"]);
    expect(askedSymbols("What marker is supplied when an o-type optional argument is not given?")).toEqual(["o"]);
    expect(askedSymbols("What does the option --all print?")).toEqual(["--all"]);
  });

  it("reads none from prose that only uses the nouns", () => {
    expect(askedSymbols("What type of file is it?")).toEqual([]);
    expect(askedSymbols("Which character set is used?")).toEqual([]);
    expect(askedSymbols("Is a type a class?")).toEqual([]);
  });
});

describe("holdsSymbol", () => {
  it("finds the symbol standing alone, not inside a word", () => {
    expect(holdsSymbol("The mandatory types m A standard mandatory argument, which", ["m"])).toBe(true);
    expect(holdsSymbol("First, + is used to make an argument long.", ["+"])).toBe(true);
    expect(holdsSymbol("A map of the items, measured in mm.", ["m"])).toBe(false);
  });
});
