import { describe, expect, it } from "vitest";
import { normaliseRect, safeExternalHref } from "./links";

describe("safeExternalHref", () => {
  it("offers web pages and mail addresses", () => {
    expect(safeExternalHref("https://example.com/report?x=1#p2")).toBe("https://example.com/report?x=1#p2");
    expect(safeExternalHref("HTTP://sec.gov")).toBe("http://sec.gov");
    expect(safeExternalHref("  mailto:ir@example.com ")).toBe("mailto:ir@example.com");
  });

  it("drops every other scheme, however it is spelled", () => {
    for (const uri of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "java\nscript:alert(1)",
      " javascript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "file:///etc/passwd",
      "vbscript:msgbox",
      "ftp://example.com/a",
      "tel:+15551234",
      "blob:https://example.com/uuid",
      "intent://scan/#Intent;scheme=zxing;end",
    ]) {
      expect(safeExternalHref(uri), uri).toBeNull();
    }
  });

  it("drops relative, empty, credentialed and absurd URIs", () => {
    expect(safeExternalHref("/relative/path")).toBeNull();
    expect(safeExternalHref("")).toBeNull();
    expect(safeExternalHref(undefined)).toBeNull();
    expect(safeExternalHref(42)).toBeNull();
    expect(safeExternalHref("https://user:secret@example.com/")).toBeNull();
    expect(safeExternalHref("https:///no-host")).toBeNull();
    expect(safeExternalHref("https:example.com")).toBeNull();
    expect(safeExternalHref("https://example.com/a b")).toBeNull();
    expect(safeExternalHref(`https://example.com/${"a".repeat(3000)}`)).toBeNull();
  });
});

describe("normaliseRect", () => {
  it("turns viewport corners in any order into a 0–1 rect", () => {
    expect(normaliseRect([306, 396, 0, 0], 612, 792)).toEqual({ x0: 0, y0: 0, x1: 0.5, y1: 0.5 });
  });

  it("clips to the page and rejects what falls off it or cannot be clicked", () => {
    expect(normaliseRect([-100, -100, 306, 396], 612, 792)).toEqual({ x0: 0, y0: 0, x1: 0.5, y1: 0.5 });
    expect(normaliseRect([700, 800, 900, 900], 612, 792)).toBeNull();
    expect(normaliseRect([10, 10, 10.5, 40], 612, 792)).toBeNull();
    expect(normaliseRect([0, 0, Number.NaN, 10], 612, 792)).toBeNull();
    expect(normaliseRect([0, 0, 10], 612, 792)).toBeNull();
  });
});
