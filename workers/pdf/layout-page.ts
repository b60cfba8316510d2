/** One page, read and laid out; a page that throws becomes a failed page, not a failed document. */
import { buildPageLayout, failedPage } from "../../src/core/layout/page-layout";
import type { PageLayout } from "../../src/core/types";
import { readRawPage, type OpenPdf } from "./pdf-document";

export async function layoutPage(pdf: OpenPdf, pageNumber: number): Promise<PageLayout> {
  try {
    return buildPageLayout(await readRawPage(pdf, pageNumber));
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    return failedPage(pageNumber, `Page ${pageNumber} could not be read (${message}).`);
  }
}
