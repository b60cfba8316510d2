/**
 * `buildIndex`: a document layout → its section tree. Sources are tried cheapest and
 * most reliable first (outline, contents page, layout headings); the first sound one
 * wins. Long leaves are then split, a flat result may be repaired by a level oracle,
 * and with nothing usable the document is cut into page blocks. Never throws on content.
 */
import type { DocumentLayout } from "../types";
import { assembleTree } from "./assemble";
import { contentsHeadings } from "./contents";
import { fallbackHeadings } from "./fallback";
import { layoutHeadings } from "./headings";
import { outlineHeadings } from "./outline";
import { needsRepair, repairLevels } from "./repair";
import { splitLongLeaves, toHeadings } from "./split";
import { bodyFontSize, inMarginBand } from "./style";
import type { BuildIndexOptions, Heading, SectionTree, TreeSource } from "./types";

/** Fewer headings than this is no structure to speak of. */
const MIN_HEADINGS = 3;

function pickSource(layout: DocumentLayout, body: number): { source: TreeSource; headings: Heading[] } {
  const outline = outlineHeadings(layout);
  if (outline) return { source: "outline", headings: outline };
  const contents = contentsHeadings(layout, body);
  if (contents) return { source: "contents", headings: contents };
  const headings = layoutHeadings(layout, body);
  if (headings.length >= MIN_HEADINGS && headings.length <= 6 * layout.pageCount) return { source: "headings", headings };
  return { source: "fallback", headings: fallbackHeadings(layout) };
}

/** Pages before the first section get a node titled by the document's own first line. */
function withCover(layout: DocumentLayout, headings: Heading[]): Heading[] {
  const first = Math.min(...headings.map((h) => h.page));
  if (!(first > 1)) return headings;
  for (let p = 1; p < first; p++) {
    const lines = layout.pages[p - 1]?.lines ?? [];
    const i = lines.findIndex((l) => !inMarginBand(l) && (l.text.match(/[A-Za-z]/g) ?? []).length >= 3);
    if (i >= 0) return [{ title: lines[i].text.trim().slice(0, 120), level: 1, page: p, line: i }, ...headings];
  }
  return headings;
}

/** Deterministic part: sources 1–3, splitting and the fallback. */
/** The two steps of building a tree, reported so the UI can say what it is doing. */
export type TreeStage = "finding-contents" | "placing-sections";

export function buildIndexSync(layout: DocumentLayout, onStage?: (stage: TreeStage) => void): SectionTree {
  if (layout.pageCount === 0 || layout.pages.length === 0) return { source: "fallback", repair: "not-needed", nodes: [] };
  onStage?.("finding-contents");
  const body = bodyFontSize(layout);
  const { source, headings } = pickSource(layout, body);
  onStage?.("placing-sections");
  // No structure at all: the page blocks stand, and a model may still find the sections.
  if (source === "fallback") return { source, repair: "skipped", nodes: assembleTree(layout, headings) };
  const nodes = splitLongLeaves(layout, assembleTree(layout, withCover(layout, headings)), body);
  return { source, repair: needsRepair(toHeadings(nodes)) ? "skipped" : "not-needed", nodes };
}

/** Full pipeline: the deterministic tree, then repair of a flat result when an oracle is given. */
export async function buildIndex(layout: DocumentLayout, options: BuildIndexOptions = {}): Promise<SectionTree> {
  const tree = buildIndexSync(layout);
  if (tree.repair !== "skipped") return tree;
  if (tree.source === "fallback") {
    if (!options.sectionFinder) return tree;
    const found = await options.sectionFinder(layout).catch(() => null);
    if (!found) return { ...tree, repair: "failed" };
    return { source: "repaired", repair: "applied", nodes: splitLongLeaves(layout, assembleTree(layout, withCover(layout, found)), bodyFontSize(layout)) };
  }
  const { status, headings } = await repairLevels(toHeadings(tree.nodes), options.levelOracle);
  if (status !== "applied") return { ...tree, repair: status };
  return { source: "repaired", repair: status, nodes: assembleTree(layout, headings) };
}
