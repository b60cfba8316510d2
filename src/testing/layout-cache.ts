/**
 * Layouts of a document set cached under scratch/layout-cache/ (gitignored), so evals
 * re-run in seconds; keyed by each file's content hash (src/node/layout-store.ts, the
 * store the CLI uses too), so a replaced PDF is never served stale. A missing or stale
 * entry is laid out again: a fresh checkout works, only slower.
 */
import fs from "node:fs";
import path from "node:path";
import type { DocumentLayout } from "../core/types";
import { ingestPdfInNode } from "../node/ingest-node";
import { layoutByContent } from "../node/layout-store";

export function defaultCacheDir(): string {
  return path.resolve(process.cwd(), "scratch/layout-cache");
}

const layOutPdf = async (bytes: Uint8Array): Promise<DocumentLayout> => (await ingestPdfInNode(bytes)).layout;

export async function loadLayoutCached(pdfPath: string, cacheDir = defaultCacheDir()): Promise<DocumentLayout> {
  return (await layoutByContent(new Uint8Array(fs.readFileSync(pdfPath)), cacheDir, layOutPdf)).layout;
}
