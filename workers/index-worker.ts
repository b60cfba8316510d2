/**
 * The index worker: turns a finished layout into the document's section tree off the
 * main thread. One call per document; the worker is terminated afterwards.
 */
import * as Comlink from "comlink";
import { buildIndexSync, type SectionTree } from "../src/core/tree";
import type { DocumentLayout } from "../src/core/types";

const api = {
  buildTree(layout: DocumentLayout): SectionTree {
    return buildIndexSync(layout);
  },
};

export type IndexWorkerApi = typeof api;

Comlink.expose(api);
