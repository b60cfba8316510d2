import fs from "node:fs";
import { it } from "vitest";
import { ingestPdfInNode } from "./node/ingest-node";
import { sharedPdf } from "./testing/shared-files";
import { statementRows } from "./core/answer/statement-rows";
it("x", async () => {
  const bytes = new Uint8Array(fs.readFileSync(sharedPdf("financebench", "pdfs", "AMCOR_2023_10K.pdf")));
  const p = (await ingestPdfInNode(bytes, { pages: [52] })).layout.pages.find((x) => x.page === 52)!;
  for (const r of statementRows(p).slice(0, 10)) console.log(r.label, "|", r.section, r.values.map((v) => v.printed).join(" "));
  for (const l of p.lines.slice(0, 14)) console.log(l.words[0].x0.toFixed(3), l.text);
}, 60000);
