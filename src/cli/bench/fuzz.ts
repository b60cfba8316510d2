/**
 * `bench fuzz [--seed N] [--files N] [--json]`: the structure fuzzer. From the shared PDFs
 * (../shared/pdfs/ok and the small files of the other sets' development part) and reports
 * written here, it makes files whose bookmarks, page labels, named destinations, links, page
 * tree or cross-references are spoiled (src/testing/structure-fuzz), writes them under
 * scratch/fuzz/, and sends each through `pincite ingest` in Node and through the app in
 * headless Chromium. It reports files, named (a clear outcome on both sides), crashed, hung,
 * refused_readable (refused though pdf.js reads its pages) and max_ms.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fuzzFiles, type SourcePdf } from "../../testing/structure-fuzz/fuzz-files";
import { readPdfObjects } from "../../testing/structure-fuzz/pdf-objects";
import { partFilter, pdfDir, pdfNames } from "../../testing/holdout";
import type { Args } from "../args";
import { BrowserSide } from "./fuzz-browser";
import { ingestWithCli, pdfjsReads } from "./fuzz-node";
import { fuzzTotals, isClearMessage, refusedReadable, type FileVerdict } from "./fuzz-outcome";

const SHARED = path.resolve(process.cwd(), "..", "shared");
/** Small files only: the fuzzer is about structure, and each file goes through both sides. */
const MAX_SOURCE_BYTES = 300 * 1024;

/** The base PDFs: ../shared/pdfs/ok, and the development part's small files of the other sets. */
export function fuzzSources(): SourcePdf[] {
  const files: string[] = [];
  const ok = path.join(SHARED, "pdfs", "ok");
  if (fs.existsSync(ok)) files.push(...fs.readdirSync(ok).map((f) => path.join(ok, f)));
  for (const set of ["filings", "documents", "financebench"]) {
    const dir = pdfDir(path.join(SHARED, set));
    if (!fs.existsSync(dir)) continue;
    const dev = partFilter(dir, "dev");
    for (const name of pdfNames(dir).filter(dev)) {
      const file = path.join(dir, `${name}.pdf`);
      if (fs.statSync(file).size <= MAX_SOURCE_BYTES) files.push(file);
    }
  }
  return files
    .filter((f) => f.toLowerCase().endsWith(".pdf"))
    .map((f) => ({ name: path.basename(f), bytes: new Uint8Array(fs.readFileSync(f)) }))
    .filter((s) => readPdfObjects(s.bytes) !== null);
}

function short(v: FileVerdict): string {
  const side = (s: FileVerdict["node"]) =>
    `${s.end} ${Math.round(s.ms)} ms${s.message ? `: ${s.message.slice(0, 140)}` : ""}`;
  return `${v.file}\n    node    ${side(v.node)}\n    browser ${side(v.browser)}${v.pdfjsReadable ? "\n    pdf.js reads its pages" : ""}`;
}

export async function fuzzBench(args: Args): Promise<void> {
  const seed = Number(args.options.get("seed") ?? 1);
  const count = Number(args.options.get("files") ?? 170);
  const json = args.flags.has("json");
  const log = (line: string) => (json ? process.stderr : process.stdout).write(line + "\n");
  const dir = path.join(process.cwd(), "scratch", "fuzz", `seed-${seed}`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const sources = fuzzSources();
  log(`fuzz bench: seed ${seed}, ${count} files from ${sources.length} shared PDFs and written reports, in ${dir}`);
  const port =
    Number(args.options.get("port") ?? process.env.PINCITE_BENCH_PORT) || 4300 + Math.floor(Math.random() * 500);
  const browser = await BrowserSide.start(port, spawn);
  const verdicts: FileVerdict[] = [];
  try {
    for (const fuzzed of fuzzFiles(seed, count, sources)) {
      const file = path.join(dir, fuzzed.name);
      fs.writeFileSync(file, fuzzed.bytes);
      const node = await ingestWithCli(file);
      const inBrowser = await browser.ingest(file);
      const refused = node.end === "refused" || inBrowser.end === "refused";
      const verdict: FileVerdict = {
        file: fuzzed.name,
        kinds: fuzzed.kinds,
        node,
        browser: inBrowser,
        pdfjsReadable: refused ? await pdfjsReads(file) : null,
      };
      verdicts.push(verdict);
      const bad =
        [node, inBrowser].some((s) => s.end === "crashed" || s.end === "hung" || !isClearMessage(s.message)) ||
        refusedReadable(verdict);
      if (bad) log(`  ! ${short(verdict)}`);
      else if (verdicts.length % 10 === 0) log(`  ${verdicts.length} files`);
    }
  } finally {
    await browser.stop();
  }
  fs.writeFileSync(path.join(dir, "verdicts.json"), JSON.stringify(verdicts, null, 1));
  const totals = { seed, ...fuzzTotals(verdicts) };
  log(
    `fuzz seed ${seed}: ${totals.files} files, named ${totals.named}, crashed ${totals.crashed}, hung ${totals.hung}, ` +
      `refused though readable ${totals.refused_readable}, max ${totals.max_ms} ms (targets: crashed 0, hung 0, ` +
      `refused_readable 0, max_ms ≤ 10000)`,
  );
  if (json) process.stdout.write(JSON.stringify(totals) + "\n");
}
