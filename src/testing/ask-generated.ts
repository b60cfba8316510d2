/**
 * A question asked of a generated PDF the way the app asks it with no key: laid out by the real
 * engine (in Node), its tree built, navigated offline and answered extractively. The answer tests
 * share it so that each says only what document it writes and what it expects.
 */
import { ingestPdfInNode } from "../node/ingest-node";
import { navDocument, navigateOffline } from "../core/navigate";
import { buildIndex } from "../core/tree";
import { answerQuestion } from "../core/answer/answer";
import { makePdf, type PdfLine } from "./make-pdf";

export async function askGenerated(pages: PdfLine[][], question: string) {
  const { layout } = await ingestPdfInNode(makePdf(pages));
  const found = navigateOffline(navDocument(layout, await buildIndex(layout)), question);
  const res = await answerQuestion({ question, evidence: found.evidence, pages: layout.pages });
  return { layout, found, res };
}

/** Body lines in one size, one `PdfLine` a line. */
export const para = (lines: string[]): PdfLine[] => lines.map((text) => ({ text, size: 10 }));
