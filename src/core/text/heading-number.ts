/**
 * A heading's or a list item's own number at the start of a line: "4", "3.2", "2.1.", "Section 6.1",
 * "Item 7.", "IV", set before a capitalised title ("5 Operators", "2.1 Tips", "Section 6.1 Scope").
 * It numbers the line and counts nothing, so readers that look for counts or figures leave it out,
 * and one that tells headings from sentences takes it for a heading's mark.
 *
 * One definition for every reader (navigate/focus-pages, answer/count-answers, answer/extractive-score).
 * The title after the number must open with a capital in its own case: "4 apples were sold" is a count.
 * The part words are spelled in both cases rather than matched case-blind, since a case-blind match
 * would let the capital test pass any letter.
 */
const PART_WORD = "(?:[Ss]ection|SECTION|[Aa]rticle|ARTICLE|[Pp]art|PART|[Cc]hapter|CHAPTER|[Ii]tem|ITEM)";
const NUMBER = String.raw`(?:${PART_WORD}\s+)?(?:\d+(?:\.\d+)*|[IVX]+)\.?`;

/** The number opening a line, with the blank after it ("2.1 " of "2.1 Tips"). */
export const HEADING_NUMBER = new RegExp(String.raw`^[ \t]*${NUMBER}[ \t]+(?=\p{Lu})`, "u");

/**
 * Every line's opening number in a page's text, an appendix's lettered one too ("A.1 Prompts"). A page's lines
 * are read for where a document states a count, and a lettered heading states none. A sentence's own opening
 * (HEADING_NUMBER) takes no letter: read so, "A.1" was measured to cost answers.
 */
const LINE_NUMBERS = new RegExp(
  String.raw`^[ \t]*(?:${PART_WORD}\s+)?(?:(?:\p{Lu}\.)?\d+(?:\.\d+)*|[IVX]+)\.?[ \t]+(?=\p{Lu})`,
  "gmu",
);

/** The text without the numbers that open its lines ("5 Operators" → "Operators", "A.1 Prompts" → "Prompts"). */
export const withoutHeadingNumbers = (text: string): string => text.replace(LINE_NUMBERS, "");

/**
 * A section title's own number as a tree holds it ("1.1", "A.2", "A1", a FAQ's "Q3." or "Q3:"), taken off before the
 * title's words are compared with a question's. Unlike HEADING_NUMBER it reads a title, not a line of prose, so it
 * asks no capital after it ("Q3. how do I cite it?") and takes an appendix's or a FAQ's lettered number.
 */
export const SECTION_TITLE_NUMBER = /^\s*(?:[A-Z]?\d+(?:\.\d+)*\.?|[A-Z]\.\d+(?:\.\d+)*\.?|Q\d+[.:]?)\s+/;
