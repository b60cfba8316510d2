/**
 * `bench fuzz`'s browser side: the built app in headless Chromium, files dropped one after
 * another on the same page as a person would (the layout pool, its workers and the library
 * carry over from file to file), a fresh browser context every few dozen files. A file ends
 * when the app shows the document or an error; an uncaught page error or a crashed page is
 * a crash, no outcome within 20 s is a hang (the context is then replaced).
 */
import type { spawn as spawnFn } from "node:child_process";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../../playwright.config";
import { startPreview } from "./chromium";
import { HUNG_MS, type SideOutcome } from "./fuzz-outcome";

const FILES_PER_CONTEXT = 25;

export class BrowserSide {
  private context: BrowserContext | null = null;
  private page: Page | null = null;
  private errors: string[] = [];
  private crashed = false;
  private used = 0;

  private constructor(
    private readonly browser: Browser,
    private readonly url: string,
    private readonly stopPreview: () => void,
  ) {}

  static async start(port: number, spawn: typeof spawnFn): Promise<BrowserSide> {
    const stopPreview = await startPreview(spawn, port);
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    return new BrowserSide(browser, `http://127.0.0.1:${port}/`, stopPreview);
  }

  private async freshPage(): Promise<Page> {
    await this.context?.close().catch(() => undefined);
    this.context = await this.browser.newContext();
    const page = await this.context.newPage();
    page.on("pageerror", (e) => this.errors.push(e.message));
    page.on("crash", () => (this.crashed = true));
    await page.goto(this.url);
    await page.getByTestId("drop-zone").waitFor();
    this.used = 0;
    this.crashed = false;
    return (this.page = page);
  }

  async ingest(file: string): Promise<SideOutcome> {
    const page = this.page && this.used < FILES_PER_CONTEXT && !this.crashed ? this.page : await this.freshPage();
    this.used++;
    const errorsBefore = this.errors.length;
    const name = path.basename(file);
    const t0 = performance.now();
    await page.getByTestId("file-input").setInputFiles(file);
    let stage = await page
      .waitForFunction(
        (fileName: string) => {
          const app = document.querySelector('[data-testid="app"]');
          const s = app?.getAttribute("data-stage") ?? "";
          return app?.getAttribute("data-file") === fileName && (s === "ready" || s === "failed") ? s : false;
        },
        name,
        { timeout: HUNG_MS, polling: 50 },
      )
      .then(
        async (handle) => (await handle.jsonValue()) as string,
        () => null,
      );
    const ms = performance.now() - t0;
    if (stage !== null) {
      // Storing finishes behind the open document; the next drop waits for it, within the same 20 s.
      await page
        .waitForFunction(
          () => document.querySelector('[data-testid="app"]')?.getAttribute("data-storing") === "false",
          null,
          {
            timeout: Math.max(1, HUNG_MS - ms),
            polling: 100,
          },
        )
        .catch(() => (stage = null));
    }
    const newErrors = this.errors.slice(errorsBefore);
    if (this.crashed || newErrors.length) {
      this.page = null;
      return { end: "crashed", ms, message: newErrors.join(" | ").slice(0, 400) || "the page crashed" };
    }
    if (stage === null) {
      this.page = null;
      return { end: "hung", ms, message: "" };
    }
    const shown = stage === "failed" ? "ingest-error" : "page-warnings";
    const message = await page
      .evaluate((id: string) => document.querySelector(`[data-testid="${id}"]`)?.textContent ?? "", shown)
      .catch(() => "");
    return { end: stage === "failed" ? "refused" : "opened", ms, message: message.trim() };
  }

  async stop(): Promise<void> {
    await this.context?.close().catch(() => undefined);
    await this.browser.close().catch(() => undefined);
    this.stopPreview();
  }
}
