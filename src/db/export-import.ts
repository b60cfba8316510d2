/**
 * Export a document (with its tree and answers) to one JSON-serialisable object and
 * import it back. Import validates everything, migrates the records and builds the
 * whole bundle before it writes, then writes it in one transaction like an ingest.
 * An id already taken gets a `-n` suffix rather than overwriting the stored document.
 */
import { base64ToBytes, bytesToBase64 } from "./base64";
import { documentIdFor } from "./document-id";
import { getAnswer, listAnswers } from "./answers";
import { getDocumentBytes, getDocumentMeta, getLayouts, getTree, hasDocument } from "./document-reads";
import { toArrayBuffer, writeBundle, type DocumentBundle } from "./documents";
import { DataVersionError, ImportError, NotFoundError } from "./errors";
import { EXPORT_FORMAT, EXPORT_FORMAT_VERSION, validateExport, type DocumentExport } from "./export-shape";
import { DATA_VERSION } from "./migrations";
import { normaliseAnswer, normaliseDocument, normalisePage, normaliseTree } from "./normalise";
import type { PinciteDb } from "./schema";
import type { PageLayout } from "../core/types";

/**
 * Reads a whole document into an export object (JSON.stringify it to save a file).
 * @throws NotFoundError when the document, its bytes or its tree are not stored.
 */
export async function exportDocument(db: PinciteDb, id: string, now = Date.now()): Promise<DocumentExport> {
  const [document, bytes, pages, tree, answers] = await Promise.all([
    getDocumentMeta(db, id),
    getDocumentBytes(db, id),
    getLayouts(db, id),
    getTree(db, id),
    listAnswers(db, id),
  ]);
  if (!document || !bytes || !tree) throw new NotFoundError(`Document ${id}`);
  return {
    format: EXPORT_FORMAT,
    formatVersion: EXPORT_FORMAT_VERSION,
    dataVersion: DATA_VERSION,
    exportedAt: now,
    document,
    bytesBase64: bytesToBase64(bytes),
    pages,
    tree,
    answers: answers.reverse(),
  };
}

/** The exported id if free, else the content hash with the first free `-n` suffix. */
async function freeId(db: PinciteDb, preferred: string, hash: string): Promise<string> {
  if (!(await hasDocument(db, preferred))) return preferred;
  for (let n = 2; ; n++) {
    const candidate = `${hash}-${n}`;
    if (!(await hasDocument(db, candidate))) return candidate;
  }
}

/** The last data version whose page records held a `layout` object (migration 3 made them wires). */
const PAGES_AS_LAYOUTS = 2;

/** Migrates the export's records to DATA_VERSION under the new id. */
function bundleFrom(
  data: DocumentExport,
  id: string,
  bytes: Uint8Array,
  freshAnswers: DocumentExport["answers"],
): DocumentBundle {
  const v = data.dataVersion;
  const meta = normaliseDocument({ ...data.document, v, id });
  // An export carries pages as layouts, the form page records had up to data version 2;
  // migrating from there gives the stored form whatever version wrote the export.
  const page = (layout: PageLayout) =>
    normalisePage({ v: Math.min(v, PAGES_AS_LAYOUTS), docId: id, page: layout.page, layout });
  return {
    meta: { ...meta, size: bytes.byteLength },
    file: { v: DATA_VERSION, docId: id, bytes: toArrayBuffer(bytes) },
    pageCount: data.pages.length,
    pages: (from, to) => data.pages.slice(from, to).map(page),
    tree: normaliseTree({ v, docId: id, tree: data.tree }),
    answers: freshAnswers.map((a) => normaliseAnswer({ ...a, v, docId: id })),
  };
}

export interface ImportResult {
  id: string;
  /** True when the exported id was taken and the document got a new one. */
  renamed: boolean;
  answersImported: number;
  /** Answers whose trace token is already stored; the stored one keeps answering replay. */
  answersSkipped: number;
}

/**
 * Imports an export object (JSON.parse of an export file) as a new document.
 * @throws ImportError when the object is not a valid export or its bytes do not match its id.
 * @throws StorageFullError when the quota ran out; nothing was stored.
 */
export async function importDocument(db: PinciteDb, value: unknown): Promise<ImportResult> {
  validateExport(value);
  let bytes: Uint8Array;
  try {
    bytes = base64ToBytes(value.bytesBase64);
  } catch {
    throw new ImportError("the PDF bytes are not valid base64");
  }
  const hash = await documentIdFor(bytes);
  if (!value.document.id.startsWith(hash))
    throw new ImportError("the PDF bytes do not match the document (the file was changed or truncated)");
  const id = await freeId(db, value.document.id, hash);
  const stored = await Promise.all(value.answers.map((a) => getAnswer(db, a.traceToken)));
  const fresh = value.answers.filter((_, i) => stored[i] === undefined);
  let bundle: DocumentBundle;
  try {
    bundle = bundleFrom(value, id, bytes, fresh);
  } catch (err) {
    if (err instanceof DataVersionError) throw new ImportError(err.message);
    throw err;
  }
  await writeBundle(db, bundle);
  return {
    id,
    renamed: id !== value.document.id,
    answersImported: fresh.length,
    answersSkipped: value.answers.length - fresh.length,
  };
}
