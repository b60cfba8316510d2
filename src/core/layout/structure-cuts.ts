/**
 * The bounds every walk over a file's structures keeps (bookmarks, page labels, named
 * destinations, links), and how what a walk cut is told to the reader. A hostile or broken
 * file can loop, nest without end, hold millions of entries or megabyte strings; both
 * engines' walks stop at these limits, and the document says what was left out and why
 * rather than looking complete. Plain data: the cuts cross workers and are stored.
 */
import type { CutReason, FileStructure, StructureCut } from "../types";

export const STRUCTURE_LIMITS = {
  /** Bookmark levels read; a contents tree deeper than this is not a contents tree. */
  outlineDepth: 12,
  /** Bookmarks read in all; the section tree needs far fewer. */
  outlineEntries: 20_000,
  /** A bookmark title is cut to this many characters. */
  titleChars: 500,
  /** A printed page label longer than this is not a page number: it is left out. */
  labelChars: 200,
  /** Link annotations looked at on one page (the reader offers MAX_LINKS_PER_PAGE of them). */
  annotationsPerPage: 10_000,
  /** Reading every page's label may take this long before the labels are given up. */
  labelsMs: 2_000,
  /** Reading the bookmarks may take this long before the rest are given up. */
  outlineMs: 2_500,
} as const;

const NAMES: Record<FileStructure, string> = {
  outline: "Bookmarks",
  "page-labels": "Page labels",
  destinations: "Named destinations",
  links: "Links",
  "page-tree": "Page tree",
  title: "Document title",
};

const WHOLE: Record<CutReason, string> = {
  damaged: "damaged",
  slow: "too slow to read",
  loop: "their tree loops back on itself",
  depth: "their tree is nested too deeply",
  count: "their tree has too many entries",
  length: "overlong",
};

/** Whether the cut left the whole structure out (an engine failed on it, or it could not be walked). */
export const isWhole = (cut: StructureCut) => cut.ignored === true || cut.reason === "damaged";

/** What was lost, in the reader's words: "Page labels ignored: damaged." */
export function describeCut(cut: StructureCut): string {
  const name = NAMES[cut.structure];
  if (isWhole(cut)) return `${name} ignored: ${WHOLE[cut.reason]}.`;
  const n = cut.count && cut.count > 1 ? ` (${cut.count.toLocaleString("en-US")})` : "";
  switch (cut.reason) {
    case "loop":
      return `${name}: entries that loop back into the file's structure were left out${n}.`;
    case "depth":
      return cut.structure === "outline"
        ? `${name}: entries nested deeper than ${STRUCTURE_LIMITS.outlineDepth} levels were left out${n}.`
        : `${name}: entries nested too deeply were left out${n}.`;
    case "count":
      return cut.structure === "outline"
        ? `${name}: only the first ${STRUCTURE_LIMITS.outlineEntries.toLocaleString("en-US")} were read.`
        : `${name}: too many entries; only the first were read.`;
    case "slow":
      return `${name}: only the entries read in the time allowed were kept.`;
    default:
      return `${name}: overlong entries were cut short or left out${n}.`;
  }
}

/** Collects the cuts of one walk; the same structure and reason are counted once. */
export class CutLog {
  private readonly cuts = new Map<string, StructureCut>();

  add(structure: FileStructure, reason: CutReason, count = 1): void {
    const key = `${structure}:${reason}`;
    const had = this.cuts.get(key);
    this.cuts.set(key, { ...had, structure, reason, count: (had?.count ?? 0) + count });
  }

  /** The whole structure was left out, for `reason`. */
  ignore(structure: FileStructure, reason: CutReason): void {
    this.cuts.set(`${structure}:${reason}`, { structure, reason, count: 1, ignored: true });
  }

  has(structure: FileStructure, reason?: CutReason): boolean {
    return [...this.cuts.values()].some((c) => c.structure === structure && (!reason || c.reason === reason));
  }

  list(): StructureCut[] {
    return [...this.cuts.values()];
  }
}

/** A bookmark title with its spacing folded, cut to its limit (a lone high surrogate at the cut is dropped). */
export function boundedTitle(text: string, cuts: CutLog): string {
  const title = text.replace(/\s+/g, " ").trim();
  if (title.length <= STRUCTURE_LIMITS.titleChars) return title;
  cuts.add("outline", "length");
  return title
    .slice(0, STRUCTURE_LIMITS.titleChars)
    .replace(/[\ud800-\udbff]$/, "")
    .trim();
}

/** `cuts` of one structure dropped (another engine read it after all), the rest kept. */
export function withoutCuts(cuts: StructureCut[] | undefined, structure: FileStructure): StructureCut[] {
  return (cuts ?? []).filter((c) => c.structure !== structure);
}
