/**
 * How `bench fuzz` judges one file's run: each side (Node's `pincite ingest`, the app in
 * Chromium) ends opened, refused with a message, crashed (an uncaught error, a stack trace,
 * output that is not the one line), or hung (no outcome in 20 s). A message that carries an
 * engine's internal words is not a clear outcome.
 */

export type SideEnd = "opened" | "refused" | "crashed" | "hung";

export interface SideOutcome {
  end: SideEnd;
  ms: number;
  /** The error shown, or the warnings of an opened document. */
  message: string;
}

export interface FileVerdict {
  file: string;
  kinds: string[];
  node: SideOutcome;
  browser: SideOutcome;
  /** Whether pdf.js alone reads text from at least one page (asked only of refused files). */
  pdfjsReadable: boolean | null;
}

export const HUNG_MS = 20_000;

/** Words of an engine's or a runtime's internals: never what a reader should be shown. */
const INTERNAL_WORDS =
  /RuntimeError|memory access|out of bounds|unreachable|wasm|call stack|TypeError|ReferenceError|RangeError|is not a function|Cannot read|undefined|\[object |\n\s+at \S/i;

export function isClearMessage(message: string): boolean {
  return !INTERNAL_WORDS.test(message);
}

const isClear = (side: SideOutcome) =>
  (side.end === "opened" || side.end === "refused") && isClearMessage(side.message);

export interface FuzzTotals {
  files: number;
  named: number;
  crashed: number;
  hung: number;
  refused_readable: number;
  max_ms: number;
  /** Of which on each side. */
  node: { crashed: number; hung: number; refused: number; unclear: number };
  browser: { crashed: number; hung: number; refused: number; unclear: number };
}

function sideTotals(sides: SideOutcome[]) {
  return {
    crashed: sides.filter((s) => s.end === "crashed").length,
    hung: sides.filter((s) => s.end === "hung").length,
    refused: sides.filter((s) => s.end === "refused").length,
    unclear: sides.filter((s) => (s.end === "opened" || s.end === "refused") && !isClearMessage(s.message)).length,
  };
}

export function refusedReadable(v: FileVerdict): boolean {
  return (v.node.end === "refused" || v.browser.end === "refused") && v.pdfjsReadable === true;
}

export function fuzzTotals(verdicts: FileVerdict[]): FuzzTotals {
  const both = (v: FileVerdict) => [v.node, v.browser];
  return {
    files: verdicts.length,
    named: verdicts.filter((v) => both(v).every(isClear)).length,
    crashed: verdicts.filter((v) => both(v).some((s) => s.end === "crashed")).length,
    hung: verdicts.filter((v) => both(v).some((s) => s.end === "hung")).length,
    refused_readable: verdicts.filter(refusedReadable).length,
    max_ms: Math.round(
      Math.max(
        0,
        ...verdicts.flatMap((v) =>
          both(v)
            .filter((s) => s.end !== "hung")
            .map((s) => s.ms),
        ),
      ),
    ),
    node: sideTotals(verdicts.map((v) => v.node)),
    browser: sideTotals(verdicts.map((v) => v.browser)),
  };
}

/**
 * Node's side from the CLI's exit: its last stdout line must be the one JSON line (a report
 * or `{ error }`), and stderr must hold no stack trace.
 */
export function nodeOutcome(stdout: string, stderr: string, wallMs: number, killed: boolean): SideOutcome {
  if (killed) return { end: "hung", ms: wallMs, message: "" };
  const lines = stdout.trim().split("\n");
  type Line = { error?: { message?: string }; warnings?: string[]; timings?: { total_ms?: number } };
  const parsed = ((): Line | null => {
    try {
      return lines.length === 1 ? (JSON.parse(lines[0]) as Line) : null;
    } catch {
      return null;
    }
  })();
  if (!parsed || /\n\s+at \S|^\s+at \S|Error:/m.test(stderr))
    return { end: "crashed", ms: wallMs, message: (stderr || stdout).slice(0, 400) };
  const ms = parsed.timings?.total_ms ?? wallMs;
  if (parsed.error) return { end: "refused", ms, message: parsed.error.message ?? "" };
  return { end: "opened", ms, message: (parsed.warnings ?? []).join(" ") };
}
