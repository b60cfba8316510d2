/**
 * How the chat model's failures read: our own words plus the server's, redacted of the key
 * by the transport, so an error can be shown, logged or put in a trace. The error itself
 * is the shared ModelError (core/http); only the words are the chat model's.
 */
import type { FailureWords } from "../../http/transport";

export function chatWords(endpoint: string, model: string, timeoutMs: number): FailureWords {
  return {
    http: ({ code, status, said, field }) => {
      switch (code) {
        case "unauthorized":
          return `The chat model at ${endpoint} rejected the API key (401). Check the chat key in settings.${said}`;
        case "forbidden":
          return (
            `The chat model at ${endpoint} refused the request (403): the key may not have access to this ` +
            `model.${said}`
          );
        case "not-found":
          return `No chat endpoint at ${endpoint} (404). Check the base URL and model "${model}".${said}`;
        case "invalid-request":
          return (
            `The chat model at ${endpoint} rejected the request as invalid (${status})` +
            `${field ? ` in field \`${field}\`` : ""}.${said}`
          );
        case "rate-limited":
          return (
            `The chat model's rate limit was reached (429) and retries ran out. Wait a minute and ask ` +
            `again.${said}`
          );
        case "overloaded":
          return `The chat model is overloaded (529) and retries ran out. Try again shortly.${said}`;
        case "server-error":
          return `The chat model failed with HTTP ${status} and retries ran out.${said}`;
        default:
          return `The chat model at ${endpoint} answered with unexpected HTTP ${status}.${said}`;
      }
    },
    timeout: () => `The chat model at ${endpoint} sent nothing for ${timeoutMs} ms.`,
    network: (detail) => `Could not reach the chat model at ${endpoint}${detail ? ` (${detail})` : ""}.`,
    badResponse: (detail) => `The chat model at ${endpoint} returned a response Pincite could not read: ${detail}.`,
    aborted: () => "The chat request was cancelled.",
  };
}
