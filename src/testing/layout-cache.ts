/**
 * Layouts of a document set cached as JSON under scratch/layout-cache/ (gitignored), so
 * evals re-run in seconds. A missing or stale entry is laid out again: a fresh checkout
 * works, only slower. The key includes the file size so a replaced PDF is not served stale.
 */
import fs from "node:fs";
import path from "node:path";
import type { DocumentLayout } from "../core/types";
import { ingestPdfInNode } from "../node/ingest-node";
import { withPrintedLabels } from "../core/pages";

/** Bumped when what a layout holds changes; "pdfium" marks layouts from the PDFium engine. */
const CACHE_VERSION = "8-pdfium-ocr";

export function defaultCacheDir(): string {
  return path.resolve(process.cwd(), "scratch/layout-cache");
}

export async function loadLayoutCached(pdfPath: string, cacheDir = defaultCacheDir()): Promise<DocumentLayout> {
  const size = fs.statSync(pdfPath).size;
  const file = path.join(cacheDir, `${path.basename(pdfPath, ".pdf")}.${size}.v${CACHE_VERSION}.json`);
  if (fs.existsSync(file)) {
    try {
      // Printed labels are derived from the pages, so entries cached before them get them here (no re-layout).
      const cached = JSON.parse(fs.readFileSync(file, "utf8")) as DocumentLayout;
      return cached.printedLabels === undefined ? withPrintedLabels(cached) : cached;
    } catch {
      // A half-written entry (interrupted run) is rebuilt below.
    }
  }
  const { layout } = await ingestPdfInNode(new Uint8Array(fs.readFileSync(pdfPath)));
  fs.mkdirSync(cacheDir, { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(layout));
  fs.renameSync(tmp, file);
  return layout;
}
