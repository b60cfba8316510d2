import { describe, expect, it } from "vitest";
import { memoizeByString } from "./memo";

describe("memoizeByString", () => {
  it("computes a key once while it is held, and again after it was dropped for newer keys", () => {
    const calls: string[] = [];
    const f = memoizeByString((s) => (calls.push(s), s.length), 2);
    expect([f("a"), f("bb"), f("a")]).toEqual([1, 2, 1]);
    expect(calls).toEqual(["a", "bb"]);
    f("ccc"); // "bb" is now the least recently used and goes
    f("bb");
    expect(calls).toEqual(["a", "bb", "ccc", "bb"]);
  });

  it("remembers null results too", () => {
    let n = 0;
    const f = memoizeByString(() => (n++, null));
    f("x");
    f("x");
    expect(n).toBe(1);
  });
});
