/**
 * A sign the extraction set on a line of its own (the prime of "H′", a note mark), in smaller type between two
 * lines of one sentence, breaks no sentence; a hyphen of a prefix that keeps it ("non-" / "negative") stays.
 */
import { describe, expect, it } from "vitest";
import { makeDoc } from "../../../testing/page-builder";
import { pageCandidates } from "./candidates";

describe("a sentence over a stray sign's line", () => {
  it("stays one sentence when a prime sits on a line of its own in smaller type", () => {
    const doc = makeDoc([
      [
        { text: "It is most common to use natural logarithms (and then we mark index", size: 10 },
        { text: "\u2032", size: 7 },
        { text: "as H), but b = 2 has theoretical justification.", size: 10 },
      ],
    ]);
    // As extracted: the prime sits up against the line it belongs to, which follows the line above at its leading.
    const [, mark, after] = doc.pages[0].lines;
    const up = after.y0 - mark.y0;
    for (const r of [after, ...after.words]) Object.assign(r, { y0: r.y0 - up, y1: r.y1 - up });
    after.baseline -= up;
    for (const r of [mark, ...mark.words]) Object.assign(r, { y0: after.y0 - 0.002, y1: after.y0 + 0.006 });
    const texts = pageCandidates(doc.pages[0]).map((c) => c.text);
    expect(texts).toEqual([
      "It is most common to use natural logarithms (and then we mark index as H), but b = 2 has theoretical justification.",
    ]);
  });

  it("keeps a line of its own when the short line is set in the prose's type", () => {
    const doc = makeDoc([
      [
        { text: "The widget reads its settings from one file.", size: 10 },
        { text: "A.", size: 10 },
        { text: "Then it opens the window it was asked for.", size: 10 },
      ],
    ]);
    const texts = pageCandidates(doc.pages[0]).map((c) => c.text);
    expect(texts.join(" | ")).toContain("A.");
  });

  it("keeps the hyphen of a prefix broken at a line end and drops a typesetter's", () => {
    const doc = makeDoc([
      [
        { text: "The weights must be non-", size: 10 },
        { text: "negative, and the manage-", size: 10 },
        { text: "ment of the file is the user's.", size: 10 },
      ],
    ]);
    const texts = pageCandidates(doc.pages[0]).map((c) => c.text);
    expect(texts).toEqual(["The weights must be non-negative, and the management of the file is the user's."]);
  });
});
