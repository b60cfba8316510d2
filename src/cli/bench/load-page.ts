/**
 * What the load bench does to the app's page: read the heap after a forced GC, drop a
 * file on the input, reopen a stored document and ask about it, go back to the library.
 * Everything goes through the DevTools protocol (bench-load-dom.ts), so no harness code
 * runs in the page whose heap is measured.
 */
import path from "node:path";
import type { CDPSession, Page } from "playwright";
import { cdpDom } from "./load-dom";

const QUESTION_BOX = "#question";
const ASK_BUTTON = '[data-testid="ask-panel"] form button[type="submit"]:not([disabled])';
const BACK_TO_LIBRARY = "header h1 + button";
const DOCUMENT_COMPLETE = '[data-testid="document-view"][data-complete="true"]';
const ANSWERED = '[data-testid="answer"], [data-testid="ask-error"]';

/** What the bench does to the page: measure the heap, drop a file, reopen and ask, go back. */
export function pageActions(page: Page, cdp: CDPSession) {
  const dom = cdpDom(cdp);
  /** The heap after the app has settled on the library and a forced GC. */
  const heapMb = async () => {
    await page.waitForTimeout(1000);
    await cdp.send("HeapProfiler.collectGarbage");
    const { metrics } = await cdp.send("Performance.getMetrics");
    return (metrics.find((m) => m.name === "JSHeapUsedSize")?.value ?? 0) / 1048576;
  };
  // Set on the input through the protocol: Playwright's setInputFiles kept a handle to the
  // input (and the detached page around it) alive in the page's heap after every drop.
  const drop = (file: string) => dom.setFiles('[data-testid="file-input"]', [path.resolve(file)]);
  const settled = (wait: Promise<unknown>) =>
    wait.then(
      () => true,
      () => false,
    );
  /** What the question loop does: drop a stored file (it reopens, nothing is re-parsed), ask. */
  const reopenAndAsk = async (file: string, question: string) => {
    await drop(file);
    const opened = await settled(dom.waitFor(DOCUMENT_COMPLETE, 30_000));
    await dom.fill(QUESTION_BOX, question);
    await dom.click(ASK_BUTTON);
    const answered = await settled(dom.waitFor(ANSWERED, 60_000));
    return { opened, answered, why: opened && answered ? "" : await whyNot(opened) };
  };
  /** What the app showed when a round failed: its stage and the status or ask panel's text. */
  const whyNot = async (opened: boolean) => {
    const stage = await dom.attribute('[data-testid="app"]', "data-stage");
    const shown = await dom.text(opened ? '[data-testid="ask-panel"]' : '[data-testid="app"]');
    return `${opened ? "no answer in 60 s" : "did not open in 30 s"} (stage ${stage}): ${(shown ?? "").slice(0, 300)}`;
  };
  const backToLibrary = () => dom.click(BACK_TO_LIBRARY, 5_000).catch(() => undefined);
  return { heapMb, drop, reopenAndAsk, backToLibrary, dom };
}

export type Actions = ReturnType<typeof pageActions>;
