import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import JSZip from "jszip";
import { makePdf } from "../src/testing/make-pdf";
import { pageRanges } from "../src/core/layout/reading-warnings";
import { dropFile, expectPageDrawn, snap, storedRecords, trackPageErrors, waitForIngest } from "./fixtures";
import { hostileOutcomes, sharedFixture } from "../src/testing/shared-fixtures";

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
  await dropFile(page, sharedFixture("pdfs/ok/tracemonkey.pdf"));
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
  await dropFile(page, sharedFixture("pdfs/hostile/issue6010_1.pdf"));
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
  for (const [file, expected] of Object.entries(hostileOutcomes())) {
    await dropFile(page, sharedFixture(`pdfs/hostile/${file}`));
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

/** Files made here that lie about themselves, written to a temp dir for the file input. */
async function writeLyingFiles(dir: string): Promise<void> {
  const pdf = new TextDecoder("latin1").decode(
    makePdf(Array.from({ length: 10 }, (_, p) => [{ text: `Page ${p + 1}: revenue was ${p + 11} million.` }])),
  );
  // /Count 100000 over 10 pages; same length is not needed: the xref is rebuilt.
  const lie = pdf.replace(/\/Count 10\b/, "/Count 100000");
  const body = lie.slice(0, lie.indexOf("xref\n"));
  const offsets = [...body.matchAll(/(\d+) 0 obj\n/g)].map((m) => m.index);
  const xref = offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  const text = "Annual report\nRevenue grew 12% to $4.2 billion.\n".repeat(20);
  const files: Record<string, Uint8Array> = {
    "claims-100000-pages.pdf": Uint8Array.from(
      `${body}xref\n0 ${offsets.length + 1}\n0000000000 65535 f \n${xref}trailer\n<< /Size ` +
        `${offsets.length + 1} /Root 1 0 R >>\nstartxref\n${body.length}\n%%EOF\n`,
      (c) => c.charCodeAt(0),
    ),
    // Compressed, as zip tools do (a stored PDF sits whole in the archive, and opens as itself).
    "zipped.pdf": await new JSZip()
      .file("report.pdf", pdf)
      .generateAsync({ type: "uint8array", compression: "DEFLATE" }),
    "unicode-notepad.txt": new Uint8Array([0xff, 0xfe, ...Buffer.from(text, "utf16le")]),
  };
  for (const [name, bytes] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), bytes);
}

test("lying files: a page count the file cannot hold, a ZIP named .pdf, UTF-16 text", async ({ page }) => {
  const errors = trackPageErrors(page);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pincite-lying-"));
  await writeLyingFiles(dir);
  await page.goto("/");
  await dropFile(page, path.join(dir, "claims-100000-pages.pdf"));
  expect(await waitForIngest(page, "claims-100000-pages.pdf", 15_000)).toBe("ready");
  await expect(page.getByTestId("page-warnings")).toContainText("declares 100000 pages, but only 10 could be found");
  await dropFile(page, path.join(dir, "zipped.pdf"));
  expect(await waitForIngest(page, "zipped.pdf", 15_000)).toBe("error");
  await expect(page.getByTestId("ingest-error")).toContainText("ZIP archive: unzip it");
  await dropFile(page, path.join(dir, "unicode-notepad.txt"));
  expect(await waitForIngest(page, "unicode-notepad.txt", 15_000)).toBe("ready");
  await expect(page.getByTestId("page-text")).toContainText("Revenue grew 12% to $4.2 billion.");
  fs.rmSync(dir, { recursive: true, force: true });
  expect(errors).toEqual([]);
});
