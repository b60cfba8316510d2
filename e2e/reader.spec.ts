/**
 * The reader as people expect it, on a real filing whose printed page numbers run five
 * behind its PDF index (Kraft Heinz 2019 10-K): ordered citations, plain reasons, printed
 * labels, a restored answer after reload and reopen, a contents tree that follows the
 * reading position.
 */
import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { dropFile, snap, storedRecords, trackPageErrors, waitForIngest } from "./fixtures";
import { sharedFixture } from "../src/testing/shared-fixtures";

const FILING = sharedFixture("financebench/pdfs/KRAFTHEINZ_2019_10K.pdf");
const QUESTION = "What were net sales and net income in 2019? Use the income statement and the balance sheet.";

test.describe.configure({ mode: "serial" });
let page: Page;
let errors: string[];
let labels: (string | null)[];

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage({
    viewport: { width: 1440, height: 900 },
    permissions: ["clipboard-read", "clipboard-write"],
  });
  errors = trackPageErrors(page);
});
test.afterAll(async () => {
  expect(errors).toEqual([]);
  await page.close();
});

/** The [n] numbers of the chips in reading order. */
const chipNumbers = async () =>
  (await page.getByTestId("citation-chip").allInnerTexts()).map((t) => Number(/^\[(\d+)\]/.exec(t)![1]));

async function expectFirstCitationShown() {
  const chip = page.getByTestId("citation-chip").first();
  const cited = await chip.getAttribute("data-page");
  await expect(page.locator(`[data-slot="${cited}"] [data-testid="highlight-layer"]`)).toHaveCount(1);
  await expect(chip).toHaveAttribute("aria-pressed", "true");
  return Number(cited);
}

test("citations read [1], [2], [3] by claim, name printed pages, and the walk is told in plain words", async () => {
  const info = test.info();
  test.setTimeout(240_000);
  await page.goto("/");
  await dropFile(page, FILING);
  expect(await waitForIngest(page, FILING, 200_000)).toBe("ready");
  const doc = (await storedRecords(page)).documents[0] as { info: { printedLabels: (string | null)[] } };
  labels = doc.info.printedLabels;
  expect(labels.length).toBe(152);
  expect(labels[50]).toBe("46"); // PDF page 51 prints 46

  await page.getByLabel("Ask this document").fill(QUESTION);
  await page.getByRole("button", { name: "Ask", exact: true }).click();
  await expect(page.getByTestId("answer")).toBeVisible({ timeout: 60_000 });

  const numbers = await chipNumbers();
  expect(numbers[0]).toBe(1);
  const firstSeen = [...new Set(numbers)];
  expect(firstSeen).toEqual(firstSeen.map((_, i) => i + 1));
  // The viewer opens on the first claim's citation.
  const cited = await expectFirstCitationShown();
  const printed = labels[cited - 1];
  if (printed) await expect(page.getByTestId("citation-chip").first()).toContainText(`p. ${printed}`);

  // No internals on show: scores, timings and ranks sit behind "How it was found".
  const panel = page.getByTestId("ask-panel");
  await expect(page.getByTestId("toc-rank")).toHaveCount(0);
  expect(await panel.innerText()).not.toMatch(/\b\d\.\d\d\b|\d+ ms\b|skim:|lexical ·|Followed references/);
  await expect(page.getByTestId("evidence-reason").first()).toHaveText(
    /(Income statement|Balance sheet) — named in your question/,
  );
  await page.getByTestId("how-found").locator("summary").first().click();
  await expect(page.getByTestId("walk")).toBeVisible();
  await expect(page.getByTestId("walk")).toContainText(/Ranked sections.*ms/);
  await snap(page, info, "reader-answer-1440");
  await page.getByTestId("how-found").locator("summary").first().click();

  // The page box takes a printed number or a PDF page, and shows both.
  const box = page.getByLabel("Page number");
  await box.fill("46");
  await box.press("Enter");
  await expect(page.getByTestId("page-position")).toContainText("PDF 51");
  await expect(box).toHaveValue("46");
  await box.fill("PDF 60");
  await box.press("Enter");
  await expect(box).toHaveValue(labels[59]!);
});

test(
  "after a reload, and after reopening from the library, the last answer shows with its question and its first " +
    "citation highlighted",
  async () => {
    const info = test.info();
    test.setTimeout(120_000);
    for (const how of ["reload", "reopen"] as const) {
      if (how === "reload") await page.reload();
      else {
        await page.getByRole("button", { name: "← Library" }).click();
        await page.getByTestId("library-row").getByRole("button").first().click();
      }
      await expect(page.getByTestId("answer"), how).toBeVisible({ timeout: 30_000 });
      await expect(page.getByLabel("Ask this document"), how).toHaveValue(QUESTION);
      const cited = await expectFirstCitationShown();
      // Shown means on screen: the cited page's slot overlaps the viewer.
      const slot = (await page.locator(`[data-slot="${cited}"]`).boundingBox())!;
      const viewer = (await page.getByTestId("page-list").boundingBox())!;
      expect(slot.y < viewer.y + viewer.height && slot.y + slot.height > viewer.y, how).toBe(true);
      await snap(page, info, `restored-${how}`);
    }
    // Scrolled away, chip [1] no longer claims to be shown.
    await page.getByTestId("page-list").evaluate((el) => el.scrollTo({ top: 0 }));
    await expect(page.getByTestId("citation-chip").first()).toHaveAttribute("aria-pressed", "false");
  },
);

test("the contents tree follows the reading position; titles and the question are read whole", async () => {
  const info = test.info();
  const list = page.getByTestId("page-list");
  const target = 100;
  await page.getByLabel("Page number").fill(`PDF ${target}`);
  await page.getByLabel("Page number").press("Enter");
  // Scrolling a little further by wheel, as a reader does.
  await list.hover();
  await page.mouse.wheel(0, 300);
  const here = page.locator('[data-testid="toc-row"][data-here="true"]');
  await expect(here).toHaveCount(1);
  const current = Number(
    (await page.getByTestId("page-position").innerText()).match(/PDF (\d+)/)?.[1] ??
      (await page.getByLabel("Page number").inputValue()),
  );
  const span = (await here.getByTestId("toc-pages").innerText()).split("–").map((l) => labels.indexOf(l) + 1);
  expect(current).toBeGreaterThanOrEqual(span[0]);
  expect(current).toBeLessThanOrEqual(span[span.length - 1] || span[0]);
  const toc = (await page.getByTestId("toc").locator("xpath=..").boundingBox())!;
  const row = (await here.boundingBox())!;
  expect(row.y).toBeGreaterThanOrEqual(toc.y - 1);
  expect(row.y + row.height).toBeLessThanOrEqual(toc.y + toc.height + 1);
  await snap(page, info, "toc-follows");

  // A long question is shown whole.
  const long =
    `${QUESTION} ` +
    `${"Please also say how each figure compares with the prior year, and which segment drove the change. ".repeat(3)}`;
  const ask = page.getByLabel("Ask this document");
  await ask.fill(long);
  const sizes = await ask.evaluate((el) => ({ scroll: el.scrollHeight, client: el.clientHeight }));
  expect(sizes.scroll).toBeLessThanOrEqual(sizes.client + 2);
  await ask.fill(QUESTION);
});

test("at 390×844 the reader keeps one line of toolbar and the answer panel opens over the pages", async () => {
  const info = test.info();
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, info, "reader-390");
  await page.getByRole("button", { name: "Ask", exact: true }).first().click();
  await expect(page.getByTestId("answer")).toBeVisible();
  await snap(page, info, "reader-390-answer");
  await page.getByRole("button", { name: "Close", exact: true }).click();
  // The header keeps one line: the toolbar, find and ask all fit.
  const header = (await page.getByTestId("doc-title").locator("xpath=..").boundingBox())!;
  expect(header.height).toBeLessThan(60);
  await page.getByRole("button", { name: "Find", exact: true }).click();
  await page.getByLabel("Find in document").fill("net sales");
  await expect(page.getByTestId("find-results").locator("li").first()).toBeVisible();
  await snap(page, info, "find-390");
  await page.getByLabel("Find in document").press("Escape");
  await page.getByTestId("page-list").click({ position: { x: 5, y: 5 } });
  await page.keyboard.press("?");
  await expect(page.getByTestId("shortcut-sheet")).toBeVisible();
  await snap(page, info, "shortcuts-390");
  await page.keyboard.press("Escape");
  await page.setViewportSize({ width: 1440, height: 900 });
});

test(
  "find (Ctrl+F): every hit listed with its page and context, highlighted on the pages, stepped with Enter and " +
    "Shift+Enter",
  async () => {
    const info = test.info();
    await page.getByTestId("page-list").click({ position: { x: 5, y: 5 } });
    await page.keyboard.press("Control+f");
    const box = page.getByLabel("Find in document");
    await expect(box).toBeFocused();
    await box.fill("consolidated balance sheets");
    const results = page.getByTestId("find-results").locator("li");
    await expect(results.first()).toBeVisible();
    const n = await results.count();
    expect(n).toBeGreaterThan(2);
    await expect(results.first()).toContainText(/p\. \S+/);
    await expect(results.first().locator("mark")).toHaveText(/consolidated balance sheets/i);
    await expect(page.getByTestId("find-count")).toHaveText(`1 of ${n}`);
    await box.press("Enter");
    await expect(page.getByTestId("find-count")).toHaveText(`2 of ${n}`);
    // The shown hit is drawn on its page, filled.
    await expect(page.locator('[data-testid="find-layer"] [data-current="true"]').first()).toBeVisible();
    await box.press("Shift+Enter");
    await box.press("Shift+Enter");
    await expect(page.getByTestId("find-count")).toHaveText(`${n} of ${n}`);
    await snap(page, info, "find-1440");
    await box.press("Escape");
    await expect(page.getByTestId("find-bar")).toHaveCount(0);
    await expect(page.getByTestId("find-layer")).toHaveCount(0);
  },
);

test(
  "answers you can keep: a chip previews its lines, a citation copies with the printed page, an answer exports " +
    "as Markdown, and history reopens an earlier one",
  async () => {
    const info = test.info();
    test.setTimeout(120_000);
    const chip = page.getByTestId("citation-chip").first();
    const cited = Number(await chip.getAttribute("data-page"));
    const printed = labels[cited - 1] ?? String(cited);
    await chip.hover();
    const preview = page.getByTestId("citation-preview");
    await expect(preview).toBeVisible();
    await expect(preview).toContainText(`p. ${printed}`);
    await expect(preview.locator("canvas")).toHaveAttribute("data-ready", "true", { timeout: 15_000 });
    await snap(page, info, "citation-preview");
    await page.mouse.move(5, 500);
    await expect(preview).toHaveCount(0);

    const title = await page.getByTestId("doc-title").innerText();
    await page.getByRole("button", { name: /Copy citation/ }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    expect(copied).toMatch(new RegExp(`^“.+” — ${escaped}, p\\. ${printed}$`));

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export Markdown" }).click(),
    ]);
    const md = fs.readFileSync((await download.path())!, "utf8");
    expect(md.split("\n")[0]).toBe(`# ${QUESTION}`); // the question has no Markdown characters to escape
    expect(md).toContain(printed === String(cited) ? `[1] p. ${cited}` : `[1] p. ${printed} (PDF p. ${cited})`);
    expect(md).toMatch(/^> .+/m);
    expect(md).toMatch(/Replay this answer: <http:\/\/127\.0\.0\.1:\d+\/#\/doc\/[^/]+\/answer\/[^>]+>/);

    // A second question; the first stays in the history and reopens whole.
    const ask = page.getByLabel("Ask this document");
    await ask.fill("How much was spent on advertising?");
    await ask.press("Enter");
    await expect(page.getByTestId("past-answers")).toContainText("Earlier questions (2)", { timeout: 30_000 });
    await page.getByTestId("past-answers").locator("summary").click();
    await page.getByTestId("past-answer").filter({ hasText: QUESTION }).click();
    await expect(ask).toHaveValue(QUESTION);
    await expect(page.locator(`[data-slot="${cited}"] [data-testid="highlight-layer"]`)).toHaveCount(1);
    await snap(page, info, "history-reopened");
  },
);
