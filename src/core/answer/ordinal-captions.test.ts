/**
 * A question after a thing by its position is answered by the sentence naming that position of that thing; a caption
 * is read as one, and gives way to the body's sentence unless the question names a figure or a table.
 */
import { describe, expect, it } from "vitest";
import { ordinalAsked, ordinalScore } from "./ordinal-focus";
import { isCaption, namesCaptionedPart } from "./captions";

describe("ordinal questions", () => {
  it("read the position and the thing at it", () => {
    expect(ordinalAsked("What does the first optional argument of an entry do?")).toMatchObject({
      position: 1,
      thing: "argument",
    });
    expect(ordinalAsked("What is the second step of the procedure?")).toMatchObject({ position: 2, thing: "step" });
    expect(ordinalAsked("Which option comes last?")).toMatchObject({ position: 0, thing: null });
    expect(ordinalAsked("Which macro draws the board?")).toBeNull();
  });

  it("score the sentence naming that position of that thing over one naming another", () => {
    const asked = ordinalAsked("What does the second argument of the environment specify?")!;
    const right = "The second argument gives the number of columns.";
    const other = "The first argument gives the number of rows.";
    const step = "Second, the width of every column is set.";
    expect(ordinalScore(right, asked)).toBe(1);
    expect(ordinalScore(other, asked)).toBe(0);
    expect(ordinalScore(step, asked)).toBe(0.5);
    expect(ordinalScore("The 2nd argument gives the columns.", asked)).toBe(1);
  });
});

describe("captions", () => {
  it("are told from sentences about a figure", () => {
    expect(isCaption("Figure 3: Hexagon boxplots for males and females.")).toBe(true);
    expect(isCaption("Table 2.1. Mortality by age.")).toBe(true);
    expect(isCaption("Fig. 4 \u2013 The grid.")).toBe(true);
    expect(isCaption("Figure 7 shows the result of the fit.")).toBe(false);
    expect(isCaption("Tables are set with the tabular environment.")).toBe(false);
  });

  it("may answer a question that names a figure or a table", () => {
    expect(namesCaptionedPart("What does Table 1 show?")).toBe(true);
    expect(namesCaptionedPart("Which data set is used to compare males and females?")).toBe(false);
  });
});
