/**
 * Orphan sweep. Writes are whole-or-absent, but data written by an older build, a
 * browser bug or a manual devtools edit can still leave bytes, layouts, trees or answers
 * whose document is gone, or metadata whose bytes are gone. Both are unusable, so the
 * sweep deletes them; run it at startup, off the critical path.
 */
import { type PinciteDb } from "./schema";
export interface SweepResult {
    /** Records deleted per store. */
    deleted: Record<"documents" | "files" | "pages" | "trees" | "answers", number>;
}
/**
 * Deletes records that belong to no complete document, in one transaction.
 * @throws the browser's error; then nothing was deleted.
 */
export declare function sweepOrphans(db: PinciteDb): Promise<SweepResult>;
