/**
 * What the load bench does to the app's page: read the heap after a forced GC, drop a
 * file on the input, reopen a stored document and ask about it, go back to the library.
 */
import path from "node:path";
import type { CDPSession, Page } from "playwright";

// CSS selectors rather than role or label ones: for those, Playwright's injected script works
// out the accessible name of every button on the page at each poll, and that script's code,
// optimised once it runs hot, is compiled into the heap the bench measures (+0.16 MB of the
// harness's code over 50 questions, 3% of the starting heap, counted as the app's growth).
const QUESTION_BOX = "#question";
const ASK_BUTTON = '[data-testid="ask-panel"] form button[type="submit"]';
const BACK_TO_LIBRARY = 'header button:text-is("← Library")';

export /** What the bench does to the page: measure the heap, drop a file, reopen and ask, go back. */
function pageActions(page: Page, cdp: CDPSession) {
  /** The heap after the app has settled on the library and a forced GC. */
  const heapMb = async () => {
    await page.waitForTimeout(1000);
    await cdp.send("HeapProfiler.collectGarbage");
    const { metrics } = await cdp.send("Performance.getMetrics");
    return (metrics.find((m) => m.name === "JSHeapUsedSize")?.value ?? 0) / 1048576;
  };
  // Playwright's setInputFiles keeps a handle to the input it retargets to and never
  // releases it: every drop kept that input, and the detached page around it once the
  // reader closed, alive in the page's heap. That was the harness growing, not the app.
  // The files are set through this session instead, and the handle released.
  const drop = async (file: string) => {
    const { result } = await cdp.send("Runtime.evaluate", {
      expression: `document.querySelector('[data-testid="file-input"]')`,
      objectGroup: "bench-drop",
    });
    try {
      await cdp.send("DOM.setFileInputFiles", { objectId: result.objectId, files: [path.resolve(file)] });
    } finally {
      await cdp.send("Runtime.releaseObjectGroup", { objectGroup: "bench-drop" });
    }
  };
  const settled = (wait: Promise<void>) =>
    wait.then(
      () => true,
      () => false,
    );
  /** What the question loop does: drop a stored file (it reopens, nothing is re-parsed), ask. */
  const reopenAndAsk = async (file: string, question: string) => {
    await drop(file);
    const opened = await settled(
      page.locator('[data-testid="document-view"][data-complete="true"]').waitFor({ timeout: 30_000 }),
    );
    await page.locator(QUESTION_BOX).fill(question);
    await page.locator(ASK_BUTTON).click();
    const answered = await settled(
      page.getByTestId("answer").or(page.getByTestId("ask-error")).waitFor({ timeout: 60_000 }),
    );
    return { opened, answered };
  };
  const backToLibrary = () =>
    page
      .locator(BACK_TO_LIBRARY)
      .click()
      .catch(() => undefined);
  return { heapMb, drop, reopenAndAsk, backToLibrary };
}

export type Actions = ReturnType<typeof pageActions>;
