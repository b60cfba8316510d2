/**
 * Document ids are content hashes, so the same file dropped twice is recognised as
 * already stored however it is named. 16 hex characters (64 bits) of SHA-256 make an
 * accidental collision across one user's library vanishingly unlikely.
 */

/**
 * The id a PDF's bytes get: SHA-256 as hex, first 16 characters.
 * @throws Error when crypto.subtle is unavailable (insecure origin).
 */
export function documentIdFor(bytes: ArrayBuffer | Uint8Array): Promise<string> {
  // Dropping a file asks twice (already stored? then store it): hash its bytes once.
  const key = bytes;
  let id = known.get(key);
  if (!id) {
    id = hash(bytes);
    known.set(key, id);
    id.catch(() => known.delete(key));
  }
  return id;
}

const known = new WeakMap<ArrayBuffer | Uint8Array, Promise<string>>();

async function hash(bytes: ArrayBuffer | Uint8Array): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new Error("Hashing needs a secure context (https or localhost).");
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  // digest() rejects views over SharedArrayBuffer; only those are copied (a copy of a
  // 300 MB file is not free).
  const input = view.buffer instanceof ArrayBuffer ? view : view.slice();
  const digest = await subtle.digest("SHA-256", input as Uint8Array<ArrayBuffer>);
  return Array.from(new Uint8Array(digest).slice(0, 8), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The content hash an id names: an imported copy's id is that hash with a `-n` suffix (export-import.ts). */
export const contentIdOf = (id: string): string => id.replace(/-\d+$/, "");
