import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { dropFile, expectPageDrawn, snap, storedRecords, trackPageErrors, waitForIngest } from "./fixtures";
import { sharedFixture } from "../src/testing/shared-fixtures";

const TRACEMONKEY = sharedFixture("pdfs/ok/tracemonkey.pdf");
const NESTED = sharedFixture("pdfs/ok/nested_outline.pdf");

async function ingestAndGoHome(page: Page, file: string) {
  await dropFile(page, file);
  expect(await waitForIngest(page, path.basename(file))).toBe("ready");
  await page.getByRole("button", { name: "← Library" }).click();
}

test("a stored document reopens from the library after a reload, without re-parsing", async ({ page }, info) => {
  const errors = trackPageErrors(page);
  await page.goto("/");
  await dropFile(page, TRACEMONKEY);
  expect(await waitForIngest(page, "tracemonkey.pdf")).toBe("ready");
  // Drawing page 1 stores its picture, which the library shows as the row's thumbnail.
  await expectPageDrawn(page);
  await page.getByRole("button", { name: "← Library" }).click();
  await page.reload();
  const row = page.getByTestId("library-row");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("14 pages");
  await expect(row.getByTestId("library-thumbnail")).toBeVisible();
  expect(
    await row.getByTestId("library-thumbnail").evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBeGreaterThan(100);
  await snap(page, info, "library");
  await row.getByRole("button").first().click();
  await expect(page.getByTestId("page-count")).toHaveText("14");
  // Reopened from storage: no layout ran, and the remaining layouts arrive from IndexedDB.
  await expect(page.getByTestId("document-view")).toHaveAttribute("data-layout-ms", "0");
  await expect(page.getByTestId("document-view")).toHaveAttribute("data-complete", "true");
  await expect(page.getByTestId("toc")).toContainText("Introduction");
  await expectPageDrawn(page);
  expect(errors).toEqual([]);
});

test("rename and delete; delete removes every record the document owned", async ({ page }) => {
  await page.goto("/");
  await ingestAndGoHome(page, NESTED);
  await ingestAndGoHome(page, TRACEMONKEY);
  const rows = page.getByTestId("library-row");
  await expect(rows).toHaveCount(2);
  const nested = rows.filter({ hasText: "9 pages" });
  await nested.getByRole("button", { name: "Rename" }).click();
  await page.getByLabel("New name").fill("Nested outline sample");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(rows.filter({ hasText: "Nested outline sample" })).toHaveCount(1);
  page.once("dialog", (d) => d.accept());
  await rows.filter({ hasText: "Nested outline sample" }).getByRole("button", { name: "Delete" }).click();
  await expect(rows).toHaveCount(1);
  const counts = Object.fromEntries(
    Object.entries(await storedRecords(page)).map(([store, records]) => [store, records.length]),
  );
  // Only tracemonkey is left: one document, one file, one tree, its 14 pages.
  expect(counts).toMatchObject({ documents: 1, files: 1, trees: 1, pages: 14 });
});

test("storage full mid-write names the problem, keeps the document open and earlier documents intact", async ({
  page,
}) => {
  await page.goto("/");
  await ingestAndGoHome(page, NESTED);
  // Simulate a full disk: every put from now on fails as a browser's quota error does.
  await page.evaluate(() => {
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function (...args: Parameters<typeof put>) {
      if (this.name === "pages") throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      return put.apply(this, args);
    };
  });
  await dropFile(page, TRACEMONKEY);
  expect(await waitForIngest(page, "tracemonkey.pdf")).toBe("ready");
  await expect(page.getByTestId("notice")).toContainText(/storage .*full/i);
  await page.reload();
  const rows = page.getByTestId("library-row");
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText("9 pages");
});

test("offline: the app shell comes from the service worker and a stored document reopens", async ({
  page,
  context,
}, info) => {
  await page.goto("/");
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await ingestAndGoHome(page, TRACEMONKEY);
  await page.reload(); // the service worker now controls the page
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId("library-row")).toHaveCount(1);
  await page.getByTestId("library-row").getByRole("button").first().click();
  await expect(page.getByTestId("page-count")).toHaveText("14");
  await expectPageDrawn(page);
  await snap(page, info, "offline-reopen");
  await context.setOffline(false);
});

test("replay: an answer's link shows the stored answer byte for byte after a restart", async ({ page }) => {
  await page.goto("/");
  await dropFile(page, TRACEMONKEY);
  expect(await waitForIngest(page, "tracemonkey.pdf")).toBe("ready");
  await page.getByLabel("Ask this document").fill("What is a trace tree?");
  await page.getByRole("button", { name: "Ask", exact: true }).click();
  await expect(page.getByTestId("answer")).toBeVisible({ timeout: 30_000 });
  const link = (await page.getByTestId("answer-link").getAttribute("href"))!;
  expect(link).toMatch(/^#\/doc\/[^/]+\/answer\/[^/]+$/);
  const token = link.split("/").pop()!;
  const before = await page.getByTestId("answer").innerText();
  const stored = (await storedRecords(page)).answers.find((r) => r.traceToken === token)!.answerJson as string;
  expect(JSON.parse(stored).trace_token).toBe(token);

  // A new browser session (same storage): open the link directly.
  await page.goto("/" + link);
  await expect(page.getByTestId("answer")).toBeVisible({ timeout: 20_000 });
  expect(await page.getByTestId("answer").innerText()).toBe(before);
  await expect(page.getByTestId("highlight-layer")).toHaveCount(1);
  await expect(page.getByTestId("past-answers")).toContainText("Earlier questions (1)");
});
