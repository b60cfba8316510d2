/**
 * A faithful fake System One server for tests and e2e runs (nothing here can reach the
 * real API). It speaks the wire format of design/system-one-api.md: validates requests
 * (422 naming the field, 401 on a wrong key), answers with a deterministic lexical judge,
 * reports usage, and can be told to misbehave (429 + retry-after, 529, 5xx, slow, garbage,
 * dropped connections) for the next N requests.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { judgeRequest } from "./fake-system-one-judge";
import { isValidationFailure, validateRequest } from "./fake-system-one-validate";
import { readBody } from "./http-kit";

export type FaultKind = "rate-limit" | "overloaded" | "server-error" | "status" | "slow" | "garbage" | "close";

export interface Fault {
  kind: FaultKind;
  /** How many upcoming requests get this fault. Default 1. */
  count?: number;
  /** rate-limit: sent as `retry-after` (seconds). */
  retryAfterSeconds?: number;
  /** rate-limit / overloaded: sent as `retry-after-ms`. */
  retryAfterMs?: number;
  /** server-error: the status (default 500); status: any status (e.g. 403) with `message`. */
  status?: number;
  message?: string;
  /** slow: delay before a normal answer (default 1000 ms). */
  delayMs?: number;
}

export interface FakeSystemOneOptions {
  port?: number;
  host?: string;
  /** When set, requests must carry `Authorization: Bearer <apiKey>`. */
  apiKey?: string;
  /** Error body shape: TypeSafe (default), OpenRouter, or FastAPI's list form. */
  errorStyle?: "typesafe" | "openrouter" | "fastapi";
  /** Send permissive CORS headers (TypeSafe itself sends none). */
  cors?: boolean;
  /** Latency added to every answer, in ms. */
  latencyMs?: number;
}

export interface FakeRecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string | undefined>;
  /** Parsed JSON body, or the raw text when it was not JSON. */
  body: unknown;
  /** Epoch ms on arrival. */
  at: number;
  /** Status sent back (0 when the connection was dropped). */
  status: number;
}

export interface FakeSystemOne {
  url: string;
  port: number;
  requests: FakeRecordedRequest[];
  /** Replaces the queued faults; faults are consumed in order, `count` requests each. */
  setFault(fault: Fault | Fault[] | null): void;
  close(): Promise<void>;
}

const SYSTEM_ONE_PATH = /\/v1\/systemone\/?$/;

export async function startFakeSystemOne(options: FakeSystemOneOptions = {}): Promise<FakeSystemOne> {
  const requests: FakeRecordedRequest[] = [];
  let faults: (Fault & { count: number })[] = [];
  let served = 0;

  const nextFault = (): Fault | undefined => {
    const f = faults[0];
    if (!f) return undefined;
    if (--f.count <= 0) faults.shift();
    return f;
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.destroy());
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = (req.url ?? "/").split("?")[0];
    if (options.cors) setCors(res);
    if (req.method === "OPTIONS") return send(res, 204, "");
    if (req.method === "GET" && /\/v1\/models\/?$/.test(path))
      return sendJson(res, 200, { data: ["jev-latest", "jev-preview", "jev-1.13.0"].map((id) => ({ id })) });
    if (!SYSTEM_ONE_PATH.test(path))
      return sendJson(res, 404, { detail: { message: `no route ${path}`, error_type: "unknown" } });
    if (req.method !== "POST") return sendJson(res, 405, { detail: { message: "use POST", error_type: "unknown" } });

    const raw = await readBody(req);
    let body: unknown = raw;
    let parsedOk = true;
    try {
      body = JSON.parse(raw);
    } catch {
      parsedOk = false;
    }
    const record: FakeRecordedRequest = {
      method: req.method,
      path,
      headers: { ...req.headers } as Record<string, string | undefined>,
      body,
      at: Date.now(),
      status: 0,
    };
    requests.push(record);
    const reply = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      record.status = status;
      sendJson(res, status, payload, headers);
    };

    const fault = nextFault();
    if (fault?.kind === "close") return void req.socket.destroy();
    if (fault?.kind === "rate-limit")
      return reply(429, detail("Rate limit exceeded", "rate_limit"), retryHeaders(fault));
    if (fault?.kind === "overloaded")
      return reply(529, detail("Overloaded, try again later", "overloaded"), retryHeaders(fault));
    if (fault?.kind === "server-error") return reply(fault.status ?? 500, detail("Internal server error", "unknown"));
    if (fault?.kind === "status")
      return reply(fault.status ?? 400, detail(fault.message ?? "Request refused", "unknown"));

    if (options.apiKey !== undefined) {
      const auth = req.headers.authorization;
      // Echoes what it was sent, as some real gateways do: the client must scrub it.
      if (!auth) return reply(401, detail("Missing API key", "authentication_error"));
      if (auth !== `Bearer ${options.apiKey}`)
        return reply(401, detail(`Invalid API key: ${auth.replace(/^Bearer\s+/i, "")}`, "authentication_error"));
    }
    if (!parsedOk) return reply(422, validationBody("body", "request body is not valid JSON"));
    const checked = validateRequest(body);
    if (isValidationFailure(checked))
      return reply(422, validationBody(checked.field, checked.message, checked.errorType));

    const delay = (options.latencyMs ?? 0) + (fault?.kind === "slow" ? (fault.delayMs ?? 1000) : 0);
    if (delay > 0) await new Promise((r) => setTimeout(r, delay));
    if (res.destroyed || req.socket.destroyed) return; // the client gave up (timeout)
    served++;
    const headers = { "x-typesafe-request-id": `req_fake_${served}` };
    if (fault?.kind === "garbage") {
      record.status = 200;
      return send(res, 200, '{"model":"jev-1.13.0","answers":{"q":', {
        "content-type": "application/json",
        ...headers,
      });
    }
    reply(200, judgeRequest(checked), headers);
  }

  function validationBody(field: string, message: string, errorType = "validation_error") {
    const loc = ["body", ...field.split(".")];
    if (options.errorStyle === "openrouter") return { error: { message: `${field}: ${message}`, code: 422 } };
    if (options.errorStyle === "fastapi") return { detail: [{ loc, msg: message, type: errorType }] };
    return { detail: { message: `${field}: ${message}`, error_type: errorType, loc } };
  }

  function detail(message: string, errorType: string) {
    return options.errorStyle === "openrouter"
      ? { error: { message, code: errorType } }
      : { detail: { message, error_type: errorType } };
  }

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? "127.0.0.1"}:${port}`,
    port,
    requests,
    setFault(fault) {
      faults = (fault === null ? [] : Array.isArray(fault) ? fault : [fault]).map((f) => ({
        ...f,
        count: f.count ?? 1,
      }));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function retryHeaders(f: Fault): Record<string, string> {
  const h: Record<string, string> = {};
  if (f.retryAfterSeconds !== undefined) h["retry-after"] = String(f.retryAfterSeconds);
  if (f.retryAfterMs !== undefined) h["retry-after-ms"] = String(f.retryAfterMs);
  return h;
}

function setCors(res: ServerResponse): void {
  res.setHeader("access-control-allow-origin", "*");
  res.setHeader("access-control-allow-headers", "authorization, content-type");
  res.setHeader("access-control-allow-methods", "POST, GET, OPTIONS");
  res.setHeader("access-control-expose-headers", "x-typesafe-request-id, retry-after, retry-after-ms");
}

function send(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  if (res.destroyed) return;
  res.writeHead(status, headers);
  res.end(text);
}

function sendJson(res: ServerResponse, status: number, payload: unknown, headers: Record<string, string> = {}): void {
  send(res, status, JSON.stringify(payload), { "content-type": "application/json", ...headers });
}
