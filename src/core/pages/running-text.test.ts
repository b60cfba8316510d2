/** Running heads and feet read from pages known only by their text, as navigation has them. */
import { describe, expect, it } from "vitest";
import { lineShape, runningTextShapes } from "./furniture";

const page = (n: number, body: string) =>
  `CHAPTER 3. NOTES ON SUPPORTED BOARDS ${n}\n${body}\nSee Section 4.2 for the wiring of board ${n}.\n${n}`;

describe("running heads from page texts", () => {
  it("finds a head that recurs, digits aside, on three pages, and not a line that does not", () => {
    const bodies = [
      "The first board takes a serial port.",
      "The second runs from a battery.",
      "The third has no clock.",
    ];
    const texts = bodies.map((body, i) => page(i + 1, body));
    const shapes = runningTextShapes(texts);
    expect(shapes.has(lineShape("CHAPTER 3. NOTES ON SUPPORTED BOARDS 9"))).toBe(true);
    expect(shapes.has(lineShape("See Section 4.2 for the wiring of board 7."))).toBe(true);
    expect(shapes.has(lineShape(texts[0].split("\n")[1]))).toBe(false);
  });

  it("takes no bare folio for a running head", () => {
    const shapes = runningTextShapes([1, 2, 3].map((n) => page(n, "Text.")));
    expect(shapes.size).toBeGreaterThan(0);
    expect(shapes.has(lineShape("12"))).toBe(false);
  });

  it("needs three pages", () => {
    expect(runningTextShapes([1, 2].map((n) => page(n, "Text."))).size).toBe(0);
  });
});
