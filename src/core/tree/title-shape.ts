/**
 * Whether text after a section number reads as a section's title. Contracts run their
 * headings into the first sentence ("4.2 Termination for Breach. If either party…"); papers
 * and manuals set them alone ("2 RELATED WORK", "2.1 Prepare environment"). A numbered step
 * or list item is a sentence ("1. Create a conda environment and activate it.") and is not a
 * title: its words after the first are in lower case and it runs on as prose.
 */
import { TITLE_FUNCTION_WORDS } from "./title-function-words";

/** Words a title leaves in lower case. */
const MINOR = new Set(
  (
    "a an the and or nor but of to in on at by for with from into onto upon under over per via vs " +
    "as than etc its their his her our your this that these those"
  ).split(" "),
);

const MAX_TITLE_WORDS = 12;
/** A title in sentence case is shorter: past this many words it reads as a sentence. */
const SENTENCE_TITLE_WORDS = 8;
/** Share of a title's significant words that start with a capital (or are all capitals). */
const MIN_CAPITALISED = 0.6;

function words(text: string): string[] {
  return text.split(/\s+/).filter((w) => /\p{L}/u.test(w));
}

/**
 * A name from code standing in a title: a TeX command with its arguments ("\tag,", "\foo[options]{arg}"),
 * an environment's or argument's name in brackets ("{DispWithArrows}"), a file or function name
 * ("begriff.sty", "read_csv"). A manual's heading names these among its words; they have no case of
 * their own and say nothing of whether the words around them make a title or a sentence.
 */
function isCodeName(word: string): boolean {
  const w = word.replace(/[,;:]+$/, "");
  return (
    /^\\[\p{L}@]/u.test(w) ||
    /^[{[⟨<][^\s]*[}\]⟩>]$/u.test(w) ||
    /^\p{L}[\p{L}\d]*(?:(?:::|[_:.])[\p{L}\d]{2,})+(?:\(\))?$/u.test(w)
  );
}

/** The words of a title that are prose, not code's names. */
const proseWords = (text: string) => words(text).filter((w) => !isCodeName(w));

/**
 * Marks a title may open with before its first letter: a bracket, or quotation as languages mark it,
 * “…”, „…“ (German, Danish), «…» (French), ‘…’.
 */
const OPENERS = '“"(„‚«‘';
/** A title's first character: a capital or a digit, after any opening mark (an apostrophe too: "'90s"). */
const CAPITAL_START = new RegExp(`^[\\p{Lu}\\d'${OPENERS}]`, "u");
/** A title's first letter, after any opening mark, or a command's name ("\\MoveEqLeft"). */
const LETTER_START = new RegExp(`^([\\p{L}${OPENERS}]|\\\\\\p{L})`, "u");
/** A capital opening the title, after at most one opening mark. */
const OPENS_CAPITAL = new RegExp(`^[${OPENERS}]?\\p{Lu}`, "u");

/** Title Case or ALL CAPS: most significant words capitalised, the first always. */
export function titleCased(text: string): boolean {
  const ws = words(text);
  if (!ws.length || !CAPITAL_START.test(text.trim())) return false;
  const significant = ws
    .slice(1)
    .filter((w) => !isCodeName(w) && !MINOR.has(w.toLowerCase().replace(/[^\p{L}]/gu, "")));
  if (!significant.length) return true;
  const caps = significant.filter((w) => /^[^\p{L}]*\p{Lu}/u.test(w)).length;
  return caps >= MIN_CAPITALISED * significant.length;
}

/** A title opening on a command's or a class's name is a short one ("1 graphBAM class", "2.1 dmntable"). */
const CODE_TITLE_WORDS = 3;

/**
 * A name from code rather than a word of prose: joined in camel case ("graphBAM"), with code's marks
 * ("read_csv", "\\dmntable", "plot()"), or a lone lower-case word standing as the whole title ("dmntable").
 */
function isCodeWord(word: string, words: number): boolean {
  if (
    /^\p{Ll}+\p{Lu}/u.test(word) ||
    /^[\\@]?\p{L}[\p{L}\d]*((?:::|[_:.])[\p{L}\d]+)+(\(\))?$|^\\\p{L}+$|^\p{L}+\(\)$/u.test(word)
  )
    return true;
  return words === 1 && /^\p{Ll}{3,}$/u.test(word);
}

/**
 * A name set in lower case opening a title whose other words are capitalised ("raptor Namespace Reference",
 * "npm Package Index") or that a colon sets apart from a title in sentence case ("ubuntu-dev-tools : Tools for
 * Ubuntu developers"): the name is the program's, the title follows it.
 */
function namedInLowerCase(text: string): boolean {
  const m = /^(\p{Ll}\S*?)\s?:\s+(\S.*)$/u.exec(text);
  if (m) return !/\s/.test(m[1]) && OPENS_CAPITAL.test(m[2]) && m[2].split(" ").length >= 2;
  const [first, ...rest] = text.split(" ");
  return /^\p{Ll}/u.test(first) && rest.length >= 2 && titleCased(rest.join(" "));
}

/** A title in a script without capitals (Japanese, Chinese, Arabic…) is short: a sentence runs longer. */
const CASELESS_TITLE_CHARS = 30;
/** A name or number in Latin letters inside such a title ("Asymptote", "MacOS X", "2.4"), read as one sign. */
const LATIN_RUN = /[A-Za-z0-9][A-Za-z0-9_.:/\\-]*/g;
/** A sentence's stops in these scripts; a question mark is none: a heading may ask ("…是什么？"), as "What is X?" may. */
const CASELESS_STOP = /[。．！]/u;

/**
 * Case says nothing in a script without capitals: a short line with no sentence's stop may be a title. Such a
 * title names things in Latin letters among its own ("在 Asymptote 的内部源代码中", "latexreleaseパッケージへの対応"):
 * each Latin name counts as one sign, and the title is caseless when it opens on a caseless sign or most signs are.
 */
function caselessTitle(text: string): boolean {
  const signs = text.replace(LATIN_RUN, "x");
  const letters = signs.match(/\p{L}/gu) ?? [];
  const caseless = letters.filter((c) => /[\p{Lo}\p{Lm}]/u.test(c)).length;
  const opensCaseless = /^[\p{Lo}\p{Lm}]/u.test(letters[0] ?? "");
  if (caseless === 0 || (caseless < letters.length / 2 && !opensCaseless)) return false;
  return signs.replace(/\s+/g, "").length <= CASELESS_TITLE_CHARS && !CASELESS_STOP.test(text);
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
 * its own type may keep a space before its stop ("1. Duties . You will lead …").
 */
const BREAK = /^(.{2,90}?[^\s.])(?:\s?\.|\s?:|\s[\u2013\u2014-])\s+(?=[“"(\p{Lu}\d])/u;

/** The title the text after a number holds, or null when it is prose. */
export function readTitle(rest: string): TitleRead | null {
  const t = rest.replace(/\s+/g, " ").trim();
  // Leader dots belong to a listing (a contents row, a map's key), not to a heading.
  // A command's name ("\\MoveEqLeft") may open a manual's title; an ellipsis ("<...>") is no leader.
  // Quotation opens a title as languages mark it (OPENERS).
  if (!t || !LETTER_START.test(t) || /(\.\s?){4,}|…{2,}|·{3,}|\uFFFD{2,}/.test(t)) return null;
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
  // Names from code count for nothing: "The commands \tag, \notag and \qedhere for {DispWithArrows}"
  // is four words long.
  const n = proseWords(whole).length;
  if (!words(whole).length || n > MAX_TITLE_WORDS || /[,;]$/.test(t) || /[.!?]\s+\p{Lu}/u.test(whole)) return null;
  if (titleCased(whole)) return { title: whole, runIn: false, sentenceCase: false };
  // A sentence-case heading is short and does not end like a sentence; a manual's may open on a command's name.
  const opening =
    OPENS_CAPITAL.test(whole) ||
    (n <= CODE_TITLE_WORDS && (isCodeWord(whole.split(" ")[0], n) || isCodeName(whole.split(" ")[0]))) ||
    namedInLowerCase(whole) ||
    caselessTitle(whole);
  // A gloss in brackets ("… brain tissue (SAGE data)") adds no length to the title it glosses, and neither do
  // another language's articles and prepositions ("Notes de pied de page dans les environnements de piton").
  const unglossed = proseWords(whole.replace(/\([^()]*\)/g, " ")).filter(
    (w) => !TITLE_FUNCTION_WORDS.has(w.toLowerCase()),
  ).length;
  // "etc." closes a list, not a sentence.
  return opening && unglossed <= SENTENCE_TITLE_WORDS && (!/\.$/.test(t) || /\betc\.$/.test(t))
    ? { title: whole, runIn: false, sentenceCase: true }
    : null;
}
