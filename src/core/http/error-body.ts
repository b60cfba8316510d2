/**
 * Reading what a server said when it refused: error bodies of every known shape are mined
 * for a message and the field blamed, and everything a server sends back is redacted of
 * the key before it can reach a message, a trace or a log (some gateways echo it).
 */

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);
const str = (v: unknown) => (typeof v === "string" && v ? v : undefined);

/** Server text is cut to this many characters: enough to act on, never a whole page. */
const MAX_SERVER_TEXT = 300;

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

/** Last resort: a message that opens with a path, like "questions.q1.criteria: ...". */
function fieldFromMessage(m: string | undefined): string | undefined {
  const hit = m && /^((?:model|state|document|questions|stream)(?:\.[\w-]+)*)\s*:/.exec(m);
  return hit ? hit[1] : undefined;
}

/**
 * Known shapes: TypeSafe `{detail:{message,error_type,field?|loc?}}`, FastAPI
 * `{detail:[{loc,msg}]}`, plain `{detail:"..."}`, OpenAI and OpenRouter
 * `{error:{message,code,param?}}`, `{error:"..."}` and `{message}`; any other text as it is.
 */
export function parseErrorBody(text: string): ParsedError {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    const t = text.trim();
    return t ? { message: t } : {};
  }
  if (!isObj(body)) return {};
  const d = body.detail;
  if (typeof d === "string") return { message: d };
  if (Array.isArray(d) && isObj(d[0])) return { message: str(d[0].msg), field: locToField(d[0].loc) };
  if (typeof body.error === "string") return { message: body.error };
  const e = isObj(d) ? d : isObj(body.error) ? body.error : body;
  const field = str(e.field) ?? str(e.param) ?? locToField(e.loc) ?? fieldFromMessage(str(e.message));
  return { message: str(e.message) ?? str(e.msg), field };
}

/**
 * Replaces the key and any bearer token in text that came from elsewhere, then cuts it
 * short (after redacting, so a cut can never leave part of a key behind).
 */
export function redact(text: string | undefined, apiKey: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  let out = text.replace(/Bearer\s+\S+/gi, "Bearer [redacted]");
  if (apiKey) out = out.split(apiKey).join("[redacted]");
  return out.slice(0, MAX_SERVER_TEXT);
}
