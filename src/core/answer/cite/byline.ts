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
import { AFFILIATION_WORDS, AUTHOR_WORDS, DOCUMENT_NOUNS, LEADS_ON_WORDS, NOT_NAMES } from "../answer-words";
import { questionAcronyms, spellsAcronym } from "../asked-thing";
import { composeSpacingAccents } from "../../text/spacing-accents";

/** How far down the first page a byline may sit (a fraction of its height): under the title, over the text. */
const BYLINE_TOP = 0.4;
/**
 * How far down a cover page with no text yet may hold it: a manual's or a report's cover sets its title and byline
 * lower, with space around them, and no sentence above.
 */
const COVER_BYLINE_TOP = 0.6;
/**
 * A name's letters: accents too, whether combined or printed as a glyph of their own beside the letter, as
 * TeX's older fonts set them ("Chauss´e", "Universit¨at").
 */
const NAME_CHAR = String.raw`[\p{L}\p{M}'\u2019\u00a8\u00b4\u02c6\u02c7\u02d8\u02da\u02dc\u00b8-]`;
/** One name: two to four capitalised words or initials ("Michael J. Vrhel", "Hideo Umeki"). */
const NAME = String.raw`\p{Lu}${NAME_CHAR}*\.?(?:\s+\p{Lu}${NAME_CHAR}*\.?){1,3}`;
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

// "Who wrote about register allocation?" asks a writer the document cites, not its own author.
const AUTHOR_ASK = new RegExp(String.raw`\b(?:who|whom)\b.*\b(?:${AUTHOR_WORDS.join("|")})\b(?!\s+about\b)`, "i");

/** "Who wrote …", "Who is the author of …": the question asks who made the document (or its subject). */
export const asksAuthor = (question: string): boolean => AUTHOR_ASK.test(question);

/**
 * The question's words that name the thing written ("the geometry package"), stemmed; an acronym the question
 * writes in capitals stays in capitals ("GMM"), as a title may spell it out ("Generalized Method of Moments").
 */
export function authoredThing(question: string): string[] {
  // "the article", "this manual": what the document calls itself is rarely in its title.
  const own = new Set([...AUTHOR_WORDS, ...DOCUMENT_NOUNS]);
  const acronyms = new Set(questionAcronyms(question));
  return contentTokens(question)
    .filter((t) => !own.has(t) && !/^(?:who|whom)$/.test(t))
    .map((t) => (acronyms.has(t) ? t.toUpperCase() : stem(t)));
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
  // A title that does not name the thing asked still stands over its byline when the text under it does ("An
  // Object Oriented Framework for Robust Multivariate Analysis", whose abstract opens "This introduction to the R
  // package rrcov").
  const aboutThing = titleNames(
    lines.filter((li) => layout.lines[li].y0 <= BYLINE_TOP).map((li) => lineReadingText(layout, li)),
    thing,
  );
  const above: string[] = [];
  let prose = false;
  for (const [at, li] of lines.entries()) {
    const y = layout.lines[li].y0;
    if (y > BYLINE_TOP && prose) break;
    // A cover with no sentence on it may set its author at its foot, beside the institution: only such a line
    // ("MARTIN RUCKERT   Munich University of Applied Sciences") is read there, as a colophon's names are not.
    const foot = y > COVER_BYLINE_TOP;
    const text = lineReadingText(layout, li).trim();
    prose ||= isProse(text);
    // The first line of names under the title is the byline; an affiliation set alike may follow it. A line under
    // one ending in a colon ("feynMF:" over "Drawing Feynman Diagrams") is the title's subtitle, however capitalised,
    // and so is a line set in the title's own type ("logcondens: Computations Related to Univariate" over
    // "Log-Concave Density Estimation"): a byline is set smaller than the title it stands under.
    const prev = lines[at - 1];
    const over = above[above.length - 1] ?? "";
    // A title line ending on a word no title ends on ("A beginner's guide to" over "StarTEX") runs on into the next.
    const subtitle =
      /:$/.test(over) ||
      RUNS_INTO_NEXT.test(over) ||
      (prev !== undefined && sameTitleType(layout, prev, li) && setSolid(layout, prev, li));
    // A byline stands under a title: the first line of the page is the title, though it reads as names ("CNF
    // Satisfiability Problem") and the question names no thing its title must hold ("Who wrote this document?").
    if (!subtitle && above.length > 0 && (titleNames(above, thing) || aboutThing)) {
      // An address beside each name ("Andrew Makhorin <mao@gnu.org>") is no part of it, under a title as after a label.
      const names = namesOf(layout, li).replace(ADDRESS, "").trim();
      const affiliated = affiliatedNames(names);
      if (affiliated) return [bylineOf(layout, [li], affiliated)];
      if (foot) {
        above.push(text);
        continue;
      }
      if (isByline(names)) return [bylineOf(layout, [li, ...stackedNames(layout, lines.slice(at + 1), li)])];
      // Names run over to the next line ("…, Chrats Melkonian, and Andreas" over "Kothmeier").
      const next = lines[at + 1];
      if (next !== undefined && RUNS_ON.test(names) && isByline(`${names} ${namesOf(layout, next)}`))
        return [bylineOf(layout, [li, next])];
    }
    above.push(text);
  }
  return [];
}

/** A line that ends mid-list of names: on "and", a comma, or one word after "and". */
const RUNS_ON = /(?:,|\band|\band\s+\p{Lu}\S*)$/u;
/** Font sizes within this many points are one type. */
const SAME_SIZE = 0.5;
/** A line of a sentence, as an abstract's or the text's are: this many words or more, most in lower case. */
const PROSE_WORDS = 8;

const isProse = (text: string) => {
  const words = text.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  return words.length >= PROSE_WORDS && words.filter((w) => /^\p{Ll}/u.test(w)).length * 2 > words.length;
};

/** A title's own lines follow each other at its leading; a byline in the same type stands further off. */
const TITLE_LEADING = 1.5;
const setSolid = (layout: PageLayout, prev: number, li: number) =>
  (layout.lines[li].baseline - layout.lines[prev].baseline) * layout.height <=
  TITLE_LEADING * layout.lines[li].fontSize;
/**
 * A title line ending on a word no title ends on runs on; "by" ending one ("Manual for sgame.sty" / "by") brings the
 * byline.
 */
const RUNS_INTO_NEXT = new RegExp(String.raw`\b(?:${LEADS_ON_WORDS.filter((w) => w !== "by").join("|")})$`, "i");

/** A line set in the same type as the title line over it, larger than the text's: the title goes on. */
function sameTitleType(layout: PageLayout, prev: number, li: number): boolean {
  const [a, b] = [layout.lines[prev], layout.lines[li]];
  return Math.abs(a.fontSize - b.fontSize) < SAME_SIZE && a.fontSize > bodySize(layout) + SAME_SIZE;
}

/** The type most of the page's words are set in. */
function bodySize(layout: PageLayout): number {
  const counts = new Map<number, number>();
  for (const l of layout.lines) counts.set(l.fontSize, (counts.get(l.fontSize) ?? 0) + l.words.length);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
}

/** A word gap this many times the type's size sets names apart, as a byline set in columns does. */
const NAME_GAP = 0.6;
/** A spacing accent alone (diaeresis, acute, circumflex, caron, breve, ring, tilde, cedilla, grave). */
const LONE_ACCENT = /^[\u00a8\u00b4\u02c6\u02c7\u02d8\u02da\u02dc\u00b8`]+$/u;
/** Footnote marks after a name ("David Firth*", "Sinnwell∗"): no part of it. */
const NOTE_MARKS = /(?<=\p{L})[*\u2217\u2020\u2021\u00a7\u00b6]+/gu;

/**
 * A line's reading text as names: words set apart by a wide gap are separate names ("Alexandros Karatzoglou
 * ⟷ Alex Smola" in two columns), and footnote marks after a name are dropped.
 */
function namesOf(layout: PageLayout, li: number): string {
  const whole = layout.lines[li];
  // An accent TeX set as a glyph of its own can land beside its letter's word ("Junemann, ¨ and"): no word of a name.
  const line = { ...whole, words: whole.words.filter((w) => !LONE_ACCENT.test(w.text)) };
  const text = lineReadingText(layout, li)
    .split(/\s+/)
    .filter((w) => w && !LONE_ACCENT.test(w))
    .join(" ");
  if (text.split(/\s+/).length !== line.words.length) return text.replace(NOTE_MARKS, "");
  const gap = NAME_GAP * line.fontSize;
  return line.words
    .map(
      (w, i) =>
        `${i && (w.x0 - line.words[i - 1].x1) * layout.width > gap ? ", " : " "}${composeSpacingAccents(w.text)}`,
    )
    .join("")
    .trim()
    .replace(/\s+,/g, ",")
    .replace(/,+/g, ",")
    .replace(NOTE_MARKS, "");
}

/** Lines of the cover between two authors' names: each one's affiliation, address or mail. */
const BETWEEN_NAMES = 3;

/**
 * The other authors of a cover that sets each name over its affiliation ("Marie Laure Delignette-Muller" /
 * "Université de Lyon" / "Christophe Dutang" / "Université de Strasbourg"): the lines of names below the first,
 * in its type, with no more than an affiliation's few lines between them and no prose above them.
 */
function stackedNames(layout: PageLayout, below: readonly number[], first: number): number[] {
  const size = layout.lines[first].fontSize;
  const out: number[] = [];
  let since = 0;
  for (const li of below) {
    const line = layout.lines[li];
    const text = lineReadingText(layout, li).trim();
    if (line.y0 > COVER_BYLINE_TOP || isProse(text) || ++since > BETWEEN_NAMES) break;
    const names = Math.abs(line.fontSize - size) < SAME_SIZE && isByline(namesOf(layout, li));
    // Right under a name, a line of capitalised words is its affiliation or publisher ("Northwind Press"), not a name.
    if (names && since === 1) break;
    if (names) {
      out.push(li);
      since = 0;
    }
  }
  return out;
}

/** Names as a reader writes a list of them: "A", "A and B", "A, B and C". */
const listed = (names: readonly string[]) =>
  names.length < 3 ? names.join(" and ") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;

/**
 * The byline as a quote. `only` names the authors when the line holds more than their names (an institution beside
 * them): the claim says those names first, so the institution is not read as one more author.
 */
function bylineOf(layout: PageLayout, at: number[], only?: readonly string[]): Candidate {
  const traced = emptyTraced();
  appendLines(traced, layout, at);
  const spans = spansOf(traced, 0, traced.text.length + 1);
  // Names the cover sets apart only by space (in columns, or one over another) read as one run of capitalised
  // words when quoted: the claim lists them first, so that where one name ends and the next begins is said.
  const names = only ?? at.flatMap((li) => namesOf(layout, li).split(/\s*,\s*|\s+and\s+|\s*&\s*/)).filter(Boolean);
  const separated = /,|\band\b|&/.test(traced.text);
  const lead = only || (names.length > 1 && !separated) ? { names: listed(names) } : {};
  return { page: layout.page, kind: "sentence", text: traced.text, score: 0, byline: true, spans, ...lead };
}

/**
 * A cover's credit line: what was done, then "by" and who did it ("Extensions by Dirk Laurie", "Illustrations by
 * Jane Roe and John Doe"). The role opens in capitals and takes a word or three; the rest is names alone.
 */
const CREDIT = /^(\p{Lu}\p{L}*(?:\s+\p{L}+){0,2})\s+by\s+(.+)$/u;

/**
 * The credit lines of a cover or title page whose role the question names ("Who made the extensions to the
 * crossword macros?" reads "Extensions by Dirk Laurie"), as bylines: the names answer, though only the role's word
 * is shared. `asked` holds the question's stemmed words.
 */
export function creditCandidates(layout: PageLayout, asked: ReadonlySet<string>): Candidate[] {
  if (layout.page > LABELLED_PAGES) return [];
  const out: Candidate[] = [];
  layout.lines.forEach((_, li) => {
    const m = CREDIT.exec(lineReadingText(layout, li).trim());
    if (!m || !contentTokens(m[1]).some((t) => asked.has(stem(t)))) return;
    const names = m[2].replace(ADDRESS, "").replace(NOTE_MARKS, "").replace(/[.,]$/, "").trim();
    if (isByline(names)) out.push({ ...bylineOf(layout, [li]), credit: true });
  });
  return out;
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
    .replace(NOTE_MARKS, "")
    .replace(/\s+([,.])/g, "$1")
    .trim();
  return isByline(names);
}

const INITIAL = /^\p{Lu}\.$/u;
/** One capitalised word: a town or a country after the names of a byline. */
const PLACE = /^\p{Lu}\p{Ll}+$/u;

/**
 * The names a line sets before an institution, set apart from it by a wide space ("MARTIN RUCKERT ⟷ Munich
 * University of Applied Sciences", "Jane Roe ⟷ Northwind Laboratory, Springfield"): the leading parts that are names,
 * when a later part holds a word of an institution (answer-words.json's affiliation_words). Null for any other line.
 */
function affiliatedNames(names: string): string[] | null {
  const parts = names.split(/\s*,\s*/).filter(Boolean);
  // A place closing the line ("Mark Henning, Germany") is one word, as no name is.
  const place = (p: string, i: number) => i === parts.length - 1 && PLACE.test(p);
  const institution = parts.findIndex(
    (p, i) => place(p, i) || p.split(/\s+/).some((w) => AFFILIATION_WORDS.has(w.toLowerCase())),
  );
  if (institution < 1) return null;
  const lead = parts.slice(0, institution);
  return lead.every(isByline) ? lead.map(readerCase) : null;
}

/** A name a cover sets in capitals ("MARTIN RUCKERT") as a reader writes it ("Martin Ruckert"). */
const readerCase = (name: string) =>
  /\p{Ll}/u.test(name)
    ? name
    : name.toLowerCase().replace(/(^|[\s'-])(\p{L})/gu, (_, a: string, b: string) => a + b.toUpperCase());

function isByline(text: string): boolean {
  if (!NAME_LIST.test(text)) return false;
  const capitalised = text.split(/[\s,]+/).filter((w) => /^\p{Lu}/u.test(w));
  // An initial ("Jeffrey A. Ryan") is part of a name, never the article "A".
  const words = capitalised.filter((w) => !INITIAL.test(w));
  return capitalised.length >= 2 && !words.some((w) => notAName(w.replace(/\.$/, "")));
}

/**
 * The title holds half the thing's words, read in its letters alone: a logo set apart ("L ATEX3") still reads; an
 * acronym is held when the title spells it out.
 */
function titleNames(above: readonly string[], thing: readonly string[]): boolean {
  if (!thing.length) return true;
  const letters = above
    .join("")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, "");
  const title = above.join(" ");
  const holds = (t: string) => {
    const lower = t.toLowerCase();
    return letters.includes(lower) || (t !== lower && spellsAcronym(title, lower));
  };
  return thing.filter(holds).length * 2 >= thing.length;
}
