import { describe, expect, it } from "vitest";
import { spellTexLigatures } from "./tex-ligatures";

describe("spellTexLigatures", () => {
  it("spells both encodings' codes where they touch a letter", () => {
    expect(spellTexLigatures("\u001cles of A\u001bymetrix, o\u000b")).toBe("files of Affymetrix, off");
  });

  it("spells a run of codes that touches a letter only at one end", () => {
    expect(spellTexLigatures("e\u001b\u001c")).toBe("efffi");
  });

  it("leaves a code that touches no letter, and text without codes, as it is", () => {
    expect(spellTexLigatures("a \u001c b")).toBe("a \u001c b");
    const plain = "plain text";
    expect(spellTexLigatures(plain)).toBe(plain);
  });
});
