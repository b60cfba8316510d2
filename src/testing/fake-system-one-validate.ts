/**
 * The fake's request validation, written from the API doc rather than shared with the
 * client, so a client bug can't hide behind an identical server bug. Where the doc marks
 * a rule UNCERTAIN (≥2 choice options, id characters) the fake is strict, so tests catch
 * requests that a real server might refuse.
 */

export interface ValidationFailure {
  /** Dotted path of the offending field, as the real API names it. */
  field: string;
  message: string;
  errorType: "validation_error" | "tokens_exceeded";
}

export interface ValidatedRequest {
  model: string;
  state: unknown;
  questions: Record<string, Record<string, unknown>>;
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);
/** string | object | array: the shapes the API accepts for state, instructions and criteria. */
const isContent = (v: unknown) => typeof v === "string" || Array.isArray(v) || isObj(v);
const fail = (
  field: string,
  message: string,
  errorType: ValidationFailure["errorType"] = "validation_error",
): ValidationFailure => ({ field, message, errorType });

/** Rough token count (4 characters a token), enough to enforce the documented budgets. */
export const estimateTokens = (v: unknown) => Math.ceil(JSON.stringify(v ?? "").length / 4);

export function validateRequest(
  body: unknown,
  limits = { total: 64_000, perQuestion: 32_000 },
): ValidatedRequest | ValidationFailure {
  if (!isObj(body)) return fail("body", "request body must be a JSON object");
  if (body.stream === true) return fail("stream", "streaming is not supported");
  if (typeof body.model !== "string" || !body.model.trim()) return fail("model", "model is required");
  // TypeSafe's compat spec calls the state `document`; accept both as the doc allows.
  const state = body.state !== undefined ? body.state : body.document;
  const stateField = body.state !== undefined ? "state" : "document";
  if (state === undefined) return fail("state", "state is required");
  if (!isContent(state)) return fail(stateField, "state must be a string, object or array");
  if (!isObj(body.questions) || Object.keys(body.questions).length === 0)
    return fail("questions", "questions must be a non-empty object");
  for (const [id, q] of Object.entries(body.questions)) {
    if (!/^[A-Za-z0-9_]+$/.test(id)) return fail(`questions.${id}`, "question ids may use only letters, digits and _");
    const problem = validateQuestion(`questions.${id}`, q);
    if (problem) return problem;
  }
  const stateTokens = estimateTokens(state);
  const qTokens = Object.values(body.questions).map(estimateTokens);
  if (stateTokens + qTokens.reduce((a, b) => a + b, 0) > limits.total)
    return fail(stateField, `state and questions exceed ${limits.total} tokens`, "tokens_exceeded");
  if (stateTokens + Math.max(...qTokens) > limits.perQuestion)
    return fail(stateField, `state and the longest question exceed ${limits.perQuestion} tokens`, "tokens_exceeded");
  return { model: body.model, state, questions: body.questions as ValidatedRequest["questions"] };
}

function validateQuestion(path: string, q: unknown): ValidationFailure | undefined {
  if (!isObj(q)) return fail(path, "question must be an object");
  if (q.instructions !== undefined && !isContent(q.instructions))
    return fail(`${path}.instructions`, "instructions must be a string, object or array");
  if (q.type === "noul") {
    if (q.instructions === undefined) return fail(`${path}.instructions`, "noul questions need instructions");
    if (q.criteria === undefined) return undefined;
    if (!isObj(q.criteria))
      return fail(`${path}.criteria`, "noul criteria must be an object with `true` and/or `false`");
    const extra = Object.keys(q.criteria).find((k) => k !== "true" && k !== "false");
    if (extra) return fail(`${path}.criteria.${extra}`, "noul criteria take only `true` and `false`");
    for (const k of ["true", "false"]) {
      const c = q.criteria[k];
      if (c !== undefined && !isContent(c))
        return fail(`${path}.criteria.${k}`, "criterion must be a string, object or array");
    }
    return undefined;
  }
  if (q.type === "choice") {
    if (!isObj(q.criteria)) return fail(`${path}.criteria`, "choice criteria must be an object of options");
    const n = Object.keys(q.criteria).length;
    if (n < 2 || n > 255) return fail(`${path}.criteria`, `choice needs 2 to 255 options, got ${n}`);
    const bad = Object.entries(q.criteria).find(([, v]) => v !== null && !isContent(v));
    return bad
      ? fail(`${path}.criteria.${bad[0]}`, "option description must be a string, object, array or null")
      : undefined;
  }
  if (q.type === "score") {
    if (!Array.isArray(q.criteria))
      return fail(`${path}.criteria`, "score criteria must be an array of levels, lowest first");
    if (q.criteria.length < 2 || q.criteria.length > 10)
      return fail(`${path}.criteria`, `score needs 2 to 10 levels, got ${q.criteria.length}`);
    const bad = q.criteria.findIndex((v) => !isContent(v));
    return bad >= 0
      ? fail(`${path}.criteria.${bad}`, "level description must be a string, object or array")
      : undefined;
  }
  return fail(`${path}.type`, "type must be noul, choice or score");
}

export function isValidationFailure(v: ValidatedRequest | ValidationFailure): v is ValidationFailure {
  return "field" in v && "errorType" in v;
}
