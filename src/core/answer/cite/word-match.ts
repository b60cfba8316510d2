/**
 * Loose word matching for naming a table or a sentence: "pay" meets "payments", "region"
 * meets "regional", "expect" meets "expected". Only for choosing among a page's tables and
 * sentences, never for locating a quote.
 */
import { words } from "../tables/line-items";

/** One word meets another when equal, or when one begins the other and the shorter has three letters or more. */
export const meets = (a: string, b: string): boolean =>
  a === b || (Math.min(a.length, b.length) >= 3 && (a.startsWith(b) || b.startsWith(a)));

/** How many of the question's words (figures aside) the text shares. */
export function sharedWords(question: Set<string>, text: string): number {
  const seen = [...words(text)];
  return [...question].filter((q) => !/^\d+$/.test(q) && seen.some((w) => meets(q, w))).length;
}
