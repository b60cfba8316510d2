import path from "node:path";
import { expect, test } from "@playwright/test";
import { HOSTILE_MANIFEST } from "../src/testing/hostile-manifest";
import { dropFile, SHARED, snap, trackPageErrors, waitForIngest } from "./fixtures";

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
  const canvas = page.getByRole("img", { name: "Page 1" });
  await expect(canvas).toBeVisible();
  // The canvas really holds a drawn page: count dark (text) pixels.
  await expect
    .poll(
      () =>
        canvas.evaluate((el: HTMLCanvasElement) => {
          const ctx = el.getContext("2d");
          if (!ctx || el.width === 0) return 0;
          const data = ctx.getImageData(0, 0, el.width, el.height).data;
          let dark = 0;
          for (let i = 0; i < data.length; i += 16) if (data[i + 3] > 0 && data[i] < 100) dark++;
          return dark;
        }),
      { timeout: 20_000 },
    )
    .toBeGreaterThan(500);
  await snap(page, info, "tracemonkey-open");
  expect(errors).toEqual([]);
});

test("an encrypted PDF asks for its password, rejects a wrong one and opens with the right one", async ({ page }, info) => {
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
      await expect(page.getByTestId("page-warnings")).toContainText(`could not be read (${expected.failedPages.join(", ")})`);
    }
  }
  expect(errors).toEqual([]);
});
