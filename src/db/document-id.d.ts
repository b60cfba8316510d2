/**
 * Document ids are content hashes, so the same file dropped twice is recognised as
 * already stored however it is named. 16 hex characters (64 bits) of SHA-256 make an
 * accidental collision across one user's library vanishingly unlikely.
 */
/**
 * The id a PDF's bytes get: SHA-256 as hex, first 16 characters.
 * @throws Error when crypto.subtle is unavailable (insecure origin).
 */
export declare function documentIdFor(bytes: ArrayBuffer | Uint8Array): Promise<string>;
