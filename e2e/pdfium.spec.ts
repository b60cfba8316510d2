import { expect, test, type Page } from "@playwright/test";
import { dropFile, trackPageErrors, waitForIngest } from "./fixtures";
import { sharedFixture } from "../src/testing/shared-fixtures";

const TRACEMONKEY = sharedFixture("pdfs/ok/tracemonkey.pdf");

/** Every value the app's data-stage attribute takes from now on, in order. */
async function recordStages(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const app = document.querySelector('[data-testid="app"]')!;
    const seen: string[] = [app.getAttribute("data-stage") ?? ""];
    (window as unknown as { __stages: string[] }).__stages = seen;
    new MutationObserver(() => {
      const stage = app.getAttribute("data-stage") ?? "";
      if (seen[seen.length - 1] !== stage) seen.push(stage);
    }).observe(app, { attributes: true, attributeFilter: ["data-stage"] });
  });
  return () => page.evaluate(() => (window as unknown as { __stages: string[] }).__stages);
}

test("PDFium's wasm loads from the app's origin with the CSP in force, and every stage shows in order", async ({
  page,
}) => {
  const errors = trackPageErrors(page);
  const wasm: number[] = [];
  page.on("response", (r) => {
    if (/\/assets\/pdfium-[^/]*\.wasm$/.test(new URL(r.url()).pathname)) wasm.push(r.status());
  });
  await page.goto("/");
  const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content");
  expect(csp).toContain("'wasm-unsafe-eval'");
  expect(csp).not.toContain("'unsafe-eval'");
  const stages = await recordStages(page);
  await dropFile(page, TRACEMONKEY);
  expect(await waitForIngest(page, "tracemonkey.pdf")).toBe("ready");
  await expect(page.getByTestId("layout-engine")).toHaveAttribute("data-engine", "pdfium");
  expect(wasm.length).toBeGreaterThan(0);
  expect(wasm.every((s) => s === 200)).toBe(true);
  const order = ["idle", "opening", "laying-out", "finding-contents", "placing-sections", "ready"];
  const seen = await stages();
  // Stages only move forward; a stage may pass between two frames unseen, never out of order.
  expect(seen.map((s) => order.indexOf(s))).toEqual([...seen.map((s) => order.indexOf(s))].sort((a, b) => a - b));
  expect(seen).toEqual(expect.arrayContaining(["laying-out", "ready"]));
  await expect(page.getByRole("navigation", { name: "Table of contents" })).toBeVisible();
  await expect(page.getByLabel("Ask this document")).toBeEnabled();
  expect(errors).toEqual([]);
});

test("offline, PDFium comes from the service worker's cache and still lays out a new file", async ({
  page,
  context,
}) => {
  await page.goto("/");
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload(); // the service worker now controls the page
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await context.setOffline(true);
  try {
    await page.reload();
    await dropFile(page, TRACEMONKEY);
    expect(await waitForIngest(page, "tracemonkey.pdf")).toBe("ready");
    await expect(page.getByTestId("layout-engine")).toHaveAttribute("data-engine", "pdfium");
    await expect(page.getByTestId("page-count")).toHaveText("14");
  } finally {
    await context.setOffline(false);
  }
});

test("a file PDFium refuses is read by pdf.js", async ({ page }) => {
  await page.goto("/");
  // A fuzzed file PDFium will not open; pdf.js opens it and finds nothing readable.
  await dropFile(page, sharedFixture("pdfs/hostile/poppler-742-0-fuzzed.pdf"));
  expect(await waitForIngest(page, "poppler-742-0-fuzzed.pdf")).toBe("error");
  await expect(page.getByTestId("ingest-error")).toContainText("could not be read");
});

test("About names PDFium, FreeType and the wrapper with their licences", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "About" }).click();
  const about = page.getByTestId("about-dialog");
  for (const name of ["PDFium", "FreeType", "@embedpdf/pdfium", "PDF.js"]) await expect(about).toContainText(name);
  const href = await about.getByRole("link", { name: "FreeType Project License" }).getAttribute("href");
  const text = await (await page.request.get(href!)).text();
  expect(text).toContain("The FreeType Project LICENSE");
});
