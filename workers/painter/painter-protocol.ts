/**
 * The messages between the reader (src/bridge/page-painter.ts) and the page painter
 * worker. Plain structured-clone data over the worker's own port, no Comlink: a page
 * drawn is a message each way, and a library wrapping them would be main-thread code
 * that grows hot with every page.
 */
import type { PageLink } from "../../src/core/links";

export type PainterRequest =
  | { seq: number; op: "open"; docId: number; data: Uint8Array; password?: string; assetsBase: string }
  | { seq: number; op: "close"; docId: number }
  | {
      seq: number;
      op: "draw";
      docId: number;
      page: number;
      /** Width on screen in CSS pixels, and device pixels per CSS pixel. */
      cssWidth: number;
      pixelRatio: number;
    }
  | { seq: number; op: "links"; docId: number; page: number }
  /** Stops draw request `target` if it is still under way; answered by that request (with null). */
  | { seq?: undefined; op: "cancel"; target: number };

/** A drawn page: its pixels, and its size at scale 1 (the page's proportions). */
export interface DrawnPage {
  bitmap: ImageBitmap;
  baseWidth: number;
  baseHeight: number;
}

export interface PainterResults {
  open: { pageCount: number };
  close: null;
  /** null: the draw was cancelled. */
  draw: DrawnPage | null;
  links: PageLink[];
}

/** A failure as data, keeping what the reader reads from it (a password refusal's name and code). */
export interface PainterFailure {
  name: string;
  message: string;
  code?: number;
}

export type PainterReply =
  { seq: number; ok: true; value: unknown } | { seq: number; ok: false; error: PainterFailure };
