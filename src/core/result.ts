/**
 * How every worker call answers: a value, or an error as plain data ({ code, message })
 * that the calling side rebuilds. A thrown Error would lose its class and code crossing
 * the worker boundary; data keeps both.
 */

export interface ErrorData {
  code: string;
  message: string;
}

export type Result<T, E extends ErrorData = ErrorData> = { ok: true; value: T } | { ok: false; error: E };

/** Runs `work`, turning what it throws into error data with `toData`. */
export async function resultOf<T, E extends ErrorData>(
  work: () => Promise<T> | T,
  toData: (err: unknown) => E,
): Promise<Result<T, E>> {
  try {
    return { ok: true, value: await work() };
  } catch (err) {
    return { ok: false, error: toData(err) };
  }
}

/** Error data for a failure with no named code of its own. */
export function unexpectedErrorData(err: unknown): ErrorData {
  const e = err as { code?: unknown; message?: unknown } | null;
  const code = typeof e?.code === "string" ? e.code : "failed";
  return { code, message: err instanceof Error ? err.message : String(err) };
}
