/**
 * `npm run deps [-- --files]`
 *
 * Prints the import graph between the top-level folders (src/core, workers, src/bridge,
 * src/db, src/features/<name>, src/app, src/shared, src/lib, src/node, src/cli, src/testing)
 * and the number of lines over 120 characters. A report, not a check: the layer rules
 * themselves are enforced by ESLint (`npm run lint`); this shows what the code looks like.
 * Imports made by test files are counted on their own rows. `--files` also lists every
 * import that crosses between two features.
 */
import fs from "node:fs";
import path from "node:path";

const ROOTS = ["src", "workers", "e2e"];
const SOURCE = /\.(ts|tsx)$/;
const IMPORT = /(?:import|export)\s[^;]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

/** The folder a file belongs to in the layer picture; features are split by name. */
function groupOf(file: string): string {
  const parts = file.split(path.sep);
  if (parts[0] === "src" && parts[1] === "features") return `src/features/${parts[2]}`;
  if (parts[0] === "src" && parts.length > 2) return `src/${parts[1]}`;
  if (parts[0] === "src") return "src/app";
  return parts[0];
}

function resolveImport(from: string, spec: string): string | undefined {
  if (!spec.startsWith(".")) return undefined;
  const base = path.normalize(path.join(path.dirname(from), spec));
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")];
  return candidates.find((c) => fs.existsSync(c) && fs.statSync(c).isFile()) ?? base;
}

function collectEdges(files: string[]): { from: string; to: string; file: string; spec: string }[] {
  return files.flatMap((file) => {
    const text = fs.readFileSync(file, "utf8");
    return [...text.matchAll(IMPORT)].flatMap((m) => {
      const spec = m[1] ?? m[2];
      const target = resolveImport(file, spec);
      if (!target) return [];
      const to = groupOf(target);
      if (groupOf(file) === to) return [];
      // Tests may reach across layers (fixtures, Node helpers); they are counted apart.
      const from = /\.test\.tsx?$/.test(file) ? `${groupOf(file)} (tests)` : groupOf(file);
      return [{ from, to, file, spec }];
    });
  });
}

function countLongLines(files: string[]): { count: number; longest: number } {
  let count = 0;
  let longest = 0;
  for (const file of files) {
    for (const line of fs.readFileSync(file, "utf8").split("\n")) {
      if (line.length > 120) count++;
      longest = Math.max(longest, line.length);
    }
  }
  return { count, longest };
}

function main(): void {
  const files = ROOTS.flatMap(listFiles).sort();
  const edges = collectEdges(files.filter((f) => !f.startsWith("e2e")));
  const counts = new Map<string, number>();
  for (const e of edges) counts.set(`${e.from} -> ${e.to}`, (counts.get(`${e.from} -> ${e.to}`) ?? 0) + 1);
  for (const [edge, n] of [...counts].sort(([a], [b]) => a.localeCompare(b))) console.log(`${edge}  ${n}`);
  const crossFeature = edges.filter((e) => e.from.startsWith("src/features/") && e.to.startsWith("src/features/"));
  console.log(`\nimports between features: ${crossFeature.length}`);
  if (process.argv.includes("--files")) {
    for (const e of crossFeature) console.log(`  ${e.file} -> ${e.spec}`);
  }
  const long = countLongLines(files);
  console.log(`lines over 120 characters (src, workers, e2e): ${long.count} (longest ${long.longest})`);
}

main();
