import { useEffect, useState } from "react";
import { openForRendering, passwordProblem, type RenderableDocument } from "../../../bridge/pdf-renderer";

interface Rendering {
  bytes: Uint8Array | null;
  password: string | undefined;
  doc: RenderableDocument | null;
  error: string | null;
  /** The PDF is protected and the password is missing ("required") or was not right. */
  locked: "required" | "wrong" | null;
}

/**
 * The document (open in the page painter) that draws these bytes' pages, owned by the component that asks for
 * it: destroyed when it unmounts or the bytes change, even while it is still opening. (A
 * query cache cannot own it: a result that arrives after its component has gone is
 * dropped without being destroyed, and stays open in the painter for good.)
 * `null` bytes (a text document) open nothing.
 */
export function useRenderableDocument(
  bytes: Uint8Array | null,
  password?: string,
): Omit<Rendering, "bytes" | "password"> {
  const [state, setState] = useState<Rendering>({
    bytes: null,
    password: undefined,
    doc: null,
    error: null,
    locked: null,
  });
  useEffect(() => {
    if (!bytes) return;
    const lifetime = new AbortController();
    openForRendering(bytes, { password, signal: lifetime.signal }).then(
      (doc) => !lifetime.signal.aborted && setState({ bytes, password, doc, error: null, locked: null }),
      (err: unknown) => {
        if (lifetime.signal.aborted) return;
        const problem = passwordProblem(err);
        setState({
          bytes,
          password,
          doc: null,
          error: problem ? null : err instanceof Error ? err.message : String(err),
          locked: problem,
        });
      },
    );
    return () => lifetime.abort();
  }, [bytes, password]);
  // Until the new document is open, the previous bytes' (already destroyed) is not handed out.
  return state.bytes === bytes && state.password === password ? state : { doc: null, error: null, locked: null };
}
