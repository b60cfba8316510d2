/**
 * "What does SORT CASES do?" is answered by the sentence saying what it does ("SORT CASES sorts the active dataset
 * by the values of …"), not by the usage line a manual prints above it ("SORT CASES BY var list [({D|A})] ..."):
 * a line of a command's syntax, with its placeholders, bracketed optional parts, alternatives and repeats, says how
 * the thing is written, not what it does. Asked what a thing does or is for, such a line does not lead.
 */

/** "What does X do?": what a command, option or function does. ("What is X used for?" is question-focus's purpose.) */
const ASKS_WHAT_DOES = /^\s*what (?:does|do) .{2,60}? do\s*\??\s*$/i;
export const asksWhatDoes = (question: string): boolean => ASKS_WHAT_DOES.test(question);

/**
 * Marks of a syntax line: alternatives in braces ("{D|A}"), a placeholder in angle brackets ("<size>", "⟨list⟩"), a
 * bracketed part repeated or a line ending in a repeat ("[var] ...", "… ]"), a bracketed part opening on an option
 * or a group ("[-v", "[("), a bracketed alternative ("[D|A]"), a bracketed placeholder word ("[options]"; a note
 * "[default true]" is no syntax).
 */
const SYNTAX_MARK =
  /\{[^{}]*\|[^{}]*\}|<\p{L}[\p{L}\d _-]*>|\u27E8[^\u27E9]+\u27E9|\[[^\]]*\]\s*(?:\.\.\.|\u2026)|(?:\.\.\.|\u2026)\s*\]?\s*$|\[\s*[-(]|\[[^\]|]*\|[^\]]*\]|\[(?!default\b)\p{Ll}[\p{Ll}\d_-]*\]/u;
/** A usage line is short; a sentence that quotes one in its prose says what it does as well. */
const USAGE_WORDS = 16;
/** A sentence's own stop after a word (not an ellipsis): prose, whatever syntax it quotes. */
const PROSE_STOP = /[\p{Ll}\d)'"\u2019\u201D]\.$/u;

export function isUsageLine(text: string): boolean {
  const t = text.trim();
  if (t.split(/\s+/).length > USAGE_WORDS || !SYNTAX_MARK.test(t)) return false;
  return !(PROSE_STOP.test(t) && !/(?:\.\.\.|\u2026)$/.test(t));
}
