import { describe, expect, it } from "vitest";
import { IngestError } from "../core/errors";
import { hostileOutcomes, readSharedFixture } from "../testing/shared-fixtures";
import { assertHasText, ingestPdfInNode } from "./ingest-node";

async function outcome(file: string, password?: string) {
  try {
    const { layout } = await ingestPdfInNode(readSharedFixture(`pdfs/hostile/${file}`), {
      password,
      pageBudgetMs: 8000,
    });
    assertHasText(layout);
    return { opens: true as const, failedPages: layout.pages.filter((p) => p.status === "failed").map((p) => p.page) };
  } catch (err) {
    if (err instanceof IngestError) return { error: err.code, message: err.message };
    throw err;
  }
}

describe("layout of real PDFs", () => {
  it("reads tracemonkey's two-column pages column by column", async () => {
    const { layout } = await ingestPdfInNode(readSharedFixture("pdfs/ok/tracemonkey.pdf"), { pages: [1, 5] });
    const [p1, p5] = layout.pages;
    expect(layout.pageCount).toBe(14);
    const text = p1.text;
    // The abstract (left column) ends before the right column's first sentence starts.
    expect(text.indexOf("have measured speedups of 10x")).toBeLessThan(
      text.indexOf("and is used for the application logic"),
    );
    expect(text.indexOf("Dynamic languages such as JavaScript are more difficult to com-")).toBeGreaterThan(
      text.indexOf("Trace-based Just-in-Time"),
    );
    // Page 5: every left-column line precedes every right-column line.
    const firstRight = p5.lines.findIndex((l) => l.column === 1);
    expect(firstRight).toBeGreaterThan(10);
    expect(p5.lines.slice(firstRight).some((l) => l.column === 0 && l.x1 < 0.5)).toBe(false);
    expect(p5.text).toContain("Starting a tree. Tree trees always start at loop headers, because");
    for (const line of [...p1.lines, ...p5.lines]) {
      for (const w of line.words) for (const v of [w.x0, w.y0, w.x1, w.y1]) expect(v >= 0 && v <= 1).toBe(true);
    }
  });

  it("finds bold headings and body text on a 10-K page", async () => {
    const { layout } = await ingestPdfInNode(readSharedFixture("financebench/pdfs/3M_2022_10K.pdf"), { pages: [4] });
    const page = layout.pages[0];
    expect(layout.pageCount).toBe(252);
    const heading = page.lines.find((l) => l.text.startsWith("Item 1. Business"));
    expect(heading?.bold).toBe(true);
    const body = page.lines.find((l) => l.text.startsWith("3M Company was incorporated in 1929"));
    expect(body?.bold).toBe(false);
    expect(heading!.y0).toBeLessThan(body!.y0);
  });

  it("resolves a nested PDF outline to physical pages", async () => {
    const { layout } = await ingestPdfInNode(readSharedFixture("pdfs/ok/nested_outline.pdf"));
    expect(layout.outline.map((e) => [e.title, e.page])).toEqual([
      ["1. Introduction", 1],
      ["2. Main Content", 4],
      ["3. Conclusion", 7],
    ]);
    expect(layout.outline[1].children.map((e) => e.page)).toEqual([5, 6]);
  });

  it("keeps an outline entry whose target does not resolve, with page null", async () => {
    const { layout } = await ingestPdfInNode(readSharedFixture("pdfs/ok/outlines_se.pdf"));
    expect(layout.outline[0].page).toBeNull();
    expect(layout.outline[0].children.map((e) => e.page)).toEqual([1, 2]);
  });
});

describe("hostile PDFs end in a usable layout or a named error", () => {
  for (const [file, expected] of Object.entries(hostileOutcomes())) {
    it(
      file,
      async () => {
        const got = await outcome(file);
        if ("opens" in expected) {
          expect(got).toEqual({ opens: true, failedPages: expected.failedPages ?? [] });
        } else {
          expect(got).toMatchObject({ error: expected.error });
          if (expected.withPassword) {
            const retried = await outcome(file, expected.withPassword.password);
            if (expected.withPassword.then === "opens") expect(retried).toMatchObject({ opens: true });
            else expect(retried).toMatchObject({ error: expected.withPassword.then });
          }
        }
      },
      // A hang guard, not a speed check: scan-bad.pdf is read by OCR, which takes seconds on a loaded machine.
      60_000,
    );
  }

  it("an empty file is named as empty", async () => {
    await expect(ingestPdfInNode(new Uint8Array(0))).rejects.toMatchObject({ code: "empty-file" });
  });

  it("a text file is not a PDF", async () => {
    await expect(ingestPdfInNode(new TextEncoder().encode("hello, this is not a PDF at all\n"))).rejects.toMatchObject({
      code: "not-pdf",
    });
  });
});
