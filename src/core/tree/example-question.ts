/**
 * The example in an empty question box, taken from the document's own contents: a manual
 * is asked about its "General safety instructions", a contract about its "Term and
 * termination", a filing about its "Risk Factors". One fixed example about capital
 * expenditure read as nonsense on anything but a filing.
 */
import { checkedHeader, patternList } from "../data-file";
import data from "./apparatus-titles.json" with { type: "json" };
import { parseNumbering } from "./numbering";
import type { SectionTree, TreeNode } from "./types";

const FILE = "apparatus-titles.json";

/** Titles that name the apparatus of a document, not what it is about (apparatus-titles.json). */
export function loadApparatusTitles(file: unknown): RegExp[] {
  const f = checkedHeader(file, FILE, "pincite-apparatus-titles", 1);
  return patternList(f.titles, "i", "titles", FILE);
}

const APPARATUS = loadApparatusTitles(data);
/** "Item 1A.", "Part II", "Note 7 -": a word and a number ahead of the title. */
const LABEL = /^[A-Za-z]{2,8}\s+[0-9IVX]{1,4}[A-Za-z]?\s*[.:\u2013\u2014-]\s*/;
const MIN_WORDS = 2;
const MAX_WORDS = 6;

function cleanTitle(title: string): string | null {
  let t = title.replace(/\s+/g, " ").trim();
  t = parseNumbering(t)?.rest ?? t.replace(LABEL, "");
  t = t.replace(/[\s.:;,\u2013\u2014-]+$/, "");
  const words = t.split(" ").filter(Boolean);
  if (words.length < MIN_WORDS || words.length > MAX_WORDS || APPARATUS.some((rx) => rx.test(t))) return null;
  const letters = t.replace(/[^\p{L}]/gu, "").length;
  if (letters < 0.7 * t.replace(/\s/g, "").length) return null;
  // A title set in capitals reads as shouting inside a sentence.
  return t === t.toUpperCase() ? t[0] + t.slice(1).toLowerCase() : t;
}

function* walk(nodes: TreeNode[]): Generator<TreeNode> {
  for (const n of nodes) {
    yield n;
    yield* walk(n.children);
  }
}

/** A question a person could ask of this document, or a general one when its contents give none. */
export function exampleQuestion(tree: SectionTree | null | undefined): string {
  // The first pages hold the title and front matter; a section past them shows what the
  // document is about.
  for (const node of walk(tree?.nodes ?? [])) {
    if (node.level > 2 || node.page_start < 3) continue;
    const title = cleanTitle(node.title);
    if (title) return `What does it say about \u201c${title}\u201d?`;
  }
  return "What is this document about?";
}
