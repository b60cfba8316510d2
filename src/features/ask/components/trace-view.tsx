import type { AskResult } from "../../../core/ask/ask-document";

/** Every step with its numbers: requests, tokens, cost, time, candidates and scores. */
export function TraceView({ result }: { result: AskResult }) {
  const nav = result.navigation;
  const ans = result.answer.trace;
  return (
    <details className="rounded-md bg-stone-50 text-xs ring-1 ring-stone-200" data-testid="trace">
      <summary className="cursor-pointer px-2 py-1.5 font-medium">
        Trace · {nav.requests} request{nav.requests === 1 ? "" : "s"} · {nav.input_tokens} tokens · $
        {nav.cost_usd.toFixed(5)} · {Math.round(nav.ms + ans.timings.total_ms)} ms
        {nav.degraded && <span className="ml-1 text-amber-700">(degraded)</span>}
      </summary>
      <div className="space-y-2 border-t border-stone-200 p-2">
        <p>
          Token <code className="select-all">{result.trace_token}</code> · keywords: {nav.keywords.join(", ") || "none"}
        </p>
        {nav.steps.map((s, i) => (
          <div key={i}>
            <p className="font-semibold">
              {s.step} ({s.mode}) — {s.requests} req, {s.input_tokens} tok, {Math.round(s.ms)} ms
            </p>
            <p className="text-stone-600">{s.why}</p>
            {s.degraded && <p className="text-amber-800">Fell back: {s.degraded.message}</p>}
            <table className="mt-1 w-full table-fixed">
              <tbody>
                {s.candidates.slice(0, 8).map((c) => (
                  <tr
                    key={c.id}
                    className={s.chosen.includes(c.id) || s.chosen.includes(c.label) ? "font-medium" : "text-stone-500"}
                  >
                    <td className="truncate pr-2">{c.label}</td>
                    <td className="w-14 text-right tabular-nums">
                      {c.p !== undefined ? `p ${c.p.toFixed(2)}` : c.score.toFixed(2)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
        <p className="font-semibold">answer ({ans.mode})</p>
        <p className="text-stone-600">
          gate: {ans.gate.abstain ? "abstained" : "answered"} · pick: {ans.pick.mode} ({ans.pick.why}) · pincites{" "}
          {Math.round(ans.timings.pincite_ms)} ms
        </p>
        {ans.notes.map((n, i) => (
          <p key={i} className="text-stone-600">
            {n}
          </p>
        ))}
      </div>
    </details>
  );
}
