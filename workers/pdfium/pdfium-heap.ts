/**
 * Reading PDFium's out-parameters and strings from wasm memory. Views are re-made when
 * the memory grows (growing detaches the old ArrayBuffer), so callers ask for them
 * after any call that may allocate, passing the views they hold to keep them if still live.
 */
import type { PdfiumExports } from "./pdfium-module";

export interface Heap {
  f32: Float32Array;
  f64: Float64Array;
  u8: Uint8Array;
}

export function heapOf(raw: PdfiumExports, cached?: Heap): Heap {
  // Growing wasm memory detaches the old buffer, and a view of a detached buffer is empty,
  // so a non-empty view is still of the live memory. Reading `memory.buffer` is a runtime
  // call: too slow to make once or twice per glyph.
  if (cached && cached.u8.length !== 0) return cached;
  const buffer = raw.memory.buffer;
  return { f32: new Float32Array(buffer), f64: new Float64Array(buffer), u8: new Uint8Array(buffer) };
}

const utf16 = new TextDecoder("utf-16le");
const latin1 = new TextDecoder("latin1");

/**
 * Calls `fill(buffer, bytes)` twice, the PDFium way: first for the size, then to fill.
 * `wide` strings are UTF-16LE with a 2-byte NUL; others are NUL-terminated bytes. A string
 * over `maxBytes` is not read: "" comes back, and `tooLong` is told.
 */
export function readString(
  raw: PdfiumExports,
  fill: (buffer: number, bytes: number) => number,
  wide: boolean,
  maxBytes = 1 << 16,
  tooLong?: () => void,
): string {
  const size = fill(0, 0) >>> 0;
  if (size > maxBytes) tooLong?.();
  if (size <= (wide ? 2 : 1) || size > maxBytes) return "";
  const ptr = raw.malloc(size);
  try {
    const got = Math.min(size, fill(ptr, size) >>> 0);
    const bytes = new Uint8Array(raw.memory.buffer, ptr, got).slice();
    const end = wide ? got - 2 : got - 1;
    return (wide ? utf16 : latin1).decode(bytes.subarray(0, Math.max(0, end)));
  } finally {
    raw.free(ptr);
  }
}
