import { describe, expect, it } from "vitest";
import { MAX_CANVAS_SIDE, pageScale } from "./render-budget";

const LETTER = { width: 612, height: 792 };

describe("the page render budget", () => {
  it("draws a page at its on-screen width times the screen's pixel ratio", () => {
    expect(pageScale(LETTER, 612, 1)).toBe(1);
    expect(pageScale(LETTER, 918, 2)).toBe(3);
  });

  it("keeps the longer side of the canvas within MAX_CANVAS_SIDE, however wide the page is shown", () => {
    const scale = pageScale(LETTER, 3000, 3);
    expect(Math.round(LETTER.height * scale)).toBe(MAX_CANVAS_SIDE);
    // A banner page 20 times wider than tall is bounded by its width.
    const banner = { width: 14_400, height: 720 };
    expect(banner.width * pageScale(banner, 1200, 2)).toBeLessThanOrEqual(MAX_CANVAS_SIDE);
  });
});
