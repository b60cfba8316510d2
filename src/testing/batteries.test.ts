import { describe, expect, it } from "vitest";
import { heldAside, pdfDir, pdfNames } from "./holdout";
import { figureBattery, intentBattery, readBattery } from "./batteries";
import { sharedPdf } from "./shared-files";
import data from "./intent-battery.json";

describe("question batteries", () => {
  it("loads the intent battery: development filings only, each with its pages", () => {
    const { role, entries } = intentBattery();
    expect(role).toMatch(/^development/);
    expect(entries.length).toBeGreaterThan(30);
    expect(new Set(entries.map((e) => e.intent))).toEqual(new Set(["customers", "cyclicality", "legal", "geography"]));
  });

  it("loads the figure battery: each question with its figures and where they were read", () => {
    const { role, entries } = figureBattery();
    expect(role).toMatch(/^development/);
    expect(entries.length).toBeGreaterThan(20);
    expect(new Set(entries.map((e) => e.kind))).toEqual(new Set(["statement", "fiscal-quarter", "prose"]));
    expect(entries.every((e) => /\d/.test(e.expected) && e.source.length > 3)).toBe(true);
  });

  it("refuses a filing of the held-aside part and a file of another format", () => {
    const held = [...heldAside(pdfNames(pdfDir(sharedPdf("filings"))))][0];
    expect(held).toBeDefined();
    const file = data as unknown as { questions: Record<string, unknown>[] };
    const bad = { ...file, questions: [{ ...file.questions[0], set: "filings", doc: held }] };
    expect(() => readBattery("x.json", bad, "pincite-intent-battery", () => null)).toThrow(/not in the development/);
    expect(() => readBattery("x.json", { ...file, format: "other" }, "pincite-intent-battery", () => null)).toThrow(
      /has format "other"/,
    );
  });
});
