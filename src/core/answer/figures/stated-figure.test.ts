import { describe, expect, it } from "vitest";
import { makePage } from "../../../testing/page-builder";
import { sharedFixture } from "../../../testing/shared-fixtures";
import { loadLayoutCached } from "../../../testing/layout-cache";
import { navDocument, navigateOffline } from "../../navigate";
import { buildIndex } from "../../tree";
import { answerQuestion } from "../answer";
import type { PageLayout } from "../../types";
import { loadStatedSubjects, statedKind } from "./stated-figure";
import data from "./stated-subjects.json";

async function ask(page: PageLayout, question: string) {
  const evidence = [{ page_start: page.page, page_end: page.page, text: page.text }];
  const res = await answerQuestion({ question, evidence, pages: [page] });
  return res.claims[0];
}

const filler = Array.from(
  { length: 6 },
  () => "The company continued to serve its customers across all of its markets.",
);

describe("figures stated in sentences", () => {
  it("tells what kind of figure is asked, and leaves dates, names and counts to their own answers", () => {
    expect(statedKind("What percentage of its workforce was let go?")).toBe("percent");
    expect(statedKind("How large is the revolving credit facility?")).toBe("amount");
    expect(statedKind("What was the remaining performance obligation at quarter end?")).toBe("amount");
    expect(statedKind("By how much did comparable sales grow?")).toBe("any");
    expect(statedKind("What was the comparable sales growth in Q1?")).toBe("percent");
    expect(statedKind("How many employees were laid off?")).toBeNull();
    expect(statedKind("What is the date of this agreement?")).toBeNull();
    expect(statedKind("Who is the chief executive officer?")).toBeNull();
  });

  it("finds a workforce cut's share in the sentence after the one that gives the number", async () => {
    const page = makePage(2, [
      ...filler,
      "Over the next day we will notify approximately 1,200 employees that their positions will be eliminated.",
      "This represents about 7% of our global workforce.",
      "We expect to incur charges of $80 million for severance and related costs.",
      ...filler,
    ]);
    const claim = await ask(page, "What share of Example Corp's staff was affected by the job cuts?");
    expect(claim.text).toBe("7% \u2014 This represents about 7% of our global workforce.");
    expect(claim.citations.length).toBeGreaterThan(0);
    expect(claim.citations.every((c) => c.page === 2 && c.precision === "line")).toBe(true);
  });

  it("leads with the figure nearest the subject, and with the total when the total is asked", async () => {
    const page = makePage(3, [
      ...filler,
      "We have $2.0 billion in senior notes outstanding and a $750 million revolving credit facility.",
      "Our two syndicated agreements each provide a revolving credit facility of $750 million, or $1.5 billion in total.",
      ...filler,
    ]);
    expect((await ask(page, "How large is Example Corp's revolving credit facility?")).text).toMatch(
      /^\$750 million — /,
    );
    expect((await ask(page, "What is the total size of Example Corp's revolving credit facilities?")).text).toMatch(
      /^\$1\.5 billion — Our two syndicated agreements/,
    );
  });

  it("loads its vocabulary and refuses another format", () => {
    expect(loadStatedSubjects(data).subjects.length).toBeGreaterThan(5);
    expect(() => loadStatedSubjects({ ...data, format: "x" })).toThrow(/has format "x"/);
  });

  it("answers an 8-K's workforce reduction from its own sentence (eBay, February 2023)", async () => {
    const layout = await loadLayoutCached(sharedFixture("filings/pdfs/EBAY_2023Q1_8K.pdf"));
    const question = "What percentage of eBay's workforce was affected by the job cuts announced in February 2023?";
    const found = navigateOffline(navDocument(layout, await buildIndex(layout)), question);
    const res = await answerQuestion({ question, evidence: found.evidence, pages: layout.pages });
    expect(res.claims[0]?.text).toBe("4% \u2014 This number represents about 4% of our total employee base.");
    expect(res.claims[0].citations[0]).toMatchObject({ page: 2, precision: "line" });
  }, 60_000);
});
