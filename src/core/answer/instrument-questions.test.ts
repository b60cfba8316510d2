/**
 * Contract questions on instruments that are not called agreements: a severance plan, an insurance
 * policy, a sublease. "Which law governs this plan?" is about the document's own terms as "this
 * agreement" is, and is answered by its governing-law section, not by a sentence that mentions laws.
 */
import { describe, expect, it } from "vitest";
import type { PdfLine } from "../../testing/make-pdf";
import { askGenerated, para } from "../../testing/ask-generated";

const firstClaim = async (pages: PdfLine[][], question: string) =>
  (await askGenerated(pages, question)).res.claims[0]?.text ?? "";

const plan = (): PdfLine[][] => [
  [
    { text: "EXECUTIVE SEVERANCE PLAN", size: 14, bold: true },
    ...para([
      "1. Purpose. The Company adopts this Plan to provide severance benefits to eligible executives whose",
      "employment ends in a qualifying termination. Payments under this Plan are subject to withholding of",
      "taxes under applicable federal, state and local laws in the jurisdiction where the executive works.",
      "2. Eligibility. An executive is eligible when the Committee designates the executive in writing.",
      "3. Benefits. An eligible executive receives twelve months of base salary, paid in equal installments.",
    ]),
  ],
  [
    ...para([
      "8. Amendment and Termination. The Company may amend or terminate this Plan at any time, provided that",
      "no amendment reduces a benefit already payable without the written consent of the executive.",
      "9. Duration. This Plan shall continue in effect for a period of three (3) years from the Effective Date",
      "and shall then renew for successive one-year periods unless the Committee gives notice of non-renewal.",
      "10. Applicable Law. This Plan shall be construed and enforced in accordance with the laws of the State",
      "of Delaware, without regard to its conflict of laws principles, except where preempted by ERISA.",
      "11. Adoption. The Board of Directors of the Company adopted this Plan on March 3, 2021, and the",
      "Committee will govern its administration and decide all questions of eligibility under its terms.",
    ]),
  ],
];

describe("contract questions on a plan, a policy or a lease", () => {
  it("answers which law governs this plan with its governing-law section", async () => {
    const first = await firstClaim(plan(), "Which law governs this plan?");
    expect(first).toMatch(/Applicable Law\. This Plan shall be construed and enforced/);
    expect(first).toContain("State of Delaware");
  });

  it("answers when the Plan expires with its term section, given as a span of years", async () => {
    const first = await firstClaim(plan(), "When does the Severance Plan expire?");
    expect(first).toContain("for a period of three (3) years from the Effective Date");
  });
});
