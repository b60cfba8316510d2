/**
 * Same-origin proxies for the app's own server (vite dev and preview). TypeSafe may send
 * no CORS headers, so a browser cannot call it directly; the app calls
 * `/api/system-one/...` instead and this forwards the request to the upstream named by
 * PINCITE_SYSTEM_ONE_UPSTREAM (default https://api.typesafe.ai). The user's key travels
 * in the request's Authorization header and is forwarded as is; when the browser sends
 * none, a key from PINCITE_SYSTEM_ONE_KEY on the server is used. Keys are never logged.
 */
import type { IncomingMessage, ServerResponse } from "node:http";

export interface UpstreamRoute {
  /** Same-origin path prefix, e.g. "/api/system-one". */
  prefix: string;
  upstream: string;
  serverKey?: string;
}

const MAX_BODY_BYTES = 4 * 1024 * 1024;
const TIMEOUT_MS = 120_000;
const PASS_BACK = ["content-type", "retry-after", "retry-after-ms", "x-request-id", "x-typesafe-request-id"];

export function defaultRoutes(env: NodeJS.ProcessEnv = process.env): UpstreamRoute[] {
  return [
    { prefix: "/api/system-one", upstream: env.PINCITE_SYSTEM_ONE_UPSTREAM ?? "https://api.typesafe.ai", serverKey: env.PINCITE_SYSTEM_ONE_KEY },
    { prefix: "/api/chat", upstream: env.PINCITE_CHAT_UPSTREAM ?? "https://api.openai.com", serverKey: env.PINCITE_CHAT_KEY },
  ];
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new Error("request body too large");
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function send(res: ServerResponse, status: number, message: string): void {
  res.statusCode = status;
  res.setHeader("content-type", "application/json");
  res.end(JSON.stringify({ error: { message } }));
}

async function forward(route: UpstreamRoute, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const rest = (req.url ?? "").slice(route.prefix.length) || "/";
  const target = route.upstream.replace(/\/+$/, "") + rest;
  const auth = req.headers.authorization ?? (route.serverKey ? `Bearer ${route.serverKey}` : undefined);
  const headers: Record<string, string> = { "content-type": String(req.headers["content-type"] ?? "application/json") };
  if (auth) headers.authorization = auth;
  const body = req.method === "GET" || req.method === "HEAD" ? undefined : new Uint8Array(await readBody(req));
  const upstream = await fetch(target, { method: req.method, headers, body, signal: AbortSignal.timeout(TIMEOUT_MS) });
  res.statusCode = upstream.status;
  for (const name of PASS_BACK) {
    const value = upstream.headers.get(name);
    if (value) res.setHeader(name, value);
  }
  if (!upstream.body) return void res.end();
  // Stream through, so chat completions arrive token by token.
  for await (const chunk of upstream.body as unknown as AsyncIterable<Uint8Array>) res.write(chunk);
  res.end();
}

/** Connect-style middleware serving every route; other paths fall through. */
export function upstreamProxy(routes: UpstreamRoute[] = defaultRoutes()) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const route = routes.find((r) => req.url === r.prefix || req.url?.startsWith(r.prefix + "/"));
    if (!route) return next();
    forward(route, req, res).catch((err: unknown) => {
      const timedOut = err instanceof Error && err.name === "TimeoutError";
      if (!res.headersSent) send(res, timedOut ? 504 : 502, timedOut ? `The upstream ${route.upstream} did not answer in time.` : `Could not reach ${route.upstream} through the Pincite proxy.`);
      else res.end();
    });
  };
}
