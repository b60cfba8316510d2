/**
 * Word counts and CPU time for the layout benches: our words against poppler's
 * (`pdftotext -bbox` lists one <word> per word), and the CPU children spent, which on a
 * shared machine is steadier than wall time.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import type { DocumentLayout } from "../core/types";

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
