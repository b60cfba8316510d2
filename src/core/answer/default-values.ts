/**
 * "What is the default block size?", "Which tool runs by default?": a manual states a default
 * as a value beside the word ("[default: memcheck]", "defaults to 60 seconds", "900,000 bytes
 * (the default)", "The default is --sort=none"). The sentence that states it answers, before
 * the many that share the question's other words ("block size") and say nothing of a default.
 */
import type { Candidate } from "./cite/candidates";
import { SENTENCE_END } from "../text/sentence-end";
import { joined } from "./sentence-pairs";

// "… by default?", "the default …" (the word alone), and what is used when nothing is said
// ("when none is given", "if omitted").
const ASKS_DEFAULT =
  /\bdefaults?\b|\b(?:when|if) (?:none|nothing|no \w+) is (?:given|specified|set|passed)\b|\bif (?:it is )?(?:omitted|unspecified|not (?:given|specified|set))\b/i;
const SAYS_DEFAULT = /\bdefault(?:s|ed)?\b/i;
// The word with its value: "default: x", "default is x", "the default weight value is 50", "x is the default",
// "defaults to x", "x (the default)", "(default 10)".
const STATES_DEFAULT = new RegExp(
  String.raw`\bdefaults?(?:\s+[\w-]+){0,3}?\s*(?::|=|\bis\b|\bto\b|\bwill be\b)\s*\S|` +
    String.raw`\S\s*\((?:the |this is the )?default\b|\(default:?\s+\S|\bby default\b[^.;]*?(?:\d|\bis\b|\bare\b)|` +
    String.raw`\S\s+(?:is|are) the default\b|\S\s*\((?:\w+\s+){0,2}by default\)`,
  "i",
);

export const asksDefault = (question: string): boolean => ASKS_DEFAULT.test(question);

/** 1 when the text states a default with its value, 0.5 when it only names a default, else 0. */
export function statesDefault(text: string): number {
  if (!SAYS_DEFAULT.test(text)) return 0;
  return STATES_DEFAULT.test(text) ? 1 : 0.5;
}

/**
 * A sentence stating a default that opens on the default itself names nothing of its own: "The default is 2.",
 * "Defaults to 60 seconds.", "By default, 4 are used." (an option's line, "--block=<size> [default: large]", names
 * its option), and says it in a few words.
 */
const BARE_DEFAULT = /^\(?(?:(?:the|its|their)\s+)?(?:default(?:s|ed)?\b|by default\b)/i;
const BARE_DEFAULT_WORDS = 8;
/** Sentences before a bare default that may be what it is the default of. */
const DESCRIBED_BACK = 3;
/** The joined quote stays one a reader takes in at a glance. */
const MAX_WORDS = 80;

const words = (text: string) => text.trim().split(/\s+/).length;
const isSentence = (c: Candidate | undefined): c is Candidate =>
  !!c && c.kind === "sentence" && !c.furniture && !c.note && !c.term && !c.byline && c.count === undefined;

/**
 * A bare default ("The default is 2.") is the default of what the sentences just before it describe ("-iN allows you
 * to change the indentation of the generated C file. So if you want 4 spaces, use -i4. The default is 2."): asked a
 * default, it is read and quoted with them, the run of up to DESCRIBED_BACK whole sentences before it that scores
 * best (the shortest of equals), so that the value outranks the description that holds the question's words alone.
 * Else the sentence itself, and so any other.
 */
export function withDescribed(
  read: readonly Candidate[],
  i: number,
  score: (c: Candidate) => number,
): { c: Candidate; absorbed: Candidate[] } {
  const c = read[i];
  const bare = BARE_DEFAULT.test(c.text.trim()) && words(c.text) <= BARE_DEFAULT_WORDS;
  if (!isSentence(c) || !bare || statesDefault(c.text) < 1) return { c, absorbed: [] };
  let best = { c, absorbed: [] as Candidate[], score: score(c) };
  let run = c;
  const absorbed: Candidate[] = [];
  for (let k = 1; k <= DESCRIBED_BACK; k++) {
    const prev = read[i - k];
    // A title line or a heading is no description: the run stops at it, as at anything not a whole sentence.
    if (!isSentence(prev) || !SENTENCE_END.test(prev.text.trim())) break;
    run = joined(prev, run, run);
    if (words(run.text) > MAX_WORDS) break;
    absorbed.unshift(prev);
    const s = score(run);
    if (s > best.score) best = { c: run, absorbed: [...absorbed], score: s };
  }
  return { c: best.c, absorbed: best.absorbed };
}
