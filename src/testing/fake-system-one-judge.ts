/**
 * The fake's deterministic "model": a lexical judge. It scores token overlap between what
 * a question is about and the text it is judged against, so relevant candidates win and
 * flows built on the client behave realistically in tests without a real model.
 *
 * What a question is about (its focus): the data fields of an object `instructions` (the
 * API's pattern for per-question data), else the instruction text. It is judged against
 * the shared state. Choice options are matched against the focus when the question
 * carries data, else against the state. Same input, same output, always.
 */
import { estimateTokens, type ValidatedRequest } from "./fake-system-one-validate";

type Obj = Record<string, unknown>;
const STOP = new Set(
  (
    "a an and are as at be by does do for from has have how in is it its of on or that the this to was " +
    "were what which with does did any all"
  ).split(" "),
);

export function tokens(value: unknown): Set<string> {
  const out = new Set<string>();
  const visit = (v: unknown): void => {
    if (typeof v === "string" || typeof v === "number") {
      for (const raw of String(v)
        .toLowerCase()
        .match(/[\p{L}\p{N}]+/gu) ?? []) {
        const t = raw.length > 3 ? raw.replace(/s$/, "") : raw;
        if (t.length > 1 && !STOP.has(t)) out.add(t);
      }
    } else if (Array.isArray(v)) v.forEach(visit);
    else if (v && typeof v === "object") Object.values(v).forEach(visit);
  };
  visit(value);
  return out;
}

/** Share of `probe` found in `context`, 0..1. */
function coverage(probe: Set<string>, context: Set<string>): number {
  if (probe.size === 0) return 0;
  let hit = 0;
  for (const t of probe) if (context.has(t)) hit++;
  return hit / probe.size;
}

const QUESTION_FIELDS = ["question", "instructions", "task", "prompt"];

/** Splits an object `instructions` into its question text and its data fields. */
function focusOf(instructions: unknown): { focus: Set<string>; hasData: boolean } {
  if (typeof instructions !== "object" || instructions === null || Array.isArray(instructions))
    return { focus: tokens(instructions), hasData: false };
  const entries = Object.entries(instructions as Obj);
  const qKey =
    entries.find(([k]) => QUESTION_FIELDS.includes(k))?.[0] ?? entries.find(([, v]) => typeof v === "string")?.[0];
  const data = entries.filter(([k]) => k !== qKey).map(([, v]) => v);
  return data.length ? { focus: tokens(data), hasData: true } : { focus: tokens(instructions), hasData: false };
}

const round2 = (x: number) => Math.round(x * 100) / 100;
const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** Rounds to hundredths that sum to exactly 1; the largest entry absorbs the remainder. */
export function roundDistribution(weights: number[]): number[] {
  const total = weights.reduce((a, b) => a + b, 0) || 1;
  const cents = weights.map((w) => Math.round((w / total) * 100));
  const top = cents.indexOf(Math.max(...cents));
  cents[top] += 100 - cents.reduce((a, b) => a + b, 0);
  return cents.map((c) => c / 100);
}

function judgeNoul(q: Obj, state: Set<string>) {
  const { focus } = focusOf(q.instructions);
  const c = coverage(focus, state);
  return { type: "noul", noul: round2(Math.min(0.99, Math.max(0.01, sigmoid(8 * (c - 0.35))))) };
}

function judgeChoice(q: Obj, state: Set<string>) {
  const { focus, hasData } = focusOf(q.instructions);
  const context = hasData ? focus : state;
  const options = Object.entries(q.criteria as Obj);
  const scores = options.map(([opt, desc]) => coverage(tokens([opt, desc]), context));
  const probs = roundDistribution(scores.map((s) => Math.exp(6 * s)));
  const top = probs.indexOf(Math.max(...probs));
  const n = options.length;
  const probabilities = Object.fromEntries(options.map(([opt], i) => [opt, probs[i]]));
  return {
    type: "choice",
    choice: options[top][0],
    probabilities,
    confidence: round2(Math.max(0, (n * probs[top] - 1) / (n - 1))),
  };
}

function judgeScore(q: Obj, state: Set<string>) {
  const { focus } = focusOf(q.instructions);
  const levels = q.criteria as unknown[];
  const n = levels.length;
  const mu = coverage(focus, state) * (n - 1);
  const probs = roundDistribution(levels.map((_, i) => Math.exp(-((i - mu) ** 2) / 0.72)));
  const score = round2(probs.reduce((s, p, i) => s + i * p, 0));
  // Distance-weighted peakedness: 1 when all mass sits on one level.
  const spread = probs.reduce((s, p, i) => s + p * Math.abs(i - score), 0);
  const confidence = round2(Math.max(0, 1 - spread / ((n - 1) / 2)));
  const keys = levels.map((_, i) => String(i));
  return {
    type: "score",
    score,
    legend: Object.fromEntries(keys.map((k, i) => [k, levels[i]])),
    probabilities: Object.fromEntries(keys.map((k, i) => [k, probs[i]])),
    confidence,
  };
}

const ALIASES: Record<string, string> = {
  "jev-latest": "jev-1.13.0",
  "~typesafe/jev-latest": "jev-1.13.0",
  "typesafe/jev-1.13": "jev-1.13.0",
  "typesafe-ai/jev": "jev-1.13.0",
  "jev-preview": "jev-1.14.0-preview",
};

/** The full 200 body: `{model, answers, usage}` as the real API shapes it. */
export function judgeRequest(req: ValidatedRequest) {
  const state = tokens(req.state);
  const answers: Record<string, unknown> = {};
  let output = 2;
  for (const [id, q] of Object.entries(req.questions)) {
    const a =
      q.type === "noul" ? judgeNoul(q, state) : q.type === "choice" ? judgeChoice(q, state) : judgeScore(q, state);
    answers[id] = a;
    output += q.type === "noul" ? 3 : 2 + Object.keys(q.criteria as Obj).length;
  }
  const questionTokens = Object.values(req.questions).reduce((s, q) => s + estimateTokens(q) + 12, 0);
  return {
    model: ALIASES[req.model] ?? req.model,
    answers,
    usage: { input_tokens: 40 + estimateTokens(req.state) + questionTokens, output_tokens: output },
  };
}
