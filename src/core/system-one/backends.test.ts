import { describe, expect, it } from "vitest";
import { detectBackend, endpointUrl, requestHeaders, resolveModel, type BackendKind } from "./backends";
import { displayEndpoint } from "../http/endpoint";

describe("backend table", () => {
  it.each<[string, BackendKind, string]>([
    ["https://api.typesafe.ai", "typesafe", "https://api.typesafe.ai/v1/systemone"],
    ["https://api.typesafe.ai/v1/systemone", "typesafe", "https://api.typesafe.ai/v1/systemone"],
    ["https://openrouter.ai/api/", "openrouter", "https://openrouter.ai/api/v1/systemone"],
    ["https://openrouter.ai", "openrouter", "https://openrouter.ai/api/v1/systemone"],
    ["https://ai-gateway.vercel.sh/typesafe", "vercel", "https://ai-gateway.vercel.sh/typesafe/v1/systemone"],
    ["https://ai-gateway.vercel.sh", "vercel", "https://ai-gateway.vercel.sh/typesafe/v1/systemone"],
    ["https://llm.example.com/typesafe", "litellm", "https://llm.example.com/typesafe/v1/systemone"],
    ["https://gateway.ngrok.ai/v1/systemone", "ngrok", "https://gateway.ngrok.ai/v1/systemone"],
    ["http://localhost:11434", "ollama", "http://localhost:11434/v1/systemone"],
    ["/api/system-one/", "proxy", "/api/system-one/v1/systemone"],
    ["http://127.0.0.1:8787/v1", "custom", "http://127.0.0.1:8787/v1/systemone"],
  ])("%s → %s", (base, kind, url) => {
    const spec = detectBackend(base);
    expect(spec.kind).toBe(kind);
    expect(endpointUrl(base, spec)).toBe(url);
  });

  it("lets an explicit backend win over detection", () => {
    expect(detectBackend("http://127.0.0.1:4000", "litellm").kind).toBe("litellm");
  });

  it("spells model ids the way each host expects", () => {
    const or = detectBackend("https://openrouter.ai/api");
    expect(resolveModel(or, "jev-latest")).toBe("~typesafe/jev-latest");
    expect(resolveModel(or, "jev-1.13")).toBe("typesafe/jev-1.13");
    expect(resolveModel(or, "upstage/solar-decide")).toBe("upstage/solar-decide");
    expect(resolveModel(or, undefined)).toBe("~typesafe/jev-latest");
    expect(resolveModel(detectBackend("https://ai-gateway.vercel.sh/typesafe"), "")).toBe("typesafe-ai/jev");
    expect(resolveModel(detectBackend("https://api.typesafe.ai"), " jev-1.13.0 ")).toBe("jev-1.13.0");
  });

  it("sends a Bearer key except to Ollama", () => {
    expect(requestHeaders(detectBackend("https://api.typesafe.ai"), "k").authorization).toBe("Bearer k");
    expect(requestHeaders(detectBackend("http://localhost:11434"), "k").authorization).toBeUndefined();
    expect(requestHeaders(detectBackend("https://api.typesafe.ai"), undefined).authorization).toBeUndefined();
  });

  it("shows endpoints without userinfo or query", () => {
    expect(displayEndpoint("https://user:sk-secret@proxy.example.com/typesafe/v1/systemone?key=sk-secret")).toBe(
      "https://proxy.example.com/typesafe/v1/systemone",
    );
  });
});
