import { describe, expect, it } from "vitest";
import { continuesAcross } from "./page-breaks";

describe("continuesAcross", () => {
  it("runs a page's prose on over the break when it stops on a word no sentence ends on", () => {
    for (const tail of ["The fees are paid into", "It was, by far, the"])
      expect(continuesAcross(tail, "Notice of Termination applies."), tail).toBe(true);
  });

  it("keeps a finished sentence apart from a page that opens a new one", () => {
    expect(continuesAcross("The term is three years.", "Renewal. Either party may renew.")).toBe(false);
    expect(continuesAcross("The term is three years", "the parties may renew.")).toBe(true);
  });
});
