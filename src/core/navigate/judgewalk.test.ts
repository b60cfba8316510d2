/**
 * judgewalk against the fake System One server: one request per step, a lexical
 * fallback marked `degraded` when a step's request fails, and no key anywhere in the trace.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeSystemOne, type FakeSystemOne } from "../../testing/fake-system-one";
import { expectNoKey, FAST_RETRY, TEST_KEY } from "../../testing/system-one-test-kit";
import { createSystemOneClient } from "../system-one";
import { buildIndexSync } from "../tree";
import { type LineSpec, makeDoc, prose, section } from "../../testing/page-builder";
import { judgewalk, navDocument, type NavDocument } from "./index";

function filing(): NavDocument {
  const pages: LineSpec[][] = Array.from({ length: 12 }, (_, i) => section(`Section ${i + 1} General Matters`, 20));
  pages[2] = [
    { text: "Liquidity and Capital Resources", bold: true },
    { text: "Our operating lease obligations grew with new stores (see Note 7)." },
    ...prose(18),
  ];
  pages[8] = [
    { text: "NOTE 7. COMMITMENTS", bold: true },
    { text: "Future minimum payments under non-cancellable agreements are as follows." },
    ...prose(18),
  ];
  const layout = makeDoc(pages);
  return navDocument(layout, buildIndexSync(layout));
}

const QUESTION = "How large are the operating lease obligations at the new stores?";

describe("judgewalk", () => {
  let server: FakeSystemOne;
  const nav = filing();
  const client = () =>
    createSystemOneClient({
      baseUrl: server.url,
      apiKey: TEST_KEY,
      model: "jev-latest",
      cache: null,
      retry: FAST_RETRY,
    });

  beforeAll(async () => (server = await startFakeSystemOne({ apiKey: TEST_KEY })));
  afterAll(async () => server.close());
  beforeEach(() => {
    server.requests.length = 0;
    server.setFault(null);
  });

  it("asks one batched request per step", async () => {
    const { evidence, trace } = await judgewalk(nav, QUESTION, { client: client() });
    expect(trace.requests).toBe(server.requests.length);
    expect(trace.requests).toBeGreaterThanOrEqual(3);
    expect(trace.requests).toBeLessThanOrEqual(5);
    expect(trace.steps.map((s) => s.mode)).toEqual(["system-one", "system-one", "system-one", "system-one"]);
    expect(trace.degraded).toBe(false);
    expect(trace.input_tokens).toBeGreaterThan(0);
    expect(evidence[0].page_start).toBe(3);
    expect(trace.steps[0].candidates.length).toBeGreaterThan(1);
    expect(trace.steps[0].candidates.every((c) => typeof c.p === "number")).toBe(true);
    expectNoKey(trace);
  });

  it("falls back to lexical scores when a step gets 529s", async () => {
    server.setFault({ kind: "overloaded", count: 3 });
    const { evidence, trace } = await judgewalk(nav, QUESTION, { client: client() });
    expect(trace.steps[0].degraded?.code).toBe("overloaded");
    expect(trace.steps[0].mode).toBe("lexical");
    expect(trace.steps[1].degraded).toBeUndefined();
    expect(trace.degraded).toBe(true);
    expect(evidence[0].page_start).toBe(3);
    expectNoKey(trace);
  });

  it("falls back when the server answers garbage", async () => {
    server.setFault({ kind: "garbage", count: 10 });
    const { evidence, trace } = await judgewalk(nav, QUESTION, { client: client() });
    expect(trace.steps.filter((s) => s.degraded?.code === "bad-response").length).toBeGreaterThan(0);
    expect(evidence.map((e) => e.page_start)).toContain(3);
    expectNoKey(JSON.stringify({ evidence, trace }));
  });

  it("degrades every step with a wrong key, without leaking it", async () => {
    const bad = createSystemOneClient({
      baseUrl: server.url,
      apiKey: `${TEST_KEY}-wrong`,
      cache: null,
      retry: FAST_RETRY,
    });
    const { trace } = await judgewalk(nav, QUESTION, { client: bad });
    expect(trace.steps.map((s) => s.degraded?.code)).toEqual([
      "unauthorized",
      "unauthorized",
      "unauthorized",
      "unauthorized",
    ]);
    expectNoKey(trace);
    expectNoKey(trace, `${TEST_KEY}-wrong`);
  });

  it("asks nothing for an empty question", async () => {
    const { evidence, trace } = await judgewalk(nav, "  ", { client: client() });
    expect(evidence).toEqual([]);
    expect(server.requests.length).toBe(0);
    expect(trace.note).toBeTruthy();
  });
});
