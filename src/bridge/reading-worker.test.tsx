/**
 * Cancelling a reading-worker call: the bridge stops the worker at once, rejects the call
 * with the kind of cancellation its caller understands, fails whatever else was waiting on
 * that worker, and the next call gets a fresh worker. An ingest hands the reading worker
 * one port per layout worker. The worker itself is stubbed: its calls never settle, as a
 * long question would not. (A .tsx file only so it runs in the
 * DOM project, where the bridge's browser globals exist.)
 */
import { describe, expect, it, vi } from "vitest";
import { IngestError } from "../core/errors";
import { textDocument } from "../core/text/text-layout";
import { askInWorker, pageStream, prepareForQuestions } from "./reading-worker";
import { encodePage } from "../core/layout/page-wire";
import { failedPage } from "../core/layout/page-layout";
import type { PageLayout } from "../core/types";

const spawned: { terminate: ReturnType<typeof vi.fn> }[] = [];
/** What reached the worker, in order: ports, requests for the pages' text, builds. */
const sent: string[] = [];

vi.mock("./worker-bridge", () => ({
  proxyCallback: <T,>(fn: T) => fn,
  withTransfer: <T,>(value: T) => value,
  spawnReadingWorker: () => {
    const never = () => new Promise(() => undefined);
    const handle = {
      api: {
        ask: never,
        readTextDocument: never,
        prepare: async (key: string) => {
          sent.push(`prepare ${key} with its layout`);
          return { ok: true, value: 0 };
        },
        // The worker holds only what an ingest left it: the document "kept".
        prepareKept: async (key: string) => ({ ok: true, value: key === "kept" ? 5 : null }),
        receiveFrom: async (key: string) => {
          sent.push(`port ${key}`);
          return { ok: true, value: undefined };
        },
        // Pages 1 and 3 as a layout worker sent them; page 2 was made on the main thread.
        wiresOf: async (key: string, pageCount: number, made: PageLayout[]) => {
          sent.push(`wires ${key} but ${made.map((p) => p.page).join(",")}`);
          const wire = (n: number) =>
            made.some((p) => p.page === n) ? null : encodePage({ ...layout.pages[0], page: n });
          return { ok: true, value: Array.from({ length: pageCount }, (_, i) => wire(i + 1)) };
        },
        buildTreeFromReceived: (key: string, _info: unknown, options: { made?: PageLayout[] }) => {
          sent.push(`build ${key} with ${(options.made ?? []).map((p) => p.page).join(",")}`);
          return never();
        },
      },
      terminate: vi.fn(),
    };
    spawned.push(handle);
    return handle;
  },
}));

const { layout, tree } = textDocument("markdown", "# Notes\n\nRevenue rose.", null);
const { pages: _pages, ...info } = layout;
const buildTree = (signal: AbortSignal) => pageStream("ingest-1").buildTree(signal, info);

describe("reading worker bridge", () => {
  it("stops the worker on abort, fails the calls sharing it, and starts afresh", async () => {
    const question = new AbortController();
    const asked = askInWorker(question.signal, "doc", "What was revenue?", {});
    const building = buildTree(new AbortController().signal);
    question.abort();
    await expect(asked).rejects.toMatchObject({ name: "AbortError", message: "The question was cancelled." });
    await expect(building).rejects.toThrow("The reading worker was stopped by a cancelled question.");
    expect(spawned).toHaveLength(1);
    expect(spawned[0].terminate).toHaveBeenCalledTimes(1);
    await expect(prepareForQuestions(new AbortController().signal, "doc", layout, tree)).resolves.toBe(0);
    expect(spawned).toHaveLength(2);
  });

  it("reports a cancelled ingest step as the ingest's own cancellation", async () => {
    const ingest = new AbortController();
    const building = buildTree(ingest.signal);
    ingest.abort();
    const err = await building.catch((e: unknown) => e);
    expect(err).toBeInstanceOf(IngestError);
    expect((err as IngestError).code).toBe("cancelled");
  });

  it("refuses a call whose signal has already aborted, without starting a worker", async () => {
    const count = spawned.length;
    const done = new AbortController();
    done.abort();
    await expect(askInWorker(done.signal, "doc", "q", {})).rejects.toMatchObject({ name: "AbortError" });
    expect(spawned).toHaveLength(count);
  });

  it(
    "hands each layout worker a port to the reading " + "worker, then gives this thread every page and builds",
    async () => {
      sent.length = 0;
      const stream = pageStream("ingest-2");
      expect(stream.port()).toHaveProperty("postMessage");
      stream.port();
      const failed = failedPage(2, "Page 2 took longer than 8 s and was skipped.");
      const pages = await stream.pages(new AbortController().signal, 3, [failed]);
      expect(pages.map((p) => [p.page, p.status])).toEqual([
        [1, "ok"],
        [2, "failed"],
        [3, "ok"],
      ]);
      expect(pages[0].text).toBe(layout.pages[0].text);
      const ingest = new AbortController();
      const building = stream.buildTree(ingest.signal, { ...info, pageCount: 3 }, { made: [failed] });
      await Promise.resolve();
      expect(sent).toEqual(["port ingest-2", "port ingest-2", "wires ingest-2 but 2", "build ingest-2 with 2"]);
      ingest.abort();
      await expect(building).rejects.toBeInstanceOf(IngestError);
    },
  );

  it(
    "prepares a just-ingested document from the pages " + "the worker kept, and sends the layout only otherwise",
    async () => {
      sent.length = 0;
      const signal = new AbortController().signal;
      await expect(prepareForQuestions(signal, "kept", layout, tree)).resolves.toBe(5);
      expect(sent).toEqual([]);
      await expect(prepareForQuestions(signal, "reopened", layout, tree)).resolves.toBe(0);
      expect(sent).toEqual(["prepare reopened with its layout"]);
    },
  );
});
