/**
 * Writes small, valid PDFs for tests: pages of text lines in Helvetica, each line with
 * its own size and colour (white-on-white and 1-point text included), and optionally a
 * greyscale image per page. Enough PDF to be read by pdf.js exactly like a producer's output.
 */
import { deflateSync } from "node:zlib";
import { serializePdf } from "../core/serialize-pdf";
import { namedDestinations, writeOutline, type PdfOutlineItem } from "./make-pdf-outline";
export type { PdfOutlineItem };
export interface PdfLine {
  text: string;
  size?: number;
  /** RGB 0–1; default black. */
  color?: [number, number, number];
  x?: number;
  /** Set in Helvetica-Bold (a producer's bold heading). */
  bold?: boolean;
  /** Distance from the top of the page in points; default: after the previous line. */
  y?: number;
}

/** A clickable area on a page, positioned like text (points from the top-left corner). */
export interface PdfLink {
  x: number;
  y: number;
  width: number;
  height: number;
  /** What a click does: open a URI, go to a page (1-based) or a named destination, run JavaScript, or launch a file. */
  action: { uri: string } | { page: number } | { named: string } | { javascript: string } | { launch: string };
}

/** A greyscale image drawn over a page area (points from the top-left corner). */
export interface PdfImage {
  /** Pixels. */
  width: number;
  height: number;
  x: number;
  y: number;
  drawWidth: number;
  drawHeight: number;
  /** Grey pixels, row by row (a scanned page); vertical stripes when absent. */
  pixels?: Uint8Array;
}

/**
 * Vertical stripes, 1 byte a pixel, deflated and hex-encoded so the file stays ASCII:
 * a 35,000-pixel-wide image costs kilobytes in the file but its full size to decode.
 */
function imageObject(img: PdfImage): string {
  const row = Buffer.alloc(img.width);
  // Stripes 2,048 pixels wide stay visible when a wide image is drawn small.
  for (let x = 0; x < img.width; x++) row[x] = (x >> 11) % 2 ? 40 : 220;
  const raw = img.pixels ?? Buffer.concat(Array.from({ length: img.height }, () => row));
  const data = deflateSync(raw).toString("hex") + ">";
  return (
    `<< /Type /XObject /Subtype /Image /Width ${img.width} /Height ${img.height} /ColorSpace /DeviceGray ` +
    `/BitsPerComponent 8 /Filter [/ASCIIHexDecode /FlateDecode] /Length ${data.length} >>\nstream\n${data}\nendstream`
  );
}

/** Objects of a PDF being written: add one (its number back), fill in one added empty, the page objects. */
export interface PdfObjects {
  add(body: string): number;
  set(obj: number, body: string): void;
  pages: number[];
}

export const escapePdfString = (s: string) => escape(s);

const escape = (s: string) =>
  s
    .replace(/\\/g, "\\\\")
    .replace(/\(/g, "\\(")
    .replace(/\)/g, "\\)")
    // WinAnsi codes for the typographic marks filings use (en dash, right quote).
    .replace(/–/g, "\\226")
    .replace(/’/g, "\\222");

function contentStream(lines: PdfLine[]): string {
  let y = 72;
  const ops: string[] = [];
  for (const line of lines) {
    const size = line.size ?? 11;
    y = line.y ?? y + size * 1.4;
    const [r, g, b] = line.color ?? [0, 0, 0];
    ops.push(
      `BT /${line.bold ? "F2" : "F1"} ${size} Tf ${r} ${g} ${b} rg ${line.x ?? 72} ${792 - y} Td ` +
        `(${escape(line.text)}) Tj ET`,
    );
  }
  return ops.join("\n");
}

/**
 * A /PageLabels range: from 0-based page `from`, numbers in `style` (D decimal, r/R roman, a/A letters), after
 * `prefix`, starting at `start`.
 */
export interface PdfLabelRange {
  from: number;
  style?: "D" | "r" | "R" | "a" | "A";
  prefix?: string;
  start?: number;
}

function pageLabelsEntry(ranges: PdfLabelRange[] | undefined): string {
  if (!ranges?.length) return "";
  const nums = ranges.map(
    (r) =>
      `${r.from} << ${r.style ? `/S /${r.style}` : ""}${r.prefix ? ` /P (${escape(r.prefix)})` : ""}` +
      `${r.start ? ` /St ${r.start}` : ""} >>`,
  );
  return ` /PageLabels << /Nums [${nums.join(" ")}] >>`;
}

export interface MakePdfOptions {
  links?: PdfLink[][];
  images?: (PdfImage | undefined)[];
  pageLabels?: PdfLabelRange[];
  /** Bookmarks (/Outlines). */
  outline?: PdfOutlineItem[];
  /** Named destinations (/Names /Dests): name → page (1-based). */
  names?: Record<string, number>;
  /** More catalog entries (an outline, named destinations), written with the file's objects at hand. */
  catalog?: (pdf: PdfObjects) => string;
}

export function makePdf(pages: PdfLine[][], options: MakePdfOptions = {}): Uint8Array {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body) && objects.length;
  const catalog = add("");
  const pagesObj = add("");
  const font = add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>");
  const boldFont = add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>");
  // Page objects are numbered first so that links can point at any page.
  const kids = pages.map(() => add(""));
  pages.forEach((lines, i) => {
    const img = options.images?.[i];
    const imageRef = img ? add(imageObject(img)) : 0;
    const paint = img
      ? `q ${img.drawWidth} 0 0 ${img.drawHeight} ${img.x} ${792 - img.y - img.drawHeight} cm /Im1 Do Q\n`
      : "";
    const stream = paint + contentStream(lines);
    const content = add(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
    const annots = (options.links?.[i] ?? []).map((link) => add(linkAnnotation(link, kids)));
    const annotsEntry = annots.length ? ` /Annots [${annots.map((a) => `${a} 0 R`).join(" ")}]` : "";
    const fonts = `/Font << /F1 ${font} 0 R /F2 ${boldFont} 0 R >>`;
    const images = imageRef ? ` /XObject << /Im1 ${imageRef} 0 R >>` : "";
    objects[kids[i] - 1] =
      `<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 612 792] /Resources << ${fonts}${images} >> ` +
      `/Contents ${content} 0 R${annotsEntry} >>`;
  });
  const set = (obj: number, body: string) => void (objects[obj - 1] = body);
  const outline = options.outline?.length ? ` /Outlines ${writeOutline(options.outline, kids, add, set)} 0 R` : "";
  const names =
    options.names && Object.keys(options.names).length
      ? ` /Names << /Dests ${namedDestinations(options.names, kids)} >>`
      : "";
  const extra = options.catalog ? ` ${options.catalog({ add, set, pages: kids })}` : "";
  objects[catalog - 1] =
    `<< /Type /Catalog /Pages ${pagesObj} 0 R${pageLabelsEntry(options.pageLabels)}${outline}${names}${extra} >>`;
  objects[pagesObj - 1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(" ")}] /Count ${kids.length} >>`;
  return serializePdf(objects, catalog);
}

function linkAnnotation(link: PdfLink, kids: number[]): string {
  const rect = `/Rect [${link.x} ${792 - link.y - link.height} ${link.x + link.width} ${792 - link.y}]`;
  const a = link.action;
  const target =
    "uri" in a
      ? `/A << /S /URI /URI (${escape(a.uri)}) >>`
      : "page" in a
        ? `/Dest [${kids[a.page - 1]} 0 R /XYZ 0 792 null]`
        : "named" in a
          ? `/Dest (${escape(a.named)})`
          : "javascript" in a
            ? `/A << /S /JavaScript /JS (${escape(a.javascript)}) >>`
            : `/A << /S /Launch /F (${escape(a.launch)}) >>`;
  return `<< /Type /Annot /Subtype /Link ${rect} /Border [0 0 0] ${target} >>`;
}
