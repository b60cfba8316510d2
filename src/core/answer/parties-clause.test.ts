/**
 * "Who are the parties to this agreement?" is answered by the preamble that names them "by and among"
 * one another, not by a later clause that says "Party", "limited liability company" and "Company" more
 * often (an agreement's mechanics are written in its parties' names): on a merger agreement filed as
 * an exhibit to a 10-K (development part), cut out of the filing as a user would drop it.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { answerQuestion } from "./answer";
import { navDocument, navigateOffline } from "../navigate";
import { buildIndex } from "../tree";
import { exhibitPdf } from "../../testing/exhibit-pdf";
import { partFilter } from "../../testing/holdout";
import { loadLayoutCached } from "../../testing/layout-cache";
import { sharedFixture } from "../../testing/shared-fixtures";

const FILING = "filings/pdfs/AES_2016_10K.pdf";

describe("the parties to an agreement", () => {
  it("are answered by the preamble that names them by and among one another", async () => {
    const filing = sharedFixture(FILING);
    expect(partFilter(path.dirname(filing), "dev")(path.basename(filing, ".pdf"))).toBe(true);
    const layout = await loadLayoutCached(exhibitPdf(FILING, "240-256"));
    const question = "Who are the parties to this agreement?";
    const found = navigateOffline(navDocument(layout, await buildIndex(layout)), question);
    const res = await answerQuestion({ question, evidence: found.evidence, pages: layout.pages });
    expect(res.claims.length).toBeGreaterThan(0);
    expect(res.claims[0].text).toMatch(/^This AGREEMENT AND PLAN OF MERGER .* by and among FTP Power LLC/);
  }, 120_000);
});
