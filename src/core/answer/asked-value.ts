/**
 * Whether a quote gives the value a question asks for: a date for "when", a stretch of time for
 * "how long", a count of the very thing counted for "how many" (a count of something else is no
 * answer), a figure for "how much". The extractive answer leads with a quote that gives it, and
 * says "Not in the document" when none does. A figure is a number standing as one: digits inside
 * a name ("LATEX3", "a5paper"), a manual's section mark ("grep(1)") or a contents entry's folio
 * ("Extending the hook concept 1") are none.
 */
import type { Candidate } from "./cite/candidates";
import type { Probe } from "./extractive-probe";
import { VALUE_KINDS } from "./question-focus";
import { focusScore } from "./focus-score";
import { countsList, givesCount } from "./count-answers";
import { NUMBER_WORD_PATTERN } from "../text/number-tokens";

const FOLIO_ONLY = /^[^\d]*\D\s\d{1,4}$/;
const NOT_FIGURES = /\p{L}[\p{L}_-]*\d[\w.]*|[\w-]\(\d\w?\)/gu;
const hasFigure = (text: string) => /\d/.test(text.replace(NOT_FIGURES, " ")) && !FOLIO_ONLY.test(text);

/** The question asks for a value a sentence must show: a date, a duration, a count, an amount or a code. */
export const valueAsked = (probe: Probe): boolean => VALUE_KINDS.has(probe.focus.kind) || probe.amount;

/**
 * A candidate whose focus score is nil shows none of the value asked: for a count or an amount, no figure
 * at all; for a date, whatever other digits it holds ("clause 9.3", "three working days"), since they may
 * stand for a count but never for a date.
 */
export const missesValue = (c: Candidate, probe: Probe, counts: boolean): boolean =>
  valueAsked(probe) && (probe.focus.kind === "date" || !givesValue(c, counts));

/** The candidate shows a figure at all (a count of the thing asked, a list's count, any figure). */
export const givesValue = (c: Candidate, counts: boolean): boolean =>
  c.count !== undefined || counts || hasFigure(c.text);

/** The candidate gives the value asked; other questions, and a contract's topics, are given by any sentence. */
export function givesAsked(c: Candidate, probe: Probe): boolean {
  // A contract's term or expiry is answered by its whole clause, whatever date or count it holds.
  if (probe.focus.topics.length) return true;
  const kind = probe.focus.kind;
  if (kind === "date" || kind === "duration") return focusScore(c.text, probe.focus) > 0;
  if (kind === "count" && probe.counted)
    return (
      givesCount(c.text, probe.counted, probe.countedWith) || (c.count !== undefined && countsList(c, probe.counted))
    );
  if (kind === "count" || probe.amount) return givesValue(c, false);
  return true;
}

/** The candidate gives the value asked, and a name when one is asked. */
export const givesFocus = (c: Candidate, probe: Probe): boolean =>
  givesAsked(c, probe) && (probe.focus.kind !== "name" || focusScore(c.text, probe.focus) > 0);

/** A number and the unit it measures in: "20 alphanumeric characters", "a four-page introduction", "2 GB". */
const MEASURE = new RegExp(String.raw`(?:^|[^\w./:-])(?:\d+(?:\.\d+)?|${NUMBER_WORD_PATTERN})[\s-]+\p{L}`, "iu");

/**
 * "How long …" asks a stretch of time or a length ("How long may file names be?"): when no quote on the pages
 * read gives a time, one that gives a measure answers.
 */
export const givesMeasure = (c: Candidate, probe: Probe): boolean =>
  probe.focus.kind === "duration" && MEASURE.test(c.text.replace(NOT_FIGURES, " "));
