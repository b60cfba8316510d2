/**
 * Drives the built app in headless Chromium to time layout through the real worker pool.
 * The app times its own ingest (data-layout-ms): from the file read and checked against the
 * library to the last page laid out, i.e. the first worker opening the file and reading
 * its outline and labels, the other worker opening its copy, every page (PDFium, the page
 * builder, the page text posted straight to the reading worker, which decodes it as it
 * comes, and each page's status to the main thread). The main thread's own copy of the
 * pages is fetched and decoded after that, while the reading worker builds the tree, so it
 * counts in `bench ready`'s tree_ms and ready_ms, not here. The
 * workers, PDFium's compile and the reading worker start earlier, when the pointer reaches
 * the drop zone, as they do for a person; page load and rendering are excluded. CPU is
 * reported by thread (main, workers, the rest) from the drop to the document shown.
 */
import { execFileSync, type spawn as spawnFn } from "node:child_process";
import fs from "node:fs";
import { chromium } from "playwright";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../../playwright.config";
import { chromiumDescendants, startCpuSplit, totalCpu } from "./ready-cpu";

// Other benches import the process-tree helper from here.
export { chromiumDescendants };

interface ChromiumResult {
  ms: number;
  /** CPU of all Chromium processes from the drop to the document shown (steadier than wall time). */
  cpuMs: number;
  /**
   * Of which the page's main thread, its workers (layout, reading, pdf.js), and V8's
   * background threads (optimising compilers, wasm tier-up, GC); the rest is the
   * compositor, GPU, network and browser.
   */
  mainCpuMs: number;
  workersCpuMs: number;
  backgroundCpuMs: number;
  peakMb: number;
  workers: number;
}

/**
 * Resident memory of the Chromium processes this bench started (descendants of this
 * process), in MB. Other people's browsers on a shared machine are not counted.
 */
export const chromiumRssMb = (root = process.pid) => sumOverChromium(root, "status", /VmRSS:\s+(\d+)/);

/**
 * The bench's Chromium processes' proportional set size, in MB: each shared page (Chromium's own
 * code, shared memory between its processes) counted once over the processes that share it, where
 * summed RSS counts it in every one of them.
 */
export const chromiumPssMb = (root = process.pid) => sumOverChromium(root, "smaps_rollup", /^Pss:\s+(\d+)/m);

/** A kB figure of /proc/<pid>/<file> summed over the bench's Chromium processes, in MB. */
function sumOverChromium(root: number, file: string, field: RegExp): number {
  let kb = 0;
  for (const pid of chromiumDescendants(root)) {
    try {
      const m = field.exec(fs.readFileSync(`/proc/${pid}/${file}`, "utf8"));
      if (m) kb += Number(m[1]);
    } catch {
      // the process ended while we looked
    }
  }
  return kb / 1024;
}

/** The largest summed RSS and PSS of the bench's Chromium seen since the start, sampled every half second. */
export function startMemoryPeak(): { rssMb: () => number; pssMb: () => number; stop: () => void } {
  let rss = 0;
  let pss = 0;
  const sample = () => {
    rss = Math.max(rss, chromiumRssMb());
    pss = Math.max(pss, chromiumPssMb());
  };
  const timer = setInterval(sample, 500);
  return { rssMb: () => rss, pssMb: () => pss, stop: () => clearInterval(timer) };
}

/** CPU time (user + system) used so far by this bench's Chromium processes, in ms. */
export function chromiumCpuMs(root = process.pid): number {
  let ticks = 0;
  for (const pid of chromiumDescendants(root)) {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the process ended while we looked
    }
  }
  return ticks * 10;
}

export async function startPreview(spawn: typeof spawnFn, port: number): Promise<() => void> {
  // Always rebuild: a stale dist would time old code.
  execFileSync("npx", ["vite", "build", "--logLevel", "warn"], { stdio: "inherit" });
  const child = spawn("npx", ["vite", "preview", "--host", "127.0.0.1", "--port", String(port), "--strictPort"], {
    stdio: "ignore",
    detached: true,
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return () => process.kill(-child.pid!, "SIGTERM");
}

/** Chromium layout with each engine in `queries` ("" is the app's default), one preview server. */
export async function measureChromiumLayout(
  file: string,
  runs: number,
  deps: { spawn: typeof spawnFn },
  queries: string[] = [""],
): Promise<ChromiumResult[]> {
  const port = Number(process.env.PINCITE_BENCH_PORT) || 4300 + Math.floor(Math.random() * 500);
  const stop = await startPreview(deps.spawn, port);
  try {
    const results: ChromiumResult[] = [];
    for (const query of queries) results.push(await layoutInChromium(`http://127.0.0.1:${port}/${query}`, file, runs));
    return results;
  } finally {
    stop();
  }
}

async function layoutInChromium(url: string, file: string, runs: number): Promise<ChromiumResult> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  let peak = 0;
  // Sampling /proc costs CPU on a 2-core machine; twice a second is enough for a peak.
  const sampler = setInterval(() => (peak = Math.max(peak, chromiumRssMb())), 500);
  try {
    const times: number[] = [];
    const cpu: number[] = [];
    const mainCpu: number[] = [];
    const workersCpu: number[] = [];
    const backgroundCpu: number[] = [];
    let workers = 0;
    for (let i = 0; i < runs; i++) {
      const page = await browser.newPage();
      await page.goto(url);
      workers = await page.evaluate(() => Math.max(1, Math.min(navigator.hardwareConcurrency || 2, 4)));
      // As a person would: reach for the drop zone (which starts the layout workers), then
      // drop the file a moment later. The timed span is the app's own ingest timer.
      await page.getByTestId("drop-zone").hover();
      await page.waitForTimeout(2000);
      const split = startCpuSplit();
      await page.getByTestId("file-input").setInputFiles(file);
      const view = page.getByTestId("document-view");
      await view.waitFor({ timeout: 120_000 });
      const spent = split();
      cpu.push(totalCpu(spent));
      mainCpu.push(spent.main);
      workersCpu.push(spent.workers);
      backgroundCpu.push(spent.background);
      times.push(Number(await view.getAttribute("data-layout-ms")));
      await page.close();
    }
    const mid = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    return {
      ms: mid(times),
      cpuMs: mid(cpu),
      mainCpuMs: mid(mainCpu),
      workersCpuMs: mid(workersCpu),
      backgroundCpuMs: mid(backgroundCpu),
      peakMb: peak,
      workers,
    };
  } finally {
    clearInterval(sampler);
    await browser.close();
  }
}

/**
 * Reopen: ingest once, reload (a restart of the app), then time from the click on the
 * library entry to the first page drawn on its canvas. Nothing is parsed again.
 */
export async function measureChromiumReopen(
  file: string,
  runs: number,
  deps: { spawn: typeof spawnFn },
): Promise<{ ms: number; drawnMs: number; loadMs: number }> {
  const port = Number(process.env.PINCITE_BENCH_PORT) || 4300 + Math.floor(Math.random() * 500);
  const stop = await startPreview(deps.spawn, port);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.getByTestId("file-input").setInputFiles(file);
    await page.getByTestId("document-view").waitFor({ timeout: 120_000 });
    await page.getByTestId("first-page-preview").or(page.locator("body")).first().waitFor();
    await page.waitForTimeout(1500); // the first render saves page 1's picture
    const times: number[] = [];
    const drawn: number[] = [];
    const loads: number[] = [];
    for (let i = 0; i < runs; i++) {
      await page.goto(`http://127.0.0.1:${port}/`);
      await page.getByTestId("library-row").first().waitFor();
      await page.waitForTimeout(1000); // the app settles, as it would before a person clicks
      const t0 = await page.evaluate(() => performance.now());
      await page.getByTestId("library-row").first().getByRole("button").first().click();
      const visibleAt = await page.waitForFunction(
        () => {
          const img = document.querySelector<HTMLImageElement>('[data-testid="first-page-preview"]');
          if (img?.complete && img.naturalWidth > 0) return performance.now();
          const c = document.querySelector<HTMLCanvasElement>('canvas[aria-label="Page 1"]');
          return c && c.width > 0 && performance.getEntriesByName("pincite:rendered:1").length > 0
            ? performance.now()
            : false;
        },
        null,
        { timeout: 60_000, polling: "raf" },
      );
      times.push(((await visibleAt.jsonValue()) as number) - t0);
      const drawnAt = await page.waitForFunction(
        () => {
          const c = document.querySelector<HTMLCanvasElement>('canvas[aria-label="Page 1"]');
          if (!c || !c.width) return false;
          const d = c.getContext("2d")!.getImageData(0, 0, c.width, c.height).data;
          for (let j = 0; j < d.length; j += 64) if (d[j + 3] > 0 && d[j] < 100) return performance.now();
          return false;
        },
        null,
        { timeout: 60_000, polling: "raf" },
      );
      drawn.push(((await drawnAt.jsonValue()) as number) - t0);
      loads.push(Number((await page.getByTestId("document-view").getAttribute("data-load-ms")) ?? 0));
    }
    const mid = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    return { ms: mid(times), drawnMs: mid(drawn), loadMs: mid(loads) };
  } finally {
    await browser.close();
    stop();
  }
}
