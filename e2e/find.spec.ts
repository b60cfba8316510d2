/**
 * Find across a hyphenated line break, on a PDF written by the test (no real filing breaks a searched
 * word this way on a known page).
 */
import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { makePdf } from "../src/testing/make-pdf";
import { dropFile, snap, waitForIngest } from "./fixtures";

test("find matches a word broken by a hyphen across two lines, whatever its case", async ({ page }, info) => {
  const file = info.outputPath("hyphenated.pdf");
  fs.mkdirSync(info.outputDir, { recursive: true });
  fs.writeFileSync(
    file,
    makePdf([
      [{ text: "Annual report", size: 16 }, { text: "Our results for the year were strong." }],
      [
        { text: "Liquidity", size: 14 },
        { text: "Cash from operations funded higher capital expen-" },
        { text: "ditures in every segment, and Capital Expenditures will rise." },
      ],
    ]),
  );
  await page.goto("/");
  await dropFile(page, file);
  expect(await waitForIngest(page, file)).toBe("ready");
  await page.getByRole("button", { name: "Find", exact: true }).click();
  await page.getByLabel("Find in document").fill("CAPITAL EXPENDITURES");
  const results = page.getByTestId("find-results").locator("li");
  await expect(results).toHaveCount(2);
  await expect(results.first()).toContainText("p. 2");
  await expect(results.first().locator("mark")).toHaveText("capital expen- ditures");
  // The hit across the break is drawn on both lines of page 2.
  const current = page.locator('[data-slot="2"] [data-testid="find-layer"] [data-current="true"]');
  await expect(current).toHaveCount(2);
  const [a, b] = [await current.nth(0).boundingBox(), await current.nth(1).boundingBox()];
  expect(b!.y).toBeGreaterThan(a!.y + a!.height - 2);
  await snap(page, info, "find-hyphenated");
});
