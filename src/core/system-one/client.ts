/**
 * The System One client: one batched request (a shared state, many typed questions) per
 * call, with caching, pacing, retries and cost accounting. It returns plain data for
 * traces. The API key lives only in this closure; no returned object or error holds it.
 */
import { attemptOnce } from "./attempt";
import {
  detectBackend,
  displayEndpoint,
  endpointUrl,
  requestHeaders,
  resolveModel,
  type BackendKind,
} from "./backends";
import { MemoryLruCache, type CachedAnswers, type SystemOneCacheStore } from "./cache";
import { abortedError, badResponseError, type SystemOneError, type ErrorContext } from "./errors";
import { requestCacheKey } from "./hash";
import { Pacer } from "./pacer";
import { parseSuccess } from "./response";
import { DEFAULT_RETRY, nextDelay, type RetryPolicy } from "./retry";
import {
  AbortedError,
  hostFetch,
  hostNow,
  hostSleep,
  type AbortSignalLike,
  type FetchLike,
  type NowFn,
  type SleepFn,
} from "./runtime";
import type { AnswersFor, Content, Question } from "./types";
import { costUsd, type RetryRecord, type SystemOneResult } from "./result";

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
   * @throws SystemOneError — see its `code`; never contains the API key.
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
  const fetchFn = config.fetch ?? hostFetch();
  const sleep = config.sleep ?? hostSleep;
  const now = config.now ?? hostNow;
  const random = config.random ?? Math.random;
  const pacer = config.pacer ?? new Pacer({ ratePerSecond: config.ratePerSecond ?? 30, now, sleep });
  const cache = config.cache === undefined ? new MemoryLruCache() : config.cache;
  const price = config.pricePerMillionInput ?? 0.042;
  const ctx: ErrorContext = {
    endpoint: displayEndpoint(url),
    backendLabel: spec.label,
    model,
    timeoutMs: config.timeoutMs ?? 10_000,
  };
  const inFlight = new Map<string, ReturnType<typeof fetchAnswers>>();

  async function fetchAnswers(questions: Record<string, Question>, body: string, signal?: AbortSignalLike) {
    const retries: RetryRecord[] = [];
    for (let attempt = 1; ; attempt++) {
      await pacer.acquire(signal);
      const out = await attemptOnce({
        fetch: fetchFn,
        url,
        headers,
        body,
        timeoutMs: ctx.timeoutMs,
        signal,
        now,
        apiKey,
        ctx,
      });
      let error: SystemOneError;
      let retryAfterMs: number | undefined;
      if (out.ok) {
        const parsed = parseSuccess(out.json, questions);
        if (typeof parsed !== "string") {
          const served = {
            answers: parsed.answers,
            model: parsed.model ?? model,
            usage: parsed.usage,
            requestId: out.requestId,
            storedAt: now(),
          };
          return { ...served, reportedCostUsd: parsed.reportedCostUsd, attempts: attempt, retries };
        }
        error = badResponseError(ctx, parsed, false, out.requestId);
      } else {
        ({ error, retryAfterMs } = out);
      }
      const delay = error.retryable ? nextDelay(policy, attempt - 1, retryAfterMs, random) : undefined;
      if (delay === undefined) {
        error.attempts = attempt;
        throw error;
      }
      retries.push({ attempt, code: error.code, status: error.status, delayMs: Math.round(delay) });
      await sleep(delay, signal);
    }
  }

  async function ask<Qs extends Record<string, Question>>(req: AskRequest<Qs>, options: AskOptions = {}) {
    const started = now();
    const { signal } = options;
    try {
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
    } catch (err) {
      if (err instanceof AbortedError) throw abortedError();
      throw err;
    }
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
    describe: () => ({ backend: spec.kind, endpoint: ctx.endpoint, model, hasKey: apiKey !== undefined }),
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
