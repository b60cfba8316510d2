/**
 * Paths to whole sets of the read-only shared corpus (folders a test lists at run time),
 * relative to the repository (tests run from its root). A single file a test reads goes
 * through the checked fixture manifest instead (shared-fixtures.ts).
 */
import path from "node:path";

export const SHARED_DIR = path.resolve(process.cwd(), "..", "shared");

export function sharedPdf(...parts: string[]): string {
  return path.join(SHARED_DIR, ...parts);
}
