import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSystemOneClient } from "../system-one";
import { startFakeSystemOne } from "../../testing/fake-system-one";
import { buildIndex } from "./build-index";
import { reconstructHeadings } from "./reconstruct";
import { makeDoc, prose, section } from "../../testing/page-builder";
import { systemOneLevelOracle } from "./system-one-oracle";

let fake: Awaited<ReturnType<typeof startFakeSystemOne>>;
beforeAll(async () => void (fake = await startFakeSystemOne()));
afterAll(async () => fake.close());

const titles = ["Alpha", "Beta", "Gamma", "Delta", "Epsilon", "Zeta", "Eta"];

describe("flat-tree repair through System One (fake server)", () => {
  it("asks one batched request of choice questions and applies the levels it returns", async () => {
    const client = createSystemOneClient({ baseUrl: fake.url, model: "jev-latest", cache: null });
    const before = fake.requests.length;
    const tree = await buildIndex(makeDoc(titles.map((t) => section(t))), {
      levelOracle: systemOneLevelOracle(client),
    });
    expect(fake.requests.length - before).toBe(1);
    const body = fake.requests.at(-1)!.body as {
      questions: Record<string, { type: string; criteria: Record<string, string> }>;
    };
    expect(Object.keys(body.questions)).toHaveLength(titles.length);
    expect(
      Object.values(body.questions).every((q) => q.type === "choice" && Object.keys(q.criteria).join() === "1,2,3,4"),
    ).toBe(true);
    expect(tree.repair).toBe("applied");
    expect(tree.source).toBe("repaired");
  });

  it("keeps the flat tree, marked failed, when the server fails", async () => {
    const client = createSystemOneClient({
      baseUrl: fake.url,
      model: "jev-latest",
      cache: null,
      retry: { maxRetries: 0 },
    });
    fake.setFault({ kind: "overloaded", count: 5 });
    const tree = await buildIndex(makeDoc(titles.map((t) => section(t))), {
      levelOracle: systemOneLevelOracle(client),
    });
    fake.setFault(null);
    expect(tree).toMatchObject({ source: "headings", repair: "failed" });
    expect(tree.nodes).toHaveLength(titles.length);
  });
});

describe("a document with no headings: System One finds where sections start", () => {
  const plainDoc = () =>
    makeDoc(
      Array.from({ length: 12 }, (_, p) => [
        // The fake server judges by word overlap, so the section starts share the question's words.
        {
          text:
            p % 4 === 0
              ? `Schedule ${p / 4 + 1}: the title that starts a new section of the document`
              : "Continued text of the agreement between the parties.",
        },
        ...prose(30),
      ]),
    );

  it("asks over line-numbered windows in one request and builds sections from the lines it picks", async () => {
    const client = createSystemOneClient({ baseUrl: fake.url, model: "jev-latest", cache: null });
    expect((await buildIndex(plainDoc())).source).toBe("fallback");
    const before = fake.requests.length;
    const tree = await buildIndex(plainDoc(), { sectionFinder: (layout) => reconstructHeadings(layout, client) });
    expect(fake.requests.length - before).toBe(1);
    const body = fake.requests.at(-1)!.body as {
      questions: Record<string, { type: string; criteria: Record<string, unknown> }>;
    };
    const qs = Object.values(body.questions);
    expect(qs.length).toBeGreaterThan(0);
    expect(qs.every((q) => q.type === "choice" && "none" in q.criteria && "1" in q.criteria)).toBe(true);
    expect(tree).toMatchObject({ source: "repaired", repair: "applied" });
    // Every section title is a real line of the document, on the page where the section starts.
    const layout = plainDoc();
    for (const n of tree.nodes)
      expect(layout.pages[n.page_start - 1].lines.some((l) => l.text.startsWith(n.title.slice(0, 20)))).toBe(true);
  });

  it("keeps the page blocks, marked failed, when the server fails", async () => {
    const client = createSystemOneClient({
      baseUrl: fake.url,
      model: "jev-latest",
      cache: null,
      retry: { maxRetries: 0 },
    });
    fake.setFault({ kind: "garbage", count: 5 });
    const tree = await buildIndex(plainDoc(), { sectionFinder: (layout) => reconstructHeadings(layout, client) });
    fake.setFault(null);
    expect(tree).toMatchObject({ source: "fallback", repair: "failed" });
  });
});
