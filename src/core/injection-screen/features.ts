/**
 * Features of a planted instruction, each a combination of concepts from lexicon.ts over
 * the folded readings of one sentence: an override verb aimed at instructions, a name
 * for an AI reader with an order to answer, a role marker opening a line, an ask to send
 * data to an address, an image whose address carries data. "Strong" features quarantine
 * on their own; "suspect" ones only put a sentence before System One, since each alone
 * also fits ordinary filing prose ("You should read the risk factors").
 */
import type { Feature } from "./feature-types";
import { INSTRUCTION_FEATURES } from "./instruction-features";
import { ANSWER_FEATURES } from "./answer-features";
import { WORD_LED_RULES } from "./moves";

export { isStrong, type Feature, type Strength, type Verdict } from "./feature-types";

// In this order: the first strong feature a sentence shows names its rule, the first suspect its suspect's.
export const FEATURES: Feature[] = [...INSTRUCTION_FEATURES, ...ANSWER_FEATURES];

const SOFTWARE_WORDS = new Set(
  FEATURES.filter((f) => f.softwareWords).flatMap((f) => (f.name === "answer-move" ? WORD_LED_RULES : [f.name])),
);

/** The rules whose words are also a program manual's words about the program (Feature.softwareWords). */
export const SOFTWARE_WORDS_RULES: ReadonlySet<string> = SOFTWARE_WORDS;

/** True when a rule's words are also a program manual's words about the program (Feature.softwareWords). */
export const softwareWordsRule = (rule: string): boolean => SOFTWARE_WORDS.has(rule);
