/**
 * A set's file no engine opens (cut short, damaged, encrypted) is one outcome of the eval, not
 * its end: it is printed with the app's own message, counted as `docs_unreadable`, and the
 * eval goes on with the next file. Any other error still stops the eval.
 */
import path from "node:path";
import { IngestError } from "../../core/errors";

export interface Unreadable {
  doc: string;
  message: string;
}

/** `read()`'s result, or null after noting `file` in `skipped` when it cannot be opened. */
export async function readOrNote<T>(
  file: string,
  read: () => Promise<T>,
  skipped: Unreadable[],
  log: (line: string) => void,
): Promise<T | null> {
  try {
    return await read();
  } catch (err) {
    if (!(err instanceof IngestError)) throw err;
    const doc = path.basename(file, ".pdf");
    skipped.push({ doc, message: err.message });
    log(`${doc.padEnd(38)} unreadable: ${err.message}`);
    return null;
  }
}
