/**
 * What a step of the answer spent on System One, in the fields every trace reports it with:
 * the gate, the quote pick and the screen's check each carry one. A lexical step, or one
 * that never ran, spends nothing.
 */
export interface ModelUsage {
  requests: number;
  input_tokens: number;
  cost_usd: number;
  ms: number;
  /** Why the step fell back to its lexical rule, when System One failed. */
  degraded?: { code: string; message: string };
}

/** A step that asked System One nothing. */
export const NO_MODEL_USAGE = { requests: 0, input_tokens: 0, cost_usd: 0, ms: 0 } as const;
