import { expect, test } from "@playwright/test";
import { linkedPdf } from "../src/testing/linked-pdf";
import { snap, trackPageErrors, waitForIngest } from "./fixtures";

test("a PDF's links: web and mail open with no opener or referrer, page links jump, script links do not exist", async ({
  page,
  context,
}, info) => {
  const errors = trackPageErrors(page);
  await context.route("https://example.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>outside</title><p>outside page</p>" }),
  );
  await page.goto("/");
  await page
    .getByTestId("file-input")
    .setInputFiles({ name: "links.pdf", mimeType: "application/pdf", buffer: Buffer.from(linkedPdf()) });
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
  expect(await popup.evaluate(() => ({ opener: window.opener, referrer: document.referrer }))).toEqual({
    opener: null,
    referrer: "",
  });
  await popup.close();

  // The in-document link scrolls the reader to page 2.
  await firstPage.getByRole("button", { name: "Go to page 2" }).click();
  await expect(page.getByLabel("Page number")).toHaveValue("2");
  expect(errors).toEqual([]);
});
