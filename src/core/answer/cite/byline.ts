/**
 * The byline of a document's first page: the line under the title that names its authors
 * ("Leslie Lamport", "Frank Mittelbach and Chris Rowley", "Michael J. Vrhel, Ph.D."). "Who
 * wrote the manual?" is answered there, though the line shares no word with the question:
 * papers, articles, reports and manuals print their authors once, under the title, and nowhere
 * in a sentence. Only the top of the first page is read, and only a line made of names alone.
 */
import type { PageLayout } from "../../types";
import type { Candidate } from "./candidates";
import { contentTokens, stem } from "../normalize";
import { appendLines, emptyTraced, lineReadingText, spansOf } from "./reading-text";
import { AUTHOR_WORDS, DOCUMENT_NOUNS, NOT_NAMES } from "../answer-words";

/** How far down the first page a byline may sit (a fraction of its height): under the title, over the text. */
const BYLINE_TOP = 0.4;
/** One name: two to four capitalised words or initials ("Michael J. Vrhel", "Hideo Umeki"). */
const NAME = String.raw`\p{Lu}[\p{L}'\u2019-]*\.?(?:\s+\p{Lu}[\p{L}'\u2019-]*\.?){1,3}`;
/** Degrees and titles after a name ("Ph.D.", "Jr."). */
const SUFFIX = String.raw`(?:,?\s+(?:Ph\.?\s?D\.?|Jr\.?|Sr\.?|M\.?D\.?))?`;
/** A copyright mark and its years, or "by", may open a byline ("©1995–1999 Frank Mittelbach …"). */
const OPENING = String.raw`(?:(?:©|\([cC]\)|[Cc]opyright)\s*[\d\s,\u2013-]*|[Bb]y\s+)?`;
const NAME_LIST = new RegExp(
  String.raw`^${OPENING}${NAME}${SUFFIX}(?:\s*(?:,|,?\s+and|&)\s+${NAME}${SUFFIX})*[,.]?$`,
  "u",
);
/** The capitalised words of a byline must be names: a title in capitals ("The Geometry Package") is not. */
const notAName = (word: string) => NOT_NAMES.has(word.toLowerCase());

const AUTHOR_ASK = new RegExp(String.raw`\b(?:who|whom)\b.*\b(?:${AUTHOR_WORDS.join("|")})\b`, "i");

/** "Who wrote …", "Who is the author of …": the question asks who made the document (or its subject). */
export const asksAuthor = (question: string): boolean => AUTHOR_ASK.test(question);

/** The question's words that name the thing written ("the geometry package"), stemmed. */
export function authoredThing(question: string): string[] {
  // "the article", "this manual": what the document calls itself is rarely in its title.
  const own = new Set([...AUTHOR_WORDS, ...DOCUMENT_NOUNS]);
  return contentTokens(question)
    .filter((t) => !own.has(t) && !/^(?:who|whom)$/.test(t))
    .map(stem);
}

/**
 * The first page's byline as a quote, when the lines above it (the title) name what the question
 * asks the author of: half the question's words for it, so "Who wrote the geometry package?" reads
 * the byline under "The geometry package", not a cited author's name on another document's cover.
 */
export function bylineCandidates(layout: PageLayout, thing: readonly string[]): Candidate[] {
  if (layout.page > LABELLED_PAGES) return [];
  const lines = layout.lines.map((_, i) => i).filter((i) => lineReadingText(layout, i));
  // A line that says what it is ("Authors: Jane Roe <…>, John Doe <…>.") needs no title above it.
  const labelled = lines.find((li) => labelledByline(lineReadingText(layout, li).trim()));
  if (labelled !== undefined) return [bylineOf(layout, [labelled])];
  // A label on a line of its own ("Authors") names the line of names under it as the makers alike.
  const k = lines.findIndex(
    (li, at) =>
      at + 1 < lines.length &&
      BYLINE_LABEL_ALONE.test(lineReadingText(layout, li).trim()) &&
      isByline(lineReadingText(layout, lines[at + 1]).trim()),
  );
  if (k >= 0) return [bylineOf(layout, [lines[k], lines[k + 1]])];
  if (layout.page !== 1) return [];
  const above: string[] = [];
  for (const li of lines) {
    if (layout.lines[li].y0 > BYLINE_TOP) break;
    const text = lineReadingText(layout, li).trim();
    // The first line of names under the title is the byline; an affiliation set alike may follow it. A line under
    // one ending in a colon ("feynMF:" over "Drawing Feynman Diagrams") is the title's subtitle, however capitalised.
    const subtitle = /:$/.test(above[above.length - 1] ?? "");
    if (!subtitle && isByline(text) && titleNames(above, thing)) return [bylineOf(layout, [li])];
    above.push(text);
  }
  return [];
}

function bylineOf(layout: PageLayout, at: number[]): Candidate {
  const traced = emptyTraced();
  appendLines(traced, layout, at);
  const spans = spansOf(traced, 0, traced.text.length + 1);
  return { page: layout.page, kind: "sentence", text: traced.text, score: 0, byline: true, spans };
}

/** Pages a labelled byline may sit on: the cover, its verso (a copyright page) and a title page. */
const LABELLED_PAGES = 3;
/** "Authors:", "Written by", "Prepared by": a label naming the line's names as the makers of the document. */
const BYLINE_LABEL = new RegExp(String.raw`^(?:${AUTHOR_WORDS.join("|")})(?:\s+by)?\s*:?\s+`, "i");
/** An author label alone on its line ("Authors", "Written by:"), over the line of names. */
const BYLINE_LABEL_ALONE = new RegExp(String.raw`^(?:${AUTHOR_WORDS.join("|")})(?:\s+by)?\s*:?$`, "i");
/** An address beside a name ("⟨mao@gnu.org⟩", "<a@b.org>", "(a@b.org)") is no part of it. */
const ADDRESS = /\s*[⟨<(][^⟩>)]*@[^⟩>)]*[⟩>)]/gu;

/** A line that labels its names as the authors: "Authors: Jane Roe ⟨jr@example.org⟩, John Doe." */
function labelledByline(text: string): boolean {
  const label = BYLINE_LABEL.exec(text);
  if (!label) return false;
  const names = text
    .slice(label[0].length)
    .replace(ADDRESS, "")
    .replace(/\s+([,.])/g, "$1")
    .trim();
  return isByline(names);
}

function isByline(text: string): boolean {
  if (!NAME_LIST.test(text)) return false;
  const capitalised = text.split(/[\s,]+/).filter((w) => /^\p{Lu}/u.test(w));
  return capitalised.length >= 2 && !capitalised.some((w) => notAName(w.replace(/\.$/, "")));
}

/** The title holds half the thing's words, read in its letters alone: a logo set apart ("L ATEX3") still reads. */
function titleNames(above: readonly string[], thing: readonly string[]): boolean {
  if (!thing.length) return true;
  const letters = above
    .join("")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, "");
  return thing.filter((t) => letters.includes(t)).length * 2 >= thing.length;
}
