/**
 * The user-space → viewport matrix at scale 1, computed as pdf.js's PageViewport does, so
 * PDFium pages produce the same normalised rectangles as the pdf.js pages they replace
 * (and as the pdf.js renderer that draws them).
 */

/** `view` is the visible box [x0, y0, x1, y1]; `rotation` is 0, 90, 180 or 270. */
export function viewportOf(
  view: readonly number[],
  rotation: number,
): { width: number; height: number; transform: number[] } {
  const [x0, y0, x1, y1] = view;
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  const r = ((rotation % 360) + 360) % 360;
  const [a, b, c, d] = r === 90 ? [0, 1, 1, 0] : r === 180 ? [-1, 0, 0, 1] : r === 270 ? [0, -1, -1, 0] : [1, 0, 0, -1];
  const sideways = a === 0;
  const offsetX = sideways ? Math.abs(cy - y0) : Math.abs(cx - x0);
  const offsetY = sideways ? Math.abs(cx - x0) : Math.abs(cy - y0);
  const width = sideways ? y1 - y0 : x1 - x0;
  const height = sideways ? x1 - x0 : y1 - y0;
  return { width, height, transform: [a, b, c, d, offsetX - a * cx - c * cy, offsetY - b * cx - d * cy] };
}
