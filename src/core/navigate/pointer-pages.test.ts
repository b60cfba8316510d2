/** Contents and index pages are told from prose and from tables of figures by their entries. */
import { describe, expect, it } from "vitest";
import { asksForParts, isPointerPage } from "./pointer-pages";

describe("pointer pages", () => {
  it("takes an index or a contents page for one, not prose or a table of figures", () => {
    const index = Array.from({ length: 10 }, (_, i) => `entry number ${i} for volumes, ${i + 20}`).join("\n");
    const contents = Array.from(
      { length: 10 },
      (_, i) => `${i + 1} Chapter on topic ${"abcdefghij"[i]} ........ ${i * 9 + 1}`,
    ).join("\n");
    const prose = Array.from({ length: 10 }, (_, i) => `Sentence ${i} says how the volume is moved and why.`).join(
      "\n",
    );
    const table = Array.from({ length: 10 }, (_, i) => `Net sales ${i}00 ${i}20 1,${i}00`).join("\n");
    expect([index, contents, prose, table].map(isPointerPage)).toEqual([true, true, false, false]);
  });

  it("keeps them for questions after the document's parts", () => {
    expect(asksForParts("Which chapters does the guide have?")).toBe(true);
    expect(asksForParts("What quota does a new volume get?")).toBe(false);
  });
});
