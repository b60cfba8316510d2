import { expect, test, type Page } from "@playwright/test";
import { clearStoreBehindTheApp, dropFile, storedRecords, trackPageErrors, waitForIngest } from "./fixtures";
import { sharedFixture } from "../src/testing/shared-fixtures";

const TRACEMONKEY = sharedFixture("pdfs/ok/tracemonkey.pdf");

test("addresses that are not answer links land on the library with a message, on every load", async ({ page }) => {
  const errors = trackPageErrors(page);
  for (const hash of ["#/doc/%/answer/x", "#/doc/x/answer/%E0%A4%A", "#%%%garbage<script>", "#/doc/only"]) {
    await page.goto(`/${hash}`);
    await expect(page.getByTestId("drop-zone").first()).toBeVisible();
    await expect(page.getByTestId("notice")).toContainText("not a Pincite answer link");
    expect(new URL(page.url()).hash).toBe("");
    await page.reload();
    await expect(page.getByTestId("drop-zone").first()).toBeVisible();
  }
  // Well formed, but naming nothing stored: the library again, and why.
  await page.goto("/#/doc/unknown-doc/answer/unknown-token");
  await expect(page.getByTestId("notice")).toContainText("not stored in this browser");
  await expect(page.getByTestId("drop-zone").first()).toBeVisible();
  // A library answer link naming nothing stored, with no document in the library, huge or not.
  for (const token of ["unknown-token", "t".repeat(200_000)]) {
    await page.goto("about:blank");
    await page.goto(`/#/library/answer/${token}`);
    await expect(page.getByTestId("notice")).toContainText("library answer is not stored in this browser");
    expect(new URL(page.url()).hash).toBe("");
  }
  expect(errors).toEqual([]);
});

async function openFromLibrary(page: Page): Promise<void> {
  await page.goto("/");
  await page.getByTestId("library-row").getByRole("button").first().click();
  await expect(page.getByTestId("document-view")).toHaveAttribute("data-complete", "true");
}

test(
  "a document deleted in one tab: the other tab says so, asks without offering a link to an unstored answer, and " +
    "its library drops the row",
  async ({ context }) => {
    const a = await context.newPage();
    const b = await context.newPage();
    const errors = [...trackPageErrors(a), ...trackPageErrors(b)];
    await a.goto("/");
    await dropFile(a, TRACEMONKEY);
    expect(await waitForIngest(a, "tracemonkey.pdf")).toBe("ready");
    await openFromLibrary(b);

    await a.getByRole("button", { name: "← Library" }).click();
    a.once("dialog", (d) => d.accept());
    await a.getByTestId("library-row").getByRole("button", { name: "Delete" }).click();
    await expect(a.getByTestId("library-row")).toHaveCount(0);

    await expect(b.getByTestId("ingest-error")).toContainText("deleted in another tab");
    await b.getByLabel("Ask this document").fill("What is a trace tree?");
    await b.getByRole("button", { name: "Ask", exact: true }).click();
    await expect(b.getByTestId("answer-unstored")).toContainText(
      "not stored, so it has no link: the document was deleted in another tab",
      { timeout: 45_000 },
    );
    await expect(b.getByTestId("answer-link")).toHaveCount(0);
    expect(new URL(b.url()).hash).toBe("");
    expect((await storedRecords(b)).answers ?? []).toEqual([]);

    await b.getByRole("button", { name: "← Library" }).click();
    await expect(b.getByTestId("library-row")).toHaveCount(0);
    expect(errors).toEqual([]);
  },
);

test(
  "a stale library row whose document is gone (a tab that " + "missed the news) opens to a message, not a stuck reader",
  async ({ context }) => {
    const a = await context.newPage();
    const b = await context.newPage();
    await a.goto("/");
    await dropFile(a, TRACEMONKEY);
    expect(await waitForIngest(a, "tracemonkey.pdf")).toBe("ready");
    await b.goto("/");
    await expect(b.getByTestId("library-row")).toHaveCount(1);
    // Removed behind the app's back, so no tab is told: only reading the store can find out.
    await clearStoreBehindTheApp(a, "documents");
    await b.getByTestId("library-row").getByRole("button").first().click();
    await expect(b.getByTestId("ingest-error")).toContainText(
      "no longer stored in this browser (it may have been deleted in another tab)",
    );
    await expect(b.getByTestId("document-view")).toHaveCount(0);
  },
);

test("a reopened document whose page layouts are gone says so, and Ask says why it is unavailable", async ({
  page,
}) => {
  await page.goto("/");
  await dropFile(page, TRACEMONKEY);
  expect(await waitForIngest(page, "tracemonkey.pdf")).toBe("ready");
  await page.getByRole("button", { name: "← Library" }).click();
  // Another tab (or a partial clear) removed the layouts but not the document record.
  await clearStoreBehindTheApp(page, "pages");
  await page.getByTestId("library-row").getByRole("button").first().click();
  await expect(page.getByTestId("ingest-error")).toContainText(
    "Only 0 of 14 pages of this document could be read from storage",
  );
  await expect(page.getByTestId("ask-unavailable")).toContainText("could not all be read");
  await expect(page.getByRole("button", { name: "Ask", exact: true })).toBeDisabled();
});
