import { describe, expect, it } from "vitest";
import {
  BARE_EXTENSION,
  letterNames,
  longOptionTokens,
  opensWithAnyOption,
  opensWithOption,
  optionTokens,
} from "./option-tokens";
import { codeTokens } from "../answer/code-answers";
import { extractKeywords, searchTokens, terms } from "../navigate/keywords";
import { contentTokens } from "../answer/normalize";

describe("options as search terms", () => {
  it("keeps a short option of a question, with its case, where the word tokenizer dropped its letter", () => {
    expect(extractKeywords("What does the -C option do?")).toEqual(["-C", "option"]);
    expect(extractKeywords("What does the -c option do?")).toEqual(["-c", "option"]);
    expect(contentTokens("What does the -C option do?")).toContain("-C");
  });

  it("reads a page's options the same way, typeset minus and all, in the word's place", () => {
    expect(searchTokens("-C, --directory=DIR Change to DIR")).toEqual([
      "-C",
      "directory",
      "dir",
      "change",
      "to",
      "dir",
    ]);
    expect(optionTokens("see \u2212n and (-xz) or /S")).toEqual(["-n", "-xz", "/S"]);
  });

  it("finds no option in hyphenated words, figures, ranges or paths", () => {
    expect(optionTokens("non-GAAP 10-K -5% 2019-2020 and/or /usr/bin - a dash")).toEqual([]);
    expect(optionTokens("--sparse -name")).toEqual([]);
  });

  it("reads long options whole for the answer, typeset dashes and all", () => {
    expect(longOptionTokens("--vanilla Combine --no-save, \u2212\u2212no-environ and --file=file")).toEqual([
      "--vanilla",
      "--no-save",
      "--no-environ",
      "--file",
    ]);
    expect(contentTokens("What does --no-save do?")).toContain("--no-save");
    // Navigation keeps the words and adds the option: "directory" alone is on every page of a manual.
    expect(extractKeywords("What does --directory do?")).toEqual(["directory", "--directory"]);
    expect(terms("-C, --directory=DIR Change to DIR")).toContain("--directory");
    expect(longOptionTokens("pages 4--5 and re--entry")).toEqual([]);
  });

  it("keeps a capital letter standing alone as a name, but not A, I, initials in words or options", () => {
    expect(letterNames("What is R? Schedule C and Class B, A test I ran, R's speed, x-R, -C, 1A")).toEqual([
      "R",
      "C",
      "B",
      "R",
    ]);
    expect(extractKeywords("What is R?")).toEqual(["R"]);
  });

  it("keeps a short code of a letter and a digit as a keyword", () => {
    expect(extractKeywords("What does error E2 mean?")).toContain("e2");
  });

  it("knows an options list's entry by the option opening it", () => {
    expect(opensWithOption("-c  If the -c option is present", ["-c"])).toBe(true);
    expect(opensWithOption("If the -c option is present", ["-c"])).toBe(false);
    expect(opensWithAnyOption("  -x, --extract  Extract files")).toBe(true);
    expect(opensWithAnyOption("-5 degrees")).toBe(false);
    expect(opensWithOption("-t, --list List the contents of an archive.", ["--list"])).toBe(true);
    expect(opensWithOption("-f file --file=file Take input from file.", ["--file"])).toBe(true);
    expect(opensWithOption("-f file Take input from file; see also --file.", ["--file"])).toBe(false);
  });

  it("reads a bare extension where a manual prints one, and the answer's code tokens read it the same", () => {
    for (const t of ["the extension .ine.", "with the extension \u201C.ine\u201D", "(.bib) files", "files=.log, too"])
      expect(BARE_EXTENSION.test(t), t).toBe(true);
    for (const t of ["e.g. this", "version 1.3c", "Node.js"]) expect(BARE_EXTENSION.test(t), t).toBe(false);
    expect(codeTokens("Name the file with the extension .ine.")).toEqual([".ine"]);
  });

  it("opens options and codes at the same places: after a bar, as in a synopsis", () => {
    expect(longOptionTokens("[-a|--all]")).toEqual(["--all"]);
    expect(codeTokens("[-a|--all]")).toEqual(["-a", "--all"]);
  });
});
