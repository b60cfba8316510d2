/**
 * Same-origin proxies for the app's own server (vite dev and preview). TypeSafe may send
 * no CORS headers, so a browser cannot call it directly; the app calls
 * `/api/system-one/...` instead and this forwards the request to the upstream named by
 * PINCITE_SYSTEM_ONE_UPSTREAM (default https://api.typesafe.ai). The user's key travels
 * in the request's Authorization header and is forwarded as is; when the browser sends
 * none, a key from PINCITE_SYSTEM_ONE_KEY on the server is used.
 *
 * Because that server key can be spent by whoever gets a request through, a request is
 * judged first (proxy-request-check.ts) and a refused one never reaches the upstream.
 * No CORS headers are ever sent, so other origins cannot read a reply either. Messages
 * name neither the upstream nor a key; keys are never logged.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import {
  CHAT_ENDPOINTS,
  checkEndpoint,
  checkOrigin,
  checkPath,
  confinedTarget,
  SYSTEM_ONE_ENDPOINTS,
  type Endpoint,
  type Refusal,
} from "./proxy-request-check.ts";
import { keyStreamScrubber, scrubErrorBody, upstreamSpellings } from "./proxy-reply-scrub.ts";

export interface UpstreamRoute {
  /** Same-origin path prefix, e.g. "/api/system-one". */
  prefix: string;
  upstream: string;
  serverKey?: string;
  /** What may be forwarded; the proxy refuses every other method and path. */
  endpoints: Endpoint[];
}

export const MAX_BODY_BYTES = 4 * 1024 * 1024;
const TIMEOUT_MS = 120_000;
const PASS_BACK = ["content-type", "retry-after", "retry-after-ms", "x-request-id", "x-typesafe-request-id"];

export function defaultRoutes(env: NodeJS.ProcessEnv = process.env): UpstreamRoute[] {
  return [
    {
      prefix: "/api/system-one",
      upstream: env.PINCITE_SYSTEM_ONE_UPSTREAM ?? "https://api.typesafe.ai",
      serverKey: env.PINCITE_SYSTEM_ONE_KEY,
      endpoints: SYSTEM_ONE_ENDPOINTS,
    },
    {
      prefix: "/api/chat",
      upstream: env.PINCITE_CHAT_UPSTREAM ?? "https://api.openai.com",
      serverKey: env.PINCITE_CHAT_KEY,
      endpoints: CHAT_ENDPOINTS,
    },
  ];
}

class BodyTooLarge extends Error {}

const TOO_LARGE: Refusal = {
  status: 413,
  code: "body_too_large",
  message: `The request body is larger than the Pincite proxy's ${MAX_BODY_BYTES / 1024 / 1024} MB limit.`,
};

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function refuse(res: ServerResponse, r: Refusal): void {
  res.statusCode = r.status;
  res.setHeader("content-type", "application/json");
  res.end(JSON.stringify({ error: { code: r.code, message: r.message } }));
}

/** The upstream target, or why the request is refused. Runs before any body is read or key is touched. */
function judge(route: UpstreamRoute, req: IncomingMessage): { target: string } | Refusal {
  const origin = checkOrigin(req);
  if (origin) return origin;
  const path = checkPath((req.url ?? "").slice(route.prefix.length) || "/");
  if ("status" in path) return path;
  const endpoint = checkEndpoint(req.method, path.segments, route.endpoints);
  if (endpoint) return endpoint;
  if (Number(req.headers["content-length"] ?? 0) > MAX_BODY_BYTES) return TOO_LARGE;
  const target = confinedTarget(route.upstream, path.segments);
  return target
    ? { target }
    : { status: 400, code: "path_not_allowed", message: "The Pincite proxy does not forward this path." };
}

class UpstreamRedirect extends Error {}

async function forward(route: UpstreamRoute, target: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = req.method === "POST" ? new Uint8Array(await readBody(req)) : undefined;
  const serverKey = !req.headers.authorization && route.serverKey ? route.serverKey : undefined;
  const headers: Record<string, string> = {
    "content-type": String(req.headers["content-type"] ?? "application/json"),
    accept: String(req.headers.accept ?? "*/*"),
  };
  const auth = req.headers.authorization || (serverKey ? `Bearer ${serverKey}` : undefined);
  if (auth) headers.authorization = auth;
  // A page that goes away (a cancelled question) stops the upstream call it paid for.
  const gone = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) gone.abort();
  });
  const upstream = await fetch(target, {
    method: req.method,
    headers,
    body,
    // Never followed: a redirect to another host would carry the key there.
    redirect: "manual",
    signal: AbortSignal.any([gone.signal, AbortSignal.timeout(TIMEOUT_MS)]),
  });
  if (upstream.status >= 300 && upstream.status < 400) {
    await upstream.body?.cancel();
    throw new UpstreamRedirect();
  }
  res.statusCode = upstream.status;
  for (const name of PASS_BACK) {
    const value = upstream.headers.get(name);
    if (value) res.setHeader(name, value);
  }
  if (!upstream.ok) {
    const text = new Uint8Array(await upstream.arrayBuffer());
    return void res.end(scrubErrorBody(text, serverKey, upstreamSpellings(route.upstream, target)));
  }
  if (!upstream.body) return void res.end();
  // Streamed through, so chat completions arrive token by token.
  const scrub = keyStreamScrubber(serverKey);
  for await (const chunk of upstream.body as unknown as AsyncIterable<Uint8Array>) res.write(scrub.push(chunk));
  res.end(scrub.end());
}

function failure(err: unknown): Refusal {
  if (err instanceof BodyTooLarge) return TOO_LARGE;
  if (err instanceof UpstreamRedirect)
    return {
      status: 502,
      code: "upstream_redirect",
      message: "The model server behind the Pincite proxy answered with a redirect, which the proxy does not follow.",
    };
  if (err instanceof Error && err.name === "TimeoutError")
    return {
      status: 504,
      code: "upstream_timeout",
      message: "The model server behind the Pincite proxy did not answer in time.",
    };
  return {
    status: 502,
    code: "upstream_unreachable",
    message: "The Pincite proxy could not reach the model server configured on this server.",
  };
}

/** Connect-style middleware serving every route; other paths fall through. */
export function upstreamProxy(routes: UpstreamRoute[] = defaultRoutes()) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const route = routes.find(
      (r) => req.url === r.prefix || req.url?.startsWith(r.prefix + "/") || req.url?.startsWith(r.prefix + "?"),
    );
    if (!route) return next();
    const verdict = judge(route, req);
    if ("status" in verdict) {
      // Unread bodies are drained so the refusal reaches the client before the socket closes.
      req.resume();
      return refuse(res, verdict);
    }
    forward(route, verdict.target, req, res).catch((err: unknown) => {
      req.resume();
      if (!res.headersSent) refuse(res, failure(err));
      else res.end();
    });
  };
}
