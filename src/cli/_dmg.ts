import fs from "node:fs";
import { ingestPdfInNode } from "../node/ingest-node";
for (const f of process.argv.slice(2)) {
  for (const engine of [undefined, "pdfium", "pdfjs"] as const) {
    try {
      const { layout } = await ingestPdfInNode(new Uint8Array(fs.readFileSync(f)), { engine, pageBudgetMs: 5000 });
      const st = (s: string) => layout.pages.filter((p) => p.status === s).length;
      console.log(f.split("/").pop(), engine, "count", layout.pageCount, "ok", st("ok"), "notext", st("no-text"), "failed", st("failed"), layout.pages.find(p=>p.error)?.error ?? "");
    } catch (e) { console.log(f.split("/").pop(), engine, "ERR", (e as Error).message); }
  }
}
