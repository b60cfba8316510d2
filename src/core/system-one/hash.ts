/**
 * Cache keys: a hash of canonical JSON (object keys sorted, so key order never splits the
 * cache). SHA-256 via crypto.subtle where it exists; crypto.subtle is missing in insecure
 * contexts (plain http off localhost), so a pure FNV-1a 64 fallback keeps caching working
 * there. The algorithm prefixes the key so the two never collide in a persistent store.
 */

/** JSON with object keys sorted at every depth; arrays keep their order (it is meaningful). */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null";
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  const obj = value as Record<string, unknown>;
  const parts = Object.keys(obj)
    .filter((k) => obj[k] !== undefined)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonicalJson(obj[k])}`);
  return `{${parts.join(",")}}`;
}

interface SubtleLike {
  digest(algorithm: string, data: Uint8Array): Promise<ArrayBuffer>;
}
interface HostCrypto {
  crypto?: { subtle?: SubtleLike };
  TextEncoder?: new () => { encode(s: string): Uint8Array };
}

function hex(bytes: Uint8Array): string {
  let out = "";
  for (const b of bytes) out += b.toString(16).padStart(2, "0");
  return out;
}

/** FNV-1a over UTF-16 code units, 64-bit via BigInt (ES2020+, available everywhere we run). */
export function fnv1a64(text: string): string {
  let h = 0xcbf29ce484222325n;
  const prime = 0x100000001b3n;
  const mask = 0xffffffffffffffffn;
  for (let i = 0; i < text.length; i++) {
    h ^= BigInt(text.charCodeAt(i));
    h = (h * prime) & mask;
  }
  return h.toString(16).padStart(16, "0");
}

/** Hash of a canonical JSON string, prefixed with the algorithm used. */
export async function hashText(text: string): Promise<string> {
  const g = globalThis as unknown as HostCrypto;
  const subtle = g.crypto?.subtle;
  if (subtle && g.TextEncoder) {
    try {
      const digest = await subtle.digest("SHA-256", new g.TextEncoder().encode(text));
      return `sha256:${hex(new Uint8Array(digest))}`;
    } catch {
      // Some hosts expose subtle but refuse to use it (insecure context); fall through.
    }
  }
  return `fnv1a64:${fnv1a64(text)}`;
}

/** The cache key for one request: (model, state, questions), nothing else. */
export function requestCacheKey(model: string, state: unknown, questions: unknown): Promise<string> {
  return hashText(canonicalJson({ model, state, questions }));
}
