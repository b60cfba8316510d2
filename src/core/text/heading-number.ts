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

/** Every line's opening number in a multi-line text. */
const LINE_NUMBERS = new RegExp(HEADING_NUMBER.source, "gmu");

/** The text without the numbers that open its lines ("5 Operators" → "Operators"). */
export const withoutHeadingNumbers = (text: string): string => text.replace(LINE_NUMBERS, "");
