import fs from "node:fs";
import { ingestPdfInNode } from "../node/ingest-node";
import { countWords, pdftotextWords } from "./bench-words";
for (const f of process.argv.slice(2)) {
  const { layout } = await ingestPdfInNode(new Uint8Array(fs.readFileSync(f)));
  const a = countWords(layout), b = pdftotextWords(f);
  console.log(f.split("/").pop(), a, b, (a / b).toFixed(4));
}
