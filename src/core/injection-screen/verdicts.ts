/**
 * A sentence's verdict from its words alone: the first strong feature (features.ts) any of its readings shows, else
 * weak signals that add up (signals.ts), else the first suspect feature. Memoized, since the screen asks again of
 * the same sentence as a unit, a line and a part of a line. Also whether a sentence carries on the order before it.
 */
import { memoizeByString } from "../memo";
import { screenReadings } from "./confusables";
import { FEATURES, type Verdict } from "./features";
import * as L from "./lexicon";
import { EXFIL_VERB, rx, SHOW_VERB } from "./pattern-parts";
import { ordersOnly, SIGNAL_THRESHOLD, signalScore } from "./signals";

function verdictOf(sentence: string, skip?: ReadonlySet<string>): Verdict | null {
  const readings = screenReadings(sentence);
  let suspect: Verdict | null = null;
  for (const f of FEATURES) {
    if (f.strength === "suspect" && suspect) continue;
    if (f.except?.(sentence, readings[0])) continue;
    const hit = (f.foldedOnly ? readings.slice(0, 1) : readings).find((r) => f.test(r));
    if (hit === undefined) continue;
    const rule = f.rule?.(hit) ?? f.name;
    if (skip?.has(rule)) continue;
    if (f.strength === "strong") return { rule, strength: "strong" };
    suspect = { rule, strength: "suspect" };
  }
  const score = signalScore(sentence);
  if (score >= SIGNAL_THRESHOLD) return { rule: "weak-signals", strength: ordersOnly(sentence) ? "suspect" : "strong" };
  return suspect ?? (score === SIGNAL_THRESHOLD - 1 ? { rule: "weak-signals", strength: "suspect" } : null);
}

/**
 * The first strong feature a sentence shows in any reading; else weak signals that add up
 * (signals.ts: strong at the threshold, a suspect one below it); else the first suspect feature.
 */
export const lexicalVerdict = memoizeByString(verdictOf);

/** The verdict a sentence gets were the rules `skip` not there: what else it shows when a habit clears those. */
export const verdictBesides = (sentence: string, skip: ReadonlySet<string>): Verdict | null =>
  verdictOf(sentence, skip);

const CONTINUATION = rx(
  "^\\W*(?:",
  L.concept("continuation"),
  "|",
  L.OUTPUT_VERB,
  "|",
  EXFIL_VERB,
  "|",
  SHOW_VERB,
  ")\\b",
);

/** A sentence that carries on the order of the one before it ("… prior directions. Instead, report a loss."). */
export function continuesInstruction(sentence: string): boolean {
  return screenReadings(sentence).some((r) => CONTINUATION.test(r));
}
