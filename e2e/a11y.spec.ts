/**
 * Accessibility: axe finds no serious or critical violation on the empty state, the
 * reader with an answer, the Models dialog and the shortcut sheet; and the reader works
 * from the keyboard alone (the sheet on ?, the contents, the chips, visible focus).
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { dropFile, snap, waitForIngest } from "./fixtures";
import { sharedFixture } from "../src/testing/shared-fixtures";

const FILING = sharedFixture("financebench/pdfs/JOHNSON_JOHNSON_2022Q4_EARNINGS.pdf");

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")})`,
    );
}

test(
  "axe: no serious or critical violations on the empty state, the reader with an answer, the Models dialog and " +
    "the shortcut sheet",
  async ({ page }, info) => {
    test.setTimeout(150_000);
    await page.goto("/");
    await expect(page.getByTestId("app")).toBeVisible();
    expect(await seriousViolations(page), "empty state").toEqual([]);

    await dropFile(page, FILING);
    expect(await waitForIngest(page, FILING, 120_000)).toBe("ready");
    await page.getByLabel("Ask this document").fill("What were worldwide sales in the fourth quarter of 2022?");
    await page.getByRole("button", { name: "Ask", exact: true }).click();
    await expect(page.getByTestId("answer")).toBeVisible({ timeout: 60_000 });
    expect(await seriousViolations(page), "reader with an answer").toEqual([]);

    await page.getByRole("button", { name: "Models" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await seriousViolations(page), "Models dialog").toEqual([]);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await page.getByTestId("page-list").click({ position: { x: 5, y: 5 } });
    await page.keyboard.press("?");
    await expect(page.getByTestId("shortcut-sheet")).toBeVisible();
    await expect(page.getByTestId("shortcut-sheet")).toContainText("Next citation");
    await snap(page, info, "shortcut-sheet");
    expect(await seriousViolations(page), "shortcut sheet").toEqual([]);
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("shortcut-sheet")).toHaveCount(0);
  },
);

test("the keyboard alone reaches the contents and the chips, with visible focus", async ({ page }, info) => {
  test.setTimeout(150_000);
  await page.goto("/");
  await dropFile(page, FILING);
  expect(await waitForIngest(page, FILING, 120_000)).toBe("ready");
  await page.keyboard.press("/");
  await expect(page.getByLabel("Ask this document")).toBeFocused();
  await page.keyboard.type("What were worldwide sales in the fourth quarter of 2022?");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("answer")).toBeVisible({ timeout: 60_000 });

  // Tab to the first chip and press Enter: its lines are shown.
  const chip = page.getByTestId("citation-chip").first();
  for (let i = 0; i < 40 && !(await chip.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press("Tab");
  await expect(chip).toBeFocused();
  const outline = await chip.evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).not.toBe("none");
  await expect(page.getByTestId("citation-preview")).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(
    page.locator(`[data-slot="${await chip.getAttribute("data-page")}"] [data-testid="highlight-layer"]`),
  ).toHaveCount(1);
  await snap(page, info, "keyboard-chip");

  // The contents work like a tree: arrows move between entries, Enter goes to the page.
  const entries = page.locator("[data-toc-entry]");
  await entries.first().focus();
  await page.keyboard.press("End");
  await expect(entries.last()).toBeFocused();
  await page.keyboard.press("Home");
  await expect(entries.first()).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(entries.nth(1)).toBeFocused();
  expect(await entries.nth(1).evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe("none");
  await page.keyboard.press("End");
  const last = entries.last();
  await page.keyboard.press("Enter");
  await expect(page.locator('[data-testid="toc-row"][data-here="true"]').locator("[data-toc-entry]")).toHaveAttribute(
    "data-toc-entry",
    (await last.getAttribute("data-toc-entry"))!,
  );
});
