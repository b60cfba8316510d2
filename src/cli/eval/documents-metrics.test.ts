import { describe, expect, it } from "vitest";
import { answerTokens, bestClauseCoverage, clauseCited, isShortAnswer, shortFound } from "./documents-metrics";

describe("documents eval metrics", () => {
  it("normalises case, punctuation, separators, ordinals and number words", () => {
    expect(answerTokens("The 3rd day of November, 2005")).toEqual(["the", "3", "day", "of", "november", "2005"]);
    expect(answerTokens("$2,000 paid")).toEqual(["2000", "paid"]);
    expect(answerTokens("five (5) years")).toEqual(["5", "5", "years"]);
    expect(answerTokens("com-\npile")).toEqual(["compile"]);
  });

  it("finds a short answer as a contiguous run, not as scattered words", () => {
    expect(shortFound("Little Rock", "AR01 Little Rock, Arkansas", false)).toBe(true);
    expect(shortFound("Little Rock", "a rock that is little", false)).toBe(false);
    expect(shortFound("21-13199", "USCA11 Case: 21-13199 Date Filed", false)).toBe(true);
    expect(shortFound("7", "There are 17 settings", false)).toBe(false);
  });

  it("meets an ISO date in the document's own wording", () => {
    expect(shortFound("2022-01-05", "Date Filed: 01/05/2022", false)).toBe(true);
    expect(shortFound("2022-01-05", "Date Filed: 05/01/2022", false)).toBe(false);
    expect(shortFound("2022-01-05", "Filed January 5, 2022 in court", false)).toBe(true);
  });

  it("counts Not answerable as right only when the answer abstains, and reads N/A as printed", () => {
    expect(shortFound("Not answerable", "Not in the document.", true)).toBe(true);
    expect(shortFound("Not answerable", "Some sentence.", false)).toBe(false);
    expect(shortFound("N/A", "describe any changes: N/A", false)).toBe(true);
  });

  it("keeps lists and long answers out of the short ones", () => {
    expect(isShortAnswer("['Page 45', 'Page 49']")).toBe(false);
    expect(isShortAnswer("National Atmospheric Research Laboratory")).toBe(true);
    expect(isShortAnswer("one two three four five six seven")).toBe(false);
    // A question written without a short gold (a yes/no or an explanation) is no short question.
    expect(isShortAnswer("")).toBe(false);
  });

  it("cites a clause by its word pairs, any one of several clauses", () => {
    const clause = "This Agreement shall be governed by the laws of the State of Iowa.";
    expect(clauseCited(clause, `12.3 Governing Law. ${clause}`)).toBe(true);
    expect(clauseCited(clause, "This Agreement shall be governed by mutual consent of the parties.")).toBe(false);
    expect(bestClauseCoverage(`Other words entirely here. | ${clause}`, clause)).toBe(1);
  });
});
