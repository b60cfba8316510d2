/**
 * The System One client: one batched request (a shared state, many typed questions) per
 * call, with caching, pacing, retries and cost accounting. It returns plain data for
 * traces. The API key lives only in this closure; no returned object or error holds it.
 */
import { DEFAULT_RETRY, type RetryPolicy } from "../http/retry-policy";
import {
  hostFetch,
  hostNow,
  hostSleep,
  type AbortSignalLike,
  type FetchLike,
  type NowFn,
  type SleepFn,
} from "../http/runtime";
import { NOT_JSON, post, UnreadableReply, type ReplyReader, type Transport } from "../http/transport";
import { displayEndpoint } from "../http/endpoint";
import { detectBackend, endpointUrl, requestHeaders, resolveModel, type BackendKind } from "./backends";
import { MemoryLruCache, type CachedAnswers, type SystemOneCacheStore } from "./cache";
import { systemOneWords } from "./failure-words";
import { requestCacheKey } from "./hash";
import { Pacer } from "./pacer";
import { parseSuccess, type ParsedSuccess } from "./response";
import type { AnswersFor, Content, Question } from "./types";
import { costUsd, type SystemOneResult } from "./result";

export interface SystemOneConfig {
  /** e.g. https://api.typesafe.ai, https://openrouter.ai/api, http://localhost:11434, /api/system-one/ */
  baseUrl: string;
  apiKey?: string;
  /** Bare ids like `jev-latest` are translated for hosts that namespace them. */
  model?: string;
  /** Overrides detection from the base URL. */
  backend?: BackendKind;
  /** Per attempt. Default 10 s, as the JS SDK. */
  timeoutMs?: number;
  retry?: Partial<RetryPolicy>;
  /** Shared across clients using one key; otherwise a private one at `ratePerSecond`. */
  pacer?: Pacer;
  ratePerSecond?: number;
  /** null disables caching. Default: in-memory LRU of 1,024 entries. */
  cache?: SystemOneCacheStore | null;
  /** USD per million input tokens; output is free. */
  pricePerMillionInput?: number;
  fetch?: FetchLike;
  sleep?: SleepFn;
  now?: NowFn;
  random?: () => number;
}

export interface AskRequest<Qs extends Record<string, Question>> {
  state: Content;
  questions: Qs;
}

export interface AskOptions {
  signal?: AbortSignalLike;
  /** Skip the cache lookup (the fresh answer still replaces the cached one). */
  refresh?: boolean;
}

export interface SystemOneClient {
  /**
   * Asks every question about `state` in one request.
   * @throws ModelError — see its `code`; never contains the API key.
   */
  ask<Qs extends Record<string, Question>>(
    req: AskRequest<Qs>,
    options?: AskOptions,
  ): Promise<SystemOneResult<AnswersFor<Qs>>>;
  /** Key-free description for settings screens and traces. */
  describe(): { backend: BackendKind; endpoint: string; model: string; hasKey: boolean };
}

export function createSystemOneClient(config: SystemOneConfig): SystemOneClient {
  const spec = detectBackend(config.baseUrl, config.backend);
  const apiKey = config.apiKey?.trim() || undefined;
  const url = endpointUrl(config.baseUrl, spec);
  const model = resolveModel(spec, config.model);
  const headers = requestHeaders(spec, apiKey);
  const policy: RetryPolicy = { ...DEFAULT_RETRY, ...config.retry };
  const now = config.now ?? hostNow;
  const sleep = config.sleep ?? hostSleep;
  const pacer = config.pacer ?? new Pacer({ ratePerSecond: config.ratePerSecond ?? 30, now, sleep });
  const cache = config.cache === undefined ? new MemoryLruCache() : config.cache;
  const price = config.pricePerMillionInput ?? 0.042;
  const endpoint = displayEndpoint(url);
  const timeoutMs = config.timeoutMs ?? 10_000;
  const transport: Transport = {
    url,
    headers,
    apiKey,
    timeoutMs,
    policy,
    words: systemOneWords({ endpoint, backendLabel: spec.label, model, timeoutMs }),
    fetch: config.fetch ?? hostFetch(),
    sleep,
    now,
    random: config.random ?? Math.random,
    beforeAttempt: async (signal) => void (await pacer.acquire(signal)),
  };
  const inFlight = new Map<string, ReturnType<typeof fetchAnswers>>();

  async function fetchAnswers(questions: Record<string, Question>, body: string, signal?: AbortSignalLike) {
    // An unparseable body may be a cut transfer and is asked again; a well-formed wrong shape won't improve.
    const read: ReplyReader<ParsedSuccess> = async (res) => {
      let json: unknown;
      try {
        json = JSON.parse(await res.text());
      } catch {
        throw new UnreadableReply(NOT_JSON, true);
      }
      const parsed = parseSuccess(json, questions);
      if (typeof parsed === "string") throw new UnreadableReply(parsed, false);
      return parsed;
    };
    const { value, attempts, retries, requestId } = await post(transport, body, read, { signal });
    const served = {
      answers: value.answers,
      model: value.model ?? model,
      usage: value.usage,
      requestId,
      storedAt: now(),
    };
    return { ...served, reportedCostUsd: value.reportedCostUsd, attempts, retries };
  }

  async function ask<Qs extends Record<string, Question>>(req: AskRequest<Qs>, options: AskOptions = {}) {
    const started = now();
    const { signal } = options;
    const key = await requestCacheKey(model, req.state, req.questions);
    const hit = cache && !options.refresh ? await quietly(() => cache.get(key)) : undefined;
    if (hit)
      return toResult<Qs>(hit, {
        cached: true,
        attempts: 0,
        retries: [],
        costUsd: 0,
        latencyMs: now() - started,
        cacheKey: key,
      });
    // Identical concurrent asks share one request instead of paying twice. Callers with
    // their own signal don't share, so one cancellation can't fail another caller.
    let pending = signal ? undefined : inFlight.get(key);
    if (!pending) {
      const body = JSON.stringify({ model, state: req.state, questions: req.questions });
      pending = fetchAnswers(req.questions, body, signal);
      if (!signal) {
        inFlight.set(key, pending);
        void pending.then(
          () => inFlight.delete(key),
          () => inFlight.delete(key),
        );
      }
    }
    const { attempts, retries, reportedCostUsd, ...stored } = await pending;
    if (cache) await quietly(() => cache.set(key, stored));
    const cost = reportedCostUsd ?? costUsd(stored.usage.inputTokens, price);
    return toResult<Qs>(stored, {
      cached: false,
      attempts,
      retries,
      costUsd: cost,
      latencyMs: now() - started,
      cacheKey: key,
    });
  }

  function toResult<Qs extends Record<string, Question>>(
    c: CachedAnswers,
    extra: Omit<
      SystemOneResult<AnswersFor<Qs>>,
      "answers" | "model" | "requestedModel" | "usage" | "requestId" | "backend"
    >,
  ): SystemOneResult<AnswersFor<Qs>> {
    return {
      answers: c.answers as AnswersFor<Qs>,
      model: c.model,
      requestedModel: model,
      usage: c.usage,
      requestId: c.requestId,
      backend: spec.kind,
      ...extra,
    };
  }

  return {
    ask,
    describe: () => ({ backend: spec.kind, endpoint, model, hasKey: apiKey !== undefined }),
  };
}

/** A broken cache (quota, a closed IndexedDB) must cost a request, never fail one. */
async function quietly<T>(op: () => Promise<T> | T): Promise<T | undefined> {
  try {
    return await op();
  } catch {
    return undefined;
  }
}
