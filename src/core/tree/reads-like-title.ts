/**
 * Whether a line's text reads like a heading's title: short, starting as a title does (or as a
 * program's name does, in large type), not cut short on a joining word, not a table row's amounts
 * or dates, and not prose set in bold.
 */
import { MONTH_NAMES } from "../text/english-words";
import type { Line } from "../types";
import type { Label } from "./labels";
import { divisionAlternation } from "./division-words";
import { endingOn, TITLE_END_WORDS } from "./title-end-words";
import { isYearToken } from "../text/years";
import { isVersionHeading } from "./version-headings";

export const MAX_WORDS = 14;
/** A document's title set in capitals over two or three centred lines may run longer than a heading. */
export const BLOCK_WORDS = 30;
/** A title never ends on a joining word ("… and", "… of"): such a line is cut short, not a heading. */
const CUT_SHORT = endingOn(TITLE_END_WORDS.heading, "\\b");
/** Amounts: currency, thousands separators, decimals, percentages, negatives in parentheses, 3+ digits. */
const AMOUNT = /^[($€£-]*(\d{1,3}(,\d{3})+|\d+\.\d+|\d{3,})\)?%?$|^\(?\$|%$|^\(\d/;
const DATE = new RegExp(String.raw`\b(${MONTH_NAMES.map((m) => m.slice(0, 3)).join("|")})[a-z]*\.?\s+\d{1,2}\b`, "i");

/** A version number after the word that names it ("Version 2.0", "Release 1.4"): not an amount. */
const VERSION_WORD = new RegExp(`^(${divisionAlternation("version_words")})$`, "i");
const VERSION = /^\d+(\.\d+)+$/;

/**
 * Amounts and dates mark table rows and column heads; one year, a small number or a numbered
 * version ("Apache License, Version 2.0") in a title is fine.
 */
function numericNoise(text: string, label: Label | null): boolean {
  const tokens = text
    .split(/\s+/)
    .slice(label ? 2 : 0)
    .map((t) => t.replace(/[,.;:]$/, ""));
  const years = tokens.filter((t) => isYearToken(t)).length;
  const version = (t: string, i: number) => VERSION.test(t) && VERSION_WORD.test(tokens[i - 1] ?? "");
  const amount = (t: string, i: number) => !isYearToken(t) && AMOUNT.test(t) && !version(t, i);
  return years > 1 || DATE.test(text) || tokens.some(amount);
}

/**
 * A heading starts as a title does, in a capital, a number or a quotation mark; one set apart
 * above the body's size may also start as a program's name does (".onHook(eventName)", "npm
 * install", "iPhone", a TeX command "\NewMarkClass{class}"): API references and manuals title
 * their sections so, while a lower-case line in body type is a sentence's continuation.
 */
export const TITLE_START = /^[A-Z0-9“"]/;
const CODE_START = /^([a-z.$@_]|\\[A-Za-z@])/;
/** How much larger than the body a heading must be set to start in lower case: less when it is bold. */
const CODE_TITLE_SIZE = 1.25;
const BOLD_CODE_TITLE_SIZE = 1.15;

export const titleStart = (t: string, line: Line, body: number) =>
  TITLE_START.test(t) ||
  isVersionHeading(t) ||
  (line.fontSize >= (line.bold ? BOLD_CODE_TITLE_SIZE : CODE_TITLE_SIZE) * body && CODE_START.test(t));

/** `startsWell`: the text may start so (titleStart, which allows a program's name to large type). */
export function readsLikeTitle(
  t: string,
  label: Label | null,
  startsWell = TITLE_START.test(t),
  maxWords = MAX_WORDS,
): boolean {
  // A release's heading ("v1.2", "0.4.1 2022-03-20", "Version 2.3 (2019-04-01)") is all number and date.
  if (isVersionHeading(t)) return true;
  if (t.length < 3 || t.length > (120 * maxWords) / MAX_WORDS || !startsWell) return false;
  if (t.split(/\s+/).length > maxWords || (t.match(/[A-Za-z]/g) ?? []).length < 3) return false;
  if (/[,;]$/.test(t) || CUT_SHORT.test(t)) return false;
  if (/^(page|table of contents)\b/i.test(t) || numericNoise(t, label) || /_{3,}/.test(t)) return false;
  if (label !== null) return true;
  // Prose set in bold: a second sentence, a lead-in ending in a colon, a quotation, a sentence's full stop.
  const n = t.split(/\s+/).length;
  if (/\.\s+[A-Z]/.test(t) || (n > 6 && /:$/.test(t)) || (n > 6 && /^[“"‘']/.test(t))) return false;
  return !(n >= 3 && /[a-z]\.$/.test(t));
}
