/** Paths to the read-only shared corpus, relative to the repository (tests run from its root). */
import path from "node:path";

export const SHARED_DIR = path.resolve(process.cwd(), "..", "shared");

export function sharedPdf(...parts: string[]): string {
  return path.join(SHARED_DIR, ...parts);
}
