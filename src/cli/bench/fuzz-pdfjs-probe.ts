/**
 * Run by `bench fuzz` in a process of its own: does pdf.js alone read text from any page
 * of the file? Prints `{"readable":true|false}`. The judge of "refused though readable".
 */
import fs from "node:fs";
import { ingestPdfInNode } from "../../node/ingest-node";

const file = process.argv[2];
const readable = await ingestPdfInNode(new Uint8Array(fs.readFileSync(file)), { engine: "pdfjs" }).then(
  ({ layout }) => layout.pages.some((p) => p.status === "ok"),
  () => false,
);
process.stdout.write(JSON.stringify({ readable }) + "\n");
process.exit(0);
