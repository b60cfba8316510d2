/**
 * Answers and their traces, kept for replay. System One is not deterministic, so replay
 * never re-runs a question: it returns the stored string. The answer is stored as the
 * exact JSON text the caller gave (not a parsed object, which structured clone and
 * JSON.stringify could reorder or reformat), so replay is byte-identical.
 */
import { NotFoundError } from "./errors";
import { answerRange } from "./key-ranges";
import { DATA_VERSION } from "./migrations";
import { normaliseAnswer } from "./normalise";
import type { AnswerRecord } from "./records";
import { INDEXES, STORES, type PinciteDb } from "./schema";
import { writeAll } from "./transaction";

export interface NewAnswer {
  /** Unique id the answer is replayed by. */
  traceToken: string;
  docId: string;
  /** The answer exactly as it will be replayed; must be valid JSON. */
  answerJson: string;
  /** The trace behind the answer as exact JSON text, if any. */
  traceJson?: string;
  question?: string;
  /** Epoch ms; defaults to Date.now(). */
  createdAt?: number;
}

function checkJson(text: string | undefined, what: string): void {
  if (text === undefined) return;
  try {
    JSON.parse(text);
  } catch {
    throw new Error(`The ${what} to store is not valid JSON.`);
  }
}

/**
 * Stores an answer under its trace token. Storing the same token with the same answer
 * again is a no-op; a token never changes meaning, so a different answer is refused.
 * @throws Error when the token is empty, the JSON is invalid or the token names another answer.
 * @throws NotFoundError when the document is not stored.
 * @throws StorageFullError when the quota ran out; nothing was stored.
 */
export async function putAnswer(db: PinciteDb, answer: NewAnswer): Promise<AnswerRecord> {
  if (!answer.traceToken) throw new Error("An answer needs a trace token.");
  checkJson(answer.answerJson, "answer");
  checkJson(answer.traceJson, "trace");
  const record: AnswerRecord = { ...answer, v: DATA_VERSION, createdAt: answer.createdAt ?? Date.now() };
  return writeAll(db, [STORES.documents, STORES.answers], async (tx) => {
    if ((await tx.objectStore(STORES.documents).getKey(answer.docId)) === undefined)
      throw new NotFoundError(`Document ${answer.docId}`);
    const existing = await tx.objectStore(STORES.answers).get(answer.traceToken);
    if (existing) {
      if (existing.answerJson === answer.answerJson && existing.docId === answer.docId)
        return normaliseAnswer(existing);
      throw new Error(`Trace token ${answer.traceToken} already names a different answer.`);
    }
    await tx.objectStore(STORES.answers).put(record);
    return record;
  });
}

/**
 * The stored answer for a trace token, with `answerJson` exactly as it was given.
 * @throws DataVersionError when the record's history cannot be explained.
 */
export async function getAnswer(db: PinciteDb, traceToken: string): Promise<AnswerRecord | undefined> {
  const raw = await db.get(STORES.answers, traceToken);
  return raw === undefined ? undefined : normaliseAnswer(raw);
}

/**
 * A document's answers, newest first, read with a reverse cursor so `limit` stops early.
 * @throws DataVersionError when a record's history cannot be explained.
 */
export async function listAnswers(db: PinciteDb, docId: string, limit = Infinity): Promise<AnswerRecord[]> {
  const out: AnswerRecord[] = [];
  const tx = db.transaction(STORES.answers);
  let cursor = await tx.store.index(INDEXES.answersByDoc).openCursor(answerRange(docId), "prev");
  while (cursor && out.length < limit) {
    out.push(normaliseAnswer(cursor.value));
    cursor = await cursor.continue();
  }
  await tx.done;
  return out;
}
