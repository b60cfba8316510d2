/**
 * The files of ../shared that tests read, through one manifest (shared-fixtures.json: path,
 * sha256, size and what the tests expect of each, as pdf.js's test_manifest.json). A test
 * asks for a file by its manifest path and gets it checked: listed, present and unchanged,
 * or a message that names the file and says what to do. ../shared is read-only and shared
 * by everyone, so a missing or replaced file must fail loudly, never skip or pass by luck.
 *
 * Hashing the large filings on every run would cost seconds, so a checked file's sum is
 * kept under scratch/fixture-sums/ keyed by its size and modification time, and each
 * process checks a file once.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { IngestErrorCode } from "../core/errors";

export const MANIFEST_FORMAT = "pincite-shared-fixtures";
export const MANIFEST_VERSION = 1;

export type HostileOutcome =
  | { opens: true; failedPages?: number[] }
  | { error: IngestErrorCode; withPassword?: { password: string; then: "opens" | IngestErrorCode } };

export interface FixtureEntry {
  /** Relative to ../shared, with forward slashes. */
  path: string;
  sha256: string;
  bytes: number;
  /** What the tests that read it expect of it, in words. */
  expects: string;
  /** For the hostile files: the outcome ingest must end in, in Node and in the browser alike. */
  outcome?: HostileOutcome;
}

export interface FixtureManifest {
  format: string;
  version: number;
  produced_by: string;
  files: FixtureEntry[];
}

const MANIFEST_FILE = fileURLToPath(new URL("./shared-fixtures.json", import.meta.url));

/** The shared corpus beside the repository (tests and evals run from the repository root). */
export function sharedRoot(): string {
  return path.resolve(process.cwd(), "..", "shared");
}

/** Reads and checks the manifest itself. @throws Error naming what is wrong with it. */
export function loadManifest(file = MANIFEST_FILE): FixtureManifest {
  const m = JSON.parse(fs.readFileSync(file, "utf8")) as FixtureManifest;
  if (m.format !== MANIFEST_FORMAT || m.version !== MANIFEST_VERSION)
    throw new Error(`${file} is ${m.format} v${m.version}; this loader reads ${MANIFEST_FORMAT} v${MANIFEST_VERSION}.`);
  for (const f of m.files ?? [])
    if (typeof f.path !== "string" || !/^[0-9a-f]{64}$/.test(f.sha256) || !Number.isInteger(f.bytes) || !f.expects)
      throw new Error(`${file}: the entry ${JSON.stringify(f.path)} needs a path, a sha256, bytes and expects.`);
  return m;
}

let manifest: Map<string, FixtureEntry> | undefined;
const checked = new Set<string>();

function entryOf(relPath: string): FixtureEntry {
  manifest ??= new Map(loadManifest().files.map((f) => [f.path, f]));
  const entry = manifest.get(relPath);
  if (!entry)
    throw new Error(
      `${relPath} is not in src/testing/shared-fixtures.json. List it there with its sha256, size and what ` +
        `the test expects of it before a test reads it.`,
    );
  return entry;
}

/**
 * The absolute path of a listed ../shared file, checked: listed, present, unchanged.
 * @throws Error that names the file when the manifest lacks it, ../shared lacks it or it changed.
 */
export function sharedFixture(relPath: string, root = sharedRoot()): string {
  const entry = entryOf(relPath);
  const file = path.join(root, ...relPath.split("/"));
  const key = `${root}\0${relPath}`;
  if (checked.has(key)) return file;
  verify(entry, file, path.join(process.cwd(), "scratch", "fixture-sums"));
  checked.add(key);
  return file;
}

/** The bytes of a listed ../shared file, checked as sharedFixture does. */
export function readSharedFixture(relPath: string): Uint8Array {
  return new Uint8Array(fs.readFileSync(sharedFixture(relPath)));
}

/** The hostile files and the outcome each must end in (../shared/pdfs/hostile/README.md). */
export function hostileOutcomes(): Record<string, HostileOutcome> {
  return Object.fromEntries(
    loadManifest()
      .files.filter((f) => f.outcome)
      .map((f) => [path.posix.basename(f.path), f.outcome!]),
  );
}

/** Checks a file against its entry; a sum already computed for this size and mtime is reused. */
export function verify(entry: FixtureEntry, file: string, sumsDir: string): void {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    throw new Error(
      `../shared lacks ${entry.path} (looked for ${file}). Tests expect of it: ${entry.expects}. ` +
        `Restore the shared corpus, or remove the test and its entry in src/testing/shared-fixtures.json.`,
    );
  }
  if (stat.size !== entry.bytes) throw changed(entry, `is ${stat.size} bytes, the manifest says ${entry.bytes}`);
  const cached = path.join(sumsDir, `${entry.path.replace(/[^\w.-]+/g, "_")}.${stat.size}.${stat.mtimeMs}.sha256`);
  let sum = fs.existsSync(cached) ? fs.readFileSync(cached, "utf8").trim() : "";
  if (!sum) {
    sum = createHash("sha256").update(fs.readFileSync(file)).digest("hex");
    fs.mkdirSync(sumsDir, { recursive: true });
    const tmp = `${cached}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, sum);
    fs.renameSync(tmp, cached);
  }
  if (sum !== entry.sha256) throw changed(entry, `has sha256 ${sum}, the manifest says ${entry.sha256}`);
}

function changed(entry: FixtureEntry, what: string): Error {
  return new Error(
    `../shared/${entry.path} ${what}: the file changed under the tests, which expect of it: ${entry.expects}. ` +
      `Check what changed before updating its entry in src/testing/shared-fixtures.json.`,
  );
}
