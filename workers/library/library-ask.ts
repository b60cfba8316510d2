/**
 * Questions over the stored library, in the reading worker. The UI hands over the
 * library entries (facts and profiles, small) and a loader that reads one document's
 * layout, tree and stored navigation index from IndexedDB; the worker prepares only the
 * documents a question is routed to (from the stored index, or building one and handing it
 * back to be stored), and keeps the last few in a bounded LRU cache, so a library of any
 * size costs the memory of a handful of documents.
 */
import type { ChatClient, PageLookup } from "../../src/core/answer";
import { pageLookup } from "../../src/core/answer";
import { askLibrary, type LibraryAskResult } from "../../src/core/library/ask-library";
import { buildLibraryIndex, type LibraryEntry, type LibraryIndex } from "../../src/core/library/library-index";
import { createLruCache } from "../../src/core/library/lru-cache";
import {
  navDocument,
  storableIndex,
  storedNavDocument,
  type NavDocument,
  type StoredNavIndex,
} from "../../src/core/navigate";
import type { SystemOneClient } from "../../src/core/system-one";
import type { SectionTree } from "../../src/core/tree";
import type { DocumentInfo, DocumentLayout } from "../../src/core/types";
import { decodePage, decodePageLazily, type PageWire } from "../../src/core/layout/page-wire";
import { documentScreenOptions, type DocumentScreenOptions } from "../../src/core/injection-screen/screen";

/** Documents whose navigation index and pages stay in the worker between questions. */
export const LIBRARY_CACHE_SIZE = 6;

/**
 * A stored document as the UI reads it for the worker: its pages in the wire's form, as
 * they are stored, moved to the worker rather than cloned and decoded here. As objects, a
 * thousand-page document cost the main thread seconds to read and clone before a question.
 */
export interface StoredDocument {
  info: DocumentInfo;
  wires: PageWire[];
  tree: SectionTree;
  /** Its navigation index as stored, when there is one this build can use (else built here and handed to `save`). */
  index?: StoredNavIndex | null;
}

export type LoadStoredDocument = (id: string) => Promise<StoredDocument>;
/** Keeps an index this worker had to build, so the next question (after a reload too) reads it. */
export type SaveNavIndex = (id: string, index: StoredNavIndex) => unknown;

interface Prepared {
  doc: NavDocument;
  pages: PageLookup;
  /** What the screen is told of the whole document, read from all its pages when it alone answers a question. */
  reading: () => DocumentScreenOptions;
}

/** A document this worker has indexed already (the one open in the reader), by its id. */
interface OpenDocumentIndex {
  key: string;
  doc: NavDocument;
  layout: DocumentLayout;
}

let loader: LoadStoredDocument | null = null;
let saver: SaveNavIndex | null = null;
let open: OpenDocumentIndex | null = null;

/** One document ready for questions; the screen's reading of it is made on first use and kept by the screen. */
const prepared = (doc: NavDocument, pages: DocumentLayout["pages"]): Prepared => ({
  doc,
  pages: pageLookup(pages),
  reading: () => documentScreenOptions(pages),
});

const cache = createLruCache<Prepared>(LIBRARY_CACHE_SIZE, async (id) => {
  // The open document is indexed already: a question to it reads nothing from storage.
  if (open?.key === id) return prepared(open.doc, open.layout.pages);
  if (!loader) throw new Error("No library is open.");
  const { info, wires, tree, index } = await loader(id);
  if (index) {
    // Nothing reads a page's words until the answer quotes it: they are decoded then.
    const layout: DocumentLayout = { ...info, pages: wires.map(decodePageLazily) };
    return prepared(storedNavDocument(layout, index), layout.pages);
  }
  const layout: DocumentLayout = { ...info, pages: wires.map(decodePage) };
  const doc = navDocument(layout, tree);
  if (saver) void Promise.resolve(saver(id, storableIndex(doc, layout))).catch(() => undefined);
  return prepared(doc, layout.pages);
});
let index: { key: string; value: LibraryIndex } | null = null;

/** The library index, rebuilt only when the entries changed (a document added, renamed or removed). */
function libraryIndexOf(entries: LibraryEntry[]): LibraryIndex {
  const key = entries.map((e) => `${e.id}:${e.name}`).join("|");
  if (index?.key !== key) index = { key, value: buildLibraryIndex(entries) };
  return index.value;
}

export interface LibraryAskRequest {
  entries: LibraryEntry[];
  question: string;
  selection?: string[];
  systemOne?: SystemOneClient;
  chat?: ChatClient;
  onDelta?: (text: string) => void;
}

export async function askStoredLibrary(
  request: LibraryAskRequest,
  load: LoadStoredDocument,
  openIndex: OpenDocumentIndex | null = null,
  save: SaveNavIndex | null = null,
): Promise<LibraryAskResult> {
  loader = load;
  saver = save;
  open = openIndex;
  const library = libraryIndexOf(request.entries);
  return askLibrary({
    library,
    question: request.question,
    selection: request.selection,
    loadNav: async (id) => (await cache.get(id)).doc,
    loadPages: async (id) => (await cache.get(id)).pages,
    loadDocumentReading: async (id) => (await cache.get(id)).reading(),
    systemOne: request.systemOne,
    chat: request.chat,
    onDelta: request.onDelta,
  });
}

/** Documents held in the cache now (for tests and the trace). */
export const cachedLibraryDocuments = () => cache.keys();
