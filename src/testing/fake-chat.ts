/**
 * A fake OpenAI-compatible chat server for tests (nothing here reaches a real model).
 * POST /v1/chat/completions, streaming (SSE) or not. It records request bodies, and
 * answers deterministically from the evidence blocks in the prompt: the sentences that
 * share most with the question, each cited by its evidence label. It can be told to
 * misbehave (401 echoing the key, 429 + retry-after, 529, 5xx, garbage, dropped
 * connections, an error event or a cut-off stream) for the next N requests.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { fakeReply } from "./fake-chat-reply";
import { readBody, parseJsonOrText } from "./http-kit";

export type ChatFaultKind =
  "rate-limit" | "overloaded" | "server-error" | "status" | "slow" | "garbage" | "close" | "stream-error" | "truncated";

export interface ChatFault {
  kind: ChatFaultKind;
  /** How many upcoming requests get it. Default 1. */
  count?: number;
  retryAfterSeconds?: number;
  status?: number;
  message?: string;
  delayMs?: number;
}

export interface FakeChatOptions {
  port?: number;
  host?: string;
  /** When set, requests must carry `Authorization: Bearer <apiKey>`. */
  apiKey?: string;
  model?: string;
  /** Send permissive CORS headers, as hosted OpenAI-compatible APIs do for browser calls. */
  cors?: boolean;
}

export interface FakeChatRequest {
  path: string;
  headers: Record<string, string | undefined>;
  body: unknown;
  status: number;
}

export interface FakeChat {
  url: string;
  requests: FakeChatRequest[];
  setFault(fault: ChatFault | ChatFault[] | null): void;
  /** A fixed reply instead of the evidence-based one (null restores it). */
  setReply(text: string | null): void;
  close(): Promise<void>;
}

export async function startFakeChat(options: FakeChatOptions = {}): Promise<FakeChat> {
  const requests: FakeChatRequest[] = [];
  let faults: (ChatFault & { count: number })[] = [];
  let fixedReply: string | null = null;
  const model = options.model ?? "fake-chat-1";
  const nextFault = () => {
    const f = faults[0];
    if (f && --f.count <= 0) faults.shift();
    return f;
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = (req.url ?? "/").split("?")[0];
    if (options.cors) {
      res.setHeader("access-control-allow-origin", "*");
      res.setHeader("access-control-allow-headers", "authorization, content-type");
      res.setHeader("access-control-allow-methods", "POST, OPTIONS");
      res.setHeader("access-control-expose-headers", "retry-after");
      if (req.method === "OPTIONS") return void (res.writeHead(204), res.end());
    }
    if (req.method !== "POST" || !/\/chat\/completions\/?$/.test(path))
      return json(res, 404, { error: { message: `no route ${path}` } });
    const raw = await readBody(req);
    const record: FakeChatRequest = {
      path,
      headers: { ...req.headers } as Record<string, string | undefined>,
      body: parseJsonOrText(raw),
      status: 0,
    };
    requests.push(record);
    const reply = (status: number, payload: unknown, headers: Record<string, string> = {}) => (
      (record.status = status),
      json(res, status, payload, headers)
    );
    const fault = nextFault();
    if (fault?.kind === "close") return void req.socket.destroy();
    if (fault?.kind === "rate-limit")
      return reply(
        429,
        { error: { message: "Rate limit exceeded" } },
        fault.retryAfterSeconds !== undefined ? { "retry-after": String(fault.retryAfterSeconds) } : {},
      );
    if (fault?.kind === "overloaded") return reply(529, { error: { message: "Overloaded" } });
    if (fault?.kind === "server-error")
      return reply(fault.status ?? 500, { error: { message: "Internal server error" } });
    if (fault?.kind === "status")
      return reply(fault.status ?? 400, { error: { message: fault.message ?? "Request refused" } });
    const auth = req.headers.authorization;
    // Echoes what it was sent, as some gateways do: the client must scrub it.
    if (options.apiKey !== undefined && auth !== `Bearer ${options.apiKey}`)
      return reply(401, { error: { message: `Incorrect API key provided: ${auth ?? "(none)"}` } });
    const body = record.body as { stream?: boolean; messages?: { role: string; content: string }[] } | string;
    if (typeof body !== "object" || !Array.isArray(body.messages))
      return reply(400, { error: { message: "messages is required" } });
    if (fault?.kind === "slow") await new Promise((r) => setTimeout(r, fault.delayMs ?? 1000));
    if (res.destroyed || req.socket.destroyed) return;
    const text = fixedReply ?? fakeReply(body.messages);
    record.status = 200;
    if (fault?.kind === "garbage")
      return void send(
        res,
        200,
        body.stream ? "data: {not json\n\n" : '{"choices":[{"mess',
        body.stream ? "text/event-stream" : "application/json",
      );
    if (body.stream) return streamReply(res, model, text, fault?.kind);
    json(res, 200, {
      id: "chatcmpl-fake",
      object: "chat.completion",
      model,
      choices: [{ index: 0, message: { role: "assistant", content: text }, finish_reason: "stop" }],
      usage: usage(body.messages, text),
    });
  }

  const server = createServer((req, res) => void handle(req, res).catch(() => res.destroy()));
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? "127.0.0.1"}:${port}/v1`,
    requests,
    setFault: (f) =>
      (faults = (f === null ? [] : Array.isArray(f) ? f : [f]).map((x) => ({ ...x, count: x.count ?? 1 }))),
    setReply: (t) => (fixedReply = t),
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

/** SSE in small chunks, then a finish chunk and [DONE] (unless told to fail mid-way). */
function streamReply(res: ServerResponse, model: string, text: string, fault?: ChatFaultKind): void {
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  const chunk = (delta: object, finish: string | null) => {
    const choices = [{ index: 0, delta, finish_reason: finish }];
    return `data: ${JSON.stringify({ id: "chatcmpl-fake", object: "chat.completion.chunk", model, choices })}\n\n`;
  };
  res.write(": keep-alive\n\n" + chunk({ role: "assistant", content: "" }, null));
  const pieces = text.match(/[\s\S]{1,12}/g) ?? [];
  pieces.forEach((p, i) => {
    if ((fault === "stream-error" || fault === "truncated") && i === Math.floor(pieces.length / 2)) return;
    res.write(chunk({ content: p }, null));
  });
  if (fault === "stream-error")
    return void res.end(`data: ${JSON.stringify({ error: { message: "upstream model crashed" } })}\n\n`);
  if (fault === "truncated") return void res.end();
  res.end(chunk({}, "stop") + "data: [DONE]\n\n");
}

const usage = (messages: { content: string }[], text: string) => ({
  prompt_tokens: Math.ceil(messages.reduce((s, m) => s + m.content.length, 0) / 4),
  completion_tokens: Math.ceil(text.length / 4),
});

function send(
  res: ServerResponse,
  status: number,
  text: string,
  type: string,
  headers: Record<string, string> = {},
): void {
  if (res.destroyed) return;
  res.writeHead(status, { "content-type": type, ...headers });
  res.end(text);
}

const json = (res: ServerResponse, status: number, payload: unknown, headers: Record<string, string> = {}) =>
  send(res, status, JSON.stringify(payload), "application/json", headers);
