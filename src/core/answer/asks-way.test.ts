import { describe, expect, it } from "vitest";
import { asksWay, PROCEDURE } from "./asks-way";

const task = (q: string) => PROCEDURE.exec(q)?.slice(1).find(Boolean) ?? null;

describe("a question after a way", () => {
  it("asks a way whoever acts", () => {
    expect(asksWay("How does the cache evict old entries?")).toBe(true);
    expect(asksWay("How can I change the namespace used for the generated code?")).toBe(true);
    expect(asksWay("What are the steps to reset the product code?")).toBe(true);
    expect(asksWay("What is the product code?")).toBe(false);
    expect(asksWay("How many levels does the tree have?")).toBe(false);
  });

  it("asks a procedure, with its task, only when the reader is the one who acts", () => {
    expect(task("How do I descale the machine?")).toBe("descale");
    expect(task("How does one install the package?")).toBe("install");
    expect(task("how to configure the proxy")).toBe("configure");
    expect(task("Steps to reset the router")).toBe("reset");
    expect(task("How does the cache evict old entries?")).toBeNull();
  });
});
