import path from "node:path";
import { expect, test } from "@playwright/test";
import { HOSTILE_MANIFEST } from "../src/testing/hostile-manifest";
import { pageRanges } from "../src/core/layout/reading-warnings";
import { dropFile, expectPageDrawn, SHARED, snap, storedRecords, trackPageErrors, waitForIngest } from "./fixtures";

test("the app loads with no keys and invites a drop", async ({ page }, info) => {
  const errors = trackPageErrors(page);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: /Pincite/ })).toBeVisible();
  await expect(page.getByTestId("drop-zone")).toContainText("Drop a PDF here");
  await snap(page, info, "empty-app");
  expect(errors).toEqual([]);
});

test("a dropped PDF shows its page count, its text and a drawn first page", async ({ page }, info) => {
  const errors = trackPageErrors(page);
  await page.goto("/");
  await dropFile(page, path.join(SHARED, "pdfs", "ok", "tracemonkey.pdf"));
  expect(await waitForIngest(page, "tracemonkey.pdf")).toBe("ready");
  await expect(page.getByTestId("page-count")).toHaveText("14");
  await expect(page.getByTestId("page-text")).toContainText("Trace-based Just-in-Time Type Specialization");
  await expect(page.getByRole("img", { name: "Page 1" })).toBeVisible();
  // The canvas really holds a drawn page: count dark (text) pixels.
  await expectPageDrawn(page, 1, 500);
  await snap(page, info, "tracemonkey-open");
  expect(errors).toEqual([]);
});

test("an encrypted PDF asks for its password, rejects a wrong one and opens with the right one", async ({
  page,
}, info) => {
  await page.goto("/");
  await dropFile(page, path.join(SHARED, "pdfs", "hostile", "issue6010_1.pdf"));
  expect(await waitForIngest(page, "issue6010_1.pdf")).toBe("error");
  await expect(page.getByTestId("ingest-error")).toContainText("protected by a password");
  await page.getByLabel("Password").fill("nope");
  await page.getByRole("button", { name: "Open" }).click();
  await expect(page.getByTestId("ingest-error")).toContainText("password is not right");
  await snap(page, info, "wrong-password");
  await page.getByLabel("Password").fill("abc");
  await page.getByRole("button", { name: "Open" }).click();
  await expect(page.getByTestId("page-count")).toHaveText("1");
  await expectPageDrawn(page);

  // Reopened from the library, its pages need the password again (it is never stored).
  await page.getByRole("button", { name: "← Library" }).click();
  await page.getByTestId("library-row").first().getByRole("button").first().click();
  await expect(page.getByTestId("render-password")).toContainText("protected by a password");
  await snap(page, info, "reopen-protected");
  await page.getByLabel("Password to draw the pages").fill("nope");
  await page.getByRole("button", { name: "Show pages" }).click();
  await expect(page.getByTestId("render-password")).toContainText("not right");
  await page.getByLabel("Password to draw the pages").fill("abc");
  await page.getByRole("button", { name: "Show pages" }).click();
  await expectPageDrawn(page);
  await expect(page.getByTestId("render-password")).toHaveCount(0);
  const stored = JSON.stringify((await storedRecords(page)).documents);
  expect(stored).not.toContain('"abc"');
});

test("every hostile file ends in its named outcome, with no uncaught error", async ({ page }) => {
  const errors = trackPageErrors(page);
  await page.goto("/");
  for (const [file, expected] of Object.entries(HOSTILE_MANIFEST)) {
    await dropFile(page, path.join(SHARED, "pdfs", "hostile", file));
    const started = Date.now();
    const outcome = await waitForIngest(page, file, 15_000);
    expect(Date.now() - started, `${file} took too long`).toBeLessThan(15_000);
    expect(outcome, file).toBe("opens" in expected ? "ready" : "error");
    if ("opens" in expected && expected.failedPages?.length) {
      const pages = expected.failedPages;
      await expect(page.getByTestId("page-warnings")).toContainText(
        `could not be read (${pages.length === 1 ? "page" : "pages"} ${pageRanges(pages)})`,
      );
    }
  }
  expect(errors).toEqual([]);
});
