/**
 * Reading what the server sent: success bodies are checked against the questions asked,
 * so a missing or mistyped answer is a bad response, not a silent gap in a trace. (Error
 * bodies are read by the shared transport, core/http/error-body.ts.)
 */
import type { Answer, Question, SystemOneUsage } from "./types";

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);
const isProb = (v: unknown): v is number => typeof v === "number" && v >= 0 && v <= 1;

export interface ParsedSuccess {
  model?: string;
  answers: Record<string, Answer>;
  usage: SystemOneUsage;
  /** Billed cost when the host reports it (OpenRouter `usage.cost`). */
  reportedCostUsd?: number;
}

/** Returns the parsed answers, or a string saying what is wrong with them. */
export function parseSuccess(body: unknown, questions: Record<string, Question>): ParsedSuccess | string {
  if (!isObj(body)) return "the body is not a JSON object";
  if (!isObj(body.answers)) return "`answers` is missing";
  const answers: Record<string, Answer> = {};
  for (const [id, q] of Object.entries(questions)) {
    const a = body.answers[id];
    const problem = checkAnswer(a, q);
    if (problem) return `answer \`${id}\` ${problem}`;
    answers[id] = a as Answer;
  }
  const u = isObj(body.usage) ? body.usage : {};
  const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : 0);
  return {
    model: typeof body.model === "string" ? body.model : undefined,
    answers,
    usage: { inputTokens: num(u.input_tokens), outputTokens: num(u.output_tokens) },
    reportedCostUsd: typeof u.cost === "number" ? u.cost : undefined,
  };
}

function checkAnswer(a: unknown, q: Question): string | undefined {
  if (!isObj(a)) return "is missing";
  if (a.type !== q.type) return `has type ${String(a.type)}, expected ${q.type}`;
  if (q.type === "noul") return isProb(a.noul) ? undefined : "has no probability `noul`";
  if (!isObj(a.probabilities) || !Object.values(a.probabilities).every(isProb)) return "has no `probabilities`";
  if (typeof a.confidence !== "number") return "has no `confidence`";
  if (q.type === "choice")
    return typeof a.choice === "string" && a.choice in q.criteria ? undefined : "names no offered option";
  const top = q.criteria.length - 1;
  return typeof a.score === "number" && a.score >= 0 && a.score <= top ? undefined : `has no score in 0..${top}`;
}
