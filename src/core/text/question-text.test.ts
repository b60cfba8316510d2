import { describe, expect, it } from "vitest";
import { questionProper } from "./question-text";

describe("questionProper", () => {
  it("leaves out sentences about how the answer is to be written", () => {
    expect(questionProper("When was the opinion filed? Format your answer as YYYY-MM-DD.")).toBe(
      "When was the opinion filed?",
    );
    expect(questionProper("Which party signed? Your answer should be in English.")).toBe("Which party signed?");
    expect(questionProper("How many steps are listed? Write the answer in integer format.")).toBe(
      "How many steps are listed?",
    );
  });

  it("catches a misspelt instruction by its other words, with no list of typos", () => {
    expect(questionProper("How many prompts are listed? Please wirte down the answer in integer format.")).toBe(
      "How many prompts are listed?",
    );
  });

  it("keeps the first sentence, and sentences about the document rather than the reply", () => {
    expect(questionProper("Answer in integer format.")).toBe("Answer in integer format.");
    expect(questionProper("The report lists partners. Which one was written up first?")).toBe(
      "The report lists partners. Which one was written up first?",
    );
  });
});
