/**
 * Reading what the server sent: success bodies are checked against the questions asked
 * (a missing or mistyped answer is a bad response, not a silent gap in a trace), and
 * error bodies of every known shape are mined for a message and the field blamed.
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

export interface ParsedError {
  message?: string;
  field?: string;
}

/** Dotted field path from a FastAPI-style `loc` array, without the leading "body". */
function locToField(loc: unknown): string | undefined {
  if (!Array.isArray(loc)) return undefined;
  const parts = loc.filter((p, i) => !(i === 0 && p === "body")).map(String);
  return parts.length ? parts.join(".") : undefined;
}

/**
 * Known shapes: TypeSafe `{detail:{message,error_type,field?|loc?}}`, FastAPI
 * `{detail:[{loc,msg}]}`, plain `{detail:"..."}`, OpenRouter `{error:{message,code,param?}}`.
 */
export function parseErrorBody(text: string): ParsedError {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    const t = text.trim();
    return t ? { message: t.slice(0, 300) } : {};
  }
  if (!isObj(body)) return {};
  const d = body.detail;
  if (typeof d === "string") return { message: d };
  if (Array.isArray(d) && isObj(d[0])) return { message: str(d[0].msg), field: locToField(d[0].loc) };
  const e = isObj(d) ? d : isObj(body.error) ? body.error : body;
  const field = str(e.field) ?? str(e.param) ?? locToField(e.loc) ?? fieldFromMessage(str(e.message));
  return { message: str(e.message) ?? str(e.msg), field };
}

const str = (v: unknown) => (typeof v === "string" && v ? v : undefined);

/** Last resort: a message that opens with a path, like "questions.q1.criteria: ...". */
function fieldFromMessage(m: string | undefined): string | undefined {
  const hit = m && /^((?:model|state|document|questions|stream)(?:\.[\w-]+)*)\s*:/.exec(m);
  return hit ? hit[1] : undefined;
}

/** Replaces every occurrence of the key (and its Bearer form) in server-supplied text. */
export function scrubKey(text: string | undefined, key: string | undefined): string | undefined {
  if (text === undefined || !key) return text;
  return text.split(key).join("[redacted]");
}
