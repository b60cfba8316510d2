import { describe, expect, it } from "vitest";
import { serialQueue } from "./serial-queue";

describe("serialQueue", () => {
  it("runs work in order, one at a time, and carries on after a failure", async () => {
    const run = serialQueue();
    const log: string[] = [];
    let active = 0;
    const job = (name: string, ms: number, fail = false) =>
      run(async () => {
        active++;
        expect(active).toBe(1);
        log.push(`start ${name}`);
        await new Promise((r) => setTimeout(r, ms));
        log.push(`end ${name}`);
        active--;
        if (fail) throw new Error(name);
        return name;
      });
    const results = await Promise.allSettled([job("a", 20), job("b", 1, true), job("c", 5)]);
    expect(results.map((r) => (r.status === "fulfilled" ? r.value : (r.reason as Error).message))).toEqual([
      "a",
      "b",
      "c",
    ]);
    expect(log).toEqual(["start a", "end a", "start b", "end b", "start c", "end c"]);
  });
});
