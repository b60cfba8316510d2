/**
 * Word counts and CPU time for the layout benches: our words against poppler's
 * (`pdftotext -bbox` lists one <word> per word), and the CPU children spent, which on a
 * shared machine is steadier than wall time.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import type { DocumentLayout } from "../../core/types";

export function countWords(layout: DocumentLayout): number {
  return layout.pages.reduce((n, p) => n + p.lines.reduce((m, l) => m + l.words.length, 0), 0);
}

export function pdftotextWords(file: string): number {
  const html = execFileSync("pdftotext", ["-bbox", file, "-"], { maxBuffer: 1 << 30 }).toString("utf8");
  return html.match(/<word /g)?.length ?? 0;
}

/** CPU time (user + system) of this process's finished children, in ms. */
export function childCpuMs(): number {
  const fields = fs.readFileSync("/proc/self/stat", "utf8").split(") ")[1].split(" ");
  // After "pid (comm) ": state is field 0, so cutime and cstime are fields 13 and 14.
  return (Number(fields[13]) + Number(fields[14])) * 10;
}

export interface WordRatio {
  file: string;
  words: number;
  pdftotext_words: number;
  ratio: number;
}

/**
 * `bench words [--set DIR] [--json]`: our word count against poppler's on every PDF of a
 * set (layouts from the shared cache, so this is quick after an eval). Target: within
 * 0.5 % on every file.
 */
export async function wordRatios(pdfDir: string, log: (line: string) => void): Promise<WordRatio[]> {
  const { loadLayoutCached } = await import("../../testing/layout-cache");
  const out: WordRatio[] = [];
  for (const name of fs
    .readdirSync(pdfDir)
    .filter((f) => f.endsWith(".pdf"))
    .sort()) {
    const file = `${pdfDir}/${name}`;
    const words = countWords(await loadLayoutCached(file));
    const theirs = pdftotextWords(file);
    const ratio = theirs ? words / theirs : 0;
    out.push({ file: name, words, pdftotext_words: theirs, ratio: Math.round(ratio * 10000) / 10000 });
    log(
      `${name.padEnd(42)} ${String(words).padStart(8)} ${String(theirs).padStart(8)}  ` +
        `${ratio.toFixed(4)}${Math.abs(ratio - 1) > 0.005 ? "  OUTSIDE 0.5%" : ""}`,
    );
  }
  return out;
}
