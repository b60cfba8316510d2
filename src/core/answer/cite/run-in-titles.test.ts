import { describe, expect, it } from "vitest";
import { splitSentences } from "../sentences";
import { isRunInTitle, joinRunInTitles } from "./run-in-titles";

const joined = (text: string) => joinRunInTitles(text, splitSentences(text));

describe("run-in titles", () => {
  it("are short title-case sentences, numbered or not", () => {
    expect(isRunInTitle("Governing Law and Venue.")).toBe(true);
    expect(isRunInTitle("(d) Applicable Law/Jurisdiction.")).toBe(true);
    expect(isRunInTitle("Section 9.09. Governing Law.")).toBe(true);
    expect(isRunInTitle("The parties agree.")).toBe(false);
    expect(isRunInTitle("This Agreement shall be governed by the laws of Iowa.")).toBe(false);
  });

  it("join the sentence they head, after a bare clause number too", () => {
    const text =
      "24. Severability. Any invalid provision is severed. 25. Governing Law and Venue. This Agreement will be " +
      "governed by the laws of the State of California. The parties consent to its courts.";
    expect(joined(text)).toEqual([
      "24.",
      "Severability. Any invalid provision is severed.",
      "25.",
      "Governing Law and Venue. This Agreement will be governed by the laws of the State of California.",
      "The parties consent to its courts.",
    ]);
  });

  it("stay apart in the middle of a paragraph", () => {
    expect(joined("The pump stopped. Press Start. The light blinks.")).toEqual([
      "The pump stopped.",
      "Press Start.",
      "The light blinks.",
    ]);
  });
});
