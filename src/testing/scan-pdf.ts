/**
 * Scans made at run time from real PDFs, for OCR tests and the OCR bench: a page rasterised
 * by poppler (pdftoppm, greyscale) and wrapped as an image-only PDF with the project's own
 * writer, turned or mixed with typed pages as a test needs. Nothing generated is committed.
 */
import { execFileSync } from "node:child_process";
import type { GrayImage } from "../core/ocr/ocr-result";
import { makePdf, type PdfImage, type PdfLine } from "./make-pdf";

/** One page of `pdf` as a greyscale picture at `dpi`. */
export function rasterPage(pdf: string, page: number, dpi = 150): GrayImage {
  const args = ["-gray", "-r", String(dpi), "-f", String(page), "-l", String(page), pdf];
  return parsePgm(execFileSync("pdftoppm", args, { maxBuffer: 512 * 1024 * 1024 }));
}

/** A binary PGM (P5, 8-bit) as pdftoppm writes it. */
export function parsePgm(bytes: Uint8Array): GrayImage {
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, 64));
  const m = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(head);
  if (!m || m[3] !== "255") throw new Error("not an 8-bit binary PGM");
  const [width, height] = [Number(m[1]), Number(m[2])];
  return { width, height, data: bytes.slice(m[0].length, m[0].length + width * height) };
}

/** The picture turned `turns` quarter turns clockwise (a page fed to the scanner sideways). */
export function turnImage(image: GrayImage, turns: number): GrayImage {
  const t = ((turns % 4) + 4) % 4;
  if (t === 0) return image;
  const { width: w, height: h, data } = image;
  const [W, H] = t === 2 ? [w, h] : [h, w];
  const out = new Uint8Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const [nx, ny] = t === 1 ? [h - 1 - y, x] : t === 2 ? [w - 1 - x, h - 1 - y] : [y, w - 1 - x];
      out[ny * W + nx] = data[y * w + x];
    }
  return { width: W, height: H, data: out };
}

const PAGE: [number, number] = [612, 792];

/** The picture drawn as large as fits a letter page, centred (a scan keeps its proportions). */
export function scannedImage(image: GrayImage): PdfImage {
  const scale = Math.min(PAGE[0] / image.width, PAGE[1] / image.height);
  const [drawWidth, drawHeight] = [image.width * scale, image.height * scale];
  return {
    width: image.width,
    height: image.height,
    pixels: image.data,
    drawWidth,
    drawHeight,
    x: (PAGE[0] - drawWidth) / 2,
    y: (PAGE[1] - drawHeight) / 2,
  };
}

/** A page of a made PDF: typed lines, or a scanned picture with no text layer. */
export type MadePage = { lines: PdfLine[] } | { scan: GrayImage };

export function scanPdf(pages: MadePage[]): Uint8Array {
  return makePdf(
    pages.map((p) => ("lines" in p ? p.lines : [])),
    { images: pages.map((p) => ("scan" in p ? scannedImage(p.scan) : undefined)) },
  );
}
