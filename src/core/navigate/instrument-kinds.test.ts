import { describe, expect, it } from "vitest";
import data from "./instrument-kinds.json" with { type: "json" };
import { checkInstrumentKinds, expandInstrument, namesInstrument } from "./instrument-kinds";
import { askedTopics } from "./prose-topics";

describe("questions that name the document by its kind of instrument", () => {
  it("takes 'this plan', 'these bylaws', 'the sublease' and a defined term as the document", () => {
    const named = [
      "Which law governs this plan?",
      "What notice is required under these by-laws?",
      "When does the sublease expire?",
      "Who may amend the Executive Severance Plan?",
      "When was the master services agreement signed?",
    ];
    expect(named.filter(namesInstrument)).toEqual(named);
  });

  it("leaves a filing's or a paper's plans, policies and notes alone", () => {
    const subjects = [
      "How long will the restructuring plan take?",
      "How long is the policy trained for?",
      "When do the senior notes expire?",
      "What is the company's plan for expansion?",
    ];
    expect(subjects.filter(namesInstrument)).toEqual([]);
  });

  it("puts a plan's governing-law and term questions on their contract topics", () => {
    expect(askedTopics("Which law governs this plan?").map((t) => t.name)).toEqual(["governing-law"]);
    expect(askedTopics("What is the term of this policy?").map((t) => t.name)).toContain("term");
    expect(askedTopics("How long will the restructuring plan take?")).toEqual([]);
  });

  it("leaves a question asking which instrument governs something off the contract topics", () => {
    expect(askedTopics("Which plan governs this award?")).toEqual([]);
    expect(askedTopics("What agreement governs this license?")).toEqual([]);
    expect(askedTopics("Which state's law governs this agreement?").map((t) => t.name)).toEqual(["governing-law"]);
  });

  it("expands {instrument} in a phrase to every kind", () => {
    const phrases = expandInstrument("term of this {instrument}");
    expect(phrases.length).toBeGreaterThan(10);
    expect(phrases).toContain("term of this lease");
    expect(phrases).toContain("term of this plan");
    expect(expandInstrument("initial term")).toEqual(["initial term"]);
  });

  it("refuses a table it cannot read, naming the file", () => {
    expect(() => checkInstrumentKinds({ ...data, kinds: ["Plan("] })).toThrow(/instrument-kinds\.json.*kinds/);
    expect(() => checkInstrumentKinds({ ...data, pointed_kinds: ["lease"] })).toThrow(/both kinds and pointed_kinds/);
    expect(() => checkInstrumentKinds({ ...data, max_modifiers: 40 })).toThrow(/max_modifiers/);
  });
});
