import { describe, expect, it } from "vitest";
import { documentIdFor } from "./document-id";

describe("documentIdFor", () => {
  it("names content, not the copy: equal bytes give one id, different bytes another", async () => {
    const a = new TextEncoder().encode("%PDF-1.4 one");
    const id = await documentIdFor(a);
    expect(id).toMatch(/^[0-9a-f]{16}$/);
    expect(await documentIdFor(a.slice())).toBe(id);
    expect(await documentIdFor(a.slice().buffer)).toBe(id);
    expect(await documentIdFor(new TextEncoder().encode("%PDF-1.4 two"))).not.toBe(id);
  });

  it("hashes a view of part of a buffer, not the whole buffer", async () => {
    const whole = new TextEncoder().encode("xx%PDF-1.4 oneyy");
    expect(await documentIdFor(whole.subarray(2, 14))).toBe(
      await documentIdFor(new TextEncoder().encode("%PDF-1.4 one")),
    );
  });

  it("hashes the same bytes once when asked twice", async () => {
    const bytes = new TextEncoder().encode("%PDF-1.4 asked twice");
    expect(documentIdFor(bytes)).toBe(documentIdFor(bytes));
  });
});
