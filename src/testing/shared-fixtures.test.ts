import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { heldAside, pdfNames } from "./holdout";
import { hostileOutcomes, loadManifest, sharedFixture, sharedRoot, verify } from "./shared-fixtures";

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), "pincite-fixtures-"));

describe("the shared fixture manifest", () => {
  it("lists every file with its sum and size, and each is in ../shared unchanged", () => {
    const { files } = loadManifest();
    expect(files.length).toBeGreaterThan(40);
    for (const f of files) expect(fs.existsSync(sharedFixture(f.path)), f.path).toBe(true);
  });

  it("lists no document of a held-aside part", () => {
    // The sets with a held-aside third (holdout.ts); ../shared/pdfs has none.
    const sets = ["documents/pdfs", "documents/outlined", "financebench/pdfs", "filings/pdfs"];
    const held = sets.flatMap((dir) =>
      [...heldAside(pdfNames(path.join(sharedRoot(), dir)))].map((n) => `${dir}/${n}.pdf`),
    );
    expect(held.length).toBeGreaterThan(30);
    const listed = loadManifest().files.map((f) => f.path);
    // Tests never read the held-aside part: a test needing such a layout finds it in the development part.
    expect(listed.filter((p) => held.includes(p))).toEqual([]);
  });

  it("gives every hostile file in ../shared its outcome", () => {
    const onDisk = fs.readdirSync(path.join(sharedRoot(), "pdfs", "hostile")).filter((f) => f.endsWith(".pdf"));
    expect(onDisk.length).toBeGreaterThan(0);
    expect(Object.keys(hostileOutcomes()).sort()).toEqual(onDisk.sort());
  });

  it("names a file ../shared lacks, and what the tests expect of it", () => {
    const entry = loadManifest().files[0];
    expect(() => sharedFixture(entry.path, tmp())).toThrow(`../shared lacks ${entry.path}`);
    expect(() => sharedFixture(entry.path, tmp())).toThrow(entry.expects);
  });

  it("refuses a file the manifest does not list", () => {
    expect(() => sharedFixture("financebench/pdfs/NOT_LISTED.pdf")).toThrow(
      "financebench/pdfs/NOT_LISTED.pdf is not in src/testing/shared-fixtures.json",
    );
  });

  it("refuses a file that changed, by size or by content, and says its new sum", () => {
    const dir = tmp();
    const file = path.join(dir, "a.pdf");
    fs.writeFileSync(file, "%PDF-1.7 changed");
    const entry = { path: "a.pdf", sha256: "0".repeat(64), bytes: 16, expects: "nothing" };
    expect(() => verify({ ...entry, bytes: 3 }, file, dir)).toThrow("is 16 bytes, the manifest says 3");
    expect(() => verify(entry, file, dir)).toThrow(/has sha256 [0-9a-f]{64}, the manifest says 0{64}/);
  });

  it("refuses a manifest of another format or version", () => {
    const file = path.join(tmp(), "m.json");
    fs.writeFileSync(file, JSON.stringify({ format: "pincite-shared-fixtures", version: 99, files: [] }));
    expect(() => loadManifest(file)).toThrow("v99; this loader reads pincite-shared-fixtures v1");
  });
});
