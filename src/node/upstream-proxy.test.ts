import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeChat } from "../testing/fake-chat";
import { startFakeSystemOne } from "../testing/fake-system-one";
import { rawRequest, startRecordingServer, type RecordingServer } from "../testing/recording-server";
import { CHAT_ENDPOINTS, SYSTEM_ONE_ENDPOINTS } from "./proxy-request-check";
import { MAX_BODY_BYTES, upstreamProxy, type UpstreamRoute } from "./upstream-proxy";

const SERVER_KEY = "sk-server-side-secret-7d1f";

async function startProxy(routes: UpstreamRoute[]): Promise<{ url: string; host: string; close: () => Promise<void> }> {
  const middleware = upstreamProxy(routes);
  const server = http.createServer((req, res) =>
    middleware(req, res, () => ((res.statusCode = 404), res.end("fell through"))),
  );
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `http://${host}`,
    host,
    close: () => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r()))),
  };
}

let fakeS1: Awaited<ReturnType<typeof startFakeSystemOne>>;
let fakeChat: Awaited<ReturnType<typeof startFakeChat>>;
let recorder: RecordingServer;
let proxy: Awaited<ReturnType<typeof startProxy>>;
/** What the app's own page sends with a same-origin fetch. */
let own: Record<string, string>;

beforeAll(async () => {
  fakeS1 = await startFakeSystemOne({ apiKey: SERVER_KEY });
  fakeChat = await startFakeChat({ apiKey: SERVER_KEY });
  recorder = await startRecordingServer();
  proxy = await startProxy([
    { prefix: "/api/system-one", upstream: fakeS1.url, serverKey: SERVER_KEY, endpoints: SYSTEM_ONE_ENDPOINTS },
    {
      prefix: "/api/chat",
      upstream: fakeChat.url.replace(/\/v1$/, ""),
      serverKey: SERVER_KEY,
      endpoints: CHAT_ENDPOINTS,
    },
    // An upstream with a base path, to show requests stay under it.
    { prefix: "/api/rec", upstream: `${recorder.url}/base/api`, serverKey: SERVER_KEY, endpoints: CHAT_ENDPOINTS },
  ]);
  own = { origin: proxy.url, "sec-fetch-site": "same-origin", "content-type": "application/json" };
});

afterAll(async () => {
  await proxy.close();
  await Promise.all([fakeS1.close(), fakeChat.close(), recorder.close()]);
});

beforeEach(() => {
  recorder.requests.length = 0;
});

const s1Body = JSON.stringify({
  model: "jev-latest",
  state: "The cash flow statement lists capital expenditure.",
  questions: { q1: { type: "noul", instructions: "Is this about cash flows?" } },
});
const chatBody = (stream: boolean) =>
  JSON.stringify({ model: "fake-chat-1", stream, messages: [{ role: "user", content: "Reply with the word: ok" }] });

describe("proxy: what the app uses goes through", () => {
  it("forwards System One with the server key when the page sends none", async () => {
    const res = await rawRequest(proxy.url, "POST", "/api/system-one/v1/systemone", own, s1Body);
    expect(res.status).toBe(200);
    expect(Object.keys((JSON.parse(res.body) as { answers: object }).answers)).toEqual(["q1"]);
    expect(fakeS1.requests.at(-1)?.body).toEqual(JSON.parse(s1Body));
  });

  it("forwards the user's own key as is (the upstream refuses a wrong one)", async () => {
    const res = await rawRequest(
      proxy.url,
      "POST",
      "/api/system-one/v1/systemone",
      { ...own, authorization: "Bearer wrong" },
      s1Body,
    );
    expect(res.status).toBe(401);
  });

  it("streams chat completions and allows the models list", async () => {
    const res = await rawRequest(proxy.url, "POST", "/api/chat/v1/chat/completions", own, chatBody(true));
    expect(res.status).toBe(200);
    expect(res.body).toContain("data: [DONE]");
    const models = await rawRequest(proxy.url, "GET", "/api/rec/v1/models", { "sec-fetch-site": "same-origin" });
    expect(models.status).toBe(200);
    expect(recorder.requests.map((r) => `${r.method} ${r.path}`)).toEqual(["GET /base/api/v1/models"]);
  });

  it("cuts the server key out of an upstream error that quotes it", async () => {
    fakeChat.setFault({ kind: "status", status: 401, message: `Incorrect API key provided: ${SERVER_KEY}` });
    const res = await rawRequest(proxy.url, "POST", "/api/chat/v1/chat/completions", own, chatBody(false));
    expect(res.status).toBe(401);
    expect(res.body).not.toContain(SERVER_KEY);
    expect(res.body).toContain("[server key]");
  });

  it("leaves other paths alone", async () => {
    expect((await rawRequest(proxy.url, "GET", "/api/chatty/x")).body).toBe("fell through");
  });
});

describe("proxy: refused requests never reach the upstream", () => {
  const refused = async (method: string, path: string, headers: Record<string, string>, body?: string) => {
    const res = await rawRequest(proxy.url, method, path, headers, body);
    expect(recorder.requests).toEqual([]);
    expect(res.headers["access-control-allow-origin"]).toBeUndefined();
    expect(res.body).not.toContain(recorder.url);
    expect(res.body).not.toContain("127.0.0.1");
    return { status: res.status, code: (JSON.parse(res.body) as { error: { code: string } }).error.code };
  };

  it("refuses methods and paths the app never calls", async () => {
    expect(await refused("DELETE", "/api/rec/v1/files/x", own)).toEqual({ status: 404, code: "endpoint_not_allowed" });
    expect(await refused("GET", "/api/rec/v1/chat/completions", own)).toEqual({
      status: 405,
      code: "method_not_allowed",
    });
    expect(await refused("POST", "/api/rec/v1/files", own, "{}")).toEqual({
      status: 404,
      code: "endpoint_not_allowed",
    });
    expect(await refused("PUT", "/api/rec/v1/chat/completions", own, "{}")).toEqual({
      status: 405,
      code: "method_not_allowed",
    });
    expect(await refused("POST", "/api/rec/admin/v1/chat/completions", own, "{}")).toEqual({
      status: 404,
      code: "endpoint_not_allowed",
    });
  });

  it("refuses other sites, other ports of this machine and header-less callers", async () => {
    const textPlain = { "content-type": "text/plain" };
    expect(
      await refused(
        "POST",
        "/api/rec/v1/chat/completions",
        { ...textPlain, origin: "https://evil.example", "sec-fetch-site": "cross-site" },
        chatBody(false),
      ),
    ).toEqual({ status: 403, code: "cross_origin" });
    expect(
      await refused(
        "POST",
        "/api/rec/v1/chat/completions",
        { ...textPlain, origin: "https://evil.example" },
        chatBody(false),
      ),
    ).toEqual({ status: 403, code: "cross_origin" });
    expect(
      await refused(
        "POST",
        "/api/rec/v1/chat/completions",
        { ...own, origin: "http://127.0.0.1:1", "sec-fetch-site": "same-site" },
        chatBody(false),
      ),
    ).toEqual({ status: 403, code: "cross_origin" });
    expect(
      await refused("POST", "/api/rec/v1/chat/completions", { ...own, origin: "http://127.0.0.1:1" }, chatBody(false)),
    ).toEqual({ status: 403, code: "cross_origin" });
    expect(
      await refused("OPTIONS", "/api/rec/v1/chat/completions", {
        origin: "http://localhost:3000",
        "access-control-request-method": "POST",
      }),
    ).toEqual({ status: 403, code: "cross_origin" });
    expect(
      await refused("POST", "/api/rec/v1/chat/completions", { "content-type": "application/json" }, chatBody(false)),
    ).toEqual({ status: 403, code: "cross_origin" });
  });

  it("keeps every spelling of a path under the configured base", async () => {
    for (const path of [
      "/api/rec/../../secret/chat/completions",
      "/api/rec/v1/%2e%2e/%2E%2E/chat/completions",
      "/api/rec/%2e%2e/v1/chat/completions",
      "/api/rec//evil.example/v1/chat/completions",
      "/api/rec/v1/chat%2fcompletions",
      "/api/rec/v1/..%5c..%5cchat/completions",
      "/api/rec/v1/./chat/completions",
      "/api/rec/v1/chat/completions%00",
      "/api/rec/%",
    ]) {
      expect(await refused("POST", path, own, chatBody(false)), path).toEqual({
        status: 400,
        code: "path_not_allowed",
      });
    }
  });

  it("answers a body over the limit with a named 413, declared or streamed", async () => {
    const big = "x".repeat(MAX_BODY_BYTES + 1);
    const declared = await refused("POST", "/api/rec/v1/chat/completions", own, big);
    expect(declared).toEqual({ status: 413, code: "body_too_large" });
    const chunked = await rawRequest(
      proxy.url,
      "POST",
      "/api/rec/v1/chat/completions",
      { ...own, "transfer-encoding": "chunked" },
      big,
    );
    expect(chunked.status).toBe(413);
    expect(chunked.body).toContain("4 MB limit");
    expect(recorder.requests).toEqual([]);
  });
});

describe("proxy: failures name neither the upstream nor the key", () => {
  it("says the model server could not be reached, without its address", async () => {
    const down = await startProxy([
      {
        prefix: "/api/chat",
        upstream: "http://127.0.0.1:9/secret-base",
        serverKey: SERVER_KEY,
        endpoints: CHAT_ENDPOINTS,
      },
    ]);
    const res = await rawRequest(
      down.url,
      "POST",
      "/api/chat/v1/chat/completions",
      { ...own, origin: down.url },
      chatBody(false),
    );
    await down.close();
    expect(res.status).toBe(502);
    expect(JSON.parse(res.body)).toEqual({
      error: { code: "upstream_unreachable", message: expect.stringContaining("could not reach the model server") },
    });
    expect(res.body).not.toMatch(/127\.0\.0\.1|:9|secret-base|sk-/);
  });
});
