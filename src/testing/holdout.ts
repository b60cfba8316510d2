/**
 * The held-aside third of every shared set, chosen by a hash of each document's name before any
 * work of this wave began (2026-12-04), so that one figure per set is measured on documents no
 * rule was tried on. Names are sorted by sha256("pincite-holdout:" + name) and the first third
 * (rounded) is held aside; adding a document to a set moves at most the boundary, never the rest.
 *
 * Evals and benches run on the development part unless told `--part holdout` (once, at the end of
 * a wave) or `--part all`. Tests and trainers never read the held-aside part.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export type SetPart = "dev" | "holdout" | "all";

const SALT = "pincite-holdout:";

function holdoutKey(name: string): string {
  return createHash("sha256")
    .update(SALT + name)
    .digest("hex");
}

/** The names (file names without `.pdf`) held aside out of `names`. */
export function heldAside(names: readonly string[]): Set<string> {
  const sorted = [...new Set(names)].sort((a, b) => (holdoutKey(a) < holdoutKey(b) ? -1 : 1));
  return new Set(sorted.slice(0, Math.round(sorted.length / 3)));
}

/** The document names of a folder of PDFs (`dir` holds them directly). */
export function pdfNames(dir: string): string[] {
  return fs
    .readdirSync(dir)
    .filter((f) => f.toLowerCase().endsWith(".pdf"))
    .map((f) => f.slice(0, -4))
    .sort();
}

/** The PDFs folder of a set: `<set>/pdfs` when it exists, else the set folder itself. */
export function pdfDir(set: string): string {
  const inner = path.join(set, "pdfs");
  return fs.existsSync(inner) ? inner : set;
}

/** Whether a document of the set at `dir` belongs to `part`. */
export function partFilter(dir: string, part: SetPart): (name: string) => boolean {
  if (part === "all") return () => true;
  const held = heldAside(pdfNames(dir));
  return part === "holdout" ? (name) => held.has(name) : (name) => !held.has(name);
}

/** Reads `--part` (default "dev"); anything else is refused by the caller's `fail`. */
export function parsePart(value: string | undefined, fail: (message: string) => never): SetPart {
  const part = value ?? "dev";
  if (part !== "dev" && part !== "holdout" && part !== "all") fail(`--part must be dev, holdout or all (got ${part})`);
  return part;
}
