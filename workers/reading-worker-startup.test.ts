/**
 * What the reading worker evaluates when it starts: it starts as a file is dropped, beside
 * the layout workers, so its static imports hold only what the tree needs. The question
 * side (navigation's answers, the injection screen, mammoth for Word files) is loaded
 * through reading-questions.ts on first use. Read from the source's own import statements,
 * followed file by file.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** Value imports and re-exports (not `import type`, not dynamic `import()`). */
const STATIC_IMPORT = /^(?:import|export)\s+(?!type\s)(?:[^;]*?\sfrom\s+)?["']([^"']+)["']/gm;

function resolve(from: string, spec: string): string | null {
  const base = path.join(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")])
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  return null;
}

/** Every file and package the entry reaches through static imports. */
function staticGraph(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = [path.resolve(entry)];
  while (queue.length) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    if (!/\.tsx?$/.test(file)) continue;
    for (const [, spec] of fs.readFileSync(file, "utf8").matchAll(STATIC_IMPORT)) {
      if (!spec.startsWith(".")) packages.add(spec.split("/")[0]);
      else {
        const target = resolve(file, spec);
        if (target) queue.push(target);
      }
    }
  }
  return { files, packages };
}

const relative = (files: Set<string>) => [...files].map((f) => path.relative(process.cwd(), f));

describe("the reading worker's start-up code", () => {
  const start = staticGraph("workers/reading-worker.ts");
  const questions = staticGraph("workers/reading-questions.ts");

  it("builds trees without the question side", () => {
    expect(relative(start.files)).toContain("src/core/tree/build-index.ts");
    const questionOnly = relative(start.files).filter((f) =>
      /^src\/core\/(injection-screen|answer|ask)\/|^workers\/(text|library)\//.test(f),
    );
    expect(questionOnly).toEqual([]);
    expect(start.packages.has("mammoth")).toBe(false);
  });

  it("leaves the question side to reading-questions.ts", () => {
    expect(relative(questions.files)).toContain("src/core/injection-screen/screen.ts");
    expect(questions.packages.has("mammoth")).toBe(true);
  });
});
