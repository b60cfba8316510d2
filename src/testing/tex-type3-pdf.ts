/**
 * A one-page PDF set the way dvips sets text in a Type 3 bitmap font: no ToUnicode map, the
 * letters under their standard glyph names, and the f-ligatures at TeX's own codes under names
 * no glyph list knows (`/a28`), so a reader is handed the code itself. `encoding` picks OT1
 * (ligatures at 0x0B–0x0F) or T1 (0x1B–0x1F). In a line's text, `{fi}`, `{ff}`, `{fl}`,
 * `{ffi}`, `{ffl}` stand for a ligature glyph; each glyph is a box 500 units wide.
 */
import { serializePdf } from "../core/serialize-pdf";

const LIGATURES = ["ff", "fi", "fl", "ffi", "ffl"] as const;
type Ligature = (typeof LIGATURES)[number];

function ligatureCode(lig: Ligature, encoding: "OT1" | "T1"): number {
  return (encoding === "OT1" ? 0x0b : 0x1b) + LIGATURES.indexOf(lig);
}

function codes(line: string, encoding: "OT1" | "T1"): number[] {
  const out: number[] = [];
  for (let i = 0; i < line.length; i++) {
    const close = line[i] === "{" ? line.indexOf("}", i) : -1;
    if (close > 0) {
      out.push(ligatureCode(line.slice(i + 1, close) as Ligature, encoding));
      i = close;
    } else out.push(line.charCodeAt(i));
  }
  return out;
}

const hex = (n: number) => n.toString(16).padStart(2, "0");

export function texType3Pdf(lines: string[], encoding: "OT1" | "T1"): Uint8Array {
  const used = [...new Set(lines.flatMap((l) => codes(l, encoding)))].filter((c) => c !== 0x20).sort((a, b) => a - b);
  const name = (c: number) => (c < 0x20 ? `a${c}` : String.fromCharCode(c));
  const first = 0;
  const last = 127;
  const widths = Array.from({ length: last - first + 1 }, (_, c) => (c === 0x20 ? 333 : used.includes(c) ? 500 : 0));
  const differences = used.map((c) => `${c} /${name(c)}`).join(" ");
  // Space is not drawn: dvips moves the pen instead, as TeX leaves glue, not a glyph.
  const text = lines
    .map((line, i) => {
      const words = line.split(" ").map((w) => `<${codes(w, encoding).map(hex).join("")}>`);
      return `1 0 0 1 72 ${720 - i * 14} Tm [${words.join(" -333 ")}] TJ`;
    })
    .join("\n");
  const content = `BT /T3 10 Tf\n${text}\nET`;
  const procs = used.map((c, i) => `/${name(c)} ${7 + i} 0 R`).join(" ");
  const glyph = "500 0 50 0 450 700 d1 50 0 400 700 re f";
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /T3 5 0 R >> >> >>",
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    `<< /Type /Font /Subtype /Type3 /FontBBox [0 0 500 700] /FontMatrix [0.001 0 0 0.001 0 0] ` +
      `/CharProcs 6 0 R /Encoding << /Type /Encoding /Differences [${differences}] >> ` +
      `/FirstChar ${first} /LastChar ${last} /Widths [${widths.join(" ")}] /Resources << >> >>`,
    `<< ${procs} >>`,
    ...used.map(() => `<< /Length ${glyph.length} >>\nstream\n${glyph}\nendstream`),
  ];
  return serializePdf(objects, 1);
}
