/**
 * What the address bar's hash asks for. Anything typed or pasted can land here, so the
 * parse never throws: a hash that is not an answer link (malformed percent-escapes like
 * `#/doc/%/answer/x`, unknown shapes, garbage) is reported as invalid and the app shows
 * the library with a message instead of failing on every load.
 */

export type Route = { kind: "library" } | { kind: "answer"; docId: string; token: string } | { kind: "invalid" };

const ANSWER = /^#\/doc\/([^/]+)\/answer\/([^/]+)$/;

function decode(part: string): string | null {
  try {
    const value = decodeURIComponent(part);
    return value.trim() ? value : null;
  } catch {
    return null;
  }
}

export function answerLink(docId: string, token: string): string {
  return `#/doc/${encodeURIComponent(docId)}/answer/${encodeURIComponent(token)}`;
}

export function parseRoute(hash: string): Route {
  if (hash === "" || hash === "#" || hash === "#/") return { kind: "library" };
  const m = ANSWER.exec(hash);
  const docId = m && decode(m[1]);
  const token = m && decode(m[2]);
  return docId && token ? { kind: "answer", docId, token } : { kind: "invalid" };
}

export const INVALID_LINK_MESSAGE = "That address is not a Pincite answer link, so the library is shown instead.";
