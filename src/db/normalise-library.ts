/**
 * Tolerant reads of a document's library fields (facts, profile): a stored value of a
 * version this build reads is kept; anything else reads as null, and the fields are
 * read again from the stored pages (library-entries.ts) rather than trusted.
 */
import type { DocumentFacts } from "../core/library/document-facts";
import type { DocProfile } from "../core/library/library-index";

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** Stored facts of a version this build reads, else null (read again from the pages). */
export function normaliseFacts(raw: unknown): DocumentFacts | null {
  if (!isObject(raw) || raw.version !== 1 || !Array.isArray(raw.tickers)) return null;
  return raw as unknown as DocumentFacts;
}

export function normaliseProfile(raw: unknown): DocProfile | null {
  return isObject(raw) && raw.version === 1 && isObject(raw.terms) ? (raw as unknown as DocProfile) : null;
}
