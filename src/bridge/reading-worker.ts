/**
 * The UI side of the reading worker: one long-lived worker that builds trees and answers
 * questions about the open document. Errors thrown in the worker arrive as Errors.
 */
import * as Comlink from "comlink";
import type { AskResult } from "../core/ask/ask-document";
import { IngestError } from "../core/errors";
import type { SectionTree, TreeStage } from "../core/tree";
import type { DocumentInfo, DocumentLayout, PageLayout } from "../core/types";
import type { ModelSettings } from "../../workers/index-worker";
import { spawnIndexWorker, type IndexWorkerHandle } from "./worker-bridge";

export type { ModelSettings };

let worker: IndexWorkerHandle | null = null;

function reading(): IndexWorkerHandle {
  worker ??= spawnIndexWorker();
  return worker;
}

/**
 * Streams laid-out pages to the reading worker under an ingest key, batched, so the tree
 * builder holds them all when layout ends. `flush` sends what is left; `buildTree` then
 * builds from what arrived (calls on one worker arrive in order).
 */
export function pageStream(key: string, batchSize = 8) {
  let batch: PageLayout[] = [];
  const flush = () => {
    if (batch.length) void reading().api.receivePages(key, batch);
    batch = [];
  };
  return {
    push(page: PageLayout) {
      batch.push(page);
      if (batch.length >= batchSize) flush();
    },
    buildTree(info: DocumentInfo, settings: ModelSettings = {}, onStage?: (stage: TreeStage) => void): Promise<SectionTree> {
      flush();
      return reading().api.buildTreeFromReceived(key, info, settings, onStage ? Comlink.proxy(onStage) : undefined);
    },
  };
}

/** Index the document for questions (a repeat with the same key is free). Returns ms spent. */
export function prepareForQuestions(key: string, layout: DocumentLayout, tree: SectionTree): Promise<number> {
  return reading().api.prepare(key, layout, tree);
}

export function askInWorker(key: string, question: string, settings: ModelSettings, onDelta?: (text: string) => void): Promise<AskResult> {
  return reading().api.ask(key, question, settings, onDelta ? Comlink.proxy(onDelta) : undefined);
}

/** Reads a non-PDF file in the reading worker; rejects with the IngestError it ended in. */
export async function readTextDocumentInWorker(fileName: string, bytes: Uint8Array): Promise<{ layout: DocumentLayout; tree: SectionTree }> {
  const result = await reading().api.readTextDocument(fileName, bytes.slice());
  if (!result.ok) throw IngestError.fromData(result.error);
  return { layout: result.layout, tree: result.tree };
}
