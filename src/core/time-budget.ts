/** Work against a time budget, in any runtime: the work's result, or `onTimeout()` once `ms` pass. */
import { startTimer } from "./http/runtime";

export function withinBudget<T>(work: Promise<T>, ms: number, onTimeout: () => T): Promise<T> {
  let cancel = () => {};
  const timeout = new Promise<T>((resolve) => (cancel = startTimer(ms, () => resolve(onTimeout()))));
  return Promise.race([work, timeout]).finally(() => cancel());
}
