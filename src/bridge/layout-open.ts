/**
 * What a layout job is asked for (options, progress, where pages go) and how a worker
 * opens the file for it: with a time budget, a copy of the bytes, and its own page port
 * when the pages go to a sink.
 */
import { IngestError, type IngestErrorData } from "../core/errors";
import type { Result } from "../core/result";
import { withinBudget } from "../core/time-budget";
import type { DocumentInfo, PageLayout, PageStatus } from "../core/types";
import type { EngineName } from "../../workers/engine/layout-engine";
import type { OpenedDocument } from "../../workers/layout-worker";
import { PDFJS_ASSETS_BASE, transferCopy, withTransfer, type LayoutWorkerHandle } from "./worker-bridge";

export type { EngineName };

export interface LayoutProgress {
  done: number;
  total: number;
}

export interface LayoutOptions {
  password?: string;
  /** A single page taking longer than this is abandoned and marked failed. */
  pageBudgetMs?: number;
  /** Opening the file (parsing its structure) must finish within this. */
  openBudgetMs?: number;
  /** The whole layout must finish within this; default 60 s plus 1 s a page. */
  documentBudgetMs?: number;
  /** Pin one layout engine (the layout bench compares them); PDFium with pdf.js fallback by default. */
  engine?: EngineName;
  onInfo?: (info: DocumentInfo, engine: EngineName) => void;
  /** After each page is laid out (or failed), with that page's status. */
  onProgress?: (progress: LayoutProgress, status: PageStatus) => void;
  /** Where the workers post the pages themselves; without one they come back to this thread. */
  sink?: PageSink;
}

/** Receives pages straight from the layout workers: one port per worker opening the file. */
export interface PageSink {
  port(): MessagePort;
}

/** A page laid out here (or failed here), or the status of one posted to the sink. */
export type PageSlot = PageLayout | { page: number; sent: PageStatus };

const DEFAULT_OPEN_BUDGET_MS = 10_000;

/** Opens a copy of the file in `handle`'s worker, or throws the IngestError it ended in. */
export async function openIn(
  handle: LayoutWorkerHandle,
  bytes: Uint8Array,
  options: LayoutOptions,
  withInfo: boolean,
): Promise<OpenedDocument> {
  const budget = options.openBudgetMs ?? DEFAULT_OPEN_BUDGET_MS;
  const timedOut: Result<OpenedDocument, IngestErrorData> = {
    ok: false,
    error: new IngestError("timeout", "The file's structure could not be parsed in time.").toData(),
  };
  const pages = options.sink?.port();
  const request = {
    password: options.password,
    assetsBase: PDFJS_ASSETS_BASE,
    withInfo,
    engine: options.engine,
    pages,
  };
  const result = await withinBudget<Result<OpenedDocument, IngestErrorData>>(
    handle.api.open(transferCopy(bytes), pages ? withTransfer(request, [pages]) : request),
    budget,
    () => timedOut,
  );
  if (!result.ok) throw IngestError.fromData(result.error);
  return result.value;
}
