/**
 * Scans in the browser: a document with typed and scanned pages opens on its pages, the
 * scanned page is read by OCR (tesseract.js from the app's own origin, under the CSP, in its
 * own workers) with progress, its words land in Find and answers, and a reopen reads nothing
 * again; offline, the model comes from the service worker. Scans are made here from a shared
 * filing (a balance sheet rasterised by pdftoppm), one page each, to keep the run short.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page, type Request } from "@playwright/test";
import { sharedFixture } from "../src/testing/shared-fixtures";
import { dropFile, snap, trackPageErrors, waitForIngest } from "./fixtures";
import { rasterPage, scanPdf } from "../src/testing/scan-pdf";

const FILING = sharedFixture("financebench/pdfs/ADOBE_2015_10K.pdf");
const BALANCE_SHEET = 59;
let mixed = "";

test.beforeAll(() => {
  const dir = test.info().project.outputDir;
  fs.mkdirSync(dir, { recursive: true });
  mixed = path.join(dir, "typed-then-scanned.pdf");
  const typed = { lines: [{ text: "Annual report: typed cover page", size: 18 }, { text: "The statements follow." }] };
  fs.writeFileSync(mixed, scanPdf([typed, { scan: rasterPage(FILING, BALANCE_SHEET) }]));
});

/** Every request the page and its workers make, by path, with whether it left the app's origin. */
function trackRequests(page: Page): { paths: string[]; foreign: string[] } {
  const seen = { paths: [] as string[], foreign: [] as string[] };
  const origin = new URL(page.url() === "about:blank" ? "http://127.0.0.1" : page.url()).host;
  page.context().on("request", (r: Request) => {
    const url = new URL(r.url());
    if (url.protocol === "blob:" || url.protocol === "data:") return;
    seen.paths.push(url.pathname);
    if (url.hostname !== "127.0.0.1" && url.host !== origin) seen.foreign.push(r.url());
  });
  return seen;
}

test("a scanned page is read by OCR from the app's origin, under the CSP, and answers with a line pincite", async ({
  page,
}, info) => {
  test.setTimeout(180_000);
  const errors = trackPageErrors(page);
  const requests = trackRequests(page);
  await page.goto("/");
  await dropFile(page, mixed);
  expect(await waitForIngest(page, path.basename(mixed))).toBe("ready");
  // The reader is open on the typed page while the scan is read.
  await expect(page.getByTestId("ocr-progress")).toContainText("by OCR", { timeout: 20_000 });
  await snap(page, info, "ocr-progress");
  const note = page.locator('[data-slot="2"] [data-testid="ocr-note"]');
  await expect(note).toContainText("OCR", { timeout: 120_000 });
  await expect(page.getByTestId("ocr-progress")).toHaveCount(0, { timeout: 30_000 });
  expect(requests.paths.filter((p) => p.startsWith("/ocr/"))).toEqual(
    expect.arrayContaining([
      "/ocr/tesseract-worker.js",
      "/ocr/tesseract-core-simd-lstm.js",
      "/ocr/tesseract-core-simd-lstm.wasm",
      "/ocr/eng.traineddata.gz",
    ]),
  );
  expect(requests.foreign).toEqual([]);

  const ask = page.getByLabel("Ask this document");
  await ask.fill("What were total current assets as of November 27, 2015?");
  await ask.press("Enter");
  await expect(page.getByTestId("answer")).toContainText("4,821,892", { timeout: 60_000 });
  await expect(page.locator('[data-slot="2"] [data-testid="highlight-layer"]')).toHaveCount(1);
  await snap(page, info, "ocr-answer");
  expect(errors).toEqual([]);

  // Reopened (the reload restores the document with its answer), the scan is not read again:
  // its OCR'd page comes back from storage.
  const before = requests.paths.length;
  await page.reload();
  await expect(note).toContainText("OCR", { timeout: 20_000 });
  await page.waitForTimeout(1000);
  expect(requests.paths.slice(before).filter((p) => p.startsWith("/ocr/"))).toEqual([]);
  await expect(page.getByTestId("ocr-progress")).toHaveCount(0);
});

test("offline, OCR's engine and model come from the service worker", async ({ page, context }) => {
  test.setTimeout(180_000);
  await page.goto("/");
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await context.setOffline(true);
  try {
    await page.reload();
    const scan = path.join(test.info().project.outputDir, "scan-only.pdf");
    fs.writeFileSync(scan, scanPdf([{ scan: rasterPage(FILING, BALANCE_SHEET, 100) }]));
    await dropFile(page, scan);
    expect(await waitForIngest(page, "scan-only.pdf")).toBe("ready");
    await expect(page.locator('[data-slot="1"] [data-testid="ocr-note"]')).toContainText("OCR", { timeout: 120_000 });
  } finally {
    await context.setOffline(false);
  }
});
