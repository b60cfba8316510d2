/**
 * How a page is drawn for OCR: at a fixed resolution, turned by whole quarter turns when an
 * upright reading failed, and never larger than a pixel budget, so a page of any size (or a
 * huge scan behind it) costs bounded memory: the picture is scaled down before OCR, not after.
 */

export interface OcrRenderRequest {
  /** Clockwise quarter turns applied to the page as displayed (0–3). */
  quarterTurns: number;
  /** Dots per inch to draw at, before the pixel budget. */
  dpi: number;
  /** The most pixels the picture may have; a larger page is drawn at a lower resolution. */
  maxPixels: number;
}

/** 150 dpi: what a scanner's "text" setting gives, and Tesseract reads 10-point print at it. */
export const OCR_DPI = 150;
/**
 * A page whose reading at OCR_DPI looks wrong is also read at this resolution: Tesseract wants
 * letters some 20 pixels high, and isolated words get no help from their neighbours.
 */
export const OCR_FINE_DPI = 300;
/** 3,000 × 3,000 pixels: a letter page at 300 dpi fits; beyond it the page is drawn smaller. */
export const OCR_MAX_PIXELS = 9_000_000;

/** Pixel size of a page of `width` × `height` points drawn for OCR (turned when `quarterTurns` is odd). */
export function ocrPictureSize(width: number, height: number, request: OcrRenderRequest): [number, number] {
  const [w, h] = request.quarterTurns % 2 ? [height, width] : [width, height];
  let scale = request.dpi / 72;
  const pixels = w * scale * h * scale;
  if (pixels > request.maxPixels) scale *= Math.sqrt(request.maxPixels / pixels);
  return [Math.max(1, Math.round(w * scale)), Math.max(1, Math.round(h * scale))];
}
