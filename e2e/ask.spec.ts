import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { dropFile, snap, storedRecords, trackPageErrors, waitForIngest } from "./fixtures";
import { sharedFixture } from "../src/testing/shared-fixtures";

interface Question {
  doc: string;
  question: string;
}

/** A real question about the 3M 2022 10-K from the development set (its text only). */
function questionAbout(doc: string): string {
  const lines = fs.readFileSync(sharedFixture("financebench/questions.jsonl"), "utf8").split("\n").filter(Boolean);
  const found = lines.map((l) => JSON.parse(l) as Question).find((q) => q.doc === doc);
  if (!found) throw new Error(`no question about ${doc}`);
  return found.question;
}

test("with no keys: drop a 10-K, ask, click [1] and see the cited lines highlighted on the right page", async ({
  page,
}, info) => {
  test.setTimeout(150_000);
  const errors = trackPageErrors(page);
  await page.goto("/");
  await dropFile(page, sharedFixture("financebench/pdfs/3M_2022_10K.pdf"));
  expect(await waitForIngest(page, "3M_2022_10K.pdf", 120_000)).toBe("ready");
  await expect(page.getByTestId("toc")).toContainText(/Item 7/i);
  await snap(page, info, "3m-open");

  await page.getByLabel("Ask this document").fill(questionAbout("3M_2022_10K"));
  await page.getByRole("button", { name: "Ask", exact: true }).click();
  await expect(page.getByTestId("answer")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("evidence").locator("li")).not.toHaveCount(0);
  await expect(page.getByTestId("walk")).toContainText("Ranked sections");

  const chip = page.getByTestId("citation-chip").first();
  await chip.click();
  const pageNumber = Number(await chip.getAttribute("data-page"));
  const layer = page.getByTestId("highlight-layer");
  await expect(layer).toHaveCount(1);
  const rects = JSON.parse((await layer.getAttribute("data-rects"))!) as {
    x0: number;
    y0: number;
    x1: number;
    y1: number;
  }[];
  expect(rects.length).toBeGreaterThan(0);
  // The layer sits on the cited page's slot.
  await expect(page.locator(`[data-slot="${pageNumber}"] [data-testid="highlight-layer"]`)).toHaveCount(1);

  // Every rectangle covers a real line of that page's layout (read back from IndexedDB).
  type Box = { x0: number; y0: number; x1: number; y1: number };
  const stored = (await storedRecords(page)).pages as unknown as { page: number; layout: { lines: Box[] } }[];
  const lines = stored.find((r) => r.page === pageNumber)!.layout.lines;
  for (const r of rects) {
    const line = lines.find((l) => Math.abs((l.y0 + l.y1) / 2 - (r.y0 + r.y1) / 2) < 0.006);
    expect(line, `a layout line under ${JSON.stringify(r)}`).toBeTruthy();
    expect(r.x0).toBeGreaterThanOrEqual(line!.x0 - 0.01);
    expect(r.x1).toBeLessThanOrEqual(line!.x1 + 0.01);
  }

  // And the pixels: the highlighted band is yellow on screen.
  await page.waitForTimeout(1500); // let the flash settle
  const box = (await layer.boundingBox())!;
  const r0 = rects[0];
  const shot = await page.screenshot({
    clip: {
      x: box.x + ((r0.x0 + r0.x1) / 2) * box.width - 20,
      y: box.y + ((r0.y0 + r0.y1) / 2) * box.height - 2,
      width: 40,
      height: 4,
    },
  });
  await info.attach("highlight-pixels", { body: shot, contentType: "image/png" });
  const yellow = await page.evaluate(async (b64) => {
    // Decoded here rather than fetched: the app's CSP allows no data: fetches.
    const img = await createImageBitmap(
      new Blob([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], { type: "image/png" }),
    );
    const c = new OffscreenCanvas(img.width, img.height);
    const ctx = c.getContext("2d")!;
    ctx.drawImage(img, 0, 0);
    const d = ctx.getImageData(0, 0, img.width, img.height).data;
    let n = 0;
    for (let i = 0; i < d.length; i += 4) if (d[i] > 200 && d[i + 1] > 170 && d[i + 2] < 170) n++;
    return n / (d.length / 4);
  }, shot.toString("base64"));
  expect(yellow).toBeGreaterThan(0.3);
  await snap(page, info, "3m-pincite");
  expect(errors).toEqual([]);
});

test("a Markdown file becomes a document with its headings as contents, and its pincites land on its lines", async ({
  page,
}, info) => {
  const file = info.outputPath("service-agreement.md");
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(
    file,
    [
      "# Service agreement",
      "",
      "This agreement is between Acme and Beta.",
      "",
      "## Term",
      "",
      "The term is three years from the effective date.",
      "",
      "## Fees",
      "",
      "Beta pays Acme a monthly fee of 12,000 dollars, due on the first business day of each month.",
      "",
      "## Termination",
      "",
      "Either party may terminate with 90 days written notice.",
    ].join("\n"),
  );
  await page.goto("/");
  await dropFile(page, file);
  expect(await waitForIngest(page, "service-agreement.md")).toBe("ready");
  await expect(page.getByTestId("toc")).toContainText("Termination");
  await page.getByLabel("Ask this document").fill("How much is the monthly fee?");
  await page.getByRole("button", { name: "Ask", exact: true }).click();
  await expect(page.getByTestId("answer")).toContainText("12,000 dollars", { timeout: 20_000 });
  await page.getByTestId("citation-chip").first().click();
  const rects = JSON.parse((await page.getByTestId("highlight-layer").getAttribute("data-rects"))!) as {
    y0: number;
    y1: number;
  }[];
  expect(rects.length).toBeGreaterThan(0);
  // The highlighted band sits on the drawn line that holds the fee sentence.
  const line = page.locator('[data-page="1"] div', { hasText: "Beta pays Acme a monthly fee" });
  const lineBox = (await line.boundingBox())!;
  const layerBox = (await page.getByTestId("highlight-layer").boundingBox())!;
  const bandTop = layerBox.y + rects[0].y0 * layerBox.height;
  expect(Math.abs(bandTop - lineBox.y)).toBeLessThan(6);
  await snap(page, info, "markdown-pincite");
});
