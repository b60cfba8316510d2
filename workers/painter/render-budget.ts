/**
 * How the painter opens a document for drawing: the page render budget, and the pieces
 * pdf.js needs to draw inside a worker (no document: canvases are OffscreenCanvases,
 * fonts go to the worker's own FontFaceSet).
 */
import type { DocumentInitParameters } from "pdfjs-dist/types/src/display/api";

/**
 * The page render budget. No canvas side over 4,096 px, so a huge page cannot exhaust GPU
 * or memory; and no image kept larger than such a canvas: pdf.js's worker downscales any
 * image over canvasMaxAreaInBytes before it is drawn. Without that area, pdf.js works
 * out a limit by allocating ever larger trial canvases: a page holding a 34,862 × 450 px
 * image took 5.9 s to draw here (15 s on a slower machine), 0.6 s with it.
 * maxImageSize is the point past which an image is dropped rather than decoded and
 * shrunk: 64 M pixels, so a 600-dpi scanned page still draws.
 */
export const MAX_CANVAS_SIDE = 4096;
export const MAX_IMAGE_PIXELS = 64 * 1024 * 1024;

/** The scale that draws a page `cssWidth` CSS pixels wide on this screen, within the budget. */
export function pageScale(base: { width: number; height: number }, cssWidth: number, pixelRatio: number): number {
  const scale = (cssWidth / base.width) * pixelRatio;
  return Math.min(scale, MAX_CANVAS_SIDE / Math.max(base.width, base.height));
}

/** pdf.js's canvas factory, for a worker: every scratch canvas is an OffscreenCanvas. */
class OffscreenCanvasFactory {
  create(width: number, height: number) {
    if (width <= 0 || height <= 0) throw new Error("Invalid canvas size");
    const canvas = new OffscreenCanvas(width, height);
    return { canvas, context: canvas.getContext("2d", { willReadFrequently: true }) };
  }
  reset({ canvas }: { canvas: OffscreenCanvas | null }, width: number, height: number) {
    if (!canvas) throw new Error("Canvas is not specified");
    if (width <= 0 || height <= 0) throw new Error("Invalid canvas size");
    canvas.width = width;
    canvas.height = height;
  }
  destroy(pair: { canvas: OffscreenCanvas | null; context: unknown }) {
    if (!pair.canvas) throw new Error("Canvas is not specified");
    pair.canvas.width = pair.canvas.height = 0;
    pair.canvas = null;
    pair.context = null;
  }
  getNoAlphaContext(canvas: OffscreenCanvas) {
    return canvas.getContext("2d", { alpha: false, willReadFrequently: true });
  }
}

/**
 * SVG filters (transfer functions, high-contrast modes) need a document; without one
 * pdf.js draws unfiltered, as its own renderer worker does.
 */
class NoFilterFactory {
  addFilter() {
    return "none";
  }
  addHCMFilter() {
    return "none";
  }
  addAlphaFilter() {
    return "none";
  }
  addLuminosityFilter() {
    return "none";
  }
  addKnockoutFilter() {
    return "none";
  }
  addHighlightHCMFilter() {
    return "none";
  }
  addSelectionHCMFilter() {
    return "none";
  }
  addSelectionFilter() {
    return "none";
  }
  createSelectionStyle() {
    return null;
  }
  destroy() {}
}

/** getDocument options for drawing in this worker (added to pdfDocumentOptions). */
export function drawingCanvasOptions(): Partial<DocumentInitParameters> {
  return {
    // pdf.js loads a file's fonts into `ownerDocument.fonts`: in a worker, its own FontFaceSet.
    ownerDocument: globalThis as unknown as DocumentInitParameters["ownerDocument"],
    CanvasFactory: OffscreenCanvasFactory,
    FilterFactory: NoFilterFactory,
    // Drawn here, on this thread: no renderer worker of pdf.js's own.
    disableWorkerRendering: true,
    isOffscreenCanvasSupported: true,
    // Assets are fetched from pdf.js's (in-thread) worker side; otherwise pdf.js would consult `document.baseURI`.
    useWorkerFetch: true,
    // The renderer's own image budget (see MAX_CANVAS_SIDE) replaces the layout's cap.
    maxImageSize: MAX_IMAGE_PIXELS,
    canvasMaxAreaInBytes: MAX_CANVAS_SIDE * MAX_CANVAS_SIDE * 4,
  };
}
