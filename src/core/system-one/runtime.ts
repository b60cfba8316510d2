/** Moved to core/http/runtime.ts; this alias stays until the injection screen's tests import it from there. */
export type { FetchLike } from "../http/runtime";
