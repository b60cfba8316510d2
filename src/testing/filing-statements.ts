/**
 * The development part of ../shared/filings (12 companies the financebench set does not have),
 * read as statement rows for tests: each filing's statement pages and their rows. Never the
 * held-aside part (see holdout.ts).
 */
import path from "node:path";
import { pageStatement } from "../core/answer/tables/balance-sheets";
import { rowSource, type RowSource } from "../core/answer/figures/operands";
import type { DocumentLayout } from "../core/types";
import { partFilter, pdfDir, pdfNames } from "./holdout";
import { loadLayoutCached } from "./layout-cache";
import { sharedPdf } from "./shared-files";
import { sharedFixture } from "./shared-fixtures";

export const FILINGS_SET = sharedPdf("filings");

/** File names (without .pdf) of the set's development part. */
export function devFilings(set = FILINGS_SET): string[] {
  const dir = pdfDir(set);
  return pdfNames(dir).filter(partFilter(dir, "dev"));
}

/** A filing a test names, read through the checked fixture manifest. */
export async function filingLayout(name: string): Promise<DocumentLayout> {
  return loadLayoutCached(sharedFixture(`filings/pdfs/${name}.pdf`));
}

/** A filing of the set's development part listed at run time (a sweep over the whole part). */
export async function devFilingLayout(name: string, set = FILINGS_SET): Promise<DocumentLayout> {
  return loadLayoutCached(path.join(pdfDir(set), `${name}.pdf`));
}

/** The rows of every page of the filing that presents a primary statement. */
export function statementSource(layout: DocumentLayout): RowSource {
  const byPage = new Map(layout.pages.map((p) => [p.page, p]));
  const pages = layout.pages.filter((p) => pageStatement(p)).map((p) => p.page);
  return rowSource(pages, (n) => byPage.get(n));
}
