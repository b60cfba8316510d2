/**
 * What the proxy cuts out of an upstream's reply before it reaches the browser. An
 * upstream's error text can quote the key it was given (OpenAI's does, partly masked) and
 * the address it was called at (a gateway's 404 names the URL); the server's key and the
 * configured upstream are the operator's, not the page's, so neither may pass through.
 * A successful reply can only echo the key (a misconfigured or debugging upstream), so
 * it is cut from the stream as it passes, without holding back any byte that cannot be
 * the start of the key: chat completions still arrive token by token.
 */

export const KEY_MARK = "[server key]";
export const UPSTREAM_MARK = "[model server]";

/** The spellings of the upstream an error text may use, longest first. */
export function upstreamSpellings(upstream: string, target: string): string[] {
  const base = new URL(upstream);
  const spellings = [target, base.href, base.href.replace(/\/+$/, ""), base.origin, base.host, base.hostname];
  return [...new Set(spellings.filter((s) => s.length >= 3))].sort((a, b) => b.length - a.length);
}

/** An upstream error body with the key and every spelling of the upstream replaced. */
export function scrubErrorBody(body: Uint8Array, key: string | undefined, upstream: string[]): Uint8Array {
  let text = Buffer.from(body).toString("latin1");
  const before = text;
  if (key) text = text.split(key).join(KEY_MARK);
  for (const spelling of upstream) text = splitInsensitive(text, spelling).join(UPSTREAM_MARK);
  return text === before ? body : Buffer.from(text, "latin1");
}

function splitInsensitive(text: string, part: string): string[] {
  const lower = text.toLowerCase();
  const needle = part.toLowerCase();
  const out: string[] = [];
  let from = 0;
  for (let at = lower.indexOf(needle); at >= 0; at = lower.indexOf(needle, from)) {
    out.push(text.slice(from, at));
    from = at + needle.length;
  }
  out.push(text.slice(from));
  return out;
}

/**
 * Cuts `key` out of a byte stream split anywhere. Bytes are handled as latin1 (one char a byte),
 * so a key (ASCII) is matched across chunk boundaries without decoding UTF-8.
 */
export function keyStreamScrubber(key: string | undefined): {
  push(chunk: Uint8Array): Uint8Array;
  end(): Uint8Array;
} {
  let held = "";
  const out = (s: string) => Buffer.from(s, "latin1");
  if (!key) return { push: (chunk) => chunk, end: () => new Uint8Array() };
  return {
    push(chunk) {
      const text = (held + Buffer.from(chunk).toString("latin1")).split(key).join(KEY_MARK);
      // Hold back only a tail that could be the start of the key.
      let keep = Math.min(key.length - 1, text.length);
      while (keep > 0 && !key.startsWith(text.slice(text.length - keep))) keep--;
      held = text.slice(text.length - keep);
      return out(text.slice(0, text.length - keep));
    },
    end() {
      const rest = held;
      held = "";
      return out(rest);
    },
  };
}
