/**
 * Damaged copies of a real filing, made here: truncated, with a broken page tree, and
 * byte-flipped. Pages may be lost to damage, but never silently: every page the file
 * declares is read, named as unreadable, or counted as missing.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readingWarnings } from "../core/layout/reading-warnings";
import { readSharedFixture } from "../testing/shared-fixtures";
import { ingestPdfInNode } from "./ingest-node";

const original = readSharedFixture("financebench/pdfs/AMERICANWATERWORKS_2020_10K.pdf");
/** The pages its root page tree lists, one kid per page (pdfinfo agrees). */
const PAGES = 152;
const latin1 = new TextDecoder("latin1");

/**
 * The root /Pages /Kids array with its last `n` kids pointing at a non-page object (same
 * byte length, so the xref stays valid).
 */
function brokenKids(n: number): Uint8Array {
  const copy = original.slice();
  const text = latin1.decode(copy);
  const kids = /\/Type\s*\/Pages\s*\/Kids\s*\[([^\]]*)\]/.exec(text)!;
  const start = kids.index + kids[0].indexOf(kids[1]);
  const refs = [...kids[1].matchAll(/(\d+) 0 R/g)].slice(-n);
  // The shortest-numbered font object fits in place of any kid reference.
  const fontId = [...text.matchAll(/(\d+) 0 obj\s*<<\s*\/Type \/Font/g)]
    .map((m) => m[1])
    .sort((a, b) => a.length - b.length)[0];
  for (const ref of refs) {
    const at = start + ref.index!;
    const replacement = fontId.padStart(ref[1].length, "0");
    if (replacement.length !== ref[1].length) continue;
    copy.set(new TextEncoder().encode(replacement), at);
  }
  return copy;
}

/** `count` bytes inverted at positions from a fixed-seed generator. */
function flipped(seed: number, count: number): Uint8Array {
  const copy = original.slice();
  let s = seed;
  for (let i = 0; i < count; i++) {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    copy[s % copy.length] ^= 0xff;
  }
  return copy;
}

function popplerPages(bytes: Uint8Array): number | null {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "pincite-")), "damaged.pdf");
  fs.writeFileSync(file, bytes);
  try {
    return Number(
      /Pages:\s+(\d+)/.exec(execFileSync("pdfinfo", [file], { stdio: ["ignore", "pipe", "ignore"] }).toString())?.[1] ??
        NaN,
    );
  } catch {
    return null;
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

describe("damaged files", () => {
  it("a truncated copy is named as cut short", async () => {
    const cut = original.slice(0, Math.floor(original.length * 0.6));
    await expect(ingestPdfInNode(cut)).rejects.toMatchObject({
      code: "not-pdf",
      message: expect.stringContaining("cut short"),
    });
  });

  it("pdf.js alone reports the pages a broken page tree declares but it cannot find", async () => {
    const bytes = brokenKids(5);
    const { layout } = await ingestPdfInNode(bytes, { engine: "pdfjs", pages: [1] });
    expect(layout.pageCount).toBeLessThan(PAGES);
    expect(layout.declaredPages).toBe(PAGES);
    expect(readingWarnings(layout).join(" ")).toContain(`declares ${PAGES} pages, but only ${layout.pageCount}`);
  });

  it("the default engine keeps every declared page of a broken page tree in place", async () => {
    const asked = [1, PAGES - 10, PAGES - 5, PAGES - 4, PAGES];
    const { layout } = await ingestPdfInNode(brokenKids(5), { pages: asked });
    expect(layout.pageCount).toBe(PAGES);
    expect(layout.pages.map((p) => p.page)).toEqual(asked);
    // The pages up to PAGES - 5 keep their kids, and are read.
    expect(layout.pages.slice(0, 3).every((p) => p.status === "ok")).toBe(true);
  });

  // Seeds whose flips land in page content, so that pages do fail here: one page (12), two (10).
  for (const seed of [10, 12]) {
    it(`a byte-flipped copy (seed ${seed}) loses no page silently`, async () => {
      const bytes = flipped(seed, 200);
      const { layout } = await ingestPdfInNode(bytes, { pageBudgetMs: 20_000 });
      const declared = layout.declaredPages ?? layout.pageCount;
      const failed = layout.pages.filter((p) => p.status === "failed");
      expect(layout.pages).toHaveLength(layout.pageCount);
      expect(failed.length).toBeGreaterThan(0);
      // As many pages as poppler finds, or a warning that says what is missing.
      const poppler = popplerPages(bytes);
      if (poppler !== null && poppler > layout.pageCount) expect(declared).toBeGreaterThanOrEqual(poppler);
      const warnings = readingWarnings(layout).join(" ");
      if (failed.length > 0)
        expect(warnings).toContain(
          `${failed.length === 1 ? "1 page" : `${failed.length} of ${layout.pageCount} pages`} could not be read`,
        );
      if (declared > layout.pageCount) expect(warnings).toContain(`declares ${declared} pages`);
    });
  }
});
