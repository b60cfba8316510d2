import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSystemOneClient } from "../system-one";
import { startFakeSystemOne } from "../../testing/fake-system-one";
import { buildIndex } from "./build-index";
import { doc, section } from "./synthetic-layout";
import { systemOneLevelOracle } from "./system-one-oracle";

let fake: Awaited<ReturnType<typeof startFakeSystemOne>>;
beforeAll(async () => void (fake = await startFakeSystemOne()));
afterAll(async () => fake.close());

const titles = ["Alpha", "Beta", "Gamma", "Delta", "Epsilon", "Zeta", "Eta"];

describe("flat-tree repair through System One (fake server)", () => {
  it("asks one batched request of choice questions and applies the levels it returns", async () => {
    const client = createSystemOneClient({ baseUrl: fake.url, model: "jev-latest", cache: null });
    const before = fake.requests.length;
    const tree = await buildIndex(doc(titles.map((t) => section(t))), { levelOracle: systemOneLevelOracle(client) });
    expect(fake.requests.length - before).toBe(1);
    const body = fake.requests.at(-1)!.body as { questions: Record<string, { type: string; criteria: Record<string, string> }> };
    expect(Object.keys(body.questions)).toHaveLength(titles.length);
    expect(Object.values(body.questions).every((q) => q.type === "choice" && Object.keys(q.criteria).join() === "1,2,3,4")).toBe(true);
    expect(tree.repair).toBe("applied");
    expect(tree.source).toBe("repaired");
  });

  it("keeps the flat tree, marked failed, when the server fails", async () => {
    const client = createSystemOneClient({ baseUrl: fake.url, model: "jev-latest", cache: null, retry: { maxRetries: 0 } });
    fake.setFault({ kind: "overloaded", count: 5 });
    const tree = await buildIndex(doc(titles.map((t) => section(t))), { levelOracle: systemOneLevelOracle(client) });
    fake.setFault(null);
    expect(tree).toMatchObject({ source: "headings", repair: "failed" });
    expect(tree.nodes).toHaveLength(titles.length);
  });
});
