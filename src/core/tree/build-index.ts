/**
 * `buildIndex`: a document layout → its section tree. Sources are tried cheapest and
 * most reliable first (outline, contents page, layout headings); the first sound one
 * that fits the document type wins (a 10-K/10-Q tree must hold most standard items, a
 * contents tree must not be one level of a hundred entries). A filing whose tree lacks
 * its items takes them from a cross-reference index, a later contents page or the item
 * headings, with the first tree's sections placed under them, each part naming its
 * source. Long leaves are then split, a flat result may be repaired by a level oracle,
 * and with nothing usable the document is cut into page blocks. Never throws on content.
 */
import type { DocumentLayout } from "../types";
import { assembleTree } from "./assemble";
import { contentsHeadings, contentsPageHeading } from "./contents";
import { isContentsTitle } from "./contents-titles";
import { allContentsHeadings, firstContents } from "./contents-runs";
import { fallbackHeadings } from "./fallback";
import { layoutHeadings } from "./headings";
import { outlineHeadings, readOutline, untitledOutlineHeadings, type OutlineRead } from "./outline";
import { needsRepair, repairLevels } from "./repair";
import { splitLongLeaves, toHeadings } from "./split";
import { bodyFontSize } from "./style";
import { filingForm, itemCoverage, MIN_ITEM_COVERAGE, suspicion, type FilingForm } from "./filing-check";
import { itemSources } from "./item-sources";
import { mergeUnderOutline, mergeUnderSpine } from "./merge";
import { coverAbove, frontAfterContents, frontBeforeContents, innerCover, withCover } from "./cover";
import { isCoverLine } from "./noise";
import { endMatterHeadings } from "./end-matter";
import { deeperThanListed } from "./contents-deeper";
import type { BuildIndexOptions, Heading, PartSource, SectionTree, TreeSource } from "./types";

/** Fewer headings than this is no structure to speak of. */
const MIN_HEADINGS = 3;
/**
 * More headings than this a page is no structure either (table rows or a list taken for
 * headings), with a few more allowed to a short document: a one-page guide may well have eight.
 */
const MAX_HEADINGS_A_PAGE = 6;
const SHORT_DOCUMENT_ALLOWANCE = 6;

/** The most layout headings a document of `pageCount` pages may have and still be given them as sections. */
export function mostHeadings(pageCount: number): number {
  return MAX_HEADINGS_A_PAGE * pageCount + SHORT_DOCUMENT_ALLOWANCE;
}

interface Candidate {
  source: TreeSource;
  headings: Heading[];
}

const tagged = (source: PartSource, hs: Heading[]) => hs.map((h) => (h.source ? h : { ...h, source }));

/**
 * What a contents page or the heading styles leave out of a document that is not a filing: subsections
 * under sections listed without any (from a contents), and unnumbered end matter. A filing's items and
 * its "Index" contents page are held to their own checks, so none is added there.
 */
function withUnlisted(layout: DocumentLayout, body: number, hs: Heading[], fromContents: boolean): Heading[] {
  const deeper = fromContents ? [...hs, ...deeperThanListed(layout, hs, body)] : hs;
  return [...deeper, ...endMatterHeadings(layout, body, deeper)];
}

/** Whole-document sources, cheapest and most reliable first; each is built only when reached. */
function sources(
  layout: DocumentLayout,
  body: number,
  form: FilingForm | null,
  outline: OutlineRead | null,
): (() => Candidate | null)[] {
  const wrap = (source: "outline" | "contents" | "headings", hs: Heading[] | null): Candidate | null => {
    // A filing's cover boilerplate is not a section, even where a bookmark or contents row names it.
    const kept = form ? hs?.filter((h) => !isCoverLine(h.title)) : hs;
    return kept?.length ? { source, headings: tagged(source, kept) } : null;
  };
  return [
    () => wrap("outline", outlineHeadings(outline)),
    () => {
      // A filing's later "Table of Contents" lines are links in its page heads, not contents of their own.
      const hs = form ? contentsHeadings(layout, body) : allContentsHeadings(layout, body);
      const first = hs && !form ? firstContents(layout) : null;
      const own = first ? contentsPageHeading(layout, first) : null;
      // The contents may list itself ("Contents iii"), placed on its own heading already.
      const listed = own && hs!.some((h) => h.page === own.page && isContentsTitle(h.title));
      const all = own && !listed ? [own, ...hs!] : hs;
      // A titled contents ends with its listing: unlisted pages after it are front matter of their own.
      const front = own && all ? frontAfterContents(layout, first!.pages, all) : null;
      const above = own && all && own.page === 1 ? coverAbove(layout, own, all) : null;
      // Front matter before it set in its title's type ("License", "Preface") is listed nowhere else.
      const before = own && all && !form ? frontBeforeContents(layout, own, all) : [];
      const ordered = all && [...(above ? [above] : []), ...before, ...all, ...(front ? [front] : [])];
      return wrap("contents", ordered && (form ? ordered : withUnlisted(layout, body, ordered, true)));
    },
    () => {
      const hs = layoutHeadings(layout, body);
      if (hs.length < MIN_HEADINGS || hs.length > mostHeadings(layout.pageCount)) return null;
      return wrap("headings", form ? hs : withUnlisted(layout, body, hs, false));
    },
  ];
}

/**
 * The first sound source that fits the document type. A filing's tree that lacks most
 * standard items takes its items from another source (cross-reference index, the 10-K's
 * own contents, item headings) with its own sections placed under them; failing that,
 * the next source that fits is taken, and failing that the first sound one stands.
 */
function pickSource(layout: DocumentLayout, body: number): Candidate {
  const form = filingForm(layout);
  let first: Candidate | null = null;
  // Read once: the first source takes a sound outline, the last resort an untitled one.
  const read = readOutline(layout);
  const builds = sources(layout, body, form, read);
  for (const [i, build] of builds.entries()) {
    const c = build();
    if (!c) continue;
    if (c.source === "outline" && !form) return withinThinOutline(layout, c, builds.slice(i + 1));
    // A later source replaces a suspect one only when it holds as many of the filing's items.
    const asGood = !first || !form || itemCoverage(c.headings, form) >= itemCoverage(first.headings, form);
    if (!suspicion(c.headings, form, c.source) && asGood) return c;
    if (first) continue;
    first = c;
    const merged = form ? withItemSpine(layout, body, c, form) : null;
    if (merged) return merged;
  }
  // No sound source at all: a filing's items may still be found (a contents page without numbers).
  const items = !first && form ? withItemSpine(layout, body, { source: "fallback", headings: [] }, form) : null;
  // Bookmarks in order whose titles the text cannot confirm are still more structure than page blocks.
  const unconfirmed = !first && !items ? untitledOutlineHeadings(read) : null;
  const outline: Candidate | null = unconfirmed
    ? { source: "outline", headings: tagged("outline", unconfirmed) }
    : null;
  return first ?? items ?? outline ?? { source: "fallback", headings: tagged("fallback", fallbackHeadings(layout)) };
}

/** An outline with fewer bookmarks than one per this many pages leaves most sections unnamed. */
const THIN_OUTLINE_PAGES = 8;

/**
 * A sound outline stands as it is, unless it is thin (a press release with two bookmarks over
 * 24 pages): then the next sound source's sections are nested under its bookmarks.
 */
function withinThinOutline(layout: DocumentLayout, outline: Candidate, rest: (() => Candidate | null)[]): Candidate {
  const thin = outline.headings.length * THIN_OUTLINE_PAGES < layout.pageCount || outline.headings.length < 2;
  if (!thin) return outline;
  for (const build of rest) {
    const c = build();
    if (!c || suspicion(c.headings, null, c.source)) continue;
    return { source: "merged", headings: mergeUnderOutline(layout, outline.headings, c.headings) };
  }
  return outline;
}

/** The item source covering the most standard items (at least most of them), the base's sections under it. */
function withItemSpine(layout: DocumentLayout, body: number, base: Candidate, form: FilingForm): Candidate | null {
  let best: Heading[] | null = null;
  let bestCover = Math.max(itemCoverage(base.headings, form), MIN_ITEM_COVERAGE - 1e-9);
  for (const build of itemSources(layout, body)) {
    const spine = build();
    const cover = spine ? itemCoverage(spine, form) : 0;
    if (spine && cover > bestCover) [best, bestCover] = [spine, cover];
  }
  if (!best) return null;
  const sources = new Set(best.map((h) => h.source));
  const single = sources.size === 1 ? ([...sources][0] as TreeSource) : "merged";
  const merged = mergeUnderSpine(layout, best, base.headings);
  const cover = innerCover(layout, merged);
  return { source: base.headings.length ? "merged" : single, headings: cover ? [...merged, cover] : merged };
}

/** The two steps of building a tree, reported so the UI can say what it is doing. */
export type TreeStage = "finding-contents" | "placing-sections";

/** A tree as the reading worker returns it, with the printed page labels read from the same pages. */
export interface BuiltTree {
  tree: SectionTree;
  printedLabels: (string | null)[] | null;
}

/** Deterministic part: sources 1–3, splitting and the fallback. */
export function buildIndexSync(layout: DocumentLayout, onStage?: (stage: TreeStage) => void): SectionTree {
  if (layout.pageCount === 0 || layout.pages.length === 0)
    return { source: "fallback", repair: "not-needed", nodes: [] };
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
    return {
      source: "repaired",
      repair: "applied",
      nodes: splitLongLeaves(
        layout,
        assembleTree(layout, withCover(layout, tagged("model", found))),
        bodyFontSize(layout),
      ),
    };
  }
  const { status, headings } = await repairLevels(toHeadings(tree.nodes), options.levelOracle);
  if (status !== "applied") return { ...tree, repair: status };
  return { source: "repaired", repair: status, nodes: assembleTree(layout, headings) };
}
