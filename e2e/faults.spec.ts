import { expect, test, type Page } from "@playwright/test";
import { startFakeChat } from "../src/testing/fake-chat";
import { startFakeSystemOne } from "../src/testing/fake-system-one";
import { dropFile, snap, trackPageErrors, waitForIngest } from "./fixtures";
import { hostileOutcomes, sharedFixture } from "../src/testing/shared-fixtures";

const TRACEMONKEY = sharedFixture("pdfs/ok/tracemonkey.pdf");

async function configure(page: Page, systemOneUrl: string, chatUrl: string) {
  await page.getByRole("button", { name: "Models" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Base URL", { exact: true }).first().fill(systemOneUrl);
  await dialog.getByLabel("Model", { exact: true }).first().fill("jev-latest");
  await dialog.getByLabel("API key", { exact: true }).first().fill("sk-faults-s1");
  await dialog.getByLabel("Base URL", { exact: true }).nth(1).fill(chatUrl);
  await dialog.getByLabel("Model", { exact: true }).nth(1).fill("fake-chat-1");
  await dialog.getByLabel("API key", { exact: true }).nth(1).fill("sk-faults-chat");
  await dialog.getByRole("button", { name: "Save" }).click();
}

async function ask(page: Page, question: string) {
  await page.getByLabel("Ask this document").fill(question);
  await page.getByRole("button", { name: "Ask", exact: true }).click();
  await expect(page.getByTestId("answer")).toBeVisible({ timeout: 60_000 });
}

test(
  "failing model servers: each step falls back, is marked " + "degraded, and an answer still comes with pincites",
  async ({ page }, info) => {
    test.setTimeout(180_000);
    const systemOne = await startFakeSystemOne({ apiKey: "sk-faults-s1", cors: true });
    const chat = await startFakeChat({ apiKey: "sk-faults-chat", cors: true });
    const errors = trackPageErrors(page);
    try {
      await page.goto("/");
      await configure(page, systemOne.url, chat.url);
      await dropFile(page, TRACEMONKEY);
      expect(await waitForIngest(page, "tracemonkey.pdf")).toBe("ready");
      const faults = [
        { name: "wrong key (401)", s1: { kind: "status" as const, status: 401, count: 20 } },
        { name: "overloaded (529)", s1: { kind: "overloaded" as const, count: 20 } },
        { name: "garbage", s1: { kind: "garbage" as const, count: 20 } },
        { name: "closed connection", s1: { kind: "close" as const, count: 20 } },
      ];
      for (const f of faults) {
        systemOne.setFault(f.s1);
        chat.setFault({ kind: "overloaded", count: 20 });
        await ask(page, `How are type-unstable loops handled? (${f.name})`);
        await expect(page.getByTestId("walk"), f.name).toContainText("fell back to lexical");
        await expect(page.getByTestId("answer"), f.name).toContainText("Extractive answer");
        await expect(page.getByTestId("citation-chip").first()).toBeVisible();
        const howFound = page.getByTestId("how-found");
        if ((await howFound.getAttribute("open")) === null) await howFound.locator("summary").first().click();
        if ((await page.getByTestId("trace").getAttribute("open")) === null)
          await page.getByTestId("trace").locator("summary").click();
        await expect(page.getByTestId("trace"), f.name).toContainText("degraded");
        await expect(page.getByTestId("trace"), f.name).toContainText("chat model failed");
      }
      await snap(page, info, "degraded-answer");
      expect(errors).toEqual([]);
    } finally {
      systemOne.setFault(null);
      await systemOne.close();
      await chat.close();
    }
  },
);

test("after every hostile file the library is intact and the stored document still opens", async ({ page }) => {
  test.setTimeout(180_000);
  const errors = trackPageErrors(page);
  await page.goto("/");
  await dropFile(page, TRACEMONKEY);
  expect(await waitForIngest(page, "tracemonkey.pdf")).toBe("ready");
  for (const file of Object.keys(hostileOutcomes())) {
    await dropFile(page, sharedFixture(`pdfs/hostile/${file}`));
    await waitForIngest(page, file, 20_000);
  }
  await page.goto("/");
  const rows = page.getByTestId("library-row");
  await expect(rows.filter({ hasText: "14 pages" })).toHaveCount(1);
  await rows.filter({ hasText: "14 pages" }).getByRole("button").first().click();
  await expect(page.getByTestId("page-count")).toHaveText("14");
  expect(errors).toEqual([]);
});
