import { expect, test } from "@playwright/test";
import fs from "node:fs";
import { makePdf } from "../src/testing/make-pdf";
import { dropFile, expectPageDrawn, trackPageErrors, waitForIngest } from "./fixtures";

// Points from the top of the page where the image band is drawn.
const BAND = { x: 36, y: 120, width: 540, height: 20 };

test("a 34,862-px-wide image is drawn, downscaled, within the page's canvas budget", async ({ page }, info) => {
  const file = info.outputPath("wide-image.pdf");
  // 34.9 M pixels: over the old 16 M limit that dropped it, and the shape that took 15 s to draw.
  const image = { width: 34_862, height: 1_000, x: BAND.x, y: BAND.y, drawWidth: BAND.width, drawHeight: BAND.height };
  fs.writeFileSync(
    file,
    makePdf([[{ text: "A page with a very wide image above this line.", y: 170 }]], { images: [image] }),
  );
  const errors = trackPageErrors(page);
  const warnings: string[] = [];
  page.on("console", (m) => m.type() === "warning" && warnings.push(m.text()));
  await page.goto("/");
  await dropFile(page, file);
  expect(await waitForIngest(page, "wide-image.pdf")).toBe("ready");
  await expectPageDrawn(page);
  const canvas = page.getByRole("img", { name: "Page 1" });
  // The image's stripes, each 2,048 source pixels wide, cross the band: count light/dark changes along its middle.
  const band = await canvas.evaluate((el: HTMLCanvasElement, b) => {
    const ctx = el.getContext("2d")!;
    const scale = el.width / 612;
    const row = ctx.getImageData(
      Math.round(b.x * scale),
      Math.round((b.y + b.height / 2) * scale),
      Math.round(b.width * scale),
      1,
    ).data;
    let changes = 0;
    let dark = row[0] < 128;
    for (let i = 4; i < row.length; i += 4) {
      const flips = (row[i] < 100 && !dark) || (row[i] > 160 && dark);
      if (flips) {
        dark = !dark;
        changes++;
      }
    }
    return { width: el.width, height: el.height, changes };
  }, BAND);
  expect(Math.max(band.width, band.height)).toBeLessThanOrEqual(4096);
  expect(band.changes).toBeGreaterThanOrEqual(12);
  expect(warnings.filter((w) => /image/i.test(w))).toEqual([]);
  expect(errors).toEqual([]);
});
