/**
 * Workers' heaps, for the load bench: work moved off the main thread (the library's cover
 * facts are read in the reading worker at ingest, pages are drawn in the page painter
 * worker) must show where it went. Playwright has no protocol session for a worker, so
 * the browser's session attaches to the worker's target and relays the worker's own
 * HeapProfiler and Runtime calls.
 */
import type { Browser, CDPSession } from "playwright";

let nextId = 1;

/** Sends one protocol call to the attached target `sessionId`; resolves with its result. */
function relay(browser: CDPSession, sessionId: string, method: string): Promise<Record<string, unknown>> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    const onMessage = (e: { sessionId?: string; message: string }) => {
      const reply = JSON.parse(e.message) as { id?: number; result?: Record<string, unknown>; error?: unknown };
      if (e.sessionId !== sessionId || reply.id !== id) return;
      browser.off("Target.receivedMessageFromTarget", onMessage);
      if (reply.error) reject(new Error(`${method}: ${JSON.stringify(reply.error)}`));
      else resolve(reply.result ?? {});
    };
    browser.on("Target.receivedMessageFromTarget", onMessage);
    browser.send("Target.sendMessageToTarget", { sessionId, message: JSON.stringify({ id, method }) }).catch(reject);
  });
}

/** The workers the bench reads, by their built script's path. */
export const WORKER_SCRIPTS = {
  reading: /\/reading-worker[^/]*\.js$/,
  renderer: /\/painter-worker[^/]*\.js$/,
};

/** MB used by the heap of the worker running `script` after a forced GC there, or null when none runs. */
export async function workerHeapMb(browser: Browser, script: RegExp): Promise<number | null> {
  const session = await browser.newBrowserCDPSession();
  try {
    const { targetInfos } = await session.send("Target.getTargets");
    const worker = targetInfos.find((t) => t.type === "worker" && script.test(t.url));
    if (!worker) return null;
    const { sessionId } = await session.send("Target.attachToTarget", { targetId: worker.targetId, flatten: false });
    try {
      await relay(session, sessionId, "HeapProfiler.collectGarbage");
      const { usedSize } = await relay(session, sessionId, "Runtime.getHeapUsage");
      return Number(usedSize) / 1048576;
    } finally {
      await session.send("Target.detachFromTarget", { sessionId }).catch(() => undefined);
    }
  } finally {
    await session.detach().catch(() => undefined);
  }
}
