import { expect, test } from "@playwright/test";
import { makePdf } from "../src/testing/make-pdf";
import { snap, trackPageErrors, waitForIngest } from "./fixtures";

/** A two-page PDF whose first page carries one link of each kind a file can hold. */
function linkedPdf(): Buffer {
  const lines = (label: string) => [{ text: label, size: 18 }, ...Array.from({ length: 8 }, (_, i) => ({ text: `${label}, paragraph line ${i + 1} of ordinary body text.` }))];
  return Buffer.from(
    makePdf([lines("Investor information"), lines("Appendix")], {
      links: [
        [
          { x: 72, y: 100, width: 220, height: 16, action: { uri: "https://example.com/annual-report" } },
          { x: 72, y: 130, width: 220, height: 16, action: { uri: "mailto:ir@example.com" } },
          { x: 72, y: 160, width: 220, height: 16, action: { page: 2 } },
          { x: 72, y: 190, width: 220, height: 16, action: { uri: "javascript:alert(document.cookie)" } },
          { x: 72, y: 220, width: 220, height: 16, action: { javascript: "app.alert('planted')" } },
          { x: 72, y: 250, width: 220, height: 16, action: { launch: "calc.exe" } },
          { x: 72, y: 280, width: 220, height: 16, action: { uri: "file:///etc/passwd" } },
        ],
        [],
      ],
    }),
  );
}

test("a PDF's links: web and mail open with no opener or referrer, page links jump, script links do not exist", async ({ page, context }, info) => {
  const errors = trackPageErrors(page);
  await context.route("https://example.com/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>outside</title><p>outside page</p>" }));
  await page.goto("/");
  await page.getByTestId("file-input").setInputFiles({ name: "links.pdf", mimeType: "application/pdf", buffer: linkedPdf() });
  expect(await waitForIngest(page, "links.pdf")).toBe("ready");

  const firstPage = page.locator('[data-slot="1"]');
  const anchors = firstPage.getByTestId("link-layer").locator("a");
  await expect(anchors).toHaveCount(2);
  await expect(anchors.nth(0)).toHaveAttribute("href", "https://example.com/annual-report");
  await expect(anchors.nth(1)).toHaveAttribute("href", "mailto:ir@example.com");
  for (const a of await anchors.all()) {
    await expect(a).toHaveAttribute("rel", "noopener noreferrer");
    await expect(a).toHaveAttribute("target", "_blank");
  }
  // Nothing of the script, launch or file links reaches the page in any form.
  const layerHtml = await firstPage.getByTestId("link-layer").innerHTML();
  expect(layerHtml).not.toMatch(/javascript|calc\.exe|file:|alert/i);
  await snap(page, info, "pdf-links");

  // The web link opens in a new tab that cannot reach back into the app or see where it came from.
  const [popup] = await Promise.all([page.waitForEvent("popup"), anchors.nth(0).click()]);
  await popup.waitForLoadState();
  expect(popup.url()).toBe("https://example.com/annual-report");
  expect(await popup.evaluate(() => ({ opener: window.opener, referrer: document.referrer }))).toEqual({ opener: null, referrer: "" });
  await popup.close();

  // The in-document link scrolls the reader to page 2.
  await firstPage.getByRole("button", { name: "Go to page 2" }).click();
  await expect(page.getByLabel("Page number")).toHaveValue("2");
  expect(errors).toEqual([]);
});
