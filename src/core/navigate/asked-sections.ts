/**
 * "Which section describes X?", "In which chapter is X covered?": the question asks where the document
 * treats X, and the answer is the section titled by X, read from its first page. BM25 over pages
 * prefers pages that use X's words most (a worked example, the conclusions), so the section whose
 * own title holds most of the question's weight is read first, when its title holds enough of it.
 */
import { weightShare, type NavDocument } from "./lexical-steps";
import { terms } from "./keywords";
import type { NavQuery } from "./query";
import { SECTION_TITLE_NUMBER } from "../text/heading-number";
import { THING_NOUNS } from "./thing-nouns";

const ASKS_SECTION = /\b(?:which|what) (?:sub)?(?:sections?|chapters?|parts?|appendix|appendices)\b/i;
/** The share of the subject's weight (idf) a title must hold. */
const MIN_TITLE_COVERAGE = 0.5;

/** The first page of the section the question asks for by its subject, or null. */
export function askedSectionPage(doc: NavDocument, q: NavQuery): { page: number; title: string } | null {
  if (!ASKS_SECTION.test(q.question)) return null;
  // Words no title uses ("section", "covers") ask; the words some title uses name the subject.
  const titleTerms = doc.index.sections.map((s) => new Set(terms(s.title)));
  const titled = new Set(titleTerms.flatMap((t) => [...t]));
  const subject: NavQuery = { ...q, terms: new Map([...q.terms].filter(([t]) => titled.has(t))) };
  let best: { page: number; title: string; share: number } | null = null;
  for (const [i, s] of doc.index.sections.entries()) {
    // Share of the subject's weight (idf over pages × weight) the title's own words hold.
    const share = weightShare(doc.index, subject, (t) => titleTerms[i].has(t));
    if (share >= MIN_TITLE_COVERAGE && (!best || share > best.share))
      best = { page: s.page_start, title: s.title, share };
  }
  return best && { page: best.page, title: best.title };
}

/** A question's words, folded: letters and digits only, in order. */
const askedWords = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join(" ");

/**
 * The first page of a section whose heading asks the very question ("1.1 What is Maxima?", a FAQ's "How do I cite
 * the package?"): a textbook or a FAQ answers its own question under it. The words other sections share ("Maxima"
 * in every chapter's title) do not tell it from them; its wording, question word and all, does.
 */
export function questionTitledPage(doc: NavDocument, question: string): { page: number; title: string } | null {
  const asked = askedWords(question);
  if (!asked.includes(" ")) return null;
  const s = doc.index.sections.find(
    (x) => /\?\s*$/.test(x.title) && askedWords(x.title.replace(SECTION_TITLE_NUMBER, "")) === asked,
  );
  return s ? { page: s.page_start, title: s.title } : null;
}

/**
 * "What does SORT CASES do?", "What does the WEIGHT command do?": the thing asked after. Not "What is X?": a term is
 * defined where it is first used (an abstract, an introduction), and a section titled by it treats it at length.
 */
const THING_ASKED = new RegExp(
  String.raw`^\s*what (?:does|do) (?:the |an? )?(.{1,60}?)(?:\s+(?:${THING_NOUNS.join("|")}))?\s+do\s*\?\s*$`,
  "i",
);

/**
 * The first page of the one section titled by the very thing asked after ("12.8 SORT CASES" for "What does SORT
 * CASES do?"): a reference manual treats a command, a term or a setting under its own name, while BM25 over pages
 * prefers the pages that use the name most (examples, other commands that mention it). Only a title that is the
 * thing's name and nothing more, held by one section alone, is taken.
 */
export function thingTitledPage(doc: NavDocument, question: string): { page: number; title: string } | null {
  const thing = THING_ASKED.exec(question)?.[1];
  if (!thing) return null;
  const asked = askedWords(thing);
  if (!asked) return null;
  const titled = doc.index.sections.filter((x) => askedWords(x.title.replace(SECTION_TITLE_NUMBER, "")) === asked);
  return titled.length === 1 ? { page: titled[0].page_start, title: titled[0].title } : null;
}
