/**
 * Walks a number tree or a name tree from the file's own bytes, with a visited set and
 * limits, before an engine walks it inside itself. PDFium's page-label lookup recurses
 * through /Kids with no visited set: a tree that holds itself runs its stack out (a trap),
 * and a tree whose kids are listed twice at each level makes it visit 2^depth nodes (a
 * hang no time limit can stop, the thread being inside wasm). A tree that passes here has
 * no loop, and is walked within the depth and visit limits (a node listed twice is visited
 * twice, as an engine would); one that does not is not handed over.
 */
import { STRUCTURE_LIMITS } from "../../src/core/layout/structure-cuts";
import type { CutReason } from "../../src/core/types";
import { isDict, isRef, nameOf, type PdfValue } from "./pdf-lexer";
import type { StructureReader } from "./structure-reader";

const LIMITS = {
  /** Real trees are two to four levels deep. */
  depth: 32,
  /** Node visits (a node listed twice is visited twice); real trees have a few dozen nodes. */
  nodes: 5_000,
  /** Key/value pairs over all leaves. */
  entries: 500_000,
};

/** What the walk found wrong, or null when the tree is a tree within the limits. */
export type TreeVerdict = Extract<CutReason, "loop" | "depth" | "count" | "length"> | null;

/**
 * Checks the tree rooted at `root` (a /PageLabels or /Dests value). `leafKey` is "Nums" for a
 * number tree, "Names" for a name tree.
 */
export async function checkTree(
  reader: StructureReader,
  root: PdfValue | undefined,
  leafKey: "Nums" | "Names",
  inspect: (value: PdfValue, key: PdfValue) => Promise<TreeVerdict> = async () => null,
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
    const leaf = await reader.resolve(node.get(leafKey));
    if (Array.isArray(leaf)) {
      if ((entries += leaf.length / 2) > LIMITS.entries) return "count";
      for (let i = 1; i < leaf.length; i += 2) {
        const verdict = await inspect(leaf[i], leaf[i - 1]);
        if (verdict) return verdict;
      }
    }
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
export async function pageLabelTreeVerdict(
  reader: StructureReader | null,
  pageCount: number,
): Promise<TreeVerdict | "unknown"> {
  const catalog = reader ? await reader.catalog() : null;
  if (!reader || !catalog) return "unknown";
  // A range from a page the file does not have labels no page: no engine builds its labels.
  const used = (key: PdfValue) => typeof key === "number" && key < pageCount;
  return catalog.has("PageLabels")
    ? checkTree(reader, catalog.get("PageLabels"), "Nums", async (range, key) =>
        used(key) ? overlongRange(reader, range) : null,
      )
    : null;
}

/**
 * A label range whose labels would be megabytes: a prefix that long, or a start number that
 * long in letters (/St 2000000000 in "a" style is "a" 77 million times, on every page) or in
 * roman numerals. Both engines would build each such label in full.
 */
async function overlongRange(reader: StructureReader, value: PdfValue): Promise<TreeVerdict> {
  const range = await reader.resolve(value);
  if (!isDict(range)) return null;
  const limit = STRUCTURE_LIMITS.labelChars;
  const prefix = range.get("P");
  if (typeof prefix === "object" && prefix !== null && "string" in prefix && prefix.string > limit) return "length";
  const start = range.get("St");
  const style = nameOf(range.get("S"))?.toLowerCase();
  const n = typeof start === "number" ? start : 1;
  const chars = style === "a" ? n / 26 : style === "r" ? n / 1000 : 0;
  return chars > limit ? "length" : null;
}
