/**
 * A small PDF written at run time for the layout engine to read before the person's file
 * arrives, so the code a real document runs through (content parsing, Flate, fonts, the text
 * page, our page builder) is hot, and the engine's optimising compiler has done its work,
 * by the time it matters. Pages look like a filing's: headings, justified paragraphs, a
 * table of figures with rules, drawn with kerned TJ arrays as word processors draw them, and
 * a bookmark and a page label for each page.
 * The words are made up from a fixed seed; nothing in it is read by anyone. The file is written by the project's one
 * PDF serialiser (src/core/serialize-pdf.ts), as the tests' PDFs are.
 */
import { serializePdf, type PdfObjectBody } from "../../src/core/serialize-pdf";

const SYLLABLES = ["con", "sol", "ida", "ted", "fin", "an", "cial", "re", "port", "ing", "net", "in", "come", "tax"];
/** Times-Roman, Times-Bold, Helvetica (simple fonts), and a CID font with Identity-H codes. */
const FONTS = ["/F1", "/F2", "/F3", "/F4"];

/** A deterministic generator: the same pages on every run. */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

function word(rand: () => number): string {
  let w = "";
  for (let n = 1 + Math.floor(rand() * 3); n > 0; n--) w += SYLLABLES[Math.floor(rand() * SYLLABLES.length)];
  return w;
}

function words(rand: () => number, count: number): string {
  return Array.from({ length: count }, () => word(rand)).join(" ");
}

/** One line as a TJ array: words kerned apart, as Word and InDesign write justified text. */
function tjLine(rand: () => number, count: number): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) parts.push(`(${word(rand)}${i < count - 1 ? " " : ""})${-Math.floor(rand() * 40)}`);
  return `[${parts.join(" ")}] TJ`;
}

/**
 * One line drawn a glyph at a time in the CID font, each its own Td and two-byte Tj, in a
 * flipped text space, as some filing converters write every page.
 */
function glyphLine(rand: () => number, x: number, y: number, count: number): string {
  const ops = ["q", "/CSp cs 0 0 0 scn", "/GSa gs", "BT", `${FONTS[3]} 10 Tf 1 0 0 -1 0 0 Tm`, `${x} ${-y} Td`];
  let first = true;
  for (const c of words(rand, count)) {
    const cid = c.charCodeAt(0) - 0x1f; // the ToUnicode map below: CID 1 is U+0020
    ops.push(`${first ? "" : "5.5 0 Td "}<${cid.toString(16).padStart(4, "0")}> Tj`);
    first = false;
  }
  ops.push("ET", "Q");
  return ops.join("\n");
}

function pageContent(rand: () => number, page: number): string {
  const ops: string[] = ["/GSa gs", "q 0 0 612 792 re W* n"];
  ops.push("BT", `${FONTS[1]} 12 Tf 72 740 Td (Item ${page}. ${words(rand, 3)}) Tj ET`);
  let y = 716;
  for (let para = 0; para < 2; para++) {
    ops.push("BT", `${FONTS[0]} 10 Tf 12 TL 72 ${y} Td`);
    for (let line = 0; line < 7; line++) ops.push(tjLine(rand, 9 + Math.floor(rand() * 4)), "T*");
    ops.push("ET");
    y -= 7 * 12 + 10;
  }
  for (let line = 0; line < 14; line++, y -= 12) ops.push(glyphLine(rand, 72, y, 9 + Math.floor(rand() * 3)));
  ops.push("0.5 w");
  for (let row = 0; row < 12; row++, y -= 13) {
    ops.push(`/CSp CS 0.6 0.6 0.6 SCN 72 ${y - 3} m 540 ${y - 3} l S`);
    ops.push("BT", `${FONTS[2]} 8 Tf 72 ${y} Td (${words(rand, 2)}) Tj ET`);
    for (let col = 0; col < 3; col++) {
      const figure = Math.floor(rand() * 99_999).toLocaleString("en-US");
      ops.push("BT", `${FONTS[2]} 8 Tf ${380 + col * 60} ${y} Td ($ ${figure}) Tj ET`);
    }
  }
  ops.push(`/CSp cs 0.9 0.9 0.9 scn 72 ${y - 20} m 540 ${y - 20} l 540 ${y - 8} l 72 ${y - 8} l h f`, "Q");
  ops.push("BT", `${FONTS[0]} 9 Tf 300 40 Td (${page}) Tj ET`);
  return ops.join("\n");
}

async function deflate(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([data as BlobPart]).stream().pipeThrough(new CompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** A PDF of `pages` filing-like pages, its content streams Flate-compressed. */
export async function warmUpPdf(pages = 4): Promise<Uint8Array> {
  const rand = lcg(30);
  const latin1 = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0) & 0xff);
  const stream = (dict: string, data: Uint8Array) => [
    `<< ${dict} /Length ${data.length} /Filter /FlateDecode >>\nstream\n`,
    data,
    "\nendstream",
  ];
  const toUnicode = await deflate(
    latin1(
      "/CIDInit /ProcSet findresource begin 12 dict begin begincmap /CMapName /Warm def " +
        "1 begincodespacerange <0000> <FFFF> endcodespacerange 1 beginbfrange <0001> <005F> <0020> endbfrange " +
        "endcmap CMapName currentdict /CMap defineresource pop end end",
    ),
  );
  // 1 catalog, 2 pages, 3-5 simple fonts, 6 CID font, 7 its descendant, 8 its descriptor, 9 its ToUnicode.
  const objects: PdfObjectBody[] = [];
  const firstPage = 10;
  const pageIds = Array.from({ length: pages }, (_, i) => firstPage + 2 * i);
  // After the pages: the outline's root, then one bookmark a page.
  const outline = firstPage + 2 * pages;
  objects.push(`<< /Type /Catalog /Pages 2 0 R /Outlines ${outline} 0 R /PageLabels << /Nums [0 << /S /D >>] >> >>`);
  objects.push(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pages} >>`);
  for (const base of ["Times-Roman", "Times-Bold", "Helvetica"])
    objects.push(`<< /Type /Font /Subtype /Type1 /BaseFont /${base} /Encoding /WinAnsiEncoding >>`);
  objects.push(
    "<< /Type /Font /Subtype /Type0 /BaseFont /TimesNewRomanPSMT /Encoding /Identity-H " +
      "/DescendantFonts [7 0 R] /ToUnicode 9 0 R >>",
  );
  objects.push(
    "<< /Type /Font /Subtype /CIDFontType2 /BaseFont /TimesNewRomanPSMT /CIDSystemInfo << /Registry (Adobe) " +
      "/Ordering (Identity) /Supplement 0 >> /FontDescriptor 8 0 R /DW 500 /W [1 [250 333 408] 66 [444 500]] " +
      "/CIDToGIDMap /Identity >>",
  );
  objects.push(
    "<< /Type /FontDescriptor /FontName /TimesNewRomanPSMT /Flags 34 /FontBBox [-568 -216 2046 693] " +
      "/ItalicAngle 0 /Ascent 891 /Descent -216 /CapHeight 662 /StemV 80 >>",
  );
  objects.push(stream("", toUnicode));
  const fonts = FONTS.map((f, i) => `${f} ${3 + i} 0 R`).join(" ");
  const resources =
    `<< /Font << ${fonts} >> /ExtGState << /GSa << /Type /ExtGState /CA 1 /ca 1 >> >> ` +
    "/ColorSpace << /CSp /DeviceRGB >> >>";
  for (let p = 0; p < pages; p++) {
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources ${resources} /Contents ${pageIds[p] + 1} 0 R >>`,
    );
    objects.push(stream("", await deflate(latin1(pageContent(rand, p + 1)))));
  }
  objects.push(`<< /Type /Outlines /First ${outline + 1} 0 R /Last ${outline + pages} 0 R /Count ${pages} >>`);
  for (let p = 0; p < pages; p++) {
    const links = `${p > 0 ? `/Prev ${outline + p} 0 R ` : ""}${p < pages - 1 ? `/Next ${outline + p + 2} 0 R ` : ""}`;
    objects.push(`<< /Title (Item ${p + 1}) /Parent ${outline} 0 R ${links}/Dest [${pageIds[p]} 0 R /XYZ 0 792 0] >>`);
  }
  return serializePdf(objects, 1, "1.7");
}
