/**
 * The question proper, without how the asker wants the answer written ("Format your answer as
 * YYYY-MM-DD.", "Please write down the answer in integer format.", "Your answer should be a
 * list, for example …"). Those words are about the reply, not the document: searched for, they
 * find nothing and dilute what does, and the answer gate would count them as missing.
 */

// A sentence about the reply: it names the answer and how it is to be written.
const ABOUT_ANSWER = /\b(?:answer|reply|response)s?\b/i;
const HOW_WRITTEN =
  /\b(?:format(?:ted)?|integer|float|decimal|list|english|yyyy|mm|dd|example|write|writhe|written|round(?:ed)?|should be|one word|digits?|percentage form)\b/i;

/** The question with its sentences about the answer's format left out (its first sentence always stays). */
export function questionProper(question: string): string {
  const sentences = question.trim().split(/(?<=[.?!])\s+(?=\S)/);
  const kept = sentences.filter((s, i) => i === 0 || !(ABOUT_ANSWER.test(s) && HOW_WRITTEN.test(s)));
  return kept.join(" ");
}
