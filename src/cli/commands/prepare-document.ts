/**
 * What `ask` and `answer` both do before a question: lay the file out (or read the
 * cached layout), check it has text, build its tree and navigation index, and time each.
 */
import fs from "node:fs";
import { IngestError } from "../../core/errors";
import { navDocument, type NavDocument } from "../../core/navigate";
import { textFormatOf } from "../../core/text/text-layout";
import { buildIndex } from "../../core/tree";
import type { DocumentLayout } from "../../core/types";
import { assertHasText, ingestPdfInNode } from "../../node/ingest-node";
import { readTextDocument } from "../../../workers/text/read-text-document";
import { loadLayoutCached } from "../../testing/layout-cache";

export interface PreparedDocument {
  layout: DocumentLayout;
  doc: NavDocument;
  timings: { ingest_ms: number; index_ms: number };
}

export async function prepareDocument(file: string, cached: boolean): Promise<PreparedDocument> {
  const t0 = performance.now();
  if (textFormatOf(file)) {
    const { layout, tree } = await readTextDocument(file, new Uint8Array(fs.readFileSync(file)));
    const t1 = performance.now();
    return {
      layout,
      doc: navDocument(layout, tree),
      timings: { ingest_ms: Math.round(t1 - t0), index_ms: Math.round(performance.now() - t1) },
    };
  }
  const layout = cached
    ? await loadLayoutCached(file)
    : (await ingestPdfInNode(new Uint8Array(fs.readFileSync(file)))).layout;
  assertHasText(layout);
  const t1 = performance.now();
  const doc = navDocument(layout, await buildIndex(layout));
  return { layout, doc, timings: { ingest_ms: Math.round(t1 - t0), index_ms: Math.round(performance.now() - t1) } };
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
