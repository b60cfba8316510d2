/**
 * The page count a file's page tree root declares (/Type /Pages … /Count N), read
 * straight from the bytes. pdf.js quietly trims its page count when the tree is broken;
 * this is how the document can still say that pages are missing. Compressed object
 * streams hide the dictionary, and then nothing is claimed. The window between /Type and
 * /Count is wide because a root /Kids array lists every page (some 10 bytes each).
 */
const MAX_SCAN_BYTES = 64 * 1024 * 1024;
const PAGES_DICT =
  /\/Type\s*\/Pages\b[^>]{0,200000}?\/Count\s+(\d{1,7})|\/Count\s+(\d{1,7})[^>]{0,200000}?\/Type\s*\/Pages\b/g;

export function declaredPageCount(bytes: Uint8Array): number | null {
  if (bytes.byteLength > MAX_SCAN_BYTES) return null;
  const text = new TextDecoder("latin1").decode(bytes);
  let most: number | null = null;
  for (const m of text.matchAll(PAGES_DICT)) {
    const n = Number(m[1] ?? m[2]);
    if (most === null || n > most) most = n;
  }
  return most;
}

/**
 * The page count a linearized file states in its first object (/Linearized … /N pages). It sits
 * uncompressed at the head even when object streams hide the page tree, but an edit saved
 * after linearizing leaves it stale, so it is only asked when no page could be found at all.
 */
export function linearizedPageCount(bytes: Uint8Array): number | null {
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, 2048));
  const n = /<<\s*\/Linearized\b[^>]*?\/N\s+(\d{1,7})/.exec(head)?.[1];
  return n ? Number(n) : null;
}
