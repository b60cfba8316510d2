/**
 * Client for any OpenAI-compatible chat endpoint (/v1/chat/completions): OpenAI,
 * OpenRouter, a gateway, a local server. Streams by default (SSE), retries 429/5xx/529
 * and network failures before the first token, and throws named ChatErrors. The key
 * lives only in this closure: nothing returned or thrown contains it.
 */
import {
  newAbortController,
  startTimer,
  hostFetch,
  hostSleep,
  type AbortSignalLike,
  type RequestInitLike,
  type SleepFn,
} from "../../system-one/runtime";
import { ChatError, httpChatError, retryAfter, scrub, serverMessage } from "./chat-errors";
import type { ChatMessage } from "./prompt";
import { SseParser, StreamErrorEvent, type StreamChunk } from "./sse";

interface ReaderLike {
  read(): Promise<{ done: boolean; value?: Uint8Array }>;
}
export interface ChatResponseLike {
  readonly status: number;
  readonly headers: { get(name: string): string | null };
  text(): Promise<string>;
  readonly body?: { getReader(): ReaderLike } | null;
}
export type ChatFetch = (url: string, init: RequestInitLike) => Promise<ChatResponseLike>;

export interface ChatConfig {
  /** e.g. https://api.openai.com/v1, https://openrouter.ai/api/v1, http://127.0.0.1:8080 */
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Idle limit: no byte for this long ends the attempt. Default 60 s. */
  timeoutMs?: number;
  /** Retries before the first token. Default 2. */
  maxRetries?: number;
  /** A server asking to wait longer than this is not retried. Default 30 s. */
  maxRetryAfterMs?: number;
  fetch?: ChatFetch;
  sleep?: SleepFn;
  now?: () => number;
}

export interface ChatRequest {
  messages: ChatMessage[];
  /** Default true. */
  stream?: boolean;
  temperature?: number;
  maxTokens?: number;
  onDelta?: (text: string) => void;
  signal?: AbortSignalLike;
}

export interface ChatResult {
  text: string;
  model: string;
  finishReason?: string;
  usage?: { prompt_tokens?: number; completion_tokens?: number };
  streamed: boolean;
  attempts: number;
  ms: number;
}

export interface ChatClient {
  complete(req: ChatRequest): Promise<ChatResult>;
  /** Key-free description for settings and traces. */
  describe(): { endpoint: string; model: string; hasKey: boolean };
}

/** Accepts a bare host, a /v1 base or the full endpoint. */
export function chatEndpoint(baseUrl: string): string {
  const base = baseUrl.trim().replace(/\/+$/, "");
  if (/\/chat\/completions$/.test(base)) return base;
  return /\/v\d+$/.test(base) ? `${base}/chat/completions` : `${base}/v1/chat/completions`;
}

/** Host and path only: no userinfo, no query. */
function displayEndpoint(url: string): string {
  const m = url.match(/^(\w+:\/\/)(?:[^@/]*@)?([^/?#]*)([^?#]*)/);
  return m ? `${m[1]}${m[2]}${m[3]}` : "the chat endpoint";
}

export function createChatClient(config: ChatConfig): ChatClient {
  const apiKey = config.apiKey?.trim() || undefined;
  const url = chatEndpoint(config.baseUrl);
  const endpoint = displayEndpoint(url);
  const fetchFn: ChatFetch = config.fetch ?? (hostFetch() as unknown as ChatFetch);
  const sleep = config.sleep ?? hostSleep;
  const now = config.now ?? Date.now;
  const headers: Record<string, string> = {
    "content-type": "application/json",
    accept: "text/event-stream, application/json",
  };
  if (apiKey) headers.authorization = `Bearer ${apiKey}`;
  const ctx: AttemptContext = {
    url,
    endpoint,
    headers,
    apiKey,
    fetch: fetchFn,
    now,
    timeoutMs: config.timeoutMs ?? 60_000,
  };

  async function complete(req: ChatRequest): Promise<ChatResult> {
    const t0 = now();
    const stream = req.stream ?? true;
    const body = JSON.stringify({
      model: config.model,
      messages: req.messages,
      stream,
      temperature: req.temperature ?? 0,
      ...(req.maxTokens ? { max_tokens: req.maxTokens } : {}),
    });
    for (let attempt = 1; ; attempt++) {
      let sent = false;
      const onDelta = (t: string) => ((sent = true), req.onDelta?.(t));
      try {
        const out = await attemptChat(ctx, body, stream, onDelta, req.signal);
        return { ...out, model: out.model ?? config.model, streamed: stream, attempts: attempt, ms: now() - t0 };
      } catch (err) {
        const e = err instanceof ChatError ? err : new ChatError("network", `Could not reach ${endpoint}.`);
        e.attempts = attempt;
        const wait = e.retryAfterMs ?? 500 * 2 ** (attempt - 1);
        if (!e.retryable || sent || attempt > (config.maxRetries ?? 2) || wait > (config.maxRetryAfterMs ?? 30_000))
          throw e;
        await sleep(wait, req.signal);
      }
    }
  }

  return { complete, describe: () => ({ endpoint, model: config.model, hasKey: apiKey !== undefined }) };
}

interface AttemptContext {
  url: string;
  endpoint: string;
  headers: Record<string, string>;
  apiKey?: string;
  fetch: ChatFetch;
  now: () => number;
  timeoutMs: number;
}

type AttemptOut = Omit<ChatResult, "streamed" | "attempts" | "ms" | "model"> & { model?: string };

async function attemptChat(
  ctx: AttemptContext,
  body: string,
  stream: boolean,
  onDelta: (t: string) => void,
  signal?: AbortSignalLike,
): Promise<AttemptOut> {
  if (signal?.aborted) throw new ChatError("aborted", "The chat request was cancelled.");
  const controller = newAbortController();
  let timedOut = false;
  let stop = () => {};
  // An idle timer, restarted on every byte: long answers may stream for minutes.
  const touch = () => (stop(), (stop = startTimer(ctx.timeoutMs, () => ((timedOut = true), controller.abort()))));
  const onAbort = () => controller.abort();
  signal?.addEventListener("abort", onAbort, { once: true });
  touch();
  try {
    const res = await ctx.fetch(ctx.url, { method: "POST", headers: ctx.headers, body, signal: controller.signal });
    if (res.status < 200 || res.status >= 300)
      throw httpChatError(
        res.status,
        ctx.endpoint,
        serverMessage(await res.text(), ctx.apiKey),
        retryAfter(res.headers, ctx.now()),
      );
    return stream ? await readStream(res, onDelta, touch) : parseCompletion(await res.text());
  } catch (err) {
    if (err instanceof ChatError) throw err;
    if (signal?.aborted) throw new ChatError("aborted", "The chat request was cancelled.");
    if (timedOut)
      throw new ChatError("timeout", `The chat model at ${ctx.endpoint} sent nothing for ${ctx.timeoutMs} ms.`);
    if (err instanceof StreamErrorEvent)
      throw new ChatError(
        "server-error",
        `The chat model reported an error mid-answer: "${scrub(err.message, ctx.apiKey)}".`,
      );
    if (err instanceof SyntaxError)
      throw new ChatError(
        "bad-response",
        `The chat model at ${ctx.endpoint} returned a response Pincite could not read.`,
      );
    const cause = (err as { cause?: { code?: unknown } }).cause?.code;
    throw new ChatError(
      "network",
      `Could not reach the chat model at ${ctx.endpoint}${typeof cause === "string" ? ` (${cause})` : ""}.`,
    );
  } finally {
    stop();
    signal?.removeEventListener("abort", onAbort);
  }
}

interface DecoderLike {
  decode(bytes?: Uint8Array, options?: { stream?: boolean }): string;
}
const Decoder = (globalThis as unknown as { TextDecoder: new () => DecoderLike }).TextDecoder;

async function readStream(res: ChatResponseLike, onDelta: (t: string) => void, touch: () => void): Promise<AttemptOut> {
  const out: AttemptOut = { text: "" };
  const parser = new SseParser((c: StreamChunk) => {
    if (c.delta) {
      out.text += c.delta;
      onDelta(c.delta);
    }
    out.model ??= c.model;
    out.finishReason = c.finishReason ?? out.finishReason;
    out.usage = c.usage ?? out.usage;
  });
  if (!res.body) parser.push(await res.text());
  else {
    const reader = res.body.getReader();
    const decoder = new Decoder();
    for (let r = await reader.read(); !r.done; r = await reader.read()) {
      touch();
      parser.push(decoder.decode(r.value, { stream: true }));
    }
  }
  parser.end();
  if (!parser.done && !out.finishReason)
    throw new ChatError("bad-response", "The chat stream ended before the answer was complete.");
  return out;
}

function parseCompletion(text: string): AttemptOut {
  const j = JSON.parse(text) as {
    model?: string;
    choices?: { message?: { content?: string | null }; finish_reason?: string }[];
    usage?: AttemptOut["usage"];
  };
  const content = j.choices?.[0]?.message?.content;
  if (typeof content !== "string")
    throw new ChatError("bad-response", "The chat model's reply had no message content.");
  return { text: content, model: j.model, finishReason: j.choices?.[0]?.finish_reason, usage: j.usage };
}
