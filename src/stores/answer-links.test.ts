import { describe, expect, it } from "vitest";
import { answerLink, libraryAnswerLink, parseLibraryAnswerLink, parseRoute } from "./answer-links";

describe("parseRoute", () => {
  it("reads an answer link back, whatever characters its parts hold", () => {
    for (const [docId, token] of [
      ["sha256-abc", "tok_1"],
      ["id with spaces/and%slash", "tøken#?&"],
    ]) {
      expect(parseRoute(answerLink(docId, token))).toEqual({ kind: "answer", docId, token });
    }
  });

  it("treats no hash as the library", () => {
    for (const hash of ["", "#", "#/"]) expect(parseRoute(hash)).toEqual({ kind: "library" });
  });

  it("never throws on a hash it cannot read, and calls it invalid", () => {
    const bytes = Array.from({ length: 200 }, (_, i) => String.fromCharCode((i * 37) % 128)).join("");
    for (const hash of [
      "#/doc/%/answer/x",
      "#/doc/x/answer/%E0%A4%A",
      "#/doc/%20/answer/x",
      "#/doc//answer/x",
      "#/doc/a/answer/b/c",
      "#garbage",
      "#/library/%%%",
      `#${bytes}`,
      "#/doc/a/answer/",
    ]) {
      expect(() => parseRoute(hash), hash).not.toThrow();
      expect(parseRoute(hash), hash).toEqual({ kind: "invalid" });
    }
  });
});

describe("library answer links", () => {
  it("are a route of their own, not an invalid address", () => {
    expect(parseRoute(libraryAnswerLink("tok 1/x"))).toEqual({ kind: "library-answer", token: "tok 1/x" });
    expect(parseLibraryAnswerLink(libraryAnswerLink("tok"))).toBe("tok");
    expect(parseRoute("#/library/answer/%")).toEqual({ kind: "invalid" });
  });
});
