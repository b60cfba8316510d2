/** Builds a document's section tree in a short-lived index worker. */
import type { SectionTree } from "../core/tree";
import type { DocumentLayout } from "../core/types";
import { spawnIndexWorker } from "./worker-bridge";

export async function buildTreeInWorker(layout: DocumentLayout): Promise<SectionTree> {
  const worker = spawnIndexWorker();
  try {
    return await worker.api.buildTree(layout);
  } finally {
    worker.terminate();
  }
}
