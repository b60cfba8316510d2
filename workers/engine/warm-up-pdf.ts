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
  for (let i = 0; i < count; i++) {
    const mark = rand() < 0.3 ? WIN_ANSI_MARKS[Math.floor(rand() * WIN_ANSI_MARKS.length)] : "";
    parts.push(`(${word(rand)}${mark}${i < count - 1 ? " " : ""})${-Math.floor(rand() * 40)}`);
  }
  return `[${parts.join(" ")}] TJ`;
}

/** WinAnsi punctuation and letters beyond ASCII, as octal escapes: ’s, “ ”, —, –, •, no-break space, é, §, ©. */
const WIN_ANSI_MARKS = ["\\222s", "\\223", "\\224", "\\227", "\\226", "\\225", "\\240", "\\351", "\\247", "\\251"];

/**
 * One line drawn a glyph at a time in the CID font, each its own Td and two-byte Tj, in a
 * flipped text space, as some filing converters write every page.
 */
function glyphLine(rand: () => number, x: number, y: number, count: number): string {
  // Under a page scale that is no round number, as in the converters' output: sizes, matrices
  // and positions then reach the page builder as fractions, as a real filing's do. Code that
  // only ever saw whole numbers is optimised for them and thrown away on the first fraction.
  const ops = [`q ${SCALE} 0 0 ${SCALE} 0 0 cm`, "/CSp cs 0 0 0 scn", "/GSa gs", "BT"];
  ops.push(`${FONTS[3]} 12.5 Tf 1 0 0 -1 0 0 Tm`, `${(x / SCALE).toFixed(4)} ${(-y / SCALE).toFixed(4)} Td`);
  let first = true;
  const cid = (c: string) => hex4(c.charCodeAt(0) - 0x1f); // ToUnicode: CID 1 is U+0020
  for (const c of words(rand, count)) {
    ops.push(`${first ? "" : "6.8750000 0 Td "}<${cid(c)}> Tj`);
    first = false;
  }
  // A table's next column, placed by a jump with no space drawn (PDFium may not infer one),
  // and a glyph struck back over the last, as accents and bold-by-overprint are drawn.
  ops.push(`90.5 0 Td <${cid("4")}> Tj 6.8750000 0 Td <${cid("2")}> Tj -6.2 0 Td <${cid("2")}> Tj`);
  // Every non-ASCII CID once, between and inside words.
  for (let i = 0; i < CID_EXTRAS.length; i++)
    ops.push(`6.8750000 0 Td <${hex4(0x60 + i)}> Tj 6.5 0 Td <${cid("a")}> Tj`);
  ops.push("ET", "Q");
  return ops.join("\n");
}

/**
 * Beyond ASCII, CIDs 0x60 on: typographic quotes, dashes, a bullet, a no-break space, an accented
 * letter, a symbol font's private-use bullet and an fi ligature. Character tests written as
 * ranges run their upper comparisons only on such characters: met first in a real document,
 * each throws the optimised page builder away.
 */
const CID_EXTRAS = [0x2019, 0x201c, 0x201d, 0x2014, 0x2022, 0x00a0, 0x00e9, 0xf0a7, 0x00a7, 0xfb01, 0x2013];
const hex4 = (n: number) => n.toString(16).padStart(4, "0");

/** The page scale of glyphLine (0.8 as a float32 prints it). */
const SCALE = 0.800000011;

function pageContent(rand: () => number, page: number): string {
  const ops: string[] = ["/GSa gs", "q 0 0 612 792 re W* n"];
  ops.push("q 1 0 0 1 72 768 cm /Fm1 Do Q", "q 48 0 0 24 492 752 cm /Im1 Do Q");
  ops.push("1 w 2 J 2 j [] 0 d /CSp CS 0 0 1 SCN 72 766 m 160 766 l S [3 2] 0 d 0 J 0 j");
  ops.push("BT", `${FONTS[1]} 12 Tf 72 740 Td (Item ${page}. ${words(rand, 3)}) Tj ET`);
  // A word that changes font part-way and one that carries a raised note marker.
  ops.push("BT", `${FONTS[0]} 10 Tf 72 728 Td (${word(rand)}) Tj ${FONTS[1]} 10 Tf (${word(rand)}) Tj`);
  ops.push(
    `${FONTS[0]} 10 Tf ( ${word(rand)}) Tj 4.5 Ts ${FONTS[0]} 6.5 Tf (1) Tj 0 Ts ${FONTS[0]} 10 Tf (, ${word(rand)}) Tj ET`,
  );
  let y = 716;
  for (let para = 0; para < 2; para++) {
    ops.push("BT", `${FONTS[0]} ${para === 0 ? 10 : 9.96} Tf 12 TL 72 ${y} Td`);
    for (let line = 0; line < 7; line++) ops.push(tjLine(rand, 9 + Math.floor(rand() * 4)), "T*");
    ops.push("ET");
    y -= 7 * 12 + 10;
  }
  for (let line = 0; line < 14; line++, y -= 12) ops.push(glyphLine(rand, 72, y, 5 + Math.floor(rand() * 3)));
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
  // Text in two columns under the table, as in papers, brochures and the filings' exhibits.
  for (let col = 0; col < 2; col++) {
    ops.push("BT", `${FONTS[0]} 9.5 Tf 11.4 TL ${72 + col * 250.5} ${y - 36} Td`);
    for (let line = 0; line < 8; line++) ops.push(`(${words(rand, 5)}) Tj T*`);
    ops.push("ET");
  }
  ops.push("BT", `${FONTS[0]} 9 Tf 300 40 Td (${page}) Tj ET`);
  // A line set on its side in the margin, as filings' filing codes and papers' stamps are.
  ops.push("BT", `${FONTS[2]} 7.5 Tf 0 1 -1 0 30.5 ${200 + page * 10} Tm (${words(rand, 4)}) Tj ET`);
  return ops.join("\n");
}

async function deflate(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([data as BlobPart]).stream().pipeThrough(new CompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/**
 * A PDF of `pages` filing-like pages, its content streams Flate-compressed. With `trueType`
 * (a TrueType font program), the CID font embeds it, as filings' fonts are.
 */
export async function warmUpPdf(pages = 4, trueType?: Uint8Array): Promise<Uint8Array> {
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
        `${CID_EXTRAS.length} beginbfchar ${CID_EXTRAS.map((u, i) => `<${hex4(0x60 + i)}> <${hex4(u)}>`).join(" ")} endbfchar ` +
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
  // After the bookmarks: a form drawn on every page, a picture, then the embedded font program when there is one.
  const form = firstPage + 3 * pages + 1;
  const picture = form + 1;
  const fontFile = form + 2;
  objects.push(
    "<< /Type /FontDescriptor /FontName /TimesNewRomanPSMT /Flags 34 /FontBBox [-568 -216 2046 693] " +
      `/ItalicAngle 0 /Ascent 891 /Descent -216 /CapHeight 662 /StemV 80${trueType ? ` /FontFile2 ${fontFile} 0 R` : ""} >>`,
  );
  objects.push(stream("", toUnicode));
  const fonts = FONTS.map((f, i) => `${f} ${3 + i} 0 R`).join(" ");
  const resources =
    `<< /Font << ${fonts} >> /ExtGState << /GSa << /Type /ExtGState /CA 1 /ca 1 >> >> ` +
    `/ColorSpace << /CSp /DeviceRGB >> /XObject << /Fm1 ${form} 0 R /Im1 ${picture} 0 R >> >>`;
  // A link on each page back to the first, as filings' "Table of Contents" links are.
  const annots = `/Annots [<< /Type /Annot /Subtype /Link /Rect [72 770 160 780] /Border [0 0 0] /Dest [${pageIds[0]} 0 R /XYZ 0 792 0] >>]`;
  for (let p = 0; p < pages; p++) {
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources ${resources} /Contents ${pageIds[p] + 1} 0 R ${annots} >>`,
    );
    objects.push(stream("", await deflate(latin1(pageContent(rand, p + 1)))));
  }
  objects.push(`<< /Type /Outlines /First ${outline + 1} 0 R /Last ${outline + pages} 0 R /Count ${pages} >>`);
  for (let p = 0; p < pages; p++) {
    const links = `${p > 0 ? `/Prev ${outline + p} 0 R ` : ""}${p < pages - 1 ? `/Next ${outline + p + 2} 0 R ` : ""}`;
    objects.push(`<< /Title (Item ${p + 1}) /Parent ${outline} 0 R ${links}/Dest [${pageIds[p]} 0 R /XYZ 0 792 0] >>`);
  }
  objects.push(
    stream(
      `/Type /XObject /Subtype /Form /BBox [0 0 200 20] /Resources << /Font << ${FONTS[2]} 5 0 R >> >>`,
      await deflate(latin1(`BT ${FONTS[2]} 8 Tf 0 6 Td (Table of Contents) Tj ET 0.5 w 0 2 m 80 2 l S`)),
    ),
  );
  objects.push(
    stream(
      "/Type /XObject /Subtype /Image /Width 2 /Height 2 /ColorSpace /DeviceRGB /BitsPerComponent 8",
      await deflate(Uint8Array.from([200, 30, 30, 30, 200, 30, 30, 30, 200, 240, 240, 240])),
    ),
  );
  if (trueType) objects.push(stream(`/Length1 ${trueType.length}`, await deflate(trueType)));
  return serializePdf(objects, 1, "1.7");
}
