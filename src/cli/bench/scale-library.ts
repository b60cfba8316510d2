/**
 * The scale bench's library steps, driven as a person would through the app's own UI: a
 * few short filings dropped and stored, each exported once and imported again and again
 * (the app's import stores every copy as its own document under a `-n` id, through the
 * same write as an ingest) until the library holds the documents asked; then the list,
 * a question across the library and reopening stored documents are timed.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "playwright";
import { sinceDrop } from "./ready";

const rows = (page: Page) => page.getByTestId("library-row");

/** Drops a file and waits until it is stored; leaves the reader for the library. */
export async function ingestAndStore(page: Page, file: string): Promise<{ ready: number; stored: number }> {
  await page.getByTestId("file-input").first().setInputFiles(file);
  const ready = await sinceDrop(page, "ready");
  const stored = await sinceDrop(page, "stored");
  return { ready, stored };
}

export async function backToLibrary(page: Page): Promise<void> {
  const back = page.getByRole("button", { name: "← Library" });
  if (await back.count()) await back.click();
  await rows(page).first().waitFor();
}

/** The app's export of one stored document (its Export button), as the file it downloads. */
export async function exportRow(page: Page, docId: string): Promise<Buffer> {
  const download = page.waitForEvent("download");
  await page
    .locator(`[data-testid="library-row"][data-doc-id="${docId}"]`)
    .getByRole("button", { name: "Export" })
    .click();
  const stream = await (await download).createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Imports exports in turn through the library's Import input until `target` rows are listed.
 * Each copy goes through a file on disk: Playwright refuses a buffer over 50 MB, and an export
 * holds its PDF.
 */
export async function fillByImport(page: Page, exports: Buffer[], target: number): Promise<number> {
  const input = page.getByLabel("Import a Pincite export");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pincite-imports-"));
  let count = await rows(page).count();
  for (let i = 0; count < target; i++) {
    const file = path.join(dir, `copy-${i}.pincite.json`);
    fs.writeFileSync(file, exports[i % exports.length]);
    // Kept until the end: the page reads a chosen file from disk when it needs it, not when chosen.
    await input.setInputFiles(file);
    const expected = count + 1;
    await page.waitForFunction(
      (n: number) => document.querySelectorAll('[data-testid="library-row"]').length >= n,
      expected,
      { timeout: 120_000, polling: 100 },
    );
    count = await rows(page).count();
  }
  fs.rmSync(dir, { recursive: true, force: true });
  return count;
}

/** Page load to every row of the library listed, in ms since navigation start. */
export async function coldList(page: Page, url: string, docs: number): Promise<number> {
  await page.goto(url);
  const at = await page.waitForFunction(
    (n: number) => (document.querySelectorAll('[data-testid="library-row"]').length >= n ? performance.now() : false),
    docs,
    { timeout: 60_000, polling: "raf" },
  );
  return Number(await at.jsonValue());
}

type Probe = "firstPageShown" | "libraryListed" | "libraryAnswered";

/** From a click in the page to a probe's condition, timed in the page (no round trips counted). */
async function clickUntil(page: Page, click: () => Promise<void>, probe: Probe): Promise<number> {
  const t0 = await page.evaluate(() => performance.now());
  await click();
  const at = await page.waitForFunction(
    (name: Probe) => ((window as unknown as Record<Probe, () => boolean>)[name]() ? performance.now() : false),
    probe,
    { timeout: 120_000, polling: "raf" },
  );
  return Number(await at.jsonValue()) - t0;
}

/** Installed in the page before the app: the conditions the bench waits for. */
export function installProbes(): void {
  const w = window as unknown as Record<Probe, () => boolean>;
  w.firstPageShown = () => {
    const img = document.querySelector<HTMLImageElement>('[data-testid="first-page-preview"]');
    if (img?.complete && img.naturalWidth > 0) return true;
    const c = document.querySelector<HTMLCanvasElement>('canvas[aria-label="Page 1"]');
    return !!c && c.width > 0 && performance.getEntriesByName("pincite:rendered:1").length > 0;
  };
  w.libraryListed = () =>
    document.querySelectorAll('[data-testid="library-row"]').length >= Number(document.body.dataset.benchDocs ?? 1);
  // An answer other than the one shown before the click (its link names its trace), or an error.
  w.libraryAnswered = () => {
    if (document.querySelector('[data-testid="library-ask-error"]')) return true;
    const link = document.querySelector('[data-testid="library-answer-link"]')?.getAttribute("href");
    return !!link && link !== document.body.dataset.benchPriorAnswer;
  };
}

/** Opens the stored document of a row: the click to its first page shown. */
export async function reopen(page: Page, docId: string): Promise<number> {
  await page.evaluate(() => performance.clearMarks());
  const row = page.locator(`[data-testid="library-row"][data-doc-id="${docId}"]`);
  return clickUntil(page, () => row.getByRole("button").first().click(), "firstPageShown");
}

/** From the reader back to the library: the click to every row listed. */
export async function warmList(page: Page, docs: number): Promise<number> {
  await page.evaluate((n) => (document.body.dataset.benchDocs = String(n)), docs);
  return clickUntil(page, () => page.getByRole("button", { name: "← Library" }).click(), "libraryListed");
}

/** One question to every stored document, no key: the click on Ask to the answer shown. */
export async function askLibrary(page: Page, question: string): Promise<number> {
  const panel = page.getByTestId("library-ask");
  await page.evaluate(() => {
    const link = document.querySelector('[data-testid="library-answer-link"]')?.getAttribute("href");
    document.body.dataset.benchPriorAnswer = link ?? "";
  });
  await panel.locator("#library-question").fill(question);
  return clickUntil(page, () => panel.getByRole("button", { name: "Ask", exact: true }).click(), "libraryAnswered");
}
