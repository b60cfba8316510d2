/**
 * Command-line options and flags as search terms. "What does the -C option do?" names one
 * thing exactly, but every word tokenizer reads "-C" as the letter "c" and drops it as a
 * fragment, so neither navigation nor the answer looked for it. An option is a dash (a
 * hyphen or the typeset minus of a man page) or a slash, written where a word starts,
 * before one or two letters or digits (the first a letter): "-C", "-xz", "−n", "/S".
 * Its token keeps the dash and the case ("-C" and "-c" are different options of one
 * command) and cannot collide with a word's token, which never holds a dash.
 *
 * Longer options ("--sparse") already read as their word for search; the answer also reads
 * them whole (longOptionTokens), so that the entry "--vanilla  Combine …" is told from a
 * sentence that lists --vanilla among others. The question and the page go through the same
 * function, so a term found on one side is found on the other.
 */

/**
 * Where a piece of code (an option, a file's extension) opens a word: at the start of the text, or after white
 * space, an opening bracket or quote, a comma, a semicolon, a bar ("-a|--all") or "=". One place, so the answer's
 * code tokens and the search's option tokens open where each other's do.
 */
export const CODE_OPENS = String.raw`(?<=^|[\s([{"'\u201C\u2018\u0060,;|=])`;

/** A dash or a slash opening a word, one or two letters or digits, then no more of the word. */
const OPTION = new RegExp(String.raw`${CODE_OPENS}(?:[-‐‑−–]|\/)[\p{L}][\p{L}\p{N}]?(?![\p{L}\p{N}_/-])`, "gu");

/** The characters an option opens with (OPTION's first character past its look-behind). */
const OPENER = /[-‐‑−–/]/;

/** The option's token: dashes read as a plain hyphen, the case kept. */
const tokenOf = (raw: string) => raw.replace(/^[-‐‑−–]/, "-");

/** Every option written in `text`, in order, with its offset (to sit where the word tokenizer puts "c"). */
export function optionMatches(text: string): { token: string; index: number; end: number }[] {
  const out: { token: string; index: number; end: number }[] = [];
  // Most lines have no dash or slash at all: they are told so without the look-behind scan of every position.
  if (!OPENER.test(text)) return out;
  for (const m of text.matchAll(OPTION)) out.push({ token: tokenOf(m[0]), index: m.index, end: m.index + m[0].length });
  return out;
}

/** The option tokens of a text ("-C", "-xz", "/S"). */
export function optionTokens(text: string): string[] {
  return optionMatches(text).map((m) => m.token);
}

/** Two dashes opening a word, then the option's name ("--vanilla", "--no-save", "--file=file" as "--file"). */
const LONG_OPTION = new RegExp(
  String.raw`${CODE_OPENS}(?:--|\u2212\u2212|\u2013)\p{L}[\p{L}\p{N}]*(?:-[\p{L}\p{N}]+)*`,
  "gu",
);

const LONG_OPTION_FIRST = new RegExp(LONG_OPTION.source, "u");

/** The long options of a text, with a plain double hyphen ("--vanilla"). */
export function longOptionTokens(text: string): string[] {
  return [...text.matchAll(LONG_OPTION)].map((m) => m[0].replace(/^(?:--|\u2212\u2212|\u2013)/, "--"));
}

/**
 * A file's extension standing alone (".ine", "(.bib) files"), as a manual prints one: it ends where its word does,
 * before a closing quote or bracket, a comma or a colon, white space, a stop ending the sentence, or the end.
 */
export const BARE_EXTENSION = new RegExp(
  String.raw`${CODE_OPENS}\.[a-z][a-z\d]{0,5}(?=["'\u2019\u201D)\]}\s,;:]|\.(?:\s|$)|$)`,
  "u",
);

/** Whether a token is an option's (made by this module). */
export const isOptionToken = (t: string): boolean => /^(?:--?|\/)\p{L}/u.test(t);

/** Words an options list's entry may open with before its description: options and their values. */
const ENTRY_WORDS = 4;

/**
 * A text that opens with one of `options` is that option's entry in a list of options: "-c  If the
 * -c option …", "-t, --list  List the contents …", "-f file --file=file  Take input from file".
 */
export function opensWithOption(text: string, options: readonly string[]): boolean {
  const words = text.trimStart().split(/\s+/).slice(0, ENTRY_WORDS);
  if (!opensWithAnyOption(words[0] ?? "")) return false;
  // The entry's options run up to its description's first word ("List", "Take", "If").
  const end = words.findIndex((w, i) => i > 0 && /^\p{Lu}\p{Ll}/u.test(w));
  const lead = words.slice(0, end < 0 ? words.length : end).join(" ");
  return [...optionTokens(lead), ...longOptionTokens(lead)].some((t) => options.includes(t));
}

/** A line that opens with an option is an entry of a list of options ("-c  If the -c option …"). */
export function opensWithAnyOption(text: string): boolean {
  const t = text.trimStart();
  return optionMatches(t.slice(0, 4))[0]?.index === 0 || LONG_OPTION_FIRST.exec(t)?.index === 0;
}

/**
 * A capital letter standing alone names a thing ("What is R?", "Schedule C", "Class B"); "A" and "I"
 * are words. Like an option, it keeps its case, so the letter "r" of "r-squared" stays a fragment.
 */
const LETTER_NAME = /(?<![\p{L}\p{N}.\u2212/-])[B-HJ-Z](?![\p{L}\p{N}-])/gu;

/** The letter names of a text ("R", "C"), as written. */
export function letterNames(text: string): string[] {
  return text.match(LETTER_NAME) ?? [];
}

/** Whether a token is a letter name (made by letterNames or searchTokens). */
export const isLetterName = (t: string): boolean => /^[B-HJ-Z]$/.test(t);
