/**
 * An exhibit of a shared filing as a PDF of its own (an agreement or a plan filed with a 10-K), cut
 * with qpdf into scratch/exhibits/ once, so that tests read a contract as a user would drop it.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { sharedFixture } from "./shared-fixtures";

/** `pages` as qpdf takes them ("240-256"); the filing by its manifest path. */
export function exhibitPdf(filing: string, pages: string): string {
  const source = sharedFixture(filing);
  const dir = path.resolve(process.cwd(), "scratch/exhibits");
  const out = path.join(dir, `${path.basename(filing, ".pdf")}-${pages}.pdf`);
  if (!fs.existsSync(out)) {
    fs.mkdirSync(dir, { recursive: true });
    execFileSync("qpdf", ["--empty", "--pages", source, pages, "--", `${out}.tmp`]);
    fs.renameSync(`${out}.tmp`, out);
  }
  return out;
}
