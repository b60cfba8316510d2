/**
 * App settings as named JSON values. API keys are secrets: a setting's top-level
 * `apiKey` field is written to disk only when the caller passes `remember: true` (the
 * user ticked "remember this key"). Otherwise it is dropped before the write, and any
 * key stored earlier under that name is overwritten, so unticking forgets it.
 */
import { DATA_VERSION } from "./migrations";
import { normaliseSetting } from "./normalise";
import type { SettingValue } from "./records";
import { STORES, type PinciteDb } from "./schema";
import { writeAll } from "./transaction";

/** Fields treated as secrets; only `remember: true` lets them reach disk. */
export const SECRET_FIELDS = ["apiKey"] as const;

export interface PutSettingOptions {
  /** Store secret fields (the API key) too. Default false: secrets stay in memory only. */
  remember?: boolean;
}

function withoutSecrets(value: SettingValue): SettingValue {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
  const copy = { ...value };
  for (const field of SECRET_FIELDS) delete copy[field];
  return copy;
}

/**
 * Stores a setting. Secret fields are dropped unless `options.remember` is true.
 * @throws Error when the value is not JSON-serialisable data.
 * @throws StorageFullError when the quota ran out; the old value is kept.
 */
export function putSetting(
  db: PinciteDb,
  key: string,
  value: SettingValue,
  options: PutSettingOptions = {},
): Promise<void> {
  const stored = options.remember ? value : withoutSecrets(value);
  try {
    // Settings are exported and shown in devtools as JSON; refuse what JSON cannot hold.
    JSON.stringify(stored);
  } catch (cause) {
    return Promise.reject(new Error(`Setting ${key} is not JSON data.`, { cause }));
  }
  return writeAll(db, [STORES.settings], async (tx) => {
    await tx.objectStore(STORES.settings).put({ v: DATA_VERSION, key, value: stored });
  });
}

/**
 * A setting's value, or undefined when it was never stored.
 * @throws DataVersionError when the record's history cannot be explained.
 */
export async function getSetting<T extends SettingValue = SettingValue>(
  db: PinciteDb,
  key: string,
): Promise<T | undefined> {
  const raw = await db.get(STORES.settings, key);
  return raw === undefined ? undefined : (normaliseSetting(raw).value as T);
}

/**
 * Removes a setting (and any key stored with it).
 * @throws the browser's error.
 */
export function deleteSetting(db: PinciteDb, key: string): Promise<void> {
  return writeAll(db, [STORES.settings], async (tx) => {
    await tx.objectStore(STORES.settings).delete(key);
  });
}
