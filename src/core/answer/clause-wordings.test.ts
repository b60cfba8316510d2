/**
 * Contract questions answered from how agreements are actually written: a clause titled on its
 * own first line ("25. Governing Law and Venue. This Agreement …") over another clause that only
 * mentions laws and jurisdictions; how the agreement renews "and for how long" with its term clause
 * (an option to extend), not a clause on "long-term" disability; and an agreement dated to the month.
 */
import { describe, expect, it } from "vitest";
import type { PdfLine } from "../../testing/make-pdf";
import { askGenerated, para } from "../../testing/ask-generated";

const firstClaim = async (pages: PdfLine[][], question: string) =>
  (await askGenerated(pages, question)).res.claims[0]?.text ?? "";

const agreement = (): PdfLine[][] => [
  [
    { text: "RESTRICTED STOCK UNIT AGREEMENT", size: 14, bold: true },
    ...para([
      "THIS AGREEMENT is made on November 2022 between Larch Holdings, Inc. and the Participant named below.",
      "1. Grant. The Company grants the Participant the Restricted Stock Units set out in the Notice of Grant.",
      "2. Term. The term of this Agreement shall commence on the Grant Date and end on its third anniversary.",
      "The Company shall have the option to extend the Term by up to two years by notifying the Participant",
      "in writing at least six (6) months prior to the end of the Term.",
    ]),
  ],
  [
    ...para([
      "3. Nature of Grant. The benefits evidenced by this Agreement do not create any entitlement to be paid,",
      "and no claim shall arise from forfeiture in breach of applicable laws in the jurisdiction where the",
      "Participant is a Service Provider, whether or not later found invalid under this Agreement.",
      "4. Disability. For purposes of this Agreement, disabled means receiving benefits under any long-term",
      "disability plan of the Company.",
    ]),
  ],
  [
    ...para([
      "24. Severability. Any provision of this Agreement held invalid is severed from the remaining provisions.",
      "25. Governing Law and Venue. This Agreement will be governed by, and construed in accordance with, the",
      "laws of the state of Oregon without giving effect to the conflict of law principles thereof.",
      "26. Waiver. A waiver of any breach of this Agreement is not a waiver of any other breach.",
    ]),
  ],
];

describe("contract questions on clauses as agreements write them", () => {
  it("answers governing law with the clause titled so, not one that mentions laws and jurisdictions", async () => {
    const first = await firstClaim(agreement(), "Which jurisdiction's law governs this agreement?");
    expect(first).toMatch(/Governing Law and Venue\. This Agreement will be governed by/);
    expect(first).toContain("state of Oregon");
  });

  it("answers how long it renews for with the term clause, not a long-term plan", async () => {
    const first = await firstClaim(agreement(), "How does this agreement renew, and for how long?");
    expect(first).toContain("option to extend the Term by up to two years");
  });

  it("answers its date when it is dated to the month only", async () => {
    const first = await firstClaim(agreement(), "What is the date of this agreement?");
    expect(first).toContain("November 2022");
  });
});
