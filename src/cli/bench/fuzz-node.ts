/**
 * `bench fuzz`'s Node side: each file through the real command line (`pincite ingest
 * --json`, a process of its own, so a crash, a stack trace or a hang is seen as a user would
 * see it), and the pdf.js-alone check of whether a refused file's pages are readable.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { HUNG_MS, nodeOutcome, type SideOutcome } from "./fuzz-outcome";

/** Starting Node and loading the command's modules, on top of the 20 s the ingest may take. */
const STARTUP_ALLOWANCE_MS = 8_000;

interface Run {
  stdout: string;
  stderr: string;
  ms: number;
  killed: boolean;
}

function run(script: string, args: string[], timeoutMs: number): Promise<Run> {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const child = spawn(process.execPath, ["--import", "tsx", script, ...args], { stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    let killed = false;
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => {
      killed = true;
      child.kill("SIGKILL");
    }, timeoutMs);
    child.on("close", () => {
      clearTimeout(timer);
      resolve({ stdout, stderr, ms: performance.now() - t0, killed });
    });
  });
}

export async function ingestWithCli(file: string): Promise<SideOutcome> {
  const cli = path.join(process.cwd(), "src", "cli", "pincite.ts");
  const r = await run(cli, ["ingest", file, "--json"], HUNG_MS + STARTUP_ALLOWANCE_MS);
  return nodeOutcome(r.stdout, r.stderr, r.ms, r.killed);
}

/** Whether pdf.js alone, with nothing of ours around it but the page layout, reads text from a page. */
export async function pdfjsReads(file: string): Promise<boolean> {
  const probe = path.join(process.cwd(), "src", "cli", "bench", "fuzz-pdfjs-probe.ts");
  const r = await run(probe, [file], HUNG_MS + STARTUP_ALLOWANCE_MS);
  return !r.killed && /"readable":true/.test(r.stdout);
}
