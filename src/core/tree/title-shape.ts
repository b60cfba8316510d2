/**
 * Whether text after a section number reads as a section's title. Contracts run their
 * headings into the first sentence ("4.2 Termination for Breach. If either party…"); papers
 * and manuals set them alone ("2 RELATED WORK", "2.1 Prepare environment"). A numbered step
 * or list item is a sentence ("1. Create a conda environment and activate it.") and is not a
 * title: its words after the first are in lower case and it runs on as prose.
 */

/** Words a title leaves in lower case. */
const MINOR = new Set(
  (
    "a an the and or nor but of to in on at by for with from into onto upon under over per via vs " +
    "as than etc its their his her our your this that these those"
  ).split(" "),
);

const MAX_TITLE_WORDS = 12;
/** Share of a title's significant words that start with a capital (or are all capitals). */
const MIN_CAPITALISED = 0.6;

function words(text: string): string[] {
  return text.split(/\s+/).filter((w) => /\p{L}/u.test(w));
}

/** Title Case or ALL CAPS: most significant words capitalised, the first always. */
export function titleCased(text: string): boolean {
  const ws = words(text);
  if (!ws.length || !/^[\p{Lu}\d“"'(]/u.test(text.trim())) return false;
  const significant = ws.slice(1).filter((w) => !MINOR.has(w.toLowerCase().replace(/[^\p{L}]/gu, "")));
  if (!significant.length) return true;
  const caps = significant.filter((w) => /^[^\p{L}]*\p{Lu}/u.test(w)).length;
  return caps >= MIN_CAPITALISED * significant.length;
}

export interface TitleRead {
  title: string;
  /** Prose follows the title on the same line. */
  runIn: boolean;
  /** A short title in sentence case, believed only when set apart by type. */
  sentenceCase: boolean;
}

/**
 * Where the first sentence of the text ends: a period, colon or dash followed by a capital. A title set in
 * its own type may keep a space before its stop ("1. Position . You will start …").
 */
const BREAK = /^(.{2,90}?[^\s.])(?:\s?\.|\s?:|\s[\u2013\u2014-])\s+(?=[“"(\p{Lu}\d])/u;

/** The title the text after a number holds, or null when it is prose. */
export function readTitle(rest: string): TitleRead | null {
  const t = rest.replace(/\s+/g, " ").trim();
  // Leader dots belong to a listing (a contents row, a map's key), not to a heading.
  if (!t || !/^[\p{L}“"(]/u.test(t) || /(\.\s?){3,}|…{2,}|·{3,}|\uFFFD{2,}/.test(t)) return null;
  // A title has a word; a lone letter after a number is a formula's variable ("0 Ω"), not a title.
  if (!/\p{L}{2}/u.test(t)) return null;
  const m = BREAK.exec(t);
  // "CONCRETE PROBLEMS: ANALOGOUS SETUPS" is one title with a subtitle, not a title and its prose.
  const after = m ? t.slice(m[0].length) : "";
  const subtitle = m && words(after).length <= MAX_TITLE_WORDS && titleCased(after) && !/[.!?]\s/.test(after);
  if (m && !subtitle) {
    const title = m[1].trim();
    const n = words(title).length;
    if (n >= 1 && n <= MAX_TITLE_WORDS && titleCased(title)) return { title, runIn: true, sentenceCase: false };
  }
  const whole = t.replace(/[.:]$/, "").trim();
  const n = words(whole).length;
  if (n < 1 || n > MAX_TITLE_WORDS || /[,;]$/.test(t) || /[.!?]\s+\p{Lu}/u.test(whole)) return null;
  if (titleCased(whole)) return { title: whole, runIn: false, sentenceCase: false };
  // A sentence-case heading is short and does not end like a sentence.
  return /^\p{Lu}/u.test(whole) && n <= 8 && !/\.$/.test(t) ? { title: whole, runIn: false, sentenceCase: true } : null;
}
