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
export { isModelErrorData, ModelError, type ModelErrorCode, type ModelErrorData } from "../http/model-error";
export { PROXY_PATH } from "./failure-words";
export { canonicalJson, requestCacheKey } from "./hash";
export { Pacer, type PacerOptions } from "./pacer";
export { costUsd, type RetryRecord, type SystemOneResult } from "./result";
export { NO_MODEL_USAGE, type ModelUsage } from "./usage";
export { DEFAULT_RETRY, type RetryPolicy } from "../http/retry-policy";
export type { AbortSignalLike, FetchLike, NowFn, SleepFn } from "../http/runtime";
export type * from "./types";
