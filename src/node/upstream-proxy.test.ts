import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeSystemOne } from "../testing/fake-system-one";
import { upstreamProxy } from "./upstream-proxy";

let fake: Awaited<ReturnType<typeof startFakeSystemOne>>;
let proxy: http.Server;
let base: string;

beforeAll(async () => {
  fake = await startFakeSystemOne({ apiKey: "sk-test-proxy" });
  const middleware = upstreamProxy([{ prefix: "/api/system-one", upstream: fake.url }]);
  proxy = http.createServer((req, res) => middleware(req, res, () => ((res.statusCode = 404), res.end())));
  await new Promise<void>((r) => proxy.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((r) => proxy.close(r));
  await fake.close();
});

const body = JSON.stringify({ model: "jev-latest", state: "The cash flow statement lists capital expenditure.", questions: { q1: { type: "noul", instructions: "Is this about cash flows?" } } });

describe("same-origin System One proxy", () => {
  it("forwards the request with the user's key and returns the upstream answer", async () => {
    const res = await fetch(`${base}/api/system-one/v1/systemone`, { method: "POST", headers: { "content-type": "application/json", authorization: "Bearer sk-test-proxy" }, body });
    expect(res.status).toBe(200);
    const json = (await res.json()) as { answers: Record<string, unknown> };
    expect(Object.keys(json.answers)).toEqual(["q1"]);
    expect(fake.requests.at(-1)?.body).toEqual(JSON.parse(body));
  });

  it("passes the upstream's refusal through (wrong key → 401)", async () => {
    const res = await fetch(`${base}/api/system-one/v1/systemone`, { method: "POST", headers: { "content-type": "application/json", authorization: "Bearer wrong" }, body });
    expect(res.status).toBe(401);
  });

  it("leaves other paths alone", async () => {
    expect((await fetch(`${base}/index.html`)).status).toBe(404);
  });

  it("names the upstream when it cannot be reached", async () => {
    const middleware = upstreamProxy([{ prefix: "/api/system-one", upstream: "http://127.0.0.1:9" }]);
    const server = http.createServer((req, res) => middleware(req, res, () => res.end()));
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const port = (server.address() as AddressInfo).port;
    const res = await fetch(`http://127.0.0.1:${port}/api/system-one/v1/systemone`, { method: "POST", body });
    expect(res.status).toBe(502);
    expect(await res.text()).toContain("Could not reach http://127.0.0.1:9");
    await new Promise((r) => server.close(r));
  });
});
