/**
 * Which links inside a document the reader may offer. A PDF can carry any URI (javascript:,
 * file:, data:, custom schemes, credentials in a URL); only web pages and mail addresses
 * become clickable, and every other target is dropped rather than shown half-working.
 */
import type { Rect } from "./types";

/** A clickable area on a page: an outside address, or another page of the same document. */
export type PageLink = Rect &
  (
    | { href: string; page?: undefined }
    | {
        page: number;
        /** 0–1 from the page top. */
        top: number;
        href?: undefined;
      }
  );

const ALLOWED = new Set(["http", "https", "mailto"]);

/**
 * The href to open for a link's URI, or null when the link must not be offered. Parsed by
 * hand because core code has no URL class; the rules are strict enough not to need one.
 */
export function safeExternalHref(uri: unknown): string | null {
  if (typeof uri !== "string") return null;
  const trimmed = uri.trim();
  // Control characters and spaces inside a URI are how scheme filters get fooled ("java\nscript:").
  // Control characters in a link target are a smuggling trick, never a real address.
  // eslint-disable-next-line no-control-regex
  if (!trimmed || trimmed.length > 2048 || /[\s\u0000-\u001f\u007f]/.test(trimmed)) return null;
  const match = /^([a-z][a-z0-9+.-]*):(.+)$/i.exec(trimmed);
  if (!match) return null;
  const scheme = match[1].toLowerCase();
  const rest = match[2];
  if (!ALLOWED.has(scheme)) return null;
  if (scheme !== "mailto") {
    const authority = /^[/\\]{2}([^/\\?#]*)/.exec(rest)?.[1];
    // No host, or user:password@host (which can disguise where a link really goes).
    if (!authority || authority.includes("@")) return null;
  }
  return `${scheme}:${rest}`;
}

/**
 * A rectangle given in viewport pixels at scale 1 (any two opposite corners, as pdf.js
 * returns them) as 0–1 fractions of the page, clipped to the page. Null when nothing of it
 * is left on the page or it is too thin to click.
 */
export function normaliseRect(corners: readonly number[], width: number, height: number): Rect | null {
  if (corners.length < 4 || !(width > 0) || !(height > 0) || corners.some((n) => !Number.isFinite(n))) return null;
  const [a, b, c, d] = corners;
  const clip = (v: number) => Math.min(1, Math.max(0, v));
  const rect = {
    x0: clip(Math.min(a, c) / width),
    y0: clip(Math.min(b, d) / height),
    x1: clip(Math.max(a, c) / width),
    y1: clip(Math.max(b, d) / height),
  };
  const MIN = 0.002;
  return rect.x1 - rect.x0 < MIN || rect.y1 - rect.y0 < MIN ? null : rect;
}

/** A page with thousands of link annotations is hostile or broken; the reader offers the first ones. */
export const MAX_LINKS_PER_PAGE = 300;
