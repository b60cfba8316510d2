import type { AnswerRecord } from "./records";
import { type PinciteDb } from "./schema";
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
/**
 * Stores an answer under its trace token. Storing the same token with the same answer
 * again is a no-op; a token never changes meaning, so a different answer is refused.
 * @throws Error when the token is empty, the JSON is invalid or the token names another answer.
 * @throws NotFoundError when the document is not stored.
 * @throws StorageFullError when the quota ran out; nothing was stored.
 */
export declare function putAnswer(db: PinciteDb, answer: NewAnswer): Promise<AnswerRecord>;
/**
 * The stored answer for a trace token, with `answerJson` exactly as it was given.
 * @throws DataVersionError when the record's history cannot be explained.
 */
export declare function getAnswer(db: PinciteDb, traceToken: string): Promise<AnswerRecord | undefined>;
/**
 * A document's answers, newest first, read with a reverse cursor so `limit` stops early.
 * @throws DataVersionError when a record's history cannot be explained.
 */
export declare function listAnswers(db: PinciteDb, docId: string, limit?: number): Promise<AnswerRecord[]>;
