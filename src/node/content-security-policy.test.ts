import { describe, expect, it } from "vitest";
import { connectSources, contentSecurityPolicy, headersFile } from "./content-security-policy";

describe("content security policy", () => {
  it("limits connect-src to the app, the hosted presets and this computer, never any https origin", () => {
    const sources = connectSources({});
    expect(sources[0]).toBe("'self'");
    expect(sources).toContain("https://api.typesafe.ai");
    expect(sources).toContain("http://127.0.0.1:*");
    expect(sources).not.toContain("https:");
  });

  it("adds the operator's origins from PINCITE_CONNECT_SRC and names a malformed one", () => {
    expect(connectSources({ PINCITE_CONNECT_SRC: "https://Models.Example.com, https://*.corp.example:8443" })).toEqual(expect.arrayContaining(["https://models.example.com", "https://*.corp.example:8443"]));
    expect(() => connectSources({ PINCITE_CONNECT_SRC: "https://models.example.com/v1" })).toThrow('PINCITE_CONNECT_SRC: "https://models.example.com/v1" is not an origin');
    expect(() => connectSources({ PINCITE_CONNECT_SRC: "https: 'unsafe-inline'" })).toThrow("is not an origin");
  });

  it("keeps frame-ancestors out of the meta tag (ignored there) and in the header and _headers file", () => {
    expect(contentSecurityPolicy({}, { forHeader: false })).not.toContain("frame-ancestors");
    expect(contentSecurityPolicy({}, { forHeader: true })).toContain("frame-ancestors 'none'");
    const file = headersFile({});
    expect(file).toMatch(/^\/\*\n {2}Content-Security-Policy: default-src 'self';.*frame-ancestors 'none'$/m);
    expect(file).toContain("  X-Content-Type-Options: nosniff\n");
  });
});
