/**
 * The reading worker: everything that happens to a document after layout, off the main
 * thread. It builds the section tree, then holds one prepared document (navigation
 * index and page layouts) and answers questions about it. Keys arrive with each question
 * and live only as long as that call's clients.
 */
import * as Comlink from "comlink";
import type { AskResult } from "../src/core/ask/ask-document";
import type { NavDocument, StoredNavIndex } from "../src/core/navigate";
import { createSystemOneClient } from "../src/core/system-one";
import {
  buildIndex,
  buildIndexSync,
  reconstructHeadings,
  systemOneLevelOracle,
  type BuiltTree,
  type SectionTree,
  type TreeStage,
} from "../src/core/tree";
import { documentLabels, pageName, withPrintedLabels } from "../src/core/pages";
import type { DocumentInfo, DocumentLayout, PageLayout } from "../src/core/types";
import { clientConfig, type ModelSettings } from "../src/core/endpoints";
import { IngestError, type IngestErrorData } from "../src/core/errors";
import { resultOf, unexpectedErrorData, type Result } from "../src/core/result";
import type { LoadStoredDocument, SaveNavIndex } from "./library/library-ask";
import type * as QuestionSideModule from "./reading-questions";
import { wireTransfers, type PageWire } from "../src/core/layout/page-wire";
import { inboxOf, receiveFrom, takePages } from "./page-inbox";
import type { LibraryAskResult } from "../src/core/library/ask-library";
import {
  coverFacts,
  libraryFieldsFrom,
  type LibraryEntry,
  type LibraryFields,
} from "../src/core/library/library-index";
import type { DocumentFacts } from "../src/core/library/document-facts";

type QuestionSide = typeof QuestionSideModule;
let questionSide: Promise<QuestionSide> | null = null;
/** The question side (reading-questions.ts), loaded once, on its first use; a failed load is tried again. */
const questions = () =>
  (questionSide ??= import("./reading-questions").catch((err: unknown) => {
    questionSide = null;
    throw err;
  }));

/** A built tree, with the document's cover facts (what names a filing). */
export type BuiltDocument = BuiltTree & { facts: DocumentFacts };

/**
 * The library's facts of the last tree built, read here because this worker holds every
 * page (on the main thread they ran the cover regexes and tokenised every page head when
 * storing). Read when storing asks for them, which waits for the contents, Ask and the
 * first page to be shown: read as soon as the tree was sent, they took a core from the
 * main thread while it drew the contents.
 */
let libraryRead: { key: string; fields: () => LibraryFields } | null = null;

/** A Comlink proxy (a MessagePort per call) released, or both ends and the UI's closure live as long as the tab. */
function release(...callbacks: unknown[]): void {
  for (const p of callbacks) (p as { [Comlink.releaseProxy]?: () => void } | undefined)?.[Comlink.releaseProxy]?.();
}

function systemOneClient(settings: ModelSettings) {
  const config = clientConfig(settings.systemOne);
  return config ? createSystemOneClient(config) : undefined;
}

function chatClient(settings: ModelSettings, { createChatClient }: QuestionSide) {
  const config = clientConfig(settings.chat, { modelRequired: true });
  return config ? createChatClient({ ...config, model: config.model! }) : undefined;
}

let prepared: { key: string; doc: NavDocument; layout: DocumentLayout; tree: SectionTree } | null = null;

/**
 * The last ingested document's layout and tree, kept after its tree is built: its first
 * question is prepared from these instead of the main thread cloning the whole layout
 * over again. Only the latest ingest is kept.
 */
let kept: { key: string; layout: DocumentLayout; tree: SectionTree } | null = null;

/** Indexes a document with the question side loaded (`questions()` awaited before any state is read). */
function prepareDocument(
  { navDocument }: QuestionSide,
  key: string,
  layout: DocumentLayout,
  tree: SectionTree,
): number {
  const t0 = performance.now();
  prepared = { key, doc: navDocument(layout, tree), layout, tree };
  return performance.now() - t0;
}

/** The section tree; a flat one is repaired through System One when it is configured. */
async function buildTree(
  layout: DocumentLayout,
  settings: ModelSettings,
  onStage?: (stage: TreeStage) => void,
): Promise<SectionTree> {
  try {
    const tree = buildIndexSync(layout, onStage ? (stage) => void onStage(stage) : undefined);
    const client = tree.repair === "skipped" ? systemOneClient(settings) : undefined;
    if (!client) return tree;
    return await buildIndex(layout, {
      levelOracle: systemOneLevelOracle(client),
      sectionFinder: (l) => reconstructHeadings(l, client),
    });
  } finally {
    release(onStage);
  }
}

function ingestErrorData(err: unknown): IngestErrorData {
  const error = err instanceof IngestError ? err : new IngestError("unreadable", unexpectedErrorData(err).message);
  return error.toData();
}

/** Every call answers with a Result; the bridge rebuilds the error on the UI side. */
const api = {
  /** A Markdown, HTML, plain-text or Word file as grid pages plus its heading tree. */
  readTextDocument(
    fileName: string,
    bytes: Uint8Array,
  ): Promise<Result<{ layout: DocumentLayout; tree: SectionTree }, IngestErrorData>> {
    return resultOf(async () => (await questions()).readTextDocument(fileName, bytes), ingestErrorData);
  },

  /** A layout worker's page port for the ingest `key` (a new key drops an abandoned one's pages). */
  receiveFrom(key: string, port: MessagePort): Result<void> {
    receiveFrom(key, port);
    return { ok: true, value: undefined };
  },

  /**
   * The wires of the pages of `key` for the main thread's copy of the document (null
   * for the pages it `made`); called before the tree is built, so it decodes them while
   * the tree is built here.
   */
  async wiresOf(key: string, pageCount: number, made: PageLayout[]): Promise<Result<(PageWire | null)[]>> {
    const result = await resultOf(() => inboxOf(key).takeWires(pageCount, made), unexpectedErrorData);
    // Given once: the pages' buffers move to the main thread instead of being copied.
    return result.ok ? Comlink.transfer(result, wireTransfers(result.value)) : result;
  },

  /**
   * The section tree of the pages of `key`, with the pages the main thread `made` (failed
   * there) in their places. The pages are then kept, with the tree, as the document
   * `keepAs` (its id) for its first question, and the library's facts are read from them
   * when storing asks (see `libraryFieldsOf`). The printed page labels come with
   * the tree: this worker holds every page, so the main thread need not scan them again.
   */
  buildTreeFromReceived(
    key: string,
    info: DocumentInfo,
    { settings = {}, keepAs, made = [] }: { settings?: ModelSettings; keepAs?: string; made?: PageLayout[] },
    onStage?: (stage: TreeStage) => void,
  ): Promise<Result<BuiltDocument>> {
    return resultOf(async () => {
      const pages = await takePages(key, info.pageCount, made).catch((err: unknown) => {
        release(onStage);
        throw err;
      });
      const layout = { ...info, pages };
      kept = null;
      const tree = await buildTree(layout, settings, onStage);
      // Kept with its printed labels, which name the pages in the answers' evidence reasons.
      const labelled = withPrintedLabels(layout);
      if (keepAs) kept = { key: keepAs, layout: labelled, tree };
      // The cover names a filing: read here (not on the main thread, where the cover regexes
      // would be compiled too), once for its name and the library's fields.
      const facts = coverFacts(layout);
      let fields: LibraryFields | undefined;
      libraryRead = { key, fields: () => (fields ??= libraryFieldsFrom(layout, tree, facts)) };
      return { tree, printedLabels: labelled.printedLabels, facts };
    }, unexpectedErrorData);
  },

  /**
   * The library's cover facts and profile of the tree last built for `key`, or null when
   * this worker did not build it (it was restarted): the main thread then reads them.
   */
  libraryFieldsOf(key: string): Promise<Result<LibraryFields | null>> {
    return resultOf(() => (libraryRead?.key === key ? libraryRead.fields() : null), unexpectedErrorData);
  },

  /**
   * Index the kept document `key` for questions (nothing to copy in); ms spent, or null
   * when this worker does not hold it (then `prepare` is sent the layout).
   */
  prepareKept(key: string): Promise<Result<number | null>> {
    return resultOf(async () => {
      const side = await questions();
      if (prepared?.key === key) return 0;
      if (kept?.key !== key) return null;
      const { layout, tree } = kept;
      kept = null;
      return prepareDocument(side, key, layout, tree);
    }, unexpectedErrorData);
  },

  /**
   * A document whose pages changed (read by OCR after it opened): its tree built again from
   * the new pages, with printed labels and the library's fields, and the document indexed for
   * questions under `key` in place of the old pages.
   */
  rebuild(
    key: string,
    layout: DocumentLayout,
    settings: ModelSettings = {},
  ): Promise<Result<BuiltDocument & { library: LibraryFields }>> {
    return resultOf(async () => {
      const tree = await buildTree(layout, settings);
      const labelled = withPrintedLabels(layout);
      const facts = coverFacts(layout);
      const library = libraryFieldsFrom(layout, tree, facts);
      if (kept?.key === key) kept = null;
      prepareDocument(await questions(), key, labelled, tree);
      return { tree, printedLabels: labelled.printedLabels, facts, library };
    }, unexpectedErrorData);
  },

  /** Index a document for questions; `key` names it so a repeat is free. Returns ms spent. */
  prepare(key: string, layout: DocumentLayout, tree: SectionTree): Promise<Result<number>> {
    return resultOf(async () => {
      const side = await questions();
      if (prepared?.key === key) return 0;
      return prepareDocument(side, key, layout, tree);
    }, unexpectedErrorData);
  },

  async ask(
    key: string,
    question: string,
    settings: ModelSettings,
    onDelta?: (text: string) => void,
  ): Promise<Result<AskResult>> {
    try {
      return await resultOf(async () => {
        if (prepared?.key !== key) throw new Error("The document is not prepared for questions yet.");
        const { doc, layout, tree } = prepared;
        const side = await questions();
        const { askDocument, withEvidenceReasons } = side;
        const [systemOne, chat] = [systemOneClient(settings), chatClient(settings, side)];
        const result = await askDocument({ doc, pages: layout.pages, question, systemOne, chat, onDelta });
        // Worked out here, beside the pages: the reader only shows them (and keeps them with the answer).
        const labels = documentLabels(layout, true);
        return withEvidenceReasons(result, tree.nodes, (page) => pageName(labels, page));
      }, unexpectedErrorData);
    } finally {
      release(onDelta);
    }
  },

  /** A question over stored documents; `load` reads one document from the library (library-ask.ts). */
  async askLibrary(
    request: { entries: LibraryEntry[]; question: string; selection?: string[] },
    settings: ModelSettings,
    load: LoadStoredDocument,
    onDelta?: (text: string) => void,
    save?: SaveNavIndex,
  ): Promise<Result<LibraryAskResult>> {
    try {
      return await resultOf(async () => {
        const side = await questions();
        const [systemOne, chat] = [systemOneClient(settings), chatClient(settings, side)];
        return side.askStoredLibrary({ ...request, systemOne, chat, onDelta }, load, prepared, save ?? null);
      }, unexpectedErrorData);
    } finally {
      release(load, onDelta, save);
    }
  },

  /**
   * The navigation index of the document prepared as `key`, in its stored form (its
   * buffers moved, not copied), or null when another document is prepared now.
   */
  async storableIndexOf(key: string): Promise<Result<StoredNavIndex | null>> {
    let moved: ArrayBuffer[] = [];
    const result = await resultOf(async () => {
      const side = await questions();
      if (prepared?.key !== key) return null;
      const stored = side.storableIndex(prepared.doc, prepared.layout);
      moved = side.storedIndexTransfers(stored);
      return stored;
    }, unexpectedErrorData);
    return moved.length ? Comlink.transfer(result, moved) : result;
  },
};

export type ReadingWorkerApi = typeof api;

Comlink.expose(api);
