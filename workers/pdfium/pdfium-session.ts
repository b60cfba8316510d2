/**
 * One PDF open in one PDFium instance: the document handle, the file's bytes copied into
 * wasm memory (PDFium reads from them until close) and a few bytes for out-parameters.
 *
 * A hostile structure can make PDFium fault: a tree that holds itself recurses until the
 * wasm shadow stack runs out, which traps ("memory access out of bounds"). A trap leaves
 * the instance's stack pointer and heap as it was mid-call, so the instance is discarded
 * (never called again, never closed) and the document is opened anew in a fresh one.
 */
import { IngestError } from "../../src/core/errors";
import { EngineRefusal } from "../engine/layout-engine";
import { discardPdfium, type Pdfium } from "./pdfium-module";
import type { PdfiumPageContext } from "./pdfium-page";

const ERR_PASSWORD = 4;
const REASONS: Record<number, string> = {
  1: "unknown error",
  2: "file not readable",
  3: "not a PDF or damaged",
  5: "unsupported security handler",
  6: "page not found",
};

export interface PdfiumSession {
  pdfium: Pdfium;
  ctx: PdfiumPageContext;
  /** The file's bytes in wasm memory. */
  data: number;
  pageCount: number;
}

/**
 * A fault of the engine rather than an answer about the file: a wasm trap, or a range
 * error from a runaway recursion or from reading an out-parameter a fault left as garbage.
 */
export function isEngineFault(err: unknown): boolean {
  return err instanceof WebAssembly.RuntimeError || err instanceof RangeError;
}

function loadDocument(pdfium: Pdfium, bytes: Uint8Array, password: string | undefined): PdfiumSession {
  const { raw } = pdfium;
  const data = raw.malloc(bytes.byteLength);
  if (!data) throw new IngestError("too-large", "There is not enough memory to open it.");
  new Uint8Array(raw.memory.buffer, data, bytes.byteLength).set(bytes);
  const pw = password ? pdfium.utf8(password) : 0;
  const doc = raw.FPDF_LoadMemDocument(data, bytes.byteLength, pw);
  if (pw) raw.free(pw);
  if (doc) {
    const scratch = raw.malloc(128);
    const pageCount = Math.max(0, raw.FPDF_GetPageCount(doc));
    return { pdfium, ctx: { raw, doc, scratch }, data, pageCount };
  }
  const code = raw.FPDF_GetLastError();
  raw.free(data);
  if (code === ERR_PASSWORD) throw new IngestError(password ? "password-wrong" : "password-required");
  throw new EngineRefusal("pdfium", REASONS[code] ?? `error ${code}`);
}

/**
 * Opens the file in `pdfium`. Rejects with an IngestError (password, memory) or an
 * EngineRefusal, also when opening faults the engine (the instance is then discarded).
 */
export function openSession(pdfium: Pdfium, bytes: Uint8Array, password: string | undefined): PdfiumSession {
  try {
    return loadDocument(pdfium, bytes, password);
  } catch (err) {
    if (!isEngineFault(err)) throw err;
    discardPdfium(pdfium);
    throw new EngineRefusal("pdfium", "its structure made the engine fail");
  }
}

/** Frees the document; never throws (a fault here discards the instance instead). */
export function closeSession(session: PdfiumSession): void {
  const { pdfium, ctx, data } = session;
  if (pdfium.faulted) return;
  try {
    pdfium.raw.FPDF_CloseDocument(ctx.doc);
    pdfium.raw.free(data);
    pdfium.raw.free(ctx.scratch);
  } catch {
    discardPdfium(pdfium);
  }
}
