import { expect, test } from "@playwright/test";
import { startFakeChat } from "../src/testing/fake-chat";
import { startFakeSystemOne } from "../src/testing/fake-system-one";
import { dropFile, snap, storedRecords, trackPageErrors, waitForIngest } from "./fixtures";
import { sharedFixture } from "../src/testing/shared-fixtures";

const S1_KEY = "sk-s1-e2e-secret-0123456789";
const CHAT_KEY = "sk-chat-e2e-secret-9876543210";

test(
  "with System One and a chat model (fake servers): a " + "written answer, pincites and the trace, no key leaked",
  async ({ page }, info) => {
    test.setTimeout(120_000);
    const systemOne = await startFakeSystemOne({ apiKey: S1_KEY, cors: true });
    const chat = await startFakeChat({ apiKey: CHAT_KEY, cors: true });
    const consoleLines: string[] = [];
    page.on("console", (m) => consoleLines.push(m.text()));
    const errors = trackPageErrors(page);
    try {
      await page.goto("/");
      await page.getByRole("button", { name: "Models" }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByLabel("Base URL", { exact: true }).first().fill(systemOne.url);
      await dialog.getByLabel("Model", { exact: true }).first().fill("jev-latest");
      await dialog.getByLabel("API key", { exact: true }).first().fill(S1_KEY);
      await dialog.getByRole("button", { name: "Test connection" }).first().click();
      await expect(dialog.getByTestId("connection-result").first()).toContainText("Connected");
      await dialog.getByLabel("Base URL", { exact: true }).nth(1).fill(chat.url);
      await dialog.getByLabel("Model", { exact: true }).nth(1).fill("fake-chat-1");
      await dialog.getByLabel("API key", { exact: true }).nth(1).fill(CHAT_KEY);
      await snap(page, info, "settings");
      await dialog.getByRole("button", { name: "Save" }).click();

      await dropFile(page, sharedFixture("pdfs/ok/tracemonkey.pdf"));
      expect(await waitForIngest(page, "tracemonkey.pdf")).toBe("ready");
      await page.getByLabel("Ask this document").fill("How does TraceMonkey handle type-unstable loops?");
      await page.getByRole("button", { name: "Ask", exact: true }).click();
      await expect(page.getByTestId("answer")).toContainText("Answer written by your chat model", { timeout: 30_000 });
      await expect(page.getByTestId("walk")).toContainText("System One");
      await page.getByTestId("citation-chip").first().click();
      await expect(page.getByTestId("highlight-layer")).toHaveCount(1);
      await page.getByTestId("how-found").locator("summary").first().click();
      await page.getByTestId("trace").locator("summary").click();
      await expect(page.getByTestId("trace")).toContainText(/[1-9]\d* requests?/);
      await snap(page, info, "written-answer");

      // System One was asked in batches; the chat model got the evidence as delimited data.
      expect(systemOne.requests.length).toBeGreaterThanOrEqual(3);
      const chatBody = JSON.stringify(chat.requests.at(-1)?.body);
      expect(chatBody).toContain("TraceMonkey");
      // Keys travel only in Authorization headers: never in a body, the page or the console.
      for (const r of [...systemOne.requests, ...chat.requests]) {
        expect(JSON.stringify(r.body)).not.toContain(S1_KEY);
        expect(JSON.stringify(r.body)).not.toContain(CHAT_KEY);
      }
      const html = await page.content();
      expect(html).not.toContain(S1_KEY.slice(6));
      expect(html).not.toContain(CHAT_KEY.slice(6));
      expect(consoleLines.join("\n")).not.toContain(S1_KEY.slice(6));
      const stored = JSON.stringify(await storedRecords(page));
      expect(stored).toContain("trace_token");
      expect(stored).not.toContain(S1_KEY.slice(6));
      expect(stored).not.toContain(CHAT_KEY.slice(6));
      expect(errors).toEqual([]);
    } finally {
      await systemOne.close();
      await chat.close();
    }
  },
);
