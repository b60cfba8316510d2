/**
 * A manual's sections as its reader asks about them: a section's title on a line of its own is no part of the
 * sentence under it, a command's heading set large over its synopsis is no term, "When is X used?" asks a
 * condition, not a date, and a closing apposition ("… describes PSPPIRE, the graphical user interface") says
 * what the term is.
 */
import { describe, expect, it } from "vitest";
import { makeDoc } from "../../testing/page-builder";
import { extractiveAnswer } from "./extractive";
import { questionFocus } from "./question-focus";
import { definesTerm } from "./term-definitions";

const evidence = [{ label: 1, page_start: 1, page_end: 1, text: "" }];
const onPage2 = [{ label: 1, page_start: 2, page_end: 2, text: "" }];

describe("a section's title on a line of its own", () => {
  it("is not quoted at the front of the sentence under it that refers back", () => {
    const doc = makeDoc([
      [{ text: "Plotting Tutorials", size: 18 }],
      [
        { text: "6 Fitting curves", size: 14 },
        { text: "This tutorial will explain some of the curve fitting abilities of the plotting program." },
        { text: "Two types of fitting are offered: linear regression and non-linear fitting." },
      ],
    ]);
    const { claims } = extractiveAnswer(
      "Which curve fitting abilities are explained?",
      onPage2,
      (p) => doc.pages[p - 1],
    );
    expect(claims[0]?.text).toMatch(/^This tutorial will explain/);
  });

  it("set larger than the synopsis indented under it is a heading, not a term with its description", () => {
    const doc = makeDoc([
      [
        { text: "12.8 SORT CASES", size: 14 },
        { text: "SORT CASES BY var list [({D|A})] ...", x0: 0.14 },
        { text: "SORT CASES sorts the active dataset by the values of one or more variables.", x0: 0.14 },
      ],
    ]);
    const { claims } = extractiveAnswer("What does SORT CASES do?", evidence, (p) => doc.pages[p - 1]);
    expect(claims.some((c) => /^12\.8 SORT CASES\s+SORT CASES BY/.test(c.text))).toBe(false);
    expect(claims.map((c) => c.text).join(" ")).toMatch(/sorts the active dataset/);
  });
});

describe("a 'When is X used?' question", () => {
  it("asks a condition, not a date, and is answered by the sentence saying when", () => {
    expect(questionFocus("When is bivariate logistic regression used?").kind).not.toBe("date");
    expect(questionFocus("When was logistic regression added?").kind).toBe("date");
    const doc = makeDoc([
      [
        { text: "15.9 LOGISTIC REGRESSION", size: 14 },
        { text: "Bivariate logistic regression is used when you want to explain a dichotomous dependent variable." },
        { text: "The minimum command names the dependent variable and the predictors." },
      ],
    ]);
    const { claims } = extractiveAnswer(
      "When is bivariate logistic regression used?",
      evidence,
      (p) => doc.pages[p - 1],
    );
    expect(claims[0]?.text).toMatch(/is used when you want to explain a dichotomous/);
  });
});

describe("an apposition in lower case closing the sentence", () => {
  it("says what the term is; mid-sentence it is a list going on", () => {
    expect(definesTerm("The next chapter describes PSPPIRE, the graphical user interface to pspp.", "PSPPIRE")).toBe(
      0.7,
    );
    expect(definesTerm("The PSPPIRE window does not yet use variable roles.", "PSPPIRE")).toBe(0.3);
    expect(definesTerm("We used PSPPIRE, the menus and the syntax window to run it.", "PSPPIRE")).toBe(0.3);
  });
});
