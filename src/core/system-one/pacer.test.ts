import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeSystemOne, type FakeSystemOne } from "../../testing/fake-system-one";
import { createSystemOneClient } from "./client";
import { Pacer } from "./pacer";
import type { SleepFn } from "../http/runtime";

/** A virtual clock: sleeping advances time instantly, so pacing is checked exactly. */
function virtualClock() {
  let t = 1_000;
  const sleep: SleepFn = async (ms) => {
    t += ms;
  };
  return { now: () => t, sleep };
}

describe("Pacer", () => {
  it("spaces requests 1/rate apart", async () => {
    const clock = virtualClock();
    const pacer = new Pacer({ ratePerSecond: 10, ...clock });
    const grants: number[] = [];
    for (let i = 0; i < 4; i++) {
      await pacer.acquire();
      grants.push(clock.now());
    }
    expect(grants).toEqual([1000, 1100, 1200, 1300]);
  });

  it("queues concurrent callers in call order", async () => {
    let t = 0;
    const waits: number[] = [];
    const pacer = new Pacer({ ratePerSecond: 20, now: () => t, sleep: async (ms) => void waits.push(ms) });
    await Promise.all([pacer.acquire(), pacer.acquire(), pacer.acquire()]);
    expect(waits).toEqual([50, 100]);
    t = 10_000; // long idle: no debt carried over
    expect(await pacer.acquire()).toBe(0);
  });

  it("allows a burst, then the steady rate", async () => {
    const clock = virtualClock();
    const pacer = new Pacer({ ratePerSecond: 10, burst: 3, ...clock });
    const waits = [];
    for (let i = 0; i < 5; i++) waits.push(await pacer.acquire());
    expect(waits).toEqual([0, 0, 0, 100, 100]);
  });

  it("is off at rate 0", async () => {
    const pacer = new Pacer({ ratePerSecond: 0 });
    expect(await Promise.all([pacer.acquire(), pacer.acquire()])).toEqual([0, 0]);
  });
});

describe("pacing against the fake server", () => {
  let fake: FakeSystemOne;
  beforeAll(async () => {
    fake = await startFakeSystemOne();
  });
  afterAll(() => fake.close());

  it("keeps 6 concurrent asks at the configured 25 requests/s", async () => {
    const client = createSystemOneClient({ baseUrl: fake.url, ratePerSecond: 25, cache: null });
    // The first fetch in a process pays for connection setup; measure warm requests only.
    await client.ask({ state: "warm-up", questions: { q: { type: "noul", instructions: "x" } } });
    fake.requests.length = 0;
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        client.ask({ state: `page ${i}`, questions: { q: { type: "noul", instructions: `Is this page ${i}?` } } }),
      ),
    );
    const at = fake.requests.map((r) => r.at).sort((a, b) => a - b);
    // 5 gaps of 40 ms. Single gaps jitter with connection setup (arrival, not send, is
    // measured), so only the span is checked; the exact schedule is tested above.
    expect(at[5] - at[0]).toBeGreaterThanOrEqual(180);
    expect(at[5] - at[0]).toBeLessThan(1000);
  });

  it("shares one pacer between clients using the same key", async () => {
    // The pacer's own clock, not arrival times: which slots the three asks drew is exact, while
    // loopback arrival jitters by a connection's setup.
    const waits: number[] = [];
    const pacer = new Pacer({ ratePerSecond: 20, now: () => 0, sleep: async (ms) => void waits.push(ms) });
    const a = createSystemOneClient({ baseUrl: fake.url, pacer, cache: null });
    const b = createSystemOneClient({ baseUrl: fake.url, pacer, cache: null });
    const q = { q: { type: "noul", instructions: "x" } } as const;
    fake.requests.length = 0;
    await Promise.all([
      a.ask({ state: "1", questions: q }),
      b.ask({ state: "2", questions: q }),
      a.ask({ state: "3", questions: q }),
    ]);
    expect(fake.requests).toHaveLength(3);
    expect(waits).toEqual([50, 100]);
  });
});
