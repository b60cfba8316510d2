import { describe, expect, it } from "vitest";
import { scoreFeatures } from "../../core/injection-screen/scorer";
import { injectionVariants, prng } from "../../testing/injection-corpus";
import { plantedExamples, trainScorer, trainingSources, type Example } from "./injection";

/** Toy examples: label 1 carries a feature of its own; every fifth is a calibration sentence. */
function toyExamples(n: number): Example[] {
  const rnd = prng(3);
  return Array.from({ length: n }, (_, i) => {
    const label = i % 5 !== 4 && i % 2 === 1 ? 1 : 0;
    return {
      source: i % 5 === 4 ? "calibration" : i % 3 === 0 ? "some-set" : "other-set",
      features: [...Array.from({ length: 10 }, () => Math.floor(rnd() * 2 ** 20)), label ? 7 : 9],
      label,
    };
  });
}

describe("training the injection scorer", () => {
  it("gives the same weights, bias and threshold from the same examples (seeded shuffle)", () => {
    const examples = toyExamples(400);
    const a = trainScorer(examples, [], { epochs: 2 });
    const b = trainScorer(examples, [], { epochs: 2 });
    expect(a.weights).toEqual(b.weights);
    expect([a.bias, a.threshold]).toEqual([b.bias, b.threshold]);
  });

  it("learns the feature that tells the classes apart, and sets the threshold above every calibration sentence", () => {
    const examples = toyExamples(400);
    const model = trainScorer(examples, [], { epochs: 4 });
    const calibration = examples.filter((e) => e.source === "calibration");
    expect(calibration.length).toBeGreaterThan(0);
    expect(calibration.every((e) => scoreFeatures(e.features, model) < model.threshold)).toBe(true);
    expect(model.weights[7]).toBeGreaterThan(0);
    expect(model.weights[9]).toBeLessThan(0);
    expect(model.weights.length).toBe(2 ** model.bits);
  });

  it("leaves a set out entirely for a leave-one-set-out figure", () => {
    const examples = toyExamples(300);
    const without = trainScorer(examples, ["some-set"], { epochs: 2 });
    const filtered = trainScorer(
      examples.filter((e) => e.source !== "some-set"),
      [],
      { epochs: 2 },
    );
    expect(without.weights).toEqual(filtered.weights);
  });

  it("splits a set in parts by template parity: two halves, disjoint, every template whole in one", () => {
    const all = injectionVariants("conditional-and-persuasive-orders");
    const a = all.filter((v) => v.part === "studied");
    const b = all.filter((v) => v.part === "unseen");
    expect(a.length).toBeGreaterThan(0);
    expect(a.length).toBe(b.length);
    expect(a.length + b.length).toBe(all.length);
    const ta = new Set(a.map((v) => v.template));
    expect(b.some((v) => ta.has(v.template))).toBe(false);
    expect(a.every((v) => v.template % 2 === 0 && v.role === "train")).toBe(true);
    expect(b.every((v) => v.template % 2 === 1 && v.role === "blind")).toBe(true);
  });

  it("reads only what the manifest gives the role train: no blind or calibrating set or part", () => {
    const sources = trainingSources();
    expect(sources).toContain("development-orders");
    expect(sources).toContain("conditional-and-persuasive-orders/studied");
    expect(sources).not.toContain("conditional-and-persuasive-orders/unseen");
    expect(sources).not.toContain("tampering-and-suppression-orders");
    expect(sources).not.toContain("filing-forms-and-transcript-look-alikes/calibrating");
    const seen = new Set(plantedExamples().map((e) => e.source));
    expect(seen.size).toBeGreaterThan(5);
    for (const s of seen) expect(s === "benign" || sources.includes(s), s).toBe(true);
  });
});
