/**
 * Base64 for export files. btoa/atob work on "binary strings", and building one with
 * String.fromCharCode(...bytes) overflows the argument limit on a multi-megabyte PDF,
 * so bytes are converted in chunks.
 */
/** Encodes bytes as standard base64 with padding. */
export declare function bytesToBase64(bytes: Uint8Array): string;
/**
 * Decodes standard base64 (whitespace ignored).
 * @throws Error when the text is not base64.
 */
export declare function base64ToBytes(text: string): Uint8Array;
