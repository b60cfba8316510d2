/**
 * Runs one judgewalk step: the System One version first, the lexical version when it
 * fails with a ModelError. The trace records either the request's usage or the
 * degradation (error code and message, which the client keeps free of the key).
 */
import { ModelError } from "../http/model-error";
import type { JudgeOutcome } from "./judge-requests";
import { round, type Clock } from "./trace";
import type { StepCandidate, StepName, TraceStep } from "./types";

export interface StepOutput<T> {
  value: T;
  candidates: StepCandidate[];
  chosen: string[];
  why: string;
  usage?: JudgeOutcome["usage"];
}

export async function runStep<T>(
  step: StepName,
  now: Clock,
  remote: () => Promise<StepOutput<T>>,
  local: () => StepOutput<T>,
): Promise<{ value: T; trace: TraceStep }> {
  const t0 = now();
  try {
    const out = await remote();
    return { value: out.value, trace: toTrace(step, out, now() - t0) };
  } catch (err) {
    if (!(err instanceof ModelError)) throw err;
    const out = local();
    const degraded = { code: err.code, message: err.message };
    const trace = toTrace(step, out, now() - t0);
    return {
      value: out.value,
      trace: {
        ...trace,
        mode: "lexical",
        requests: err.attempts ? 1 : 0,
        degraded,
        why: `System One failed (${err.code}); lexical fallback: ${out.why}`,
      },
    };
  }
}

function toTrace<T>(step: StepName, out: StepOutput<T>, ms: number): TraceStep {
  const u = out.usage;
  return {
    step,
    mode: u ? "system-one" : "lexical",
    candidates: out.candidates,
    chosen: out.chosen,
    why: out.why,
    requests: u?.requests ?? 0,
    input_tokens: u?.input_tokens ?? 0,
    output_tokens: u?.output_tokens ?? 0,
    cost_usd: u ? round(u.cost_usd, 8) : 0,
    ms: round(ms, 2),
    ...(u ? { attempts: u.attempts, cached: u.cached, model: u.model } : {}),
  };
}
