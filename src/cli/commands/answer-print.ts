/** Human-readable output of `pincite answer`: the answer, each claim's pincites, then the trace. */
import type { AnswerResult, Citation } from "../../core/answer";
import type { EvidencePage } from "../../core/navigate";

const f2 = (x: number) => x.toFixed(2);
const pageRange = (e: EvidencePage) => `${e.page_start}${e.page_end > e.page_start ? `–${e.page_end}` : ""}`;
const degradedNote = (d: { code: string } | undefined) => (d ? ` (degraded: ${d.code})` : "");

function citationLine(c: Citation): string {
  const where =
    c.precision === "line"
      ? `p.${c.page}, ${c.rects.length} line(s) from y=${f2(c.rects[0]?.y0 ?? 0)}`
      : `p.${c.page} (${c.precision} precision)`;
  return `    [${c.label}] ${where}${c.quote ? `: “${c.quote.slice(0, 140)}”` : ""}`;
}

export function printAnswer(
  file: string,
  question: string,
  res: AnswerResult,
  evidence: EvidencePage[],
  timings: Record<string, number>,
): void {
  const t = res.trace;
  console.log(`${file}\nQ: ${question}\n`);
  // Pages in the navigator's order; the answer's [n] number its sources in the order the claims cite them.
  console.log(`Evidence pages: ${evidence.map((e) => `p.${pageRange(e)}`).join("  ") || "none"}`);
  console.log(
    `Gate (${t.gate.mode}): score ${f2(t.gate.score)} vs ${t.gate.threshold} → ` +
      `${t.gate.abstain ? "ABSTAIN" : "answer"}${degradedNote(t.gate.degraded)}`,
  );
  for (const q of res.quarantined) console.log(`QUARANTINED [${q.label}] (${q.rule}): ${q.text.slice(0, 160)}`);
  console.log(`\nA (${t.mode}${t.chat ? `, ${t.chat.model}` : ""}):`);
  if (res.abstained) console.log(`  ${res.answer}`);
  res.claims.forEach((c, i) => {
    console.log(`  ${i + 1}. ${c.text}`);
    if (c.columns) console.log(`     by year: ${c.columns.map((col) => `${col.head} ${col.value}`).join(" · ")}`);
    if (!c.citations.length) console.log("    (no citation)");
    c.citations.forEach((cit) => console.log(citationLine(cit)));
  });
  for (const m of t.markers) console.log(`  marker ${m.marker} on claim ${m.claim + 1}: ${m.reason}`);
  for (const n of t.notes) console.log(`  note: ${n}`);
  console.log(`\nPick: ${t.pick.mode} — ${t.pick.why}${degradedNote(t.pick.degraded)}`);
  const ms = Object.entries({ ...timings, ...t.timings })
    .map(([k, v]) => `${k} ${Math.round(v)}`)
    .join(", ");
  console.log(`Timings (ms): ${ms}`);
}
