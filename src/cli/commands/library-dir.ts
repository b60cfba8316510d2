/**
 * A folder of documents opened as one library for the CLI and the library eval, the way
 * the app keeps one in IndexedDB: each document is prepared once (layout from the
 * layout cache, tree, navigation index, cover facts, profile) and stored under
 * scratch/library-store/; later runs read only the small entries, and a document's
 * navigation index is read from disk when a question is routed to it, through a
 * bounded LRU cache.
 */
import fs from "node:fs";
import path from "node:path";
import { pageLookup, type PageLookup } from "../../core/answer";
import {
  buildLibraryIndex,
  libraryEntryOf,
  type LibraryEntry,
  type LibraryIndex,
} from "../../core/library/library-index";
import { createLruCache, type LruCache } from "../../core/library/lru-cache";
import { navDocument, type NavDocument } from "../../core/navigate";
import { documentScreenOptions, type DocumentScreenOptions } from "../../core/injection-screen/screen";
import { textFormatOf } from "../../core/text/text-layout";
import { buildIndex } from "../../core/tree";
import type { DocumentLayout } from "../../core/types";
import { readTextDocument } from "../../../workers/text/read-text-document";
import { fail } from "../args";
import { pdfLayout } from "./prepare-document";

/** Bump when what a stored entry or index holds changes, so stale ones are rebuilt. */
const STORE_VERSION = "5-option-tokens";

export interface LibraryDir {
  index: LibraryIndex;
  /** Id (file name) → path. */
  files: Map<string, string>;
  navCache: LruCache<NavDocument>;
  loadNav: (id: string) => Promise<NavDocument>;
  loadPages: (id: string) => Promise<PageLookup>;
  loadDocumentReading: (id: string) => Promise<DocumentScreenOptions>;
  totalPages: number;
}

/**
 * What a question to the library needs from an opened library, in one place: each caller built it by hand, so a
 * loader added later (the document scripts) had to be added to every one of them.
 */
export const libraryAskInput = (library: LibraryDir) => ({
  library: library.index,
  loadNav: library.loadNav,
  loadPages: library.loadPages,
  loadDocumentReading: library.loadDocumentReading,
});

const storeDir = () => path.resolve(process.cwd(), "scratch/library-store");
const storeBase = (file: string) =>
  path.join(storeDir(), `${path.basename(file)}.${fs.statSync(file).size}.v${STORE_VERSION}`);

async function layoutOf(
  file: string,
): Promise<{ layout: DocumentLayout; tree?: Awaited<ReturnType<typeof buildIndex>> }> {
  if (textFormatOf(file)) return readTextDocument(file, new Uint8Array(fs.readFileSync(file)));
  return { layout: (await pdfLayout(file, { use: true })).layout };
}

function writeJson(file: string, value: unknown): void {
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(value));
  fs.renameSync(tmp, file);
}

/** The stored entry of a file, prepared (and stored) on first use. */
async function entryFor(file: string): Promise<LibraryEntry> {
  const base = storeBase(file);
  if (fs.existsSync(`${base}.entry.json`) && fs.existsSync(`${base}.nav.json`))
    return JSON.parse(fs.readFileSync(`${base}.entry.json`, "utf8")) as LibraryEntry;
  const { layout, tree: textTree } = await layoutOf(file);
  const tree = textTree ?? (await buildIndex(layout));
  const nav = navDocument(layout, tree);
  const entry = libraryEntryOf(path.basename(file), path.basename(file), layout, tree);
  fs.mkdirSync(storeDir(), { recursive: true });
  writeJson(`${base}.nav.json`, nav);
  writeJson(`${base}.entry.json`, entry);
  return entry;
}

const SUPPORTED = /\.(pdf|md|markdown|html?|txt|docx)$/i;

export function libraryFiles(dir: string): string[] {
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) fail(`not a folder: ${dir}`);
  const files = fs
    .readdirSync(dir)
    .filter((f) => SUPPORTED.test(f))
    .sort()
    .map((f) => path.join(dir, f));
  if (files.length === 0) fail(`no documents (PDF, Markdown, HTML, text, Word) in ${dir}`);
  return files;
}

/** Opens the files as one library; `cacheSize` navigation indexes stay in memory at most. */
export async function openLibrary(
  files: string[],
  cacheSize: number,
  log: (line: string) => void = () => undefined,
): Promise<LibraryDir> {
  const entries: LibraryEntry[] = [];
  for (const file of files) {
    entries.push(await entryFor(file));
    log(`library: ${path.basename(file)} ready (${entries.length}/${files.length})`);
  }
  const byId = new Map(files.map((f) => [path.basename(f), f]));
  const navCache = createLruCache<NavDocument>(
    cacheSize,
    async (id) => JSON.parse(await fs.promises.readFile(`${storeBase(byId.get(id)!)}.nav.json`, "utf8")) as NavDocument,
  );
  const layoutPages = async (id: string) =>
    (await layoutOf(byId.get(id) ?? fail(`no document ${id} in the library`))).layout.pages;
  // The screen's reading of a whole document, kept as its navigation is: read afresh on every question, a layout was
  // loaded twice more per answer and all its pages read again for the same scripts and genre.
  const readings = createLruCache(cacheSize, async (id) => documentScreenOptions(await layoutPages(id)));
  return {
    index: buildLibraryIndex(entries),
    files: byId,
    navCache,
    loadNav: (id) => navCache.get(id),
    loadPages: async (id) => pageLookup(await layoutPages(id)),
    loadDocumentReading: (id) => readings.get(id),
    totalPages: entries.reduce((s, e) => s + e.pageCount, 0),
  };
}
