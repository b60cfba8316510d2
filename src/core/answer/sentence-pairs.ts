/**
 * The first claim is the sentence that answers, or the two: "The major visible work of the team
 * was the development of the current standard version of LaTeX. This was first released in
 * 1994 …" answers "When was the current version first released?" only together, the first
 * holding the subject and the second, which refers back to it ("This", "They", a parenthesis
 * that goes on from it), the date. The neighbour is joined only when it opens so and the two
 * together give more of the question than the one alone; the joined quote is cited on both. A sentence that
 * does the one before by a pro-verb ("You do this by filing …", "To do so, …") goes on from it alike.
 * A sentence naming "this variable" or "such an option" leans on the entry's name before it alike.
 * A first claim of a few words only names a thing ("14. A parallel version using MPI."): the sentence
 * after it that refers back says what is said of it, so the two are quoted together whatever it shares.
 * A next sentence that opens otherwise but goes on with what was asked ("… to compare two or more distributions.
 * The hdiffplot is the bivariate analog.") is joined only when it adds a good share of the question.
 */
import type { Candidate } from "./cite/candidates";
import { BACK_REFERENCES } from "./answer-words";
import { BULLET_GLYPHS } from "../text/list-items";
import { namesEntry } from "./code-answers";
import { endsClause, SENTENCE_END } from "../text/sentence-end";
import { HEADING_WORDS } from "./heading-context";

const OPENS_BACK = new RegExp(String.raw`^["'\u201C]?(?:${BACK_REFERENCES.join("|")})\b`, "i");
/**
 * A sentence that does the one before it by a pro-verb goes on from it: "Every release must be announced first. You do
 * this by posting a signed notice."; "… the page margin may need changing. To do this, set …".
 */
const PRO_VERB = /^(?:[\p{L}'\u2019]+\s+){0,2}(?:do|does|did|done)\s+(?:this|that|so)\b/iu;
/** A sentence set in parentheses goes on from the one before it ("(If the work is …, post to …)"). */
const PARENTHETICAL = /^\(.*\)[.!?]?$/s;
/**
 * A list item's run-in head: a bullet or an item number, a short label and a colon, and a short gloss ("• FT:
 * FitTrace."). The sentences after it in the item say what the label does ("Rescales the plot …"),
 * without naming it: a question asking which label does that is answered only with the head.
 */
// Any glyph that opens a list's item (list-items.ts), or a star or dash standing for one.
const ITEM_HEAD = new RegExp(
  String.raw`^(?:[${BULLET_GLYPHS}*\u2013\u2014-]|\(?[\p{L}\d]{1,3}[.)])\s*[^\s:][^:]{0,30}:\s+[^:]{1,60}[.!]?$`,
  "u",
);
const ITEM_HEAD_WORDS = 8;
export const isItemHead = (text: string): boolean =>
  ITEM_HEAD.test(text.trim()) && text.trim().split(/\s+/).length <= ITEM_HEAD_WORDS;
/** Two sentences joined stay a quote one reads at a glance. */
const MAX_WORDS = 80;
/** A first claim this short names a thing and says nothing of it: the sentence referring back to it is quoted too. */
const NAMING_WORDS = 6;
/** What joining must add to the score, so that a neighbour sharing nothing new is left out. */
const MIN_GAIN = 0.05;
/** What a next sentence that does not refer back must add: a good share of the question more. */
const GOES_ON_GAIN = 0.15;

export const refersBack = (text: string): boolean =>
  OPENS_BACK.test(text.trim()) || PRO_VERB.test(text.trim()) || PARENTHETICAL.test(text.trim()) || namesEntry(text);

const isProse = (c: Candidate | undefined): c is Candidate =>
  !!c && c.kind === "sentence" && !c.furniture && !c.term && !c.byline && c.count === undefined;

/**
 * A section's title set on a line of its own ("6 Fitting curves"): a few words ending on no stop. A sentence after
 * it that opens "This tutorial …" speaks of the section, not of the title, and the title is no part of it: quoted
 * together they read "6 Fitting curves This tutorial will explain …".
 */
const isTitleLine = (c: Candidate): boolean =>
  !endsClause(c.text) && !isItemHead(c.text) && c.text.trim().split(/\s+/).length <= HEADING_WORDS;

/** `a` read on into `b`: their texts and spans in order, the rest of `base`'s (the first's unless said). */
export function joined(a: Candidate, b: Candidate, base: Candidate = a): Candidate {
  return { ...base, text: `${a.text} ${b.text}`, spans: [...(a.spans ?? []), ...(b.spans ?? [])] };
}

/**
 * `c` with the sentence before it when `c` refers back to it, or goes on from a list item's run-in head: "This
 * model introduced the quiet mode" says which model only with the sentence it leans on, so that one is quoted
 * too, whatever words it shares. Else `c`
 * with the sentence after it when that one refers back to `c`, if together they score over `c` alone; else `c`.
 * The score kept is `c`'s own.
 */
export function withNeighbour(
  c: Candidate,
  before: Candidate | undefined,
  after: Candidate | undefined,
  score: (c: Candidate) => number,
): Candidate {
  if (!isProse(c)) return c;
  // A foot note and the text it is set under are no neighbours: "Our main findings include:" is not carried on by
  // "¹These models share …".
  const inFlow = (n: Candidate | undefined) => (n && !n.note === !c.note ? n : undefined);
  const [prev, next] = [inFlow(before), inFlow(after)];
  const fits = (pair: Candidate) => pair.text.split(/\s+/).length <= MAX_WORDS;
  if (isProse(prev) && ((refersBack(c.text) && !isTitleLine(prev)) || (isItemHead(prev.text) && !isItemHead(c.text)))) {
    const pair = joined(prev, c);
    return fits(pair) ? { ...pair, score: c.score } : c;
  }
  if (!isProse(next) || isTitleLine(c)) return c;
  const pair = joined(c, next);
  // A sentence that goes on with what was asked though it opens otherwise ("… to overlay densities." / "The
  // hdiffplot is the bivariate analog.") is quoted too when it adds much of the question the first lacks.
  // A line giving a value ("Source Code: lib/widget.js", "--block=<size> [default: large]") is no sentence to go on.
  if (!refersBack(next.text)) {
    const goesOn = SENTENCE_END.test(c.text.trim()) && fits(pair) && score(pair) >= c.score + GOES_ON_GAIN;
    return goesOn ? { ...pair, score: c.score } : c;
  }
  // A few words naming a thing ("14. A parallel version using MPI.") say nothing of it: the sentence after, referring
  // back ("This would require a large amount of effort."), does, in words of its own the question may not share.
  if (fits(pair) && c.text.trim().split(/\s+/).length <= NAMING_WORDS) return { ...pair, score: c.score };
  return fits(pair) && score(pair) >= c.score + MIN_GAIN ? { ...pair, score: c.score } : c;
}
