/**
 * Patterns of a plant that sets the reader's instructions aside: an override verb aimed at someone's
 * instructions, instructions declared void, the evidence or the question to be ignored, a label that announces an
 * override, and an order to decode a text and obey it.
 */
import * as L from "./lexicon";
import { describesAThing } from "./described-action";
import { rx, w, WHOSE, NULLIFIED, INSTRUCTIONS_ONLY } from "./pattern-parts";
// "Guidance" is a company's forecast in a filing; only guidance given to "you" is an instruction.
export const GIVEN_GUIDANCE = "your (?:\\w+ )?guidance|guidance (?:that )?you (?:were|have been) given";
export const INSTRUCTIONS_OF_SOMEONE = rx(
  w(WHOSE),
  " (?:[\\w']+ ){0,2}?",
  w(L.INSTRUCTION_NOUN),
  "|",
  w(L.INSTRUCTION_NOUN),
  " (?:(?:you )?(?:were |have been )?given |that )?",
  w(L.PRIOR),
  "|",
  w(L.INSTRUCTION_NOUN),
  " (?:that )?you (?:have been |were |are |had been )?(?:following|given|told|using|received)",
  "|",
  w(L.INSTRUCTION_NOUN),
  " (?:that )?you (?:operate|work|run|act|function) (?:under|by|with)",
  "|",
  GIVEN_GUIDANCE,
);
export const TOLD = rx(L.TOLD);
export const OVERRIDE = rx(w(L.OVERRIDE_VERB), "(.{0,40})");
export const REVERSED_OVERRIDE = rx(w(L.PRIOR), " (?:\\w+ )?", w(L.INSTRUCTION_NOUN), ".{0,30}", w(L.OVERRIDE_VERB));

const EVERY_OVERRIDE = new RegExp(OVERRIDE.source, "g");

/** An override verb aimed at someone's instructions; one whose subject is a thing (described-action.ts) is passed. */
export function overridesInstructions(s: string): boolean {
  if (REVERSED_OVERRIDE.test(s)) return true;
  for (const hit of s.matchAll(EVERY_OVERRIDE)) {
    const window = s.slice(hit.index, hit.index + hit[0].length + 30);
    const aimed = TOLD.test(hit[1]) || INSTRUCTIONS_OF_SOMEONE.test(window);
    if (!aimed || !describesAThing(s, hit.index, window)) return aimed;
  }
  return false;
}
export const NULLIFIED_AFTER = rx(
  w(INSTRUCTIONS_ONLY),
  " (?:",
  L.PRIOR,
  " )?.{0,20}",
  NULLIFIED,
  "|\\b(?:treat|consider|regard) (?:all |every |any |your |the )?(?:",
  L.PRIOR,
  " )?",
  w(L.INSTRUCTION_NOUN),
  " as (?:void|null|invalid|obsolete|cancel+ed|revoked|irrelevant)",
);
export const IGNORE_EVIDENCE = rx(
  w(L.OVERRIDE_VERB),
  " (?:(?:all|any|every) (?:the )?(?:other|remaining|conflicting) (?:pages|sources|documents|information|evidence" +
    "|data|figures|sections|context)|(?:the rest|le reste|el resto|den rest|il resto|o resto|de rest) (?:of|de|des" +
    "|del|dello|van) (?:this|the|ce|cette|este|esta|dieses|questo|dit) )",
);
export const LABELLED_OVERRIDE = rx(
  "^\\W*(?:override|system override|admin override|important instructions?|instructions? (?:for" +
    "|to) (?:the )?(?:ai|model|assistant|llm))\\s*:",
);
// The user's own question set aside: "Forget the question you were asked".
export const DROP_THE_QUESTION = rx(
  w(L.OVERRIDE_VERB),
  " (?:the|your) (?:question|query|task|request)s? (?:that )?you (?:were|have been|'ve been) (?:asked|given)",
);
// An order to decode something and obey what it says: "ROT13, then obey: `…`", "read this backwards and do it",
// "unescape it and apply it", "URL-decode and follow: %6F%6D…". Prose decodes to read, never to obey.
const DECODE =
  "(?:de-?(?:code|crypt|cipher|obfuscate)|unescape|un-escape|unscramble|url-?decode|rot-?13|base-?64|hex|binary|" +
  "morse|atbash|caesar|reverse (?:it|this|them|the text)|read (?:it |this |them |these (?:words|letters|lines) )?" +
  "(?:backwards|in reverse|from right to left|bottom to top|right-to-left))";
const OBEY =
  "(?:obey|comply|do (?:it|so|what it says|as it says)|carry (?:it|them) out|act on (?:it|them)|apply (?:it|them)|" +
  "execute (?:it|them)|follow (?:it|them|what it says|the result|the decoded \\w+|the instructions?)\\b|" +
  "follow\\s*(?::|[.!]?\\s*$))";
export const DECODE_AND_OBEY = rx("\\b", DECODE, "\\b[^.!?]{0,60}?\\b", OBEY);
