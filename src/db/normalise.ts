/**
 * Tolerant reads: migrate a stored record to the current data version, fill fields a
 * missing-but-harmless value can stand in for, and keep every field this build does not
 * know. Only a record whose identity fields are unusable is refused.
 */
import { decodePage, isPageWire } from "../core/layout/page-wire";
import type { PageLayout } from "../core/types";
import { DataVersionError } from "./errors";
import { migrateRecord } from "./migrations";
import { normaliseFacts, normaliseProfile } from "./normalise-library";
import type {
  AnswerRecord,
  CacheRecord,
  DocumentRecord,
  FileRecord,
  PageRecord,
  RecordKind,
  SettingRecord,
  TreeRecord,
} from "./records";

type Raw = Record<string, unknown>;

function requireString(kind: RecordKind, r: Raw, field: string): string {
  const value = r[field];
  if (typeof value !== "string" || value === "") throw new DataVersionError(kind, r.v, `field "${field}" is missing`);
  return value;
}

const num = (value: unknown, fallback: number): number =>
  typeof value === "number" && Number.isFinite(value) ? value : fallback;

/** @throws DataVersionError when the record cannot be migrated or has no id. */
export function normaliseDocument(raw: unknown): DocumentRecord {
  const r = migrateRecord("documents", raw);
  const id = requireString("documents", r, "id");
  const info = (typeof r.info === "object" && r.info !== null ? r.info : {}) as Raw;
  const fileName = typeof r.fileName === "string" ? r.fileName : "document.pdf";
  const addedAt = num(r.addedAt, 0);
  return {
    ...r,
    v: r.v as number,
    id,
    title: typeof r.title === "string" && r.title !== "" ? r.title : fileName,
    fileName,
    size: num(r.size, 0),
    addedAt,
    lastOpenedAt: num(r.lastOpenedAt, addedAt),
    ...(typeof r.pagesStored === "number" ? { pagesStored: r.pagesStored } : { pagesStored: undefined }),
    facts: normaliseFacts(r.facts),
    profile: normaliseProfile(r.profile),
    info: {
      ...info,
      pageCount: num(info.pageCount, 0),
      title: typeof info.title === "string" ? info.title : null,
      outline: Array.isArray(info.outline) ? info.outline : [],
      pageLabels: Array.isArray(info.pageLabels) ? info.pageLabels : null,
      ...(Array.isArray(info.printedLabels) ? { printedLabels: info.printedLabels } : {}),
    },
  };
}

/** @throws DataVersionError when the record cannot be migrated or holds no bytes. */
export function normaliseFile(raw: unknown): FileRecord {
  const r = migrateRecord("files", raw);
  if (!(r.bytes instanceof ArrayBuffer)) throw new DataVersionError("files", r.v, "no bytes");
  return { ...r, v: r.v as number, docId: requireString("files", r, "docId"), bytes: r.bytes };
}

/** @throws DataVersionError when the record cannot be migrated or holds no page wire. */
export function normalisePage(raw: unknown): PageRecord {
  const r = migrateRecord("pages", raw);
  if (!isPageWire(r.wire) || typeof r.wire.texts !== "string" || typeof r.wire.head !== "object")
    throw new DataVersionError("pages", r.v, "it holds no readable page layout");
  return { ...r, v: r.v as number, docId: requireString("pages", r, "docId"), page: num(r.page, 0), wire: r.wire };
}

/** A stored page's layout. @throws DataVersionError as normalisePage does. */
export const pageLayoutOf = (raw: unknown): PageLayout => decodePage(normalisePage(raw).wire);

/** @throws DataVersionError when the record cannot be migrated. */
export function normaliseTree(raw: unknown): TreeRecord {
  const r = migrateRecord("trees", raw);
  return { ...r, v: r.v as number, docId: requireString("trees", r, "docId"), tree: r.tree as TreeRecord["tree"] };
}

/** @throws DataVersionError when the record cannot be migrated or has no answer text. */
export function normaliseAnswer(raw: unknown): AnswerRecord {
  const r = migrateRecord("answers", raw);
  const answerJson = requireString("answers", r, "answerJson");
  return {
    ...r,
    v: r.v as number,
    traceToken: requireString("answers", r, "traceToken"),
    docId: requireString("answers", r, "docId"),
    createdAt: num(r.createdAt, 0),
    answerJson,
  };
}

/** @throws DataVersionError when the record cannot be migrated. */
export function normaliseSetting(raw: unknown): SettingRecord {
  const r = migrateRecord("settings", raw);
  return {
    ...r,
    v: r.v as number,
    key: requireString("settings", r, "key"),
    value: (r.value ?? null) as SettingRecord["value"],
  };
}

/** @throws DataVersionError when the record cannot be migrated. */
export function normaliseCache(raw: unknown): CacheRecord {
  const r = migrateRecord("cache", raw);
  return {
    ...r,
    v: r.v as number,
    key: requireString("cache", r, "key"),
    storedAt: num(r.storedAt, 0),
    value: r.value as CacheRecord["value"],
  };
}
