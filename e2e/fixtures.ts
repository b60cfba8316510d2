/** Page helpers for the e2e specs: drop a file, wait for its outcome, save a screenshot. */
import path from "node:path";
import { expect, type Page, type TestInfo } from "@playwright/test";

export async function dropFile(page: Page, file: string): Promise<void> {
  await page.getByTestId("file-input").setInputFiles(file);
}

/** Wait until the ingest of `file` ends, either with the document open or with an error shown. */
export async function waitForIngest(page: Page, file: string, timeout = 60_000): Promise<"ready" | "error"> {
  const app = page.locator(`[data-testid="app"][data-file="${path.basename(file)}"]`);
  await expect(app).toHaveAttribute("data-stage", /^(ready|failed)$/, { timeout });
  // The document opens before storage finishes; specs that look at the library wait for it.
  await expect(app).toHaveAttribute("data-storing", "false", { timeout });
  return (await app.getAttribute("data-stage")) === "failed" ? "error" : "ready";
}

export async function snap(page: Page, info: TestInfo, name: string): Promise<void> {
  await info.attach(name, { body: await page.screenshot({ fullPage: false }), contentType: "image/png" });
  await page.screenshot({ path: info.outputPath(`${name}.png`) });
}

/** Collects uncaught page errors and Content-Security-Policy violations, so a spec can assert there were none. */
export function trackPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error" && /Content Security Policy/i.test(m.text())) errors.push(m.text());
  });
  return errors;
}

/** Waits until page `n`'s canvas holds dark (text) pixels: the page really is drawn. */
export async function expectPageDrawn(page: Page, n = 1, minDark = 1): Promise<void> {
  const canvas = page.getByRole("img", { name: `Page ${n}` });
  await expect
    .poll(
      () =>
        canvas.evaluate((el: HTMLCanvasElement) => {
          const ctx = el.getContext("2d");
          if (!ctx || el.width === 0) return 0;
          const data = ctx.getImageData(0, 0, el.width, el.height).data;
          let dark = 0;
          for (let i = 0; i < data.length; i += 16) if (data[i + 3] > 0 && data[i] < 100) dark++;
          return dark;
        }),
      { timeout: 20_000 },
    )
    .toBeGreaterThanOrEqual(minDark);
}

/**
 * What the app stored in IndexedDB, read from inside the page: every record of each store
 * (binary fields — file bytes, pictures — as null), keyed by store name.
 */
export async function storedRecords(page: Page): Promise<Record<string, Record<string, unknown>[]>> {
  const json = await page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open("pincite");
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    const out: Record<string, unknown[]> = {};
    for (const name of Array.from(db.objectStoreNames)) {
      out[name] = await new Promise<unknown[]>((resolve, reject) => {
        const req = db.transaction(name).objectStore(name).getAll();
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
    }
    db.close();
    return JSON.stringify(out, (_k, v) =>
      v instanceof ArrayBuffer || ArrayBuffer.isView(v) || v instanceof Blob ? null : v,
    );
  });
  return JSON.parse(json) as Record<string, Record<string, unknown>[]>;
}

/** Empties one object store of the app's database behind the app's back: no tab is told. */
export async function clearStoreBehindTheApp(page: Page, store: string): Promise<void> {
  await page.evaluate(async (name) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open("pincite");
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction(name, "readwrite");
      tx.objectStore(name).clear();
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  }, store);
}
