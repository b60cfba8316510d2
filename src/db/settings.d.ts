import type { SettingValue } from "./records";
import { type PinciteDb } from "./schema";
/** Fields treated as secrets; only `remember: true` lets them reach disk. */
export declare const SECRET_FIELDS: readonly ["apiKey"];
export interface PutSettingOptions {
    /** Store secret fields (the API key) too. Default false: secrets stay in memory only. */
    remember?: boolean;
}
/**
 * Stores a setting. Secret fields are dropped unless `options.remember` is true.
 * @throws Error when the value is not JSON-serialisable data.
 * @throws StorageFullError when the quota ran out; the old value is kept.
 */
export declare function putSetting(db: PinciteDb, key: string, value: SettingValue, options?: PutSettingOptions): Promise<void>;
/**
 * A setting's value, or undefined when it was never stored.
 * @throws DataVersionError when the record's history cannot be explained.
 */
export declare function getSetting<T extends SettingValue = SettingValue>(db: PinciteDb, key: string): Promise<T | undefined>;
/**
 * Removes a setting (and any key stored with it).
 * @throws the browser's error.
 */
export declare function deleteSetting(db: PinciteDb, key: string): Promise<void>;
