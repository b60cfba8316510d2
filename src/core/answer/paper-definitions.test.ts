/**
 * Definition questions on a real paper (development part of ../shared/documents): the first claim is
 * the sentence that defines the term, read from the page where the paper defines it, not a caption or
 * a later sentence that shares more of the question's words ("the focus of this paper").
 */
import { describe, expect, it } from "vitest";
import { loadLayoutCached } from "../../testing/layout-cache";
import { partFilter } from "../../testing/holdout";
import { sharedPdf } from "../../testing/shared-files";
import { sharedFixture } from "../../testing/shared-fixtures";
import { navDocument, navigateOffline } from "../navigate";
import { buildIndex } from "../tree";
import { answerQuestion } from "./answer";

const NAME = "2312.09390v1";

async function firstClaim(question: string) {
  expect(partFilter(sharedPdf("documents", "pdfs"), "dev")(NAME)).toBe(true);
  const layout = await loadLayoutCached(sharedFixture(`documents/pdfs/${NAME}.pdf`));
  const found = navigateOffline(navDocument(layout, await buildIndex(layout)), question);
  const res = await answerQuestion({ question, evidence: found.evidence, pages: layout.pages });
  expect(res.claims.length).toBeGreaterThan(0);
  return res.claims[0].text;
}

describe("definition questions on a paper", () => {
  it("answers 'what does the paper mean by X' with the sentence that names X after the authors' verb", async () => {
    expect(await firstClaim("What does the paper mean by easy-to-hard generalization?")).toMatch(
      /we focus on studying what we call easy-to-hard generalization, where we train only on easy examples/,
    );
  }, 120_000);

  it("answers 'what is X' with the sentence that defines X, from the page that does", async () => {
    expect(await firstClaim("What is performance gap recovered?")).toMatch(
      /^We define the performance gap recovered \(PGR\) as/,
    );
  }, 120_000);
});
