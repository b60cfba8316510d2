import { describe, expect, it } from "vitest";
import { dehyphenate, fold } from "./fold";

describe("fold profiles", () => {
  it("search: accents, ligatures and hyphens gone, so a word reads the same however it was set", () => {
    expect(fold("Résumé", "search")).toBe("resume");
    expect(fold("eﬃcient", "search")).toBe("efficient");
    expect(fold("capi-", "search")).toBe("capi");
    expect(fold("“Cash” ‘flow’ — net", "search")).toBe(`"cash" 'flow'  net`);
    expect(fold("Plain ASCII, as most words are.", "search")).toBe("plain ascii, as most words are.");
  });

  it("query: a search query with its white space collapsed", () => {
    expect(fold("  Total\n  net   sales ", "query")).toBe("total net sales");
  });

  it("match: NFKC, straight quotes and dashes, soft hyphens gone, lower case", () => {
    expect(fold("Eﬀective “rate” — 3M’s\u00ADcost", "match")).toBe(`effective "rate" - 3m'scost`);
  });

  it("display: line-end hyphenation joined before a lower-case continuation, white space collapsed", () => {
    expect(fold("com-\n  pile   this", "display")).toBe("compile this");
    expect(fold("Non-\nGAAP", "display")).toBe("Non- GAAP");
    expect(dehyphenate("capi\u00AD\ntal")).toBe("capital");
  });

  it("label: letters, digits, & and ' in single spaces, no parenthetical", () => {
    expect(fold("Property, plant & equipment—net (Note 5)", "label")).toBe("property plant & equipment net");
  });

  it("words: 'U.S.' reads 'us', possessives go, anything else separates words", () => {
    expect(fold("U.S. sales vs. the company's International/other", "words")).toBe(
      "us sales vs the company international other",
    );
  });

  it("term: a lower-cased token without its possessive, apostrophes or periods", () => {
    expect(["3m's", "u.s.", "o’neil", "fy2022"].map((t) => fold(t, "term"))).toEqual(["3m", "us", "oneil", "fy2022"]);
  });

  it("accents: Latin accents off, set as marks or as glyphs beside their letters; case and ligatures kept", () => {
    expect(fold("Table des Matières", "accents")).toBe("Table des Matieres");
    expect(fold("Table des mati`eres", "accents")).toBe("Table des matieres");
    expect(fold("Περιεχόμενα", "accents")).toBe("Περιεχομενα");
    expect(fold("Eﬀective", "accents")).toBe("Eﬀective");
  });

  it("script: letters and digits of every script, lower case, accents off, in single spaces; compact without them", () => {
    expect(fold("  Общие  Сведения: §2 ", "script")).toBe("общие сведения 2");
    expect(fold("Résumé — Ｆｕｌｌ", "script")).toBe("resume full");
    expect(fold("第一章 在 Asymptote 的", "script-compact")).toBe("第一章在asymptote的");
  });
});
