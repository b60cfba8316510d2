/**
 * Opens a PDF with the first engine that accepts it. A password problem or an empty file
 * is final (every engine would say the same); a refusal, or a document in which no page
 * was found, passes the file to the next engine, so a structure PDFium rejects still gets
 * pdf.js's own repair. Pages the chosen engine cannot read are retried with the engines
 * after it.
 */
import { IngestError } from "../../src/core/errors";
import { notPdfDetail } from "../../src/core/file-kind";
import { EngineRefusal, type EngineDocument, type LayoutEngine, type OpenRequest } from "./layout-engine";
import { withPageRecovery } from "./page-recovery";
import { withPlausiblePageCount } from "./plausible-pages";

export async function openWithEngines(
  engines: readonly LayoutEngine[],
  bytes: Uint8Array,
  request: OpenRequest,
): Promise<EngineDocument> {
  return withPlausiblePageCount(await openFirst(engines, bytes, request), bytes);
}

async function openFirst(
  engines: readonly LayoutEngine[],
  bytes: Uint8Array,
  request: OpenRequest,
): Promise<EngineDocument> {
  let refusal: EngineRefusal | null = null;
  for (let i = 0; i < engines.length; i++) {
    let doc: EngineDocument;
    try {
      doc = await engines[i].open(bytes, request);
    } catch (err) {
      if (err instanceof IngestError && err.code === "not-pdf" && notPdfReason(bytes))
        throw new IngestError("not-pdf", notPdfReason(bytes));
      if (!(err instanceof EngineRefusal)) throw err;
      refusal = err;
      continue;
    }
    const rest = engines.slice(i + 1);
    if (rest.length === 0) return doc;
    // No page found (a page tree that loops or nests past the engine's limits): another
    // engine may walk it differently and find them.
    if (doc.pageCount === 0) {
      const other = await openFirst(rest, bytes, request).catch(() => null);
      if (other && other.pageCount > 0) return doc.close().then(() => other);
      await other?.close();
    }
    return withPageRecovery(doc, () => openFirst(rest, bytes, request).catch(() => null));
  }
  throw new IngestError("not-pdf", refusal ? notPdfReason(bytes) : "No layout engine is available.");
}

function notPdfReason(bytes: Uint8Array): string | undefined {
  return cutShortDetail(bytes) ?? notPdfDetail(bytes) ?? undefined;
}

/** A PDF ends with "%%EOF"; without one near the end, the file was most likely cut short. */
function cutShortDetail(bytes: Uint8Array): string | undefined {
  const tail = new TextDecoder("latin1").decode(bytes.subarray(Math.max(0, bytes.byteLength - 2048)));
  return /%PDF-/.test(new TextDecoder("latin1").decode(bytes.subarray(0, 1024))) && !tail.includes("%%EOF")
    ? "It seems to be cut short (it has no end-of-file marker): a download or copy may not have finished."
    : undefined;
}
