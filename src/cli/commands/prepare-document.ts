/**
 * What `ask` and `answer` both do before a question: lay the file out (or read its layout
 * from the user's cache, by content hash: src/node/layout-store.ts), check it has text,
 * build its tree and navigation index, and time each.
 */
import fs from "node:fs";
import { IngestError } from "../../core/errors";
import { navDocument, type NavDocument } from "../../core/navigate";
import { textFormatOf } from "../../core/text/text-layout";
import { buildIndex } from "../../core/tree";
import type { DocumentLayout } from "../../core/types";
import { assertHasText, ingestPdfInNode } from "../../node/ingest-node";
import { readTextDocument } from "../../../workers/text/read-text-document";
import { layoutByContent, userLayoutCacheDir } from "../../node/layout-store";

export interface PreparedDocument {
  layout: DocumentLayout;
  doc: NavDocument;
  /** layout_cache: read from the cache, laid out (and cached), or the cache not used. */
  timings: { ingest_ms: number; index_ms: number; layout_cache: "hit" | "miss" | "off" };
}

export interface LayoutCacheOptions {
  /** False for `--no-cache`: lay the file out and write nothing. */
  use: boolean;
  /** Defaults to the user's cache directory. */
  dir?: string;
}

/** A PDF's layout, from the content-hash cache when it has it. */
export async function pdfLayout(
  file: string,
  cache: LayoutCacheOptions,
): Promise<{ layout: DocumentLayout; cache: "hit" | "miss" | "off" }> {
  const bytes = new Uint8Array(fs.readFileSync(file));
  const layOut = async (b: Uint8Array) => (await ingestPdfInNode(b)).layout;
  if (!cache.use) return { layout: await layOut(bytes), cache: "off" };
  const { layout, hit } = await layoutByContent(bytes, cache.dir ?? userLayoutCacheDir(), layOut);
  return { layout, cache: hit ? "hit" : "miss" };
}

export async function prepareDocument(file: string, cache: LayoutCacheOptions): Promise<PreparedDocument> {
  const t0 = performance.now();
  if (textFormatOf(file)) {
    const { layout, tree } = await readTextDocument(file, new Uint8Array(fs.readFileSync(file)));
    const t1 = performance.now();
    return {
      layout,
      doc: navDocument(layout, tree),
      timings: { ingest_ms: Math.round(t1 - t0), index_ms: Math.round(performance.now() - t1), layout_cache: "off" },
    };
  }
  const { layout, cache: layoutCache } = await pdfLayout(file, cache);
  assertHasText(layout);
  const t1 = performance.now();
  const doc = navDocument(layout, await buildIndex(layout));
  const index_ms = Math.round(performance.now() - t1);
  return { layout, doc, timings: { ingest_ms: Math.round(t1 - t0), index_ms, layout_cache: layoutCache } };
}

/**
 * A file that cannot be read ends the command with its named error (one JSON line with --json) and
 * exit code 1; any other error is not the file's, and propagates.
 */
export function reportUnreadable(file: string, err: unknown, json: boolean): void {
  if (!(err instanceof IngestError)) throw err;
  if (json) process.stdout.write(JSON.stringify({ file, error: err.toData() }) + "\n");
  else process.stderr.write(`${file}: ${err.message}\n`);
  process.exitCode = 1;
}
