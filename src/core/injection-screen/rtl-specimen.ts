/**
 * A manual of typesetting shows a sentence of Hebrew or Arabic twice: as its source, in the order it is keyed
 * ("{\he אין לי מושג …}"), and as typeset, which a PDF's text holds in the order it is drawn, right to left read
 * left to right: the same letters backwards. A sentence in a right-to-left script whose letters the page also holds
 * reversed is that example, not an island planted in it; a plant is one sentence, set once.
 */
import { memoizeByString } from "../memo";

// Letters only: vowel marks are drawn apart from their letters and extracted in no fixed order.
const RTL_LETTER = /(?=\p{L})[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/gu;
// Fewer letters than this are a word or two, which a page may well hold both ways by chance.
const SPECIMEN_LETTERS = 8;

// Decomposed, so that a letter keyed with its hamza and one drawn as a letter and a mark read the same.
const rtlLetters = (text: string): string => (text.normalize("NFKD").match(RTL_LETTER) ?? []).join("");
const pageLetters = memoizeByString(rtlLetters, 64);

/** True when the unit is in a right-to-left script and the page (`text`) also holds its letters in reverse order. */
export function typesetFromSource(unit: string, text: string): boolean {
  const letters = [...rtlLetters(unit)];
  if (letters.length < SPECIMEN_LETTERS) return false;
  return pageLetters(text).includes(letters.reverse().join(""));
}
