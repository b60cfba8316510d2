/**
 * Document ids are content hashes, so the same file dropped twice is recognised as
 * already stored however it is named. 16 hex characters (64 bits) of SHA-256 make an
 * accidental collision across one user's library vanishingly unlikely.
 */

/**
 * The id a PDF's bytes get: SHA-256 as hex, first 16 characters.
 * @throws Error when crypto.subtle is unavailable (insecure origin).
 */
export async function documentIdFor(bytes: ArrayBuffer | Uint8Array): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new Error("Hashing needs a secure context (https or localhost).");
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  // Copy into a plain ArrayBuffer: digest() rejects views over SharedArrayBuffer.
  const digest = await subtle.digest("SHA-256", view.slice().buffer as ArrayBuffer);
  return Array.from(new Uint8Array(digest).slice(0, 8), (b) => b.toString(16).padStart(2, "0")).join("");
}
