import fs from "node:fs";
import { ingestPdfInNode } from "../node/ingest-node";
import { buildIndexSync } from "../core/tree";
for (const f of process.argv.slice(2)) {
  const out: string[] = [];
  for (const engine of ["pdfium", "pdfjs"] as const) {
    const { layout } = await ingestPdfInNode(new Uint8Array(fs.readFileSync(f)), { engine });
    const t = buildIndexSync(layout);
    const bold = layout.pages.reduce((n, p) => n + p.lines.filter((l) => l.bold).length, 0);
    const words = layout.pages.reduce((n, p) => n + p.lines.reduce((m, l) => m + l.words.length, 0), 0);
    out.push(`${engine} nodes ${t.nodes.length} source ${t.source} bold ${bold} words ${words}`);
  }
  console.log(f.split("/").pop(), out.join(" | "));
}
