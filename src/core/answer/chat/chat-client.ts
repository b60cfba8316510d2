/**
 * Client for any OpenAI-compatible chat endpoint (/v1/chat/completions): OpenAI,
 * OpenRouter, a gateway, a local server. Streams by default (SSE) and calls through the
 * shared transport (core/http): one retry policy, with no retry once a token was shown, and
 * ModelErrors worded for the chat model. The key lives only in this closure: nothing
 * returned or thrown contains it.
 */
import { displayEndpoint } from "../../http/endpoint";
import { DEFAULT_RETRY, type RetryPolicy } from "../../http/retry-policy";
import { hostFetch, hostSleep, type AbortSignalLike, type FetchLike, type SleepFn } from "../../http/runtime";
import { post, type Transport } from "../../http/transport";
import { completionReader, streamReader, type ChatReply } from "./chat-reply";
import { chatWords } from "./chat-words";
import type { ChatMessage } from "./prompt";

export interface ChatConfig {
  /** e.g. https://api.openai.com/v1, https://openrouter.ai/api/v1, http://127.0.0.1:8080 */
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Idle limit: no byte for this long ends the attempt. Default 60 s. */
  timeoutMs?: number;
  /** Retries happen only before the first token is shown. */
  retry?: Partial<RetryPolicy>;
  fetch?: FetchLike;
  sleep?: SleepFn;
  now?: () => number;
  random?: () => number;
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

export interface ChatResult extends ChatReply {
  model: string;
  streamed: boolean;
  attempts: number;
  ms: number;
}

export interface ChatClient {
  /** @throws ModelError — see its `code`; never contains the API key. */
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

export function createChatClient(config: ChatConfig): ChatClient {
  const apiKey = config.apiKey?.trim() || undefined;
  const url = chatEndpoint(config.baseUrl);
  const endpoint = displayEndpoint(url);
  const now = config.now ?? Date.now;
  const timeoutMs = config.timeoutMs ?? 60_000;
  const headers: Record<string, string> = {
    "content-type": "application/json",
    accept: "text/event-stream, application/json",
  };
  if (apiKey) headers.authorization = `Bearer ${apiKey}`;
  const transport: Transport = {
    url,
    headers,
    apiKey,
    timeoutMs,
    policy: { ...DEFAULT_RETRY, ...config.retry },
    words: chatWords(endpoint, config.model, timeoutMs),
    fetch: config.fetch ?? hostFetch(),
    sleep: config.sleep ?? hostSleep,
    now,
    random: config.random ?? Math.random,
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
    // Text already shown cannot be taken back, so a failure after the first token is final.
    let shown = false;
    const onDelta = (t: string) => ((shown = true), req.onDelta?.(t));
    const read = stream ? streamReader(onDelta, apiKey) : completionReader;
    const { value, attempts } = await post(transport, body, read, { signal: req.signal, mayRetry: () => !shown });
    return { ...value, model: value.model ?? config.model, streamed: stream, attempts, ms: now() - t0 };
  }

  return { complete, describe: () => ({ endpoint, model: config.model, hasKey: apiKey !== undefined }) };
}
