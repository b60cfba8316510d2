/**
 * The proxy against an upstream that misbehaves: it redirects to another host, quotes the
 * key and its own address in errors, echoes the key in a streamed reply, or never answers.
 * None of it may put the server key anywhere but the configured upstream, or show the
 * page the key or the upstream's address.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest, startRecordingServer, type RecordingServer } from "../testing/recording-server";
import { CHAT_ENDPOINTS } from "./proxy-request-check";
import { keyStreamScrubber, KEY_MARK } from "./proxy-reply-scrub";
import { upstreamProxy } from "./upstream-proxy";

const SERVER_KEY = "sk-hostile-probe-server-key-42ab";

type Behaviour = (req: http.IncomingMessage, res: http.ServerResponse, self: string) => void;

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return `127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let behaviour: Behaviour;
let upstreamHost: string;
let upstream: http.Server;
/** Where a redirect points: a different host that must never see the key. */
let elsewhere: RecordingServer;
let proxy: http.Server;
let proxyUrl: string;
let own: Record<string, string>;
/** Upstream calls that arrived, and those whose caller hung up before the reply was finished. */
const arrived: string[] = [];
const abandoned: string[] = [];

beforeAll(async () => {
  elsewhere = await startRecordingServer();
  upstream = http.createServer((req, res) => {
    arrived.push(req.url ?? "");
    res.on("close", () => res.writableFinished || abandoned.push(req.url ?? ""));
    req.resume();
    req.on("end", () => behaviour(req, res, `http://${upstreamHost}${req.url}`));
  });
  upstreamHost = await listen(upstream);
  const middleware = upstreamProxy([
    {
      prefix: "/api/chat",
      upstream: `http://${upstreamHost}/private-base`,
      serverKey: SERVER_KEY,
      endpoints: CHAT_ENDPOINTS,
    },
  ]);
  proxy = http.createServer((req, res) => middleware(req, res, () => ((res.statusCode = 404), res.end())));
  proxyUrl = `http://${await listen(proxy)}`;
  own = { origin: proxyUrl, "sec-fetch-site": "same-origin", "content-type": "application/json" };
});

afterAll(async () => {
  for (const s of [proxy, upstream]) {
    s.closeAllConnections();
    await new Promise((r) => s.close(r));
  }
  await elsewhere.close();
});

const ask = () => rawRequest(proxyUrl, "POST", "/api/chat/v1/chat/completions", own, "{}");

function expectNothingRevealed(body: string): void {
  expect(body).not.toContain(SERVER_KEY);
  expect(body).not.toContain(upstreamHost);
  expect(body).not.toContain("127.0.0.1");
  expect(body).not.toContain("private-base");
}

describe("proxy against a hostile upstream", () => {
  it("does not follow a redirect to another host, for any redirect status", async () => {
    for (const status of [301, 302, 303, 307, 308]) {
      behaviour = (_req, res) => (res.writeHead(status, { location: `${elsewhere.url}/steal` }), res.end());
      const res = await ask();
      expect(res.status, String(status)).toBe(502);
      expect(JSON.parse(res.body)).toMatchObject({ error: { code: "upstream_redirect" } });
      expect(res.headers.location).toBeUndefined();
      expectNothingRevealed(res.body);
    }
    expect(elsewhere.requests).toEqual([]);
  });

  it("cuts the key and every spelling of the upstream's address out of an error reply", async () => {
    const spellings = (self: string) => [self, self.toUpperCase(), upstreamHost, "127.0.0.1"].join(" | ");
    for (const status of [400, 401, 404, 429, 500, 503]) {
      behaviour = (req, res, self) => {
        res.writeHead(status, { "content-type": "text/plain" });
        res.end(`Bad key ${req.headers.authorization} at ${spellings(self)}`);
      };
      const res = await ask();
      expect(res.status).toBe(status);
      expectNothingRevealed(res.body);
      expect(res.body.toLowerCase()).not.toContain(upstreamHost);
      expect(res.body).toContain(`Bearer ${KEY_MARK}`);
    }
  });

  it("cuts the key out of a streamed success reply that echoes it, split across chunks", async () => {
    behaviour = (req, res) => {
      const echo = `data: {"echo":"${String(req.headers.authorization)}"}\n\n`;
      res.writeHead(200, { "content-type": "text/event-stream" });
      // One byte a write, so the key is split at every possible point.
      let i = 0;
      const tick = () => (i < echo.length ? (res.write(echo[i++]), setImmediate(tick)) : res.end("data: [DONE]\n\n"));
      tick();
    };
    const res = await ask();
    expect(res.status).toBe(200);
    expect(res.body).toBe(`data: {"echo":"Bearer ${KEY_MARK}"}\n\ndata: [DONE]\n\n`);
  });

  it("stops the upstream call when the page goes away", async () => {
    behaviour = () => {};
    const req = http.request(`${proxyUrl}/api/chat/v1/chat/completions`, { method: "POST", headers: own });
    req.on("error", () => {});
    const calls = arrived.length;
    req.end("{}");
    await expect.poll(() => arrived.length).toBe(calls + 1);
    req.destroy();
    await expect.poll(() => abandoned).toEqual(["/private-base/v1/chat/completions"]);
  });
});

describe("proxy against forged headers", () => {
  it("refuses an Origin no browser sends, even naming this host", async () => {
    const host = new URL(proxyUrl).host;
    const calls = arrived.length;
    for (const origin of [`http://evil@${host}`, `${proxyUrl}/path`, `${proxyUrl}/`, `HTTP://${host}`, "null", ""]) {
      const res = await rawRequest(proxyUrl, "POST", "/api/chat/v1/chat/completions", { ...own, origin }, "{}");
      expect(res.status, origin).toBe(403);
    }
    expect(arrived.length).toBe(calls);
  });
});

describe("keyStreamScrubber", () => {
  it("cuts a key split at any point and holds back nothing that cannot start it", () => {
    const key = "sk-abcabd";
    const text = `x sk-abcab sk-abcabd y sk-ab`;
    for (let a = 0; a <= text.length; a++) {
      for (let b = a; b <= text.length; b++) {
        const s = keyStreamScrubber(key);
        const parts = [text.slice(0, a), text.slice(a, b), text.slice(b)].map((p) => s.push(Buffer.from(p)));
        const out = Buffer.concat([...parts, s.end()]).toString();
        expect(out, `${a},${b}`).toBe(`x sk-abcab ${KEY_MARK} y sk-ab`);
      }
    }
    const s = keyStreamScrubber(key);
    expect(Buffer.from(s.push(Buffer.from("data: ok\n\n"))).toString()).toBe("data: ok\n\n");
  });
});
