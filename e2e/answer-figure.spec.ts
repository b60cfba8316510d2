import { expect, test } from "@playwright/test";
import { dropFile, snap, storedRecords, trackPageErrors, waitForIngest } from "./fixtures";
import { sharedFixture } from "../src/testing/shared-fixtures";

test(
  "with no keys: a growth question is answered with its value first, and an operand chip highlights the line it " +
    "was read from",
  async ({ page }, info) => {
    test.setTimeout(150_000);
    const errors = trackPageErrors(page);
    await page.goto("/");
    await dropFile(page, sharedFixture("financebench/pdfs/AMAZON_2017_10K.pdf"));
    expect(await waitForIngest(page, "AMAZON_2017_10K.pdf", 120_000)).toBe("ready");

    await page
      .getByLabel("Ask this document")
      .fill(
        "By what percent did total net sales grow from FY2016 to FY2017 in the consolidated statements of operations?",
      );
    await page.getByRole("button", { name: "Ask", exact: true }).click();
    const figure = page.getByTestId("answer-figure");
    await expect(figure).toBeVisible({ timeout: 30_000 });
    // The value leads; the formula beneath shows each figure it used as a chip.
    const value = (await figure.getByTestId("figure-value").innerText()).trim();
    expect(value).toMatch(/^\d+\.\d%$/);
    const chips = figure.getByTestId("operand-chip");
    expect(await chips.count()).toBeGreaterThanOrEqual(2);
    const [now, before] = [await chips.nth(0).innerText(), await chips.nth(1).innerText()].map((t) =>
      Number(t.replace(/,/g, "")),
    );
    expect(Number(value.replace("%", ""))).toBeCloseTo(((now - before) / before) * 100, 1);
    await snap(page, info, "figure-answer");

    // The earlier year's figure: its chip shows the row it was read from, highlighted.
    await chips.nth(1).click();
    await expect(chips.nth(1)).toHaveAttribute("aria-pressed", "true");
    const layer = page.getByTestId("highlight-layer");
    await expect(layer).toHaveCount(1);
    const slot = await layer.evaluate((el) => el.closest("[data-slot]")!.getAttribute("data-slot"));
    const rects = JSON.parse((await layer.getAttribute("data-rects"))!) as { y0: number; y1: number }[];
    expect(rects).toHaveLength(1);
    type StoredLine = { text: string; y0: number; y1: number };
    const stored = (await storedRecords(page)).pages as unknown as { page: number; layout: { lines: StoredLine[] } }[];
    const lines = stored.find((r) => r.page === Number(slot))!.layout.lines;
    const line = lines.find((l) => Math.abs((l.y0 + l.y1) / 2 - (rects[0].y0 + rects[0].y1) / 2) < 0.006)!;
    expect(line.text).toContain(before.toLocaleString("en-US"));
    expect(line.text).toMatch(/net sales/i);
    await snap(page, info, "figure-operand-pincite");
    expect(errors).toEqual([]);
  },
);
