/**
 * Numbered data migrations (style principle 9). Each record stores the data version it
 * was written at in `v`; reads bring it up to DATA_VERSION one step at a time. Steps are
 * pure (object in, new object out), contiguous from 2 and never edited once shipped. A
 * version outside 1..DATA_VERSION is a history this build cannot explain: it is an error,
 * never loaded silently. Unknown fields ride along untouched.
 */
import { encodePage } from "../core/layout/page-wire";
import { DataVersionError } from "./errors";
import type { RecordKind } from "./records";

/** Data version every write uses. Independent of DB_VERSION (schema.ts). */
export const DATA_VERSION = 3;

type Raw = Record<string, unknown>;

export interface Migration {
  /** The version this step produces; it applies to records at `to - 1`. */
  to: number;
  description: string;
  /** Kinds absent here pass through unchanged apart from `v`. */
  up: Partial<Record<RecordKind, (record: Raw) => Raw>>;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    to: 2,
    description: "documents gain lastOpenedAt (the list sorts and shows it); it starts at addedAt",
    up: {
      documents: (r) => ({ ...r, lastOpenedAt: typeof r.lastOpenedAt === "number" ? r.lastOpenedAt : r.addedAt }),
    },
  },
  {
    to: 3,
    description:
      "pages are stored in the page wire's form (numbers in a Float64Array, word texts in one string), not as objects",
    up: { pages: pageToWire },
  },
];

/** A page record's `layout` object becomes its `wire`; a record with no page layout is left for the read to refuse. */
function pageToWire(record: Raw): Raw {
  const { layout, ...rest } = record;
  const page = layout as { lines?: unknown } | undefined;
  if (typeof page !== "object" || page === null || !Array.isArray(page.lines)) return record;
  try {
    return { ...rest, wire: encodePage(layout as Parameters<typeof encodePage>[0]) };
  } catch {
    // A damaged layout stays as it was stored: the read names it, and nothing is lost.
    return record;
  }
}

/**
 * Checks the list runs 2, 3, … DATA_VERSION with no gap or repeat.
 * @throws Error naming the first gap (a build bug, caught by the unit tests).
 */
export function assertContiguous(migrations: readonly Migration[], current: number): void {
  migrations.forEach((m, i) => {
    if (m.to !== i + 2) throw new Error(`Migration ${i} produces version ${m.to}; expected ${i + 2}.`);
  });
  const last = migrations.length + 1;
  if (last !== current) throw new Error(`Migrations end at version ${last} but DATA_VERSION is ${current}.`);
}

assertContiguous(MIGRATIONS, DATA_VERSION);

/**
 * Brings a stored record of `kind` to DATA_VERSION. Pure: the input is not modified.
 * @throws DataVersionError when the record is not an object or its `v` is missing, not an
 *   integer, below 1 or above DATA_VERSION (written by a newer build).
 */
export function migrateRecord(kind: RecordKind, raw: unknown, migrations: readonly Migration[] = MIGRATIONS): Raw {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw))
    throw new DataVersionError(kind, undefined, "not an object");
  const version = (raw as Raw).v;
  const current = migrations.length + 1;
  if (typeof version !== "number" || !Number.isInteger(version) || version < 1) {
    throw new DataVersionError(kind, version, "the record has no valid data version");
  }
  if (version > current)
    throw new DataVersionError(
      kind,
      version,
      `it was written by a newer Pincite (this one reads up to ${current}); reload`,
    );
  let record: Raw = raw as Raw;
  for (const step of migrations.slice(version - 1)) {
    const up = step.up[kind];
    record = { ...(up ? up(record) : record), v: step.to };
  }
  return record;
}
