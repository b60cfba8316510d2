/**
 * "When is the paper dated?", "What is the date of this report?": the date a document bears is
 * printed on its cover or title page as a line of its own ("September 3, 2010"), not in a
 * sentence, and shares no word with the question; the sentences that say "this paper" and the
 * references dated in their own right ("Intel White Paper, February 2010") outranked it.
 */
import { FULL_DATE, MONTH_YEAR, type QuestionFocus } from "./question-focus";
import { contentTokens } from "./normalize";
import { DOCUMENT_NOUNS } from "./answer-words";

const ABOUT_DOCUMENT = new RegExp(String.raw`\b(?:the|this) (?:${DOCUMENT_NOUNS.join("|")})\b`, "i");

/** Pages a cover or title page (with its verso) may take. */
const COVER_PAGES = 2;
/** Words a date line may carry besides the date ("Dated", "Published", "Revised", a place). */
const OTHER_WORDS = 2;

/** The question asks for the date of the document itself, not of an event or a clause it sets out. */
export function asksDocumentDate(question: string, focus: QuestionFocus): boolean {
  return focus.kind === "date" && !focus.topics.length && ABOUT_DOCUMENT.test(question);
}

/** A line of a cover page that is a date and little else. */
export function isCoverDate(text: string, page: number): boolean {
  if (page > COVER_PAGES) return false;
  const date = FULL_DATE.exec(text) ?? MONTH_YEAR.exec(text);
  if (!date) return false;
  const rest = text.slice(0, date.index) + " " + text.slice(date.index + date[0].length);
  return contentTokens(rest).length <= OTHER_WORDS;
}
