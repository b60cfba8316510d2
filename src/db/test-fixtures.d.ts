import type { DocumentLayout, PageLayout } from "../core/types";
import type { SectionTree } from "../core/tree/types";
import { type OpenOptions } from "./connection";
import type { NewDocument } from "./documents";
import { type PinciteDb, type StoreName } from "./schema";
/** Opens the current schema on a fresh, private fake IndexedDB. */
export declare function openFresh(options?: OpenOptions): Promise<{
    db: PinciteDb;
    factory: IDBFactory;
}>;
export declare function fakePage(page: number, text?: string): PageLayout;
export declare function fakeLayout(pageCount: number, title?: string | null): DocumentLayout;
export declare function fakeTree(pageCount: number): SectionTree;
/** Bytes that start like a PDF and differ by seed. */
export declare function fakeBytes(seed: string): Uint8Array;
export declare function fakeDocument(seed: string, pageCount?: number, extra?: Partial<NewDocument>): NewDocument;
/** Record count of every store, to prove what a write or delete touched. */
export declare function countAll(db: PinciteDb): Promise<Record<StoreName, number>>;
