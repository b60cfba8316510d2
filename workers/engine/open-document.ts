/**
 * Opens a PDF with the first engine that accepts it. A password problem or an empty file
 * is final (every engine would say the same); a refusal passes the file to the next
 * engine, so a structure PDFium rejects still gets pdf.js's own repair.
 */
import { IngestError } from "../../src/core/errors";
import { EngineRefusal, type EngineDocument, type LayoutEngine, type OpenRequest } from "./layout-engine";

export async function openWithEngines(engines: readonly LayoutEngine[], bytes: Uint8Array, request: OpenRequest): Promise<EngineDocument> {
  let refusal: EngineRefusal | null = null;
  for (const engine of engines) {
    try {
      return await engine.open(bytes, request);
    } catch (err) {
      if (!(err instanceof EngineRefusal)) throw err;
      refusal = err;
    }
  }
  throw new IngestError("not-pdf", refusal ? undefined : "No layout engine is available.");
}
