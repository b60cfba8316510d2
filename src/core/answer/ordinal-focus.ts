/**
 * A question after a thing by its position: "What is the second step of the procedure?", "What does the first
 * argument of the song environment specify?", "Which is the last option?". What answers says the same position of
 * the same kind of thing ("The first optional argument … fixes the entry", "In the second step, …", "Second, the
 * model is refit"), so the position and the thing are matched together, not the ordinal as one more keyword: a
 * sentence about the first argument does not answer after the second.
 */
import { ORDINAL_WORDS } from "../text/english-words";
import { FUNCTION_WORDS } from "../text/stop-words";
import { stem } from "./normalize";
import { ORDINAL_THING_ENDS } from "./answer-words";

export interface OrdinalAsked {
  /** 1 for "first"; 0 for "last" or "final". */
  position: number;
  /** The words that name the position in a text: "second", "2nd"; "last", "final". */
  forms: string[];
  /** The stemmed thing at that position ("argument", "step"), when the question names one. */
  thing: string | null;
}

const SUFFIX = ["st", "nd", "rd", "th", "th", "th", "th", "th", "th", "th"];
const ORDINAL = new RegExp(
  String.raw`\b(${[...ORDINAL_WORDS, "last", "final"].join("|")})\b((?:\s+[\p{L}-]+){0,3})`,
  "iu",
);
const FUNCTION = new Set(FUNCTION_WORDS);

/** The position and the thing a question asks after, or null when it names no position. */
export function ordinalAsked(question: string): OrdinalAsked | null {
  const m = ORDINAL.exec(question);
  if (!m) return null;
  const word = m[1].toLowerCase();
  const n = ORDINAL_WORDS.indexOf(word) + 1;
  const forms = n ? [word, `${n}${SUFFIX[n - 1]}`] : ["last", "final"];
  const after: string[] = [];
  for (const w of m[2].trim().split(/\s+/).filter(Boolean)) {
    const lower = w.toLowerCase();
    // The thing named after the ordinal: words up to a preposition or the question's end, the last of them.
    if (ORDINAL_THING_ENDS.has(lower)) break;
    after.push(lower);
  }
  const named = after.filter((w) => !FUNCTION.has(w));
  return { position: n, forms, thing: named.length ? stem(named[named.length - 1].replace(/^.*-/, "")) : null };
}

/** A sequence's step opening a sentence: "First, …", "Second: …", "Finally, …" ("Last," too). */
const OPENS_STEP = /^\W*\p{L}+\s*[,:]/u;

/** How near the position's word the thing must follow ("the first optional argument"): this many words. */
const THING_REACH = 3;

/**
 * How well a text says the asked position, 0..1: the position's word with the thing right after it (1), or the
 * position's word opening the text as a step of a sequence does ("Second, the model is refit"), 0.5. The word
 * elsewhere, before another thing ("the first time"), says nothing of the position asked.
 */
export function ordinalScore(text: string, asked: OrdinalAsked): number {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}-]+/u)
    .filter(Boolean);
  let best = 0;
  words.forEach((w, i) => {
    if (!asked.forms.includes(w)) return;
    const near = words.slice(i + 1, i + 1 + THING_REACH).map((x) => stem(x.replace(/^.*-/, "")));
    if (asked.thing && near.includes(asked.thing)) best = 1;
    else if (i === 0 && OPENS_STEP.test(text)) best = Math.max(best, 0.5);
  });
  return best;
}
