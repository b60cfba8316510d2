import { describe, expect, it } from "vitest";
import { documentsToWarm } from "./warm-documents";

const entry = (id: string, pageCount: number, content?: string) => ({ id, pageCount, content });

describe("documentsToWarm", () => {
  it("picks the largest documents past the floor, largest first", () => {
    const entries = [entry("a", 120), entry("b", 1048), entry("c", 300), entry("d", 600), entry("e", 90)];
    expect(documentsToWarm(entries)).toEqual(["b", "d"]);
    expect(documentsToWarm(entries, { maxDocuments: 5 })).toEqual(["b", "d", "c"]);
  });

  it("reads nothing early in a library of short documents", () => {
    expect(documentsToWarm([entry("a", 120), entry("b", 88), entry("c", 249)])).toEqual([]);
  });

  it("counts copies of one file once", () => {
    const entries = [entry("x", 900, "h1"), entry("x-2", 900, "h1"), entry("y", 400, "h2")];
    expect(documentsToWarm(entries)).toEqual(["x", "y"]);
  });

  it("orders equal sizes by id, so the same library warms the same documents", () => {
    const entries = [entry("q", 500), entry("p", 500), entry("r", 500)];
    expect(documentsToWarm(entries)).toEqual(["p", "q"]);
    expect(documentsToWarm([...entries].reverse())).toEqual(["p", "q"]);
  });
});
