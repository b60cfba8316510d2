/**
 * Whether a question asks for a way, in one place. Any "How do/does/can … ?" or "how to …" asks
 * how something is done or comes about; an identifier it ends on ("… the generated code?") is
 * what is acted on, not the value asked (question-focus.ts). A procedure is the narrower case
 * where the reader is the one who acts ("How do I descale it?", "How can users export…",
 * "how to install", "steps to reset"), so the steps under the task's heading answer
 * (procedure-steps.ts); "How does the cache evict entries?" asks how a thing works, which no
 * list of steps to follow answers.
 */

const WAY_WORDS = "do|does|can|could|should|would|shall|might|may";
/** Who acts in a procedure: the reader, however the question names them. */
const ACTOR = "i|you|we|one|users?";

const WAY_OPENING = new RegExp(String.raw`^\s*how (?:${WAY_WORDS}|to)\b`, "i");

/**
 * A procedure, with the task's verb in one of its groups: "How do I (descale)", "how to (install)",
 * "steps to (reset)".
 */
export const PROCEDURE = new RegExp(
  String.raw`^\s*how (?:${WAY_WORDS}) (?:${ACTOR}) (\p{L}+)|^\s*how to (\p{L}+)|` +
    String.raw`\b(?:steps|procedure|instructions) (?:to|for) (\p{L}+)`,
  "iu",
);

/** The question asks how something is done or works, a procedure included. */
export const asksWay = (question: string): boolean => WAY_OPENING.test(question) || PROCEDURE.test(question);
