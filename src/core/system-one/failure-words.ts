/**
 * How System One's failures read: each names the backend, the endpoint and the fix a user
 * can make. The error itself is the shared ModelError (core/http); only the words are
 * System One's. Messages hold host and path, never userinfo, a query or the key.
 */
import type { FailureWords } from "../http/transport";

/** Same-origin path the app's own server forwards to the configured base URL. */
export const PROXY_PATH = "/api/system-one/";

/** Where the request went, for messages: host and path only, never userinfo or query. */
export interface FailureContext {
  endpoint: string;
  backendLabel: string;
  model: string;
  timeoutMs: number;
}

export function systemOneWords(ctx: FailureContext): FailureWords {
  const label = ctx.backendLabel;
  return {
    http: ({ code, status, said, field }) => {
      switch (code) {
        case "unauthorized":
          return (
            `${label} rejected the API key (401). Check the key ` + `in settings; it must be a key for ${label}.${said}`
          );
        case "forbidden":
          return (
            `${label} refused the request (403): the key may not have access to model "${ctx.model}", ` +
            `or (Ollama) this page's origin is not in OLLAMA_ORIGINS.${said}`
          );
        case "not-found":
          return `No System One endpoint at ${ctx.endpoint} (404). Check the base URL and model "${ctx.model}".${said}`;
        case "invalid-request":
          return `${label} rejected the request as invalid (${status})${field ? ` in field \`${field}\`` : ""}.${said}`;
        case "rate-limited":
          return (
            `${label} rate limit reached (429) and retries ran out. Lower the request rate or wait a ` +
            `minute.${said}`
          );
        case "overloaded":
          return `${label} is overloaded (529) and retries ran out. Try again shortly.${said}`;
        case "server-error":
          return `${label} failed with HTTP ${status} and retries ran out.${said}`;
        default:
          return `${label} answered with unexpected HTTP ${status} at ${ctx.endpoint}.${said}`;
      }
    },
    timeout: () => `${label} did not answer within ${ctx.timeoutMs} ms at ${ctx.endpoint}.`,
    // Browsers report a CORS block exactly like a refused connection (a bare TypeError), so
    // one message covers both and points at the fix that works for TypeSafe: its API sends
    // no CORS headers, so the browser must call the app's own same-origin proxy.
    network: (detail) =>
      `Could not reach ${ctx.endpoint}${detail ? ` (${detail})` : ""}. Either the server is down or unreachable, ` +
      `or the browser blocked the cross-origin request (CORS): TypeSafe sends no CORS headers. Pincite's own ` +
      `server proxies the same-origin path ${PROXY_PATH} to the configured base URL; set the base URL to ` +
      `${PROXY_PATH} to use it.`,
    badResponse: (detail) => `${label} returned a response Pincite could not read: ${detail}.`,
    aborted: () => "The System One request was cancelled.",
  };
}
