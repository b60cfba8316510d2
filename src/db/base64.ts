/**
 * Base64 for export files. btoa/atob work on "binary strings", and building one with
 * String.fromCharCode(...bytes) overflows the argument limit on a multi-megabyte PDF,
 * so bytes are converted in chunks.
 */

const CHUNK = 0x8000;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Encodes bytes as standard base64 with padding. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  }
  return btoa(binary);
}

/**
 * Decodes standard base64 (whitespace ignored).
 * @throws Error when the text is not base64.
 */
export function base64ToBytes(text: string): Uint8Array {
  const clean = text.replace(/\s+/g, "");
  if (clean.length % 4 !== 0 || !BASE64.test(clean)) throw new Error("not valid base64");
  const binary = atob(clean);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
