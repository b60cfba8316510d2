import { describe, expect, it } from "vitest";
import { nearPageRange, sameRange, slotAt } from "./visible-pages";

// Ten slots 100 px apart (a page of 90 and a gap of 10).
const TOPS = Array.from({ length: 10 }, (_, i) => i * 100);

describe("slotAt", () => {
  it("finds the slot holding a position, its gap counted with it", () => {
    expect(slotAt(TOPS, 0)).toBe(0);
    expect(slotAt(TOPS, 99)).toBe(0);
    expect(slotAt(TOPS, 100)).toBe(1);
    expect(slotAt(TOPS, 455)).toBe(4);
  });

  it("holds to the first slot above the list and the last below it", () => {
    expect(slotAt(TOPS, -500)).toBe(0);
    expect(slotAt(TOPS, 5000)).toBe(9);
  });
});

describe("nearPageRange", () => {
  it("takes the slots in view and a screen above and below", () => {
    // In view: 400-550, so near is 250-700: slots 2 (200-299) to 7 (700-799).
    expect(nearPageRange(TOPS, 400, 150)).toEqual({ first: 2, last: 7 });
  });

  it("starts at the first page at the top and ends at the last at the bottom", () => {
    expect(nearPageRange(TOPS, 0, 150)).toEqual({ first: 0, last: 3 });
    expect(nearPageRange(TOPS, 850, 150)).toEqual({ first: 7, last: 9 });
  });

  it("keeps one page when the viewer has no height yet", () => {
    expect(nearPageRange(TOPS, 0, 0)).toEqual({ first: 0, last: 0 });
  });

  it("is empty for a document with no pages", () => {
    const none = nearPageRange([], 0, 900);
    expect(none.last).toBeLessThan(none.first);
  });

  it("works on a filing's worth of pages of unequal heights", () => {
    const heights = Array.from({ length: 549 }, (_, i) => (i % 7 === 0 ? 1600 : 1180));
    const tops: number[] = [];
    heights.reduce((y, h) => (tops.push(y), y + h + 16), 0);
    const top = tops[300] + 50;
    const range = nearPageRange(tops, top, 900);
    expect(range.first).toBeLessThanOrEqual(300);
    expect(tops[range.first]).toBeLessThanOrEqual(top - 900);
    expect(tops[range.first + 1]).toBeGreaterThan(top - 900);
    expect(tops[range.last]).toBeLessThanOrEqual(top + 1800);
    expect(tops[range.last + 1]).toBeGreaterThan(top + 1800);
  });
});

describe("sameRange", () => {
  it("compares the ends, not the objects", () => {
    expect(sameRange({ first: 2, last: 5 }, { first: 2, last: 5 })).toBe(true);
    expect(sameRange({ first: 2, last: 5 }, { first: 2, last: 6 })).toBe(false);
  });
});
