/**
 * Saying the pages do not answer, on generated documents laid out by the real engine and
 * navigated offline: a licence with no governing-law clause, asked for its governing law, says
 * so instead of quoting a clause that mentions "applicable law"; the same question on an
 * agreement that has one, however briefly worded, is answered by it.
 */
import { describe, expect, it } from "vitest";
import type { PdfLine } from "../../testing/make-pdf";
import { askGenerated, para } from "../../testing/ask-generated";
import { probeOf } from "./extractive-probe";
import { unmatchedFocus } from "./focus-match";
import type { Candidate } from "./cite/candidates";

const ask = async (pages: PdfLine[][], question: string) => (await askGenerated(pages, question)).res;

const head = (text: string): PdfLine => ({ text, size: 10, bold: true });

/** A permissive licence: grants, conditions and disclaimers, and no clause on the law that governs it. */
const LICENCE: PdfLine[][] = [
  [
    { text: "Alder Public Licence, Version 2.0", size: 16, bold: true },
    head("1. Definitions."),
    ...para([
      "Licence shall mean the terms and conditions for use, reproduction and distribution of the Work.",
      "Nothing in this Licence shall be construed as limiting any defence that may otherwise be available to",
      "you under applicable patent law.",
    ]),
    head("2. Grant of Copyright Licence."),
    ...para([
      "Each Contributor grants to You a perpetual, worldwide, royalty-free copyright licence to reproduce",
      "and distribute the Work, subject to the terms and conditions of this Licence.",
    ]),
  ],
  [
    head("3. Disclaimer of Warranty."),
    ...para([
      "Unless required by applicable law or agreed to in writing, the Licensor provides the Work on an",
      "AS IS basis, without warranties or conditions of any kind.",
    ]),
    head("4. Limitation of Liability."),
    ...para([
      "In no event and under no legal theory shall any Contributor be liable to You for damages arising",
      "as a result of this Licence or out of the use of the Work.",
    ]),
  ],
];

/** The same licence with a governing-law clause of a few words. */
const GOVERNED: PdfLine[][] = [
  LICENCE[0],
  [...LICENCE[1], head("5. Governing Law."), ...para(["This Licence is governed by English law."])],
];

describe("a question the pages do not answer", () => {
  it("is answered by saying so, not by a clause that mentions applicable law", async () => {
    const res = await ask(LICENCE, "Which law governs this licence?");
    expect(res.abstained).toBe(true);
    expect(res.claims).toHaveLength(0);
    expect(res.trace.notes.join(" ")).toContain("governing-law");
  });

  it("is answered where the document has the clause, however briefly worded", async () => {
    const res = await ask(GOVERNED, "Which law governs this licence?");
    expect(res.abstained).toBe(false);
    expect(res.claims.length).toBeGreaterThan(0);
    expect(res.claims[0].text).toContain("governed by English law");
  });
});

describe("the focus measure", () => {
  const sentence = (text: string): Candidate => ({ page: 1, kind: "sentence", text, score: 0 });
  const unmatched = (question: string, texts: string[]) =>
    unmatchedFocus(texts.map(sentence), probeOf(question), question);

  it("takes two of a topic's clause words a few words apart as the topic, one or two far apart as a mention", () => {
    const q = "What is the governing law of this agreement?";
    const far =
      "Nothing herein shall be construed as excluding or limiting any implied licence or other defence to " +
      "infringement that may be available to you under applicable patent law.";
    expect(unmatched(q, [far])).toBe("governing-law");
    expect(unmatched(q, [far, "It is construed under the laws of Ontario."])).toBeNull();
  });

  it("takes the word that asked, said of something, as the topic, near the thing the question names", () => {
    const patent = "Any patent licences granted to You under this Licence shall terminate as of the date of the claim.";
    expect(unmatched("When does this licence terminate?", [patent])).toBeNull();
    expect(unmatched("When does this licence terminate?", ["How to terminate a process is shown below."])).toBe(
      "termination",
    );
    const own = "If the Program contains a notice stating that it is governed by this Licence, you may keep it.";
    expect(unmatched("Which law governs this licence?", [own])).toBe("governing-law");
    expect(
      unmatched("Which law governs this licence?", [own, "This Licence shall be governed by English law."]),
    ).toBeNull();
  });

  it("wants a date for a question after one, and leaves other questions to the gate", () => {
    const noDate = ["The committee met to review the plan and approved it."];
    expect(unmatched("When was the plan approved?", noDate)).toBe("a date");
    expect(unmatched("When was the plan approved?", ["The plan was approved on March 3, 2021."])).toBeNull();
    expect(unmatched("Why was the plan approved?", noDate)).toBeNull();
  });
});
