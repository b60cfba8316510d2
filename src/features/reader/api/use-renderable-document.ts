import type { PDFDocumentProxy } from "pdfjs-dist";
import { useEffect, useState } from "react";
import { openForRendering } from "./pdf-renderer";

interface Rendering {
  bytes: Uint8Array | null;
  doc: PDFDocumentProxy | null;
  error: string | null;
}

/**
 * The pdf.js document that draws these bytes' pages, owned by the component that asks for
 * it: destroyed when it unmounts or the bytes change, even while it is still opening. (A
 * query cache cannot own it: a result that arrives after its component has gone is
 * dropped without being destroyed, and stays open in the shared worker for good.)
 * `null` bytes (a text document) open nothing.
 */
export function useRenderableDocument(bytes: Uint8Array | null): { doc: PDFDocumentProxy | null; error: string | null } {
  const [state, setState] = useState<Rendering>({ bytes: null, doc: null, error: null });
  useEffect(() => {
    if (!bytes) return;
    const lifetime = new AbortController();
    openForRendering(bytes, { signal: lifetime.signal }).then(
      ({ doc }) => !lifetime.signal.aborted && setState({ bytes, doc, error: null }),
      (err: unknown) => !lifetime.signal.aborted && setState({ bytes, doc: null, error: err instanceof Error ? err.message : String(err) }),
    );
    return () => lifetime.abort();
  }, [bytes]);
  // Until the new document is open, the previous bytes' (already destroyed) is not handed out.
  return state.bytes === bytes ? state : { doc: null, error: null };
}
