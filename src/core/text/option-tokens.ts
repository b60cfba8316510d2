/**
 * Command-line options and flags as search terms. "What does the -C option do?" names one
 * thing exactly, but every word tokenizer reads "-C" as the letter "c" and drops it as a
 * fragment, so neither navigation nor the answer looked for it. An option is a dash (a
 * hyphen or the typeset minus of a man page) or a slash, written where a word starts,
 * before one or two letters or digits (the first a letter): "-C", "-xz", "−n", "/S".
 * Its token keeps the dash and the case ("-C" and "-c" are different options of one
 * command) and cannot collide with a word's token, which never holds a dash.
 *
 * Longer options ("--sparse", "-name") already read as their word, and are left to it.
 * The question and the page go through the same function, so a term found on one side is
 * found on the other.
 */

/** A dash or a slash opening a word, one or two letters or digits, then no more of the word. */
const OPTION = /(?<=^|[\s([{"'“‘`,;|=])(?:[-‐‑−–]|\/)[\p{L}][\p{L}\p{N}]?(?![\p{L}\p{N}_/-])/gu;

/** The option's token: dashes read as a plain hyphen, the case kept. */
const tokenOf = (raw: string) => raw.replace(/^[-‐‑−–]/, "-");

/** Every option written in `text`, in order, with its offset (to sit where the word tokenizer puts "c"). */
export function optionMatches(text: string): { token: string; index: number; end: number }[] {
  const out: { token: string; index: number; end: number }[] = [];
  for (const m of text.matchAll(OPTION)) out.push({ token: tokenOf(m[0]), index: m.index, end: m.index + m[0].length });
  return out;
}

/** The option tokens of a text ("-C", "-xz", "/S"). */
export function optionTokens(text: string): string[] {
  return optionMatches(text).map((m) => m.token);
}

/** Whether a token is an option's (made by this module). */
export const isOptionToken = (t: string): boolean => /^[-/]\p{L}/u.test(t);

/** A text that opens with one of `options` is that option's entry in a list of options ("-c  If the -c option …"). */
export function opensWithOption(text: string, options: readonly string[]): boolean {
  const first = optionMatches(text.trimStart().slice(0, 4))[0];
  return !!first && first.index === 0 && options.includes(first.token);
}

/** A line that opens with an option is an entry of a list of options ("-c  If the -c option …"). */
export function opensWithAnyOption(text: string): boolean {
  return optionMatches(text.trimStart().slice(0, 4))[0]?.index === 0;
}
