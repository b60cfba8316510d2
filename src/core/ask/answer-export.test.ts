import { describe, expect, it } from "vitest";
import type { Claim } from "../answer/types";
import type { AskResult } from "./ask-document";
import { answerMarkdown, citationText, escapeMarkdown, exportFileName } from "./answer-export";

const claims: Claim[] = [
  {
    text: "Net sales were $24,977 million.",
    citations: [{ label: 1, page: 51, precision: "line", quote: "Net sales $ 24,977 $ 26,268", rects: [] }],
  },
  {
    text: "See [the note](javascript:alert(1)) <img src=x>.",
    citations: [
      { label: 2, page: 3, precision: "page", quote: null, rects: [] },
      { label: 1, page: 51, precision: "line", quote: "Net sales $ 24,977 $ 26,268", rects: [] },
    ],
  },
];
const result = {
  question: "What were net sales in 2019?",
  asked_at: Date.UTC(2026, 0, 2, 3, 4),
  answer: { abstained: false, claims },
} as unknown as AskResult;
const labels = [null, null, null, ...Array.from({ length: 60 }, (_, i) => String(i - 1))];

describe("keeping an answer", () => {
  it("copies a citation with the document title, the printed page and the quote", () => {
    expect(citationText("Kraft Heinz 10-K", labels, claims[0].citations[0])).toBe(
      "“Net sales $ 24,977 $ 26,268” — Kraft Heinz 10-K, p. 46",
    );
    expect(citationText("Kraft Heinz 10-K", labels, claims[1].citations[0])).toBe("Kraft Heinz 10-K, p. 3");
  });

  it("exports Markdown with claims, each source once with printed and PDF pages, its quote and the replay link", () => {
    const md = answerMarkdown({
      title: "Kraft Heinz 10-K",
      result,
      labels,
      link: "http://localhost/#/doc/abc/answer/tok",
    });
    expect(md).toContain("# What were net sales in 2019?");
    expect(md).toContain("1. Net sales were $24,977 million. [1]");
    expect(md).toContain("[1] p. 46 (PDF p. 51)");
    expect(md).toContain("> Net sales $ 24,977 $ 26,268");
    expect(md).toContain("[2] p. 3 (page only: the exact lines were not found)");
    expect(md.match(/^\[1\]/gm)).toHaveLength(1);
    expect(md).toContain("Replay this answer: <http://localhost/#/doc/abc/answer/tok>");
    expect(md).toContain("2026-01-02 03:04 UTC");
  });

  it("never lets document text become a link or HTML", () => {
    const md = answerMarkdown({ title: "t", result, labels, link: "http://x/" });
    expect(md).toContain("See \\[the note\\]\\(javascript:alert\\(1\\)\\) \\<img src=x\\>.");
    expect(escapeMarkdown("a*b_c`d")).toBe("a\\*b\\_c\\`d");
    expect(exportFileName("KRAFTHEINZ_2019_10K.pdf")).toBe("KRAFTHEINZ-2019-10K-answer.md");
  });
});
