/** Human-readable output of `pincite ask`: evidence pages first, then the trace step by step. */
import type { NavigationResult, TraceStep } from "../../core/navigate";

const PREVIEW_CHARS = 1200;

function stepLine(s: TraceStep): string {
  const cost = s.requests ? `, ${s.requests} request(s), ${s.input_tokens} tokens in, $${s.cost_usd.toFixed(6)}` : "";
  const degraded = s.degraded ? `  DEGRADED (${s.degraded.code}): ${s.degraded.message}` : "";
  return `  ${s.step.padEnd(18)} ${s.mode.padEnd(10)} ${s.ms.toFixed(1)} ms${cost}${degraded}\n    ${s.why}`;
}

function candidateLines(s: TraceStep): string[] {
  return s.candidates
    .slice(0, 6)
    .map(
      (c) =>
        `      ${s.chosen.includes(c.id) ? "*" : " "} ${c.score.toFixed(3)}` +
        `${c.p !== undefined ? ` p=${c.p}` : ""}  ${c.label.slice(0, 100)}`,
    );
}

export function printResult(
  file: string,
  question: string,
  result: NavigationResult,
  timings: Record<string, number>,
  full: boolean,
): void {
  const { evidence, trace } = result;
  console.log(`${file}\nQ: ${question}`);
  if (trace.note) console.log(`  ${trace.note}`);
  evidence.forEach((e, i) => {
    const range = e.page_start === e.page_end ? `page ${e.page_start}` : `pages ${e.page_start}–${e.page_end}`;
    const text = full || e.text.length <= PREVIEW_CHARS ? e.text : `${e.text.slice(0, PREVIEW_CHARS)}\n…`;
    console.log(`\n[${i + 1}] ${range} — ${e.why}\n${text.replace(/^/gm, "    ")}`);
  });
  console.log(
    `\nTrace (${trace.strategy}` +
      (trace.backend ? ` via ${trace.backend.backend} ${trace.backend.endpoint}, model ${trace.backend.model}` : "") +
      ")",
  );
  console.log(
    `  keywords: ${trace.keywords.join(", ")}${trace.expansion ? `; expanded with: ${trace.expansion}` : ""}`,
  );
  for (const r of trace.rules) console.log(`  rule: ${r}`);
  for (const s of trace.steps) console.log([stepLine(s), ...candidateLines(s)].join("\n"));
  console.log(
    `  total: ${trace.requests} request(s), ${trace.input_tokens} tokens in, $${trace.cost_usd.toFixed(6)}, ` +
      `${trace.ms.toFixed(1)} ms navigate${trace.degraded ? ", DEGRADED" : ""}`,
  );
  console.log(`  ingest ${timings.ingest_ms} ms, index ${timings.index_ms} ms, navigate ${timings.navigate_ms} ms`);
}
