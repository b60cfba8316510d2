/**
 * The shape of a run of text, whatever it says: how much of it is code or markup, how much of it is
 * capitalised like a heading or a list of names, and how long it is. A planted order is a sentence of
 * prose (or prose inside a small payload); a page of API reference, a table of contents or a list of
 * authors is not, and the screen's word-level signals mean little there.
 */

// Code and markup, not prose: an identifier, a call, an assignment, a path, a dotted name. Not "$" or "@"
// or a digit among letters: leetspeak writes prose with those ("$ummarize", "r3port").
const CODE_TOKEN = /[_=(){}[\]<>\\/#|*]|\p{L}\.\p{L}/u;
const OPENS_CAPITAL = /^\P{L}*\p{Lu}/u;
const CASE_TURN = /\p{Lu}\p{Ll}|\p{Ll}\p{Lu}/gu;
/** A word opening with a capital, as names and headings do ("Chen", "McKinnon", "OpenAI"), not "SuPpLeMeNt". */
const capitalised = (token: string) => OPENS_CAPITAL.test(token) && (token.match(CASE_TURN)?.length ?? 0) <= 3;
// A first word all in lower case ("models, at least …"); "mOdEl" is a disguise, not a continuation.
const LOWER_START = /^[^\p{L}]*\p{Ll}+(?!\p{L})/u;

/** The whitespace-separated tokens of a text that hold a letter. */
export const wordTokens = (text: string): string[] => text.split(/\s+/).filter((t) => /\p{L}/u.test(t));

/** The share of a text's tokens that are code or markup. */
export function codeShare(text: string): number {
  const tokens = wordTokens(text);
  return tokens.length ? tokens.filter((t) => CODE_TOKEN.test(t)).length / tokens.length : 0;
}

/** The share of a text's tokens that open with a capital, as names and headings do. */
export function capitalShare(text: string): number {
  const tokens = wordTokens(text);
  return tokens.length ? tokens.filter(capitalised).length / tokens.length : 0;
}

// A third of the tokens code: a line or block of code, not a sentence with a name or a path in it.
const CODE_LIKE = 1 / 3;

/** True for code, a command line or a payload of identifiers (six tokens or more, a third of them code). */
export const codeLike = (text: string): boolean => wordTokens(text).length >= 6 && codeShare(text) >= CODE_LIKE;

/** True when the text starts with a word in lower case: the continuation of a sentence, not its opening. */
export const opensLowerCase = (text: string): boolean => LOWER_START.test(text);

/**
 * A program's token: a call ("library(Rcmdr)", "knitr::opts_chunk$set(comment=NA,") or an argument set to a literal
 * ("prompt=TRUE)"). Its words are names a program gave its functions and options, not words said to a reader: an
 * argument called "prompt" asks nothing. A call's name opens in lower case or holds a program's marks (an underscore,
 * a dot, "$", "::"), and what follows is no plural's "(s)" ("Trading Symbol(s):"); an argument's value is a flag,
 * a missing value or a number, since a key set to words ("answer=positive;") may be a payload's order.
 */
const PROGRAM_TOKEN = new RegExp(
  "^[`‘'\"]?(?:(?:[a-z_.][\\w.]*|[\\p{L}_.][\\w.]*(?:[_.$]|::)[\\w.$:]*)\\((?!e?s\\))" +
    "|[\\p{L}_.][\\w.]*=(?:TRUE|FALSE|T|F|NA|NULL|true|false|None|-?\\d[\\d.]*)(?![\\w=]))",
  "u",
);

/** The text without its program tokens (the prose around a call or a line of code, as a comment reads). */
export const withoutProgramTokens = (text: string): string =>
  text
    .split(/\s+/)
    .filter((t) => !PROGRAM_TOKEN.test(t))
    .join(" ");

// A line of prose run to the margin mid-sentence: six words at least, ending on a word in lower case with no stop,
// colon or comma after it ("… i.e., in R’s S4 class").
const RUNS_ON = /(?:^|\s)\p{Ll}[\p{Ll}’'-]*$/u;
const RUN_ON_WORDS = 6;

/**
 * A line opening on a word in lower case right after a line of prose that ran on mid-sentence: the rest of that
 * sentence, wrapped ("… in R’s S4 class / system: We have three …"), not a line of its own, whatever label its first
 * word and a colon look like. A role or key opening a line of its own follows a line that ended, or a heading.
 */
export function wrapsOn(previous: string | undefined, line: string): boolean {
  if (previous === undefined || !opensLowerCase(line.trim())) return false;
  const before = previous.trim();
  return RUNS_ON.test(before) && wordTokens(before).length >= RUN_ON_WORDS;
}
