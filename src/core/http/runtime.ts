/**
 * The few host facilities the model clients need (fetch, timers, AbortController, a clock),
 * typed structurally. Core compiles with lib ES2023 and no DOM or node types, and the same
 * files are also checked under DOM and WebWorker libs, so global declarations would clash;
 * module-local types plus `globalThis` lookups work in a browser, a worker and Node 20.
 * Everything here can be injected instead, which is how tests control time.
 */

export interface AbortSignalLike {
  readonly aborted: boolean;
  addEventListener(type: "abort", listener: () => void, options?: { once?: boolean }): void;
  removeEventListener(type: "abort", listener: () => void): void;
}

export interface RequestInitLike {
  method: string;
  headers: Record<string, string>;
  body: string;
  signal?: AbortSignalLike;
}

export interface StreamReaderLike {
  read(): Promise<{ done: boolean; value?: Uint8Array }>;
}

export interface ResponseLike {
  readonly status: number;
  readonly headers: { get(name: string): string | null };
  text(): Promise<string>;
  /** The body as a stream, where the host gives one (a streamed chat answer is read from it). */
  readonly body?: { getReader(): StreamReaderLike } | null;
}

export type FetchLike = (url: string, init: RequestInitLike) => Promise<ResponseLike>;
/** Resolves after `ms`; rejects early when `signal` aborts. */
export type SleepFn = (ms: number, signal?: AbortSignalLike) => Promise<void>;
export type NowFn = () => number;

interface AbortControllerLike {
  readonly signal: AbortSignalLike;
  abort(): void;
}

interface HostGlobals {
  fetch?: FetchLike;
  setTimeout?: (fn: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
  AbortController?: new () => AbortControllerLike;
}

const host = globalThis as unknown as HostGlobals;

/** The host's fetch, bound so browsers don't throw "Illegal invocation". */
export function hostFetch(): FetchLike {
  const f = host.fetch;
  if (!f) throw new Error("No global fetch in this runtime; pass `fetch` to the model client.");
  return (url, init) => f.call(globalThis, url, init);
}

export const hostNow: NowFn = () => Date.now();

/** A cancellable timer. Returns a function that cancels it. */
export function startTimer(ms: number, fn: () => void): () => void {
  if (!host.setTimeout || !host.clearTimeout) throw new Error("No setTimeout in this runtime.");
  const handle = host.setTimeout(fn, ms);
  const clear = host.clearTimeout;
  return () => clear(handle);
}

export const hostSleep: SleepFn = (ms, signal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(new AbortedError());
    const onAbort = () => {
      cancel();
      reject(new AbortedError());
    };
    const cancel = startTimer(Math.max(0, ms), () => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    });
    signal?.addEventListener("abort", onAbort, { once: true });
  });

/** A fresh AbortController from the host. */
export function newAbortController(): AbortControllerLike {
  if (!host.AbortController) throw new Error("No AbortController in this runtime.");
  return new host.AbortController();
}

/** Thrown by sleeps and waits cut short by the caller's signal; the client maps it. */
export class AbortedError extends Error {
  constructor() {
    super("aborted");
    this.name = "AbortedError";
  }
}
