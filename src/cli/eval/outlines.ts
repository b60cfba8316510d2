/**
 * `npm run eval -- outlines [--dir DIR] [--stripped] [--part dev|holdout|all] [--limit N] [--json]`:
 * section trees against the PDFs' own bookmarks (see src/testing/outline-truth.ts), over every bookmarked
 * PDF of the folder (default ../shared/documents/outlined). Without `--stripped` the tree is
 * built from the file as it is and `kept` is the share of bookmarks (depth ≤ 2) that are nodes
 * on their page; with `--stripped` it is built from a copy without bookmarks made at run time
 * (`qpdf --empty --pages in.pdf -- out.pdf`, under scratch/) and the same share is `recovered`:
 * what the contents pages and headings give on their own. Figures are printed per document too.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { countNodes, treeDepth } from "../../core/tree/assemble";
import { buildIndex } from "../../core/tree/build-index";
import { readOutline } from "../../core/tree/outline";
import { loadLayoutCached } from "../../testing/layout-cache";
import { parsePart, partFilter, pdfNames } from "../../testing/holdout";
import { fail, type Args } from "../args";
import { bookmarksOf, scoreBookmarks, type BookmarkScore } from "../../testing/outline-truth";

interface DocResult extends BookmarkScore {
  doc: string;
  pages: number;
  source: string;
  /** Whether the outline read as sound, or why not ("none" once stripped). */
  outline: string;
  nodes: number;
  depth: number;
  share: number | null;
}

/** A copy of the PDF without its outline, made once per file size under scratch/. */
function strippedCopy(pdf: string): string {
  const dir = path.resolve(process.cwd(), "scratch/outlines-stripped");
  fs.mkdirSync(dir, { recursive: true });
  const out = path.join(dir, `${path.basename(pdf, ".pdf")}.${fs.statSync(pdf).size}.stripped.pdf`);
  if (!fs.existsSync(out)) {
    try {
      execFileSync("qpdf", ["--empty", "--pages", pdf, "--", out], { stdio: ["ignore", "ignore", "pipe"] });
    } catch (e) {
      // qpdf exits 3 on warnings with the file written; anything else is a real failure.
      if (!fs.existsSync(out)) fail(`qpdf could not strip ${pdf}: ${(e as Error).message}`);
    }
  }
  return out;
}

async function evalDoc(pdf: string, stripped: boolean): Promise<DocResult | null> {
  const original = await loadLayoutCached(pdf);
  const marks = bookmarksOf(original.outline);
  if (!marks.length) return null;
  const layout = stripped ? await loadLayoutCached(strippedCopy(pdf)) : original;
  if (stripped && layout.outline.length) fail(`the stripped copy of ${pdf} still has bookmarks`);
  const tree = await buildIndex(layout);
  const read = readOutline(layout);
  const score = scoreBookmarks(layout, tree, marks);
  return {
    doc: path.basename(pdf, ".pdf"),
    pages: layout.pageCount,
    source: tree.source,
    outline: !read ? "none" : "rejected" in read ? read.rejected : "sound",
    nodes: countNodes(tree.nodes),
    depth: treeDepth(tree.nodes),
    share: score.findable ? score.matched / score.findable : null,
    ...score,
  };
}

const countBy = (keys: string[]): Record<string, number> =>
  Object.fromEntries([...new Set(keys)].sort().map((k) => [k, keys.filter((x) => x === k).length]));

const f2 = (x: number | null) => (x === null ? "  -  " : x.toFixed(2));

export default async function evalOutlines(args: Args): Promise<void> {
  const dir = path.resolve(process.cwd(), args.options.get("dir") ?? "../shared/documents/outlined");
  if (!fs.existsSync(dir)) fail(`no folder ${dir}`);
  const stripped = args.flags.has("stripped");
  const key = stripped ? "recovered" : "kept";
  const inPart = partFilter(dir, parsePart(args.options.get("part"), fail));
  const names = pdfNames(dir)
    .filter(inPart)
    .slice(0, Number(args.options.get("limit") ?? Infinity));
  const json = args.flags.has("json");
  const log = (line: string) => (json ? process.stderr : process.stdout).write(line + "\n");
  const results: DocResult[] = [];
  for (const name of names) {
    const r = await evalDoc(path.join(dir, `${name}.pdf`), stripped);
    if (!r) continue;
    results.push(r);
    log(
      `${r.doc.slice(0, 40).padEnd(40)} p=${String(r.pages).padStart(3)} ${r.source.padEnd(8)} ${r.outline.padEnd(8)} ` +
        `n=${String(r.nodes).padStart(3)} d=${r.depth} bookmarks ${String(r.bookmarks).padStart(3)} ` +
        `findable ${String(r.findable).padStart(3)} ${key} ${f2(r.share)}`,
    );
    if (args.flags.has("misses") && r.misses.length) log(`    missed: ${r.misses.join(" | ")}`);
  }
  const sum = (f: (r: DocResult) => number) => results.reduce((a, r) => a + f(r), 0);
  const bookmarks = sum((r) => r.bookmarks);
  const findable = sum((r) => r.findable);
  const summary = {
    docs: results.length,
    bookmarks,
    findable,
    [key]: findable ? sum((r) => r.matched) / findable : null,
    // Totals a held part may print: how many outlines were not taken, and why (a document's own line says which).
    outlines_rejected: countBy(
      results.filter((r) => r.outline !== "sound" && r.outline !== "none").map((r) => r.outline),
    ),
    outlines_sound_not_source: results.filter((r) => r.outline === "sound" && !/outline|merged/.test(r.source)).length,
    per_doc: results.map(({ misses: _misses, ...r }) => r),
  };
  log(
    `docs ${summary.docs}  bookmarks ${bookmarks}  findable ${findable}  ${key} ${f2(summary[key] as number | null)}`,
  );
  if (json) process.stdout.write(JSON.stringify(summary) + "\n");
}
