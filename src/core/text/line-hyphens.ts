/**
 * Whether a hyphen ending a line is the word's own or the typesetter's. "manage-" / "ment" is one word broken to
 * fit, read "management"; "non-" / "negative" is a compound that keeps its hyphen wherever the line ends, read
 * "non-negative". The prefixes that keep it are data (hyphen-prefixes.json), so a prefix is a change to the file;
 * every reader that joins lines (a page's reading text, its run of sentences, a page break, a displayed quote)
 * asks here.
 */
import { checkedHeader, wordSet } from "../data-file";
import data from "./hyphen-prefixes.json" with { type: "json" };

const FILE = "hyphen-prefixes.json";
export const HYPHEN_PREFIXES_FORMAT = "pincite-hyphen-prefixes";
export const HYPHEN_PREFIXES_VERSION = 1;

/** The prefixes of the file, checked: header, and a non-empty list of lower-case words. */
export function loadHyphenPrefixes(file: unknown): ReadonlySet<string> {
  const f = checkedHeader(file, FILE, HYPHEN_PREFIXES_FORMAT, HYPHEN_PREFIXES_VERSION);
  return wordSet(f.kept, "kept", FILE);
}

const KEPT = loadHyphenPrefixes(data);

/** The word a text ends on before its final hyphen ("… the non-" → "non"), or "" when it ends on no word so. */
const LAST_WORD = /(?:^|[^\p{L}\p{M}])(\p{L}[\p{L}\p{M}]*)[-\u2010\u2011]$/u;

/**
 * The text (a line, or a run of text up to a line end) ends on a prefix that keeps its hyphen: joined to the next
 * line, the hyphen stays ("non-" + "negative" → "non-negative").
 */
export function keepsLineHyphen(text: string): boolean {
  const m = LAST_WORD.exec(text);
  return (!!m && KEPT.has(m[1].toLowerCase())) || endsOnJoinedToken(text);
}

/**
 * The text ends on a token that already holds a hyphen or an address's punctuation before its final hyphen
 * ("bug-gnu-", "state-of-the-", "www.gnu.org/s/ps-"): typesetters do not break such a token inside a word, only at
 * a hyphen it has (TeX hyphenates no word that holds one, and breaks a URL or e-mail address where it may), so
 * the hyphen is the token's own and stays ("bug-gnu-" + "pspp@gnu.org" → "bug-gnu-pspp@gnu.org").
 */
const JOINED_TOKEN = /(?:^|\s)\S*(?:\p{L}[-\u2010\u2011@/_]|\p{L}\.\p{L})\S*[-\u2010\u2011]$/u;
export const endsOnJoinedToken = (text: string): boolean => JOINED_TOKEN.test(text);
