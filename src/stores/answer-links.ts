/**
 * The answer links, read and written: `#/doc/<id>/answer/<token>` names an answer of one
 * document and `#/library/answer/<token>` a question asked of the library. Anything typed
 * or pasted can land in the address, so reading never throws: a hash that is no link at
 * all (malformed percent-escapes like `#/doc/%/answer/x`, unknown shapes) is "invalid".
 * Pure (no DOM, no stores), so it is tested in Node; answer-route.ts acts on it.
 */

export type Route =
  | { kind: "library" }
  | { kind: "answer"; docId: string; token: string }
  | { kind: "library-answer"; token: string }
  | { kind: "invalid" };

const ANSWER = /^#\/doc\/([^/]+)\/answer\/([^/]+)$/;
const LIBRARY_ANSWER = /^#\/library\/answer\/([^/]+)$/;

export const INVALID_LINK_MESSAGE = "That address is not a Pincite answer link, so the library is shown instead.";

/** A decoded part of the address, or null when it is malformed (`%`, `%E0%A4%A`) or blank. */
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

export function libraryAnswerLink(token: string): string {
  return `#/library/answer/${encodeURIComponent(token)}`;
}

/** What the hash asks for; a hash that is no link at all is "invalid". */
export function parseRoute(hash: string): Route {
  if (hash === "" || hash === "#" || hash === "#/") return { kind: "library" };
  const library = LIBRARY_ANSWER.exec(hash);
  const libraryToken = library && decode(library[1]);
  if (libraryToken) return { kind: "library-answer", token: libraryToken };
  const m = ANSWER.exec(hash);
  const docId = m && decode(m[1]);
  const token = m && decode(m[2]);
  return docId && token ? { kind: "answer", docId, token } : { kind: "invalid" };
}

/** The answer a hash links to, or null for any other hash. */
export function parseAnswerLink(hash: string): { docId: string; token: string } | null {
  const route = parseRoute(hash);
  return route.kind === "answer" ? { docId: route.docId, token: route.token } : null;
}

export function parseLibraryAnswerLink(hash: string): string | null {
  const route = parseRoute(hash);
  return route.kind === "library-answer" ? route.token : null;
}
