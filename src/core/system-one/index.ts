/** Public surface of the System One client. */
export {
  createSystemOneClient,
  type AskOptions,
  type AskRequest,
  type SystemOneClient,
  type SystemOneConfig,
} from "./client";
export {
  BACKENDS,
  detectBackend,
  endpointUrl,
  normaliseBaseUrl,
  resolveModel,
  type BackendKind,
  type BackendSpec,
} from "./backends";
export { MemoryLruCache, type CachedAnswers, type MemoryCacheOptions, type SystemOneCacheStore } from "./cache";
export {
  PROXY_PATH,
  SystemOneError,
  isSystemOneErrorData,
  type SystemOneErrorCode,
  type SystemOneErrorData,
} from "./errors";
export { canonicalJson, requestCacheKey } from "./hash";
export { Pacer, type PacerOptions } from "./pacer";
export { costUsd, type RetryRecord, type SystemOneResult } from "./result";
export { DEFAULT_RETRY, type RetryPolicy } from "./retry";
export type { AbortSignalLike, FetchLike, NowFn, SleepFn } from "./runtime";
export type * from "./types";
