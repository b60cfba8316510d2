import { describe, expect, it } from "vitest";
import { connectSources, contentSecurityPolicy, headersFile, PARSER_WORKER_PATH } from "./content-security-policy";

describe("content security policy", () => {
  it("limits connect-src to the app, the hosted presets and this computer, never any https origin", () => {
    const sources = connectSources({});
    expect(sources[0]).toBe("'self'");
    expect(sources).toContain("https://api.typesafe.ai");
    expect(sources).toContain("http://127.0.0.1:*");
    expect(sources).not.toContain("https:");
  });

  it("adds the operator's origins from PINCITE_CONNECT_SRC and names a malformed one", () => {
    expect(connectSources({ PINCITE_CONNECT_SRC: "https://Models.Example.com, https://*.corp.example:8443" })).toEqual(
      expect.arrayContaining(["https://models.example.com", "https://*.corp.example:8443"]),
    );
    expect(() => connectSources({ PINCITE_CONNECT_SRC: "https://models.example.com/v1" })).toThrow(
      'PINCITE_CONNECT_SRC: "https://models.example.com/v1" is not an origin',
    );
    expect(() => connectSources({ PINCITE_CONNECT_SRC: "https: 'unsafe-inline'" })).toThrow("is not an origin");
  });

  it("keeps frame-ancestors out of the meta tag (ignored there) and in the header and _headers file", () => {
    expect(contentSecurityPolicy({}, { forHeader: false })).not.toContain("frame-ancestors");
    expect(contentSecurityPolicy({}, { forHeader: true })).toContain("frame-ancestors 'none'");
    const file = headersFile({});
    expect(file).toMatch(/^\/\*\n {2}Content-Security-Policy: default-src 'self';.*frame-ancestors 'none'$/m);
    expect(file).toContain("  X-Content-Type-Options: nosniff\n");
  });

  it("closes every server but the app's own to the workers that parse or draw PDFs, in dev and built paths", () => {
    for (const path of [
      "/assets/layout-worker-DT_rNZZq.js",
      "/assets/pdf.worker-CORpI1nH.mjs",
      "/assets/pdf.renderer-Bt-K3o1f.mjs",
      "/assets/painter-worker-C2nWq9xA.js",
      "/workers/layout-worker.ts",
      "/workers/painter/painter-worker.ts",
      "/node_modules/pdfjs-dist/build/pdf.worker.mjs",
      "/node_modules/pdfjs-dist/build/pdf.renderer.mjs",
    ])
      expect(path).toMatch(PARSER_WORKER_PATH);
    for (const path of [
      "/assets/reading-worker-DaM6cQF-.js",
      "/assets/index-abc.js",
      "/",
      "/api/chat/v1/chat/completions",
    ])
      expect(path).not.toMatch(PARSER_WORKER_PATH);
    expect(contentSecurityPolicy({}, { forHeader: true, parserWorker: true })).toContain("connect-src 'self';");
    const file = headersFile({}, ["/assets/pdf.worker-x.mjs"]);
    expect(file).toMatch(/^\/assets\/pdf\.worker-x\.mjs\n {2}Content-Security-Policy: [^\n]*connect-src 'self';/m);
  });
});
