import fs from "node:fs";
import { nodeEngines } from "../node/engines-node";
for (const f of fs.readdirSync("../shared/pdfs/hostile").filter((f) => f.endsWith(".pdf"))) {
  const r: string[] = [];
  for (const e of nodeEngines()) {
    try { const d = await e.open(new Uint8Array(fs.readFileSync("../shared/pdfs/hostile/" + f)), {}); r.push(`${e.name}:ok(${d.pageCount})`); await d.close(); }
    catch (err) { r.push(`${e.name}:${(err as Error).name}`); }
  }
  console.log(f, r.join(" "));
}
