/**
 * Walks a number tree or a name tree from the file's own bytes, with a visited set and
 * limits, before an engine walks it inside itself. PDFium's page-label lookup recurses
 * through /Kids with no visited set: a tree that holds itself runs its stack out (a trap),
 * and a tree whose kids are listed twice at each level makes it visit 2^depth nodes (a
 * hang no time limit can stop, the thread being inside wasm). A tree that passes here has
 * no loop, and is walked within the depth and visit limits (a node listed twice is visited
 * twice, as an engine would); one that does not is not handed over.
 */
import type { CutReason } from "../../src/core/types";
import { isDict, isRef, type PdfValue } from "./pdf-lexer";
import type { StructureReader } from "./structure-reader";

const LIMITS = {
  /** Real trees are two to four levels deep. */
  depth: 32,
  /** Node visits (a node listed twice is visited twice); real trees have a few dozen nodes. */
  nodes: 5_000,
  /** Key/value pairs over all leaves. */
  entries: 2_000_000,
};

/** What the walk found wrong, or null when the tree is a tree within the limits. */
export type TreeVerdict = Extract<CutReason, "loop" | "depth" | "count"> | null;

/**
 * Checks the tree rooted at `root` (a /PageLabels or /Dests value). `leafKey` is "Nums" for a
 * number tree, "Names" for a name tree.
 */
export async function checkTree(
  reader: StructureReader,
  root: PdfValue | undefined,
  leafKey: "Nums" | "Names",
): Promise<TreeVerdict> {
  let nodes = 0;
  let entries = 0;
  const walk = async (value: PdfValue | undefined, path: Set<number>, depth: number): Promise<TreeVerdict> => {
    if (depth > LIMITS.depth) return "depth";
    if (isRef(value) && path.has(value.ref)) return "loop";
    const node = await reader.resolve(value);
    if (!isDict(node)) return null;
    // Visits, not nodes: kids listed twice at each level are as many visits to an engine.
    if (++nodes > LIMITS.nodes) return "count";
    const leaf = node.get(leafKey);
    if (Array.isArray(leaf) && (entries += leaf.length / 2) > LIMITS.entries) return "count";
    const kids = await reader.resolve(node.get("Kids"));
    if (!Array.isArray(kids)) return null;
    const below = isRef(value) ? new Set(path).add(value.ref) : path;
    for (const kid of kids) {
      const verdict = await walk(kid, below, depth + 1);
      if (verdict) return verdict;
    }
    return null;
  };
  return walk(root, new Set(), 0);
}

/**
 * The verdict on the file's page-label tree: null when it has none or it is sound, a reason
 * when it must not be handed to an engine, "unknown" when the file could not be read here.
 */
export async function pageLabelTreeVerdict(reader: StructureReader | null): Promise<TreeVerdict | "unknown"> {
  const catalog = reader ? await reader.catalog() : null;
  if (!reader || !catalog) return "unknown";
  return catalog.has("PageLabels") ? checkTree(reader, catalog.get("PageLabels"), "Nums") : null;
}
