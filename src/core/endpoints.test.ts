import { describe, expect, it } from "vitest";
import { clientConfig } from "./endpoints";

describe("clientConfig", () => {
  it("is off without a base URL, blank or missing", () => {
    expect(clientConfig(undefined)).toBeNull();
    expect(clientConfig({ baseUrl: "   ", apiKey: "k", model: "m" })).toBeNull();
  });

  it("drops blank key and model and trims URL and model, but never the key", () => {
    expect(clientConfig({ baseUrl: " https://x.test ", apiKey: "", model: " " })).toEqual({
      baseUrl: "https://x.test",
      apiKey: undefined,
      model: undefined,
    });
    expect(clientConfig({ baseUrl: "https://x.test", apiKey: " k ", model: " jev " })).toEqual({
      baseUrl: "https://x.test",
      apiKey: " k ",
      model: "jev",
    });
  });

  it("is off when a required model is missing", () => {
    expect(clientConfig({ baseUrl: "https://x.test", model: "" }, { modelRequired: true })).toBeNull();
    expect(clientConfig({ baseUrl: "https://x.test", model: "gpt" }, { modelRequired: true })?.model).toBe("gpt");
  });
});
