/**
 * The reading worker: everything that happens to a document after layout, off the main
 * thread. It builds the section tree, then holds one prepared document (navigation
 * index and page layouts) and answers questions about it. Keys arrive with each question
 * and live only as long as that call's clients.
 */
import * as Comlink from "comlink";
import { askDocument, type AskResult } from "../src/core/ask/ask-document";
import { createChatClient } from "../src/core/answer";
import { navDocument, type NavDocument } from "../src/core/navigate";
import { createSystemOneClient } from "../src/core/system-one";
import { buildIndex, buildIndexSync, reconstructHeadings, systemOneLevelOracle, type SectionTree, type TreeStage } from "../src/core/tree";
import type { DocumentInfo, DocumentLayout, PageLayout } from "../src/core/types";
import { IngestError, type IngestErrorData } from "../src/core/errors";
import { readTextDocument } from "./text/read-text-document";

export interface ModelSettings {
  systemOne?: { baseUrl: string; apiKey?: string; model?: string };
  chat?: { baseUrl: string; apiKey?: string; model: string };
}

function systemOneClient(s: NonNullable<ModelSettings["systemOne"]>) {
  return createSystemOneClient({ baseUrl: s.baseUrl, apiKey: s.apiKey || undefined, model: s.model || undefined });
}

let prepared: { key: string; doc: NavDocument; layout: DocumentLayout } | null = null;

/**
 * Pages streamed in while a PDF is laid out, so the tree builder has them when the last
 * page is done instead of receiving the whole layout in one large copy at the end.
 */
let received: { key: string; pages: PageLayout[] } | null = null;

const api = {
  /** A Markdown, HTML, plain-text or Word file as grid pages plus its heading tree. */
  async readTextDocument(fileName: string, bytes: Uint8Array): Promise<{ ok: true; layout: DocumentLayout; tree: SectionTree } | { ok: false; error: IngestErrorData }> {
    try {
      return { ok: true, ...(await readTextDocument(fileName, bytes)) };
    } catch (err) {
      return { ok: false, error: (err instanceof IngestError ? err : new IngestError("unreadable", err instanceof Error ? err.message : String(err))).toData() };
    }
  },

  /** Pages of the ingest `key` as they are laid out (a new key drops an abandoned one's). */
  receivePages(key: string, pages: PageLayout[]): void {
    if (received?.key !== key) received = { key, pages: [] };
    for (const page of pages) received.pages[page.page - 1] = page;
  },

  /** The section tree of the pages received for `key`; they are released once it is built. */
  buildTreeFromReceived(key: string, info: DocumentInfo, settings: ModelSettings = {}, onStage?: (stage: TreeStage) => void): Promise<SectionTree> {
    if (received?.key !== key || received.pages.length !== info.pageCount) throw new Error("The pages of this document did not all arrive.");
    const layout: DocumentLayout = { ...info, pages: received.pages };
    received = null;
    return api.buildTree(layout, settings, onStage);
  },

  /** The section tree; a flat one is repaired through System One when it is configured. */
  async buildTree(layout: DocumentLayout, settings: ModelSettings = {}, onStage?: (stage: TreeStage) => void): Promise<SectionTree> {
    const tree = buildIndexSync(layout, onStage ? (stage) => void onStage(stage) : undefined);
    (onStage as unknown as { [Comlink.releaseProxy]?: () => void } | undefined)?.[Comlink.releaseProxy]?.();
    if (tree.repair !== "skipped" || !settings.systemOne?.baseUrl) return tree;
    const client = systemOneClient(settings.systemOne);
    return buildIndex(layout, { levelOracle: systemOneLevelOracle(client), sectionFinder: (l) => reconstructHeadings(l, client) });
  },

  /** Index a document for questions; `key` names it so a repeat is free. */
  prepare(key: string, layout: DocumentLayout, tree: SectionTree): number {
    if (prepared?.key === key) return 0;
    const t0 = performance.now();
    prepared = { key, doc: navDocument(layout, tree), layout };
    return performance.now() - t0;
  },

  async ask(key: string, question: string, settings: ModelSettings, onDelta?: (text: string) => void): Promise<AskResult> {
    if (prepared?.key !== key) throw new Error("The document is not prepared for questions yet.");
    const systemOne = settings.systemOne?.baseUrl ? systemOneClient(settings.systemOne) : undefined;
    const chat = settings.chat?.baseUrl && settings.chat.model ? createChatClient({ baseUrl: settings.chat.baseUrl, apiKey: settings.chat.apiKey || undefined, model: settings.chat.model }) : undefined;
    try {
      return await askDocument({ doc: prepared.doc, pages: prepared.layout.pages, question, systemOne, chat, onDelta });
    } finally {
      // The callback came as a Comlink proxy (a MessagePort per question): release it, or
      // both ends and the UI's closure stay alive for the life of the tab.
      (onDelta as unknown as { [Comlink.releaseProxy]?: () => void } | undefined)?.[Comlink.releaseProxy]?.();
    }
  },
};

export type IndexWorkerApi = typeof api;

Comlink.expose(api);
