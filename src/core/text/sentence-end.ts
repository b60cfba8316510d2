/**
 * Where a line closes a sentence or a clause, in one place: candidates, lead-in lists and the
 * headings over an answer each asked it with their own copy of one pattern. A line that ends on
 * a full stop, question or exclamation mark, a colon (a list's lead-in) or a semicolon (a list's
 * item), whatever quotes or brackets close after it, closes one; a heading or a line that
 * wraps on does not.
 */

/** Closing quotes and brackets that may follow the mark ("… as “final.”", "(see below.)"). */
const CLOSERS = String.raw`["')\]\u201D\u2019]*`;

/** The text ends a sentence or a clause (blanks after it aside only where the caller trims). */
export const CLAUSE_END = new RegExp(String.raw`[.!?:;]${CLOSERS}$`);

/** The line, trimmed, closes a sentence or a clause. */
export const endsClause = (text: string): boolean => CLAUSE_END.test(text.trim());

/** The text ends a sentence proper: a colon or semicolon only leads on. */
export const SENTENCE_END = new RegExp(String.raw`[.!?]${CLOSERS}$`);
