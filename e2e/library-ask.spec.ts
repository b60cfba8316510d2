/**
 * Asking the whole library: three stored filings (generated: two years of one company,
 * one of another), a question comparing the company's two years, and a citation that
 * opens the second document in the reader at its page with the lines highlighted.
 * `]` moves on through the answer's citations across documents, and the answer replays
 * from its link after a reload.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { makePdf, type PdfLine } from "../src/testing/make-pdf";
import { dropFile, storedRecords, trackPageErrors, waitForIngest } from "./fixtures";

function filing(company: string, year: number, capex: string): PdfLine[][] {
  return [
    [
      { text: "UNITED STATES SECURITIES AND EXCHANGE COMMISSION" },
      { text: "FORM 10-K", size: 16 },
      { text: `For the fiscal year ended December 31, ${year}` },
      { text: `${company.toUpperCase()} CORPORATION`, size: 14 },
      { text: "(Exact name of registrant as specified in its charter)" },
    ],
    [
      { text: "Item 1. Business", size: 16 },
      { text: `${company} makes and sells industrial pumps and valves in North America and Europe.` },
    ],
    [
      { text: "Consolidated Statements of Cash Flows", size: 16 },
      { text: `Years ended December 31 ${year} ${year - 1}` },
      { text: "Net cash provided by operating activities 9,100 8,800" },
      { text: `Purchases of property and equipment (${capex}) (1,100)` },
      { text: "Net cash used in investing activities (2,400) (2,100)" },
    ],
  ];
}

async function storeAndGoHome(page: Page, file: string) {
  await dropFile(page, file);
  expect(await waitForIngest(page, path.basename(file))).toBe("ready");
  await page.getByRole("button", { name: "← Library" }).click();
}

/** Each generated filing written, dropped and stored, back on the library page with a row for each. */
async function storeAll(page: Page, info: TestInfo, files: readonly (readonly [string, unknown])[]) {
  await page.goto("/");
  for (const [name, pages] of files) {
    const file = info.outputPath(name);
    fs.writeFileSync(file, makePdf(pages as PdfLine[][]));
    await storeAndGoHome(page, file);
  }
  await expect(page.getByTestId("library-row")).toHaveCount(files.length);
}

test("a question across three stored filings; a citation opens the second document at its lines", async ({
  page,
}, info) => {
  const errors = trackPageErrors(page);
  const files = [
    ["northwind-2019.pdf", filing("Northwind", 2019, "1,234")],
    ["northwind-2022.pdf", filing("Northwind", 2022, "1,987")],
    ["harbor-2022.pdf", filing("Harbor", 2022, "5,555")],
  ] as const;
  await storeAll(page, info, files);
  await page
    .getByRole("textbox", { name: "Ask the library" })
    .fill("How did Northwind's purchases of property and equipment change between fiscal 2019 and fiscal 2022?");
  await page.getByRole("button", { name: "Ask", exact: true }).click();
  const chips = page.getByTestId("library-citation");
  await expect(chips.first()).toBeVisible({ timeout: 20_000 });
  const docs = await chips.evaluateAll((els) => els.map((el) => el.getAttribute("data-doc-id")!));
  // Both years' filings are cited, never the other company's.
  expect(new Set(docs).size).toBe(2);
  const titles = await chips.evaluateAll((els) => els.map((el) => el.textContent ?? ""));
  expect(titles.some((t) => t.includes("harbor"))).toBe(false);
  const first = docs[0];
  const k = docs.findIndex((d) => d !== first);
  const chip = chips.nth(k);
  const pageNumber = Number(await chip.getAttribute("data-page"));
  const name = (await chip.textContent())!.match(/\] (.+?) · p\./)![1];
  await chip.click();
  await expect(page.getByTestId("doc-title")).toHaveText(name);
  const layer = page.locator(`[data-slot="${pageNumber}"] [data-testid="highlight-layer"]`);
  await expect(layer).toHaveCount(1);
  expect(JSON.parse((await layer.getAttribute("data-rects"))!).length).toBeGreaterThan(0);
  // "]" goes on to the answer's next citation, in whichever document it is.
  const next = titles[(k + 1) % titles.length].match(/\] (.+?) · p\./)![1];
  await page.locator("body").press("]");
  await expect(page.getByTestId("doc-title")).toHaveText(next);
  // The stored answer replays by its link after a reload, without asking again.
  await page.getByRole("button", { name: "← Library" }).click();
  const link = await page.getByTestId("library-answer-link").getAttribute("href");
  const answerText = await page.getByTestId("library-answer").textContent();
  const answers = (await storedRecords(page)).answers.length;
  await page.goto(`/${link}`);
  await page.reload();
  await expect(page.getByTestId("library-answer")).toHaveText(answerText!);
  expect((await storedRecords(page)).answers.length).toBe(answers);
  expect(errors).toEqual([]);
});

test("each stored filing's navigation index is stored with it; after a reload the question answers the same", async ({
  page,
}, info) => {
  const errors = trackPageErrors(page);
  const files = [
    ["westwind-2021.pdf", filing("Westwind", 2021, "2,468")],
    ["westwind-2022.pdf", filing("Westwind", 2022, "3,579")],
    ["quarry-2022.pdf", filing("Quarry", 2022, "7,777")],
  ] as const;
  await storeAll(page, info, files);
  // Written once each document is stored and indexed, behind the reader.
  await expect.poll(async () => (await storedRecords(page))["nav-indexes"]?.length ?? 0).toBe(3);
  const question = "How did Westwind's purchases of property and equipment change between fiscal 2021 and fiscal 2022?";
  const ask = async () => {
    await page.getByRole("textbox", { name: "Ask the library" }).fill(question);
    await page.getByRole("button", { name: "Ask", exact: true }).click();
    const chips = page.getByTestId("library-citation");
    await expect(chips.first()).toBeVisible({ timeout: 20_000 });
    return {
      answer: await page.getByTestId("library-answer").textContent(),
      cited: await chips.evaluateAll((els) =>
        els.map((el) => [el.getAttribute("data-doc-id"), el.getAttribute("data-page")]),
      ),
    };
  };
  const warm = await ask();
  expect(warm.answer).toContain("3,579");
  // A new page: nothing of any document in memory, each read with the index it has stored.
  await page.goto("/");
  await expect(page.getByTestId("library-row")).toHaveCount(3);
  expect(await ask()).toEqual(warm);
  expect((await storedRecords(page))["nav-indexes"]).toHaveLength(3);
  expect(errors).toEqual([]);
});
