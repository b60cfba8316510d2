import { describe, expect, it } from "vitest";
import { toIngestError } from "./pdf-document";

describe("toIngestError", () => {
  it("does not show a reader the engine's own failure on a broken file", () => {
    const overflow = toIngestError(new RangeError("Maximum call stack size exceeded"), false);
    expect(overflow.code).toBe("unreadable");
    expect(overflow.message).toBe("This PDF could not be read. Its internal structure is too damaged to follow.");
    expect(
      toIngestError(new TypeError("Cannot read properties of undefined (reading 'get')"), false).message,
    ).not.toMatch(/properties|undefined/);
  });

  it("keeps pdf.js's own words about what is wrong with the file", () => {
    const err = Object.assign(new Error("Invalid XRef stream header"), { name: "FormatError" });
    expect(toIngestError(err, false).message).toBe("This PDF could not be read. (Invalid XRef stream header)");
  });
});
