/**
 * "What is the default block size?", "Which tool runs by default?": a manual states a default
 * as a value beside the word ("[default: memcheck]", "defaults to 60 seconds", "900,000 bytes
 * (the default)", "The default is --sort=none"). The sentence that states it answers, before
 * the many that share the question's other words ("block size") and say nothing of a default.
 */

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
    String.raw`\S\s+(?:is|are) the default\b`,
  "i",
);

export const asksDefault = (question: string): boolean => ASKS_DEFAULT.test(question);

/** 1 when the text states a default with its value, 0.5 when it only names a default, else 0. */
export function statesDefault(text: string): number {
  if (!SAYS_DEFAULT.test(text)) return 0;
  return STATES_DEFAULT.test(text) ? 1 : 0.5;
}
