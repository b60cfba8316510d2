import { describe, expect, it } from "vitest";
import { escapeRegExp } from "./escape-regexp";

describe("escapeRegExp", () => {
  it("makes a name with regex syntax match only itself", () => {
    const rx = new RegExp(escapeRegExp("S&P (Global) C++ [a-z]*?"));
    expect(rx.test("rated by S&P (Global) C++ [a-z]*? today")).toBe(true);
    expect(rx.test("rated by S&P Global C++ a")).toBe(false);
  });
});
