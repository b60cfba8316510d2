import { describe, expect, it } from "vitest";
import { scoreFeatures } from "../../core/injection-screen/scorer";
import { prng } from "../../testing/injection-corpus";
import { eleventhHalves } from "../bench/injection-loo";
import { eleventhHalf, trainScorer, type Example } from "./injection";

/** Toy examples: label 1 carries a feature of its own; every fifth is a calibration sentence. */
function toyExamples(n: number): Example[] {
  const rnd = prng(3);
  return Array.from({ length: n }, (_, i) => {
    const label = i % 5 !== 4 && i % 2 === 1 ? 1 : 0;
    return {
      source: i % 5 === 4 ? "calibration" : i % 3 === 0 ? "tenth" : "dev",
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
    const without = trainScorer(examples, ["tenth"], { epochs: 2 });
    const filtered = trainScorer(
      examples.filter((e) => e.source !== "tenth"),
      [],
      { epochs: 2 },
    );
    expect(without.weights).toEqual(filtered.weights);
  });

  it("splits the eleventh set by template parity: two halves, disjoint, every template whole in one", () => {
    const { a, b } = eleventhHalves();
    expect(a.length).toBe(b.length);
    const template = (id: string) => id.split("-").slice(0, 2).join("-");
    const ta = new Set(a.map((v) => template(v.id)));
    expect(b.some((v) => ta.has(template(v.id)))).toBe(false);
    expect(a.every((v) => eleventhHalf(v) === "a")).toBe(true);
  });
});
