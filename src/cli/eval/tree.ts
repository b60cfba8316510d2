/**
 * `npm run eval -- tree [--set DIR] [--json] [--limit N]`: section-tree quality over a
 * document set laid out like shared/financebench (pdfs/ + questions.jsonl). Item pages
 * are found here independently of the tree builder (first heading-style line starting
 * with the item's label after the contents pages), so the builder cannot grade itself.
 */
import path from "node:path";
import { countNodes, flattenTree, treeDepth } from "../../core/tree/assemble";
import { buildIndex } from "../../core/tree/build-index";
import { titleOnPage } from "../../core/tree/text-match";
import type { SectionTree, TreeNode } from "../../core/tree/types";
import type { DocumentLayout } from "../../core/types";
import { parsePart, pdfDir } from "../../testing/holdout";
import { fail, type Args } from "../args";
import { setPdfFiles } from "./question-set";
import { loadLayoutCached } from "../../testing/layout-cache";
import { filingKind, itemPages, STANDARD_ITEMS, type FilingKind } from "../../testing/tree-items";
import { readOrNote, type Unreadable } from "./unreadable";

interface DocResult {
  doc: string;
  kind: FilingKind | null;
  source: string;
  nodes: number;
  depth: number;
  title_on_page: number | null;
  items_found: number | null;
  items_placed: number | null;
  missing: string[];
  misplaced: string[];
  ms: number;
}

const mean = (xs: (number | null)[]) => {
  const v = xs.filter((x): x is number => x !== null);
  return v.length ? v.reduce((a, b) => a + b, 0) / v.length : null;
};

function titleShare(layout: DocumentLayout, tree: SectionTree): number | null {
  if (tree.source === "fallback") return null;
  const nodes = flattenTree(tree.nodes);
  return nodes.length ? nodes.filter((n) => titleOnPage(layout, n.page_start, n.title)).length / nodes.length : null;
}

/** The node standing for a standard item: 10-Q items are Part I's, so the first in reading order. */
function itemNode(nodes: TreeNode[], item: string): TreeNode | undefined {
  const rx = new RegExp(`^item\\s*${item}\\b`, "i");
  return flattenTree(nodes).find((n) => rx.test(n.title.trim()));
}

function itemScores(layout: DocumentLayout, tree: SectionTree, kind: FilingKind) {
  const truth = itemPages(layout, kind);
  const missing: string[] = [];
  const misplaced: string[] = [];
  let placedOf = 0;
  for (const item of STANDARD_ITEMS[kind]) {
    const node = itemNode(tree.nodes, item);
    if (!node) missing.push(item);
    else if (truth.has(item)) {
      placedOf++;
      if (node.page_start !== truth.get(item)) misplaced.push(`${item}@${node.page_start}≠${truth.get(item)}`);
    }
  }
  const n = STANDARD_ITEMS[kind].length;
  return {
    items_found: (n - missing.length) / n,
    items_placed: placedOf ? (placedOf - misplaced.length) / placedOf : null,
    missing,
    misplaced,
  };
}

async function evalDoc(pdf: string): Promise<DocResult> {
  const doc = path.basename(pdf, ".pdf");
  const layout = await loadLayoutCached(pdf);
  const t0 = performance.now();
  const tree = await buildIndex(layout);
  const ms = performance.now() - t0;
  const kind = filingKind(doc);
  const items = kind
    ? itemScores(layout, tree, kind)
    : { items_found: null, items_placed: null, missing: [], misplaced: [] };
  const base = { doc, kind, source: tree.source, nodes: countNodes(tree.nodes), depth: treeDepth(tree.nodes) };
  return { ...base, title_on_page: titleShare(layout, tree), ...items, ms };
}

const f2 = (x: number | null) => (x === null ? "  -  " : x.toFixed(2));

export default async function evalTree(args: Args): Promise<void> {
  const set = path.resolve(process.cwd(), args.options.get("set") ?? "../shared/financebench");
  const limit = Number(args.options.get("limit") ?? Infinity);
  const pdfs = setPdfFiles(set, parsePart(args.options.get("part"), fail)).slice(0, limit);
  const results: DocResult[] = [];
  const unreadable: Unreadable[] = [];
  for (const f of pdfs) {
    const file = path.join(pdfDir(set), f);
    const r = await readOrNote(file, () => evalDoc(file), unreadable, console.log);
    if (!r) continue;
    results.push(r);
    const extra = [
      r.missing.length ? `missing ${r.missing.join(",")}` : "",
      r.misplaced.length ? `misplaced ${r.misplaced.join(",")}` : "",
    ]
      .filter(Boolean)
      .join("; ");
    console.log(
      `${r.doc.padEnd(38)} ${r.source.padEnd(9)} n=${String(r.nodes).padStart(3)} d=${r.depth} title ` +
        `${f2(r.title_on_page)} found ${f2(r.items_found)} placed ${f2(r.items_placed)} ` +
        `${r.ms.toFixed(0).padStart(4)}ms ${extra}`,
    );
  }
  const summary = {
    title_on_page: mean(results.map((r) => r.title_on_page)),
    items_found: mean(results.map((r) => r.items_found)),
    items_placed: mean(results.map((r) => r.items_placed)),
    docs: results.length,
    docs_unreadable: unreadable.length,
    unreadable,
    ms_per_doc: mean(results.map((r) => r.ms)),
    sources: results.reduce<Record<string, number>>((m, r) => ({ ...m, [r.source]: (m[r.source] ?? 0) + 1 }), {}),
    per_doc: results,
  };
  console.log(
    `title_on_page ${f2(summary.title_on_page)}  items_found ${f2(summary.items_found)}  items_placed ` +
      `${f2(summary.items_placed)}  ms/doc ${summary.ms_per_doc?.toFixed(1)}  docs ${summary.docs}` +
      (unreadable.length ? `  unreadable ${unreadable.length}` : ""),
  );
  if (args.flags.has("json")) process.stdout.write(JSON.stringify(summary) + "\n");
}
