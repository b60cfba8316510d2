import { describe, expect, it } from "vitest";
import { backoffDelay, DEFAULT_RETRY, isRetryableStatus, nextDelay, parseRetryAfter } from "./retry-policy";

describe("retry policy", () => {
  const headers = (h: Record<string, string>) => ({ get: (n: string) => h[n] ?? null });
  it("reads retry-after-ms, seconds and HTTP dates", () => {
    expect(parseRetryAfter(headers({ "retry-after-ms": "250" }), 0)).toBe(250);
    expect(parseRetryAfter(headers({ "retry-after": "2" }), 0)).toBe(2000);
    const now = Date.parse("2026-01-01T00:00:00Z");
    expect(parseRetryAfter(headers({ "retry-after": "Thu, 01 Jan 2026 00:00:03 GMT" }), now)).toBe(3000);
    expect(parseRetryAfter(headers({}), 0)).toBeUndefined();
    expect(parseRetryAfter(headers({ "retry-after": "soon" }), 0)).toBeUndefined();
  });

  it("doubles from 500 ms to a 5 s cap, jittered down by at most 25%", () => {
    expect([0, 1, 2, 3, 4, 5].map((r) => backoffDelay(DEFAULT_RETRY, r, () => 0))).toEqual([
      500, 1000, 2000, 4000, 5000, 5000,
    ]);
    expect(backoffDelay(DEFAULT_RETRY, 0, () => 1)).toBe(375);
  });

  it("retries 408, 429 and every 5xx (529 too), never another 4xx", () => {
    expect([408, 429, 500, 502, 503, 529].every(isRetryableStatus)).toBe(true);
    expect([400, 401, 403, 404, 409, 422].some(isRetryableStatus)).toBe(false);
  });

  it("never retries immediately, even on retry-after: 0", () => {
    expect(nextDelay(DEFAULT_RETRY, 0, 0, () => 0)).toBe(500);
    expect(nextDelay(DEFAULT_RETRY, 2, undefined, () => 0)).toBeUndefined();
  });
});
