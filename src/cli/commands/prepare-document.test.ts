/**
 * The CLI's layout cache: a second question on the same file reads the layout it cached
 * by content hash (in a cache directory of the test's own), a copy under another name hits
 * it too, a changed file does not, and `--no-cache` neither reads nor writes it.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { prepareDocument } from "./prepare-document";
import { sharedFixture } from "../../testing/shared-fixtures";

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pincite-cache-test-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe("the CLI's layout cache", () => {
  it("lays a file out once and reads it back by content hash on the next question", async () => {
    const cacheDir = tempDir();
    const pdf = sharedFixture("pdfs/ok/tracemonkey.pdf");
    const first = await prepareDocument(pdf, { use: true, dir: cacheDir });
    expect(first.timings.layout_cache).toBe("miss");
    expect(fs.readdirSync(cacheDir)).toHaveLength(1);

    const second = await prepareDocument(pdf, { use: true, dir: cacheDir });
    expect(second.timings.layout_cache).toBe("hit");
    expect(second.layout).toEqual(first.layout);
    expect(second.doc.texts).toEqual(first.doc.texts);

    // Renamed or copied: the same bytes, the same entry.
    const copy = path.join(tempDir(), "renamed.pdf");
    fs.copyFileSync(pdf, copy);
    expect((await prepareDocument(copy, { use: true, dir: cacheDir })).timings.layout_cache).toBe("hit");
    // Changed in place (a byte appended after %%EOF): laid out again, as a new entry.
    fs.appendFileSync(copy, "\n");
    expect((await prepareDocument(copy, { use: true, dir: cacheDir })).timings.layout_cache).toBe("miss");
    expect(fs.readdirSync(cacheDir)).toHaveLength(2);
  });

  it("relays out over a damaged entry, and --no-cache touches nothing", async () => {
    const cacheDir = tempDir();
    const pdf = sharedFixture("pdfs/ok/tracemonkey.pdf");
    const first = await prepareDocument(pdf, { use: true, dir: cacheDir });
    const [entry] = fs.readdirSync(cacheDir);
    fs.truncateSync(path.join(cacheDir, entry), 100);
    const again = await prepareDocument(pdf, { use: true, dir: cacheDir });
    expect(again.timings.layout_cache).toBe("miss");
    expect(again.layout).toEqual(first.layout);
    expect((await prepareDocument(pdf, { use: true, dir: cacheDir })).timings.layout_cache).toBe("hit");

    const off = tempDir();
    expect((await prepareDocument(pdf, { use: false, dir: off })).timings.layout_cache).toBe("off");
    expect(fs.readdirSync(off)).toHaveLength(0);
  });
});
