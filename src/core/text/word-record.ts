/**
 * Records keyed by words read from documents (postings, term counts), kept as plain objects so
 * they survive JSON, structured clone and IndexedDB. A plain object answers for keys it only
 * inherits: a document with the word "constructor" found Object's constructor among the
 * postings and crashed the index ("list.push is not a function"), and "toString" counted as
 * a function. These read only a record's own keys, and make records with nothing inherited.
 */

/** An empty record with no inherited keys. */
export const wordRecord = <T>(): Record<string, T> => Object.create(null) as Record<string, T>;

/** The value stored under `key` itself, never one inherited from Object. */
export const ownValue = <T>(record: Readonly<Record<string, T>>, key: string): T | undefined =>
  Object.hasOwn(record, key) ? record[key] : undefined;
