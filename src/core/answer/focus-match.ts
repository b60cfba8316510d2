/**
 * Whether the pages read say what the question asks at all. The extractive answer ranks by
 * shared words, so asked for something a document does not say (the governing law of a licence
 * that has none), it quoted the nearest clause that happens to share a word ("Unless required by
 * applicable law …"). The measure is the question's focus, not its words: a question on a
 * contract topic is answered only by a sentence that says something in that topic's clause
 * words (two of them a few words apart: "governed by the laws of", "continue for a period of …
 * years"; one alone, or two a line apart, is a mention), or a clause titled as the topic; one
 * after a date, a version, a path or an identifier only by a sentence that holds one. When no
 * sentence of the pages read does, the answer says the pages do not answer. Other questions are
 * left to the lexical gate.
 */
import type { Candidate } from "./cite/candidates";
import type { Probe } from "./extractive-probe";
import { focusScore, titledAsTopic } from "./question-focus";
import { contentTokens, stem } from "./normalize";

/** How close (in content words) two clause words of a topic stand when a sentence says something in them. */
const TOPIC_WINDOW = 4;
/** Focus kinds a sentence gives by its shape: without one, no sentence gives what was asked. */
const SHAPED = new Set(["date", "version", "path", "identifier"]);

/** Two different words of `words` within the window of each other in `tokens` (in order). */
function saysIn(tokens: string[], words: Set<string>): boolean {
  let last: { at: number; word: string } | null = null;
  for (let i = 0; i < tokens.length; i++) {
    if (!words.has(tokens[i])) continue;
    if (last && last.word !== tokens[i] && i - last.at <= TOPIC_WINDOW) return true;
    last = { at: i, word: tokens[i] };
  }
  return false;
}

function onTopic(c: Candidate, probe: Probe): boolean {
  if (titledAsTopic(c.text, probe.focus)) return true;
  const tokens = contentTokens(c.text).map(stem);
  return probe.focus.topicWordSets.some((words) => saysIn(tokens, words));
}

/**
 * Why none of `candidates` (the pages' sentences and rows) can answer: the unmatched focus, named for
 * the trace ("governing-law", "a date"), or null when one may.
 */
export function unmatchedFocus(candidates: readonly Candidate[], probe: Probe): string | null {
  const { focus } = probe;
  if (!candidates.length) return null;
  if (focus.topics.length)
    return candidates.some((c) => onTopic(c, probe)) ? null : focus.topics.map((t) => t.name).join(", ");
  if (SHAPED.has(focus.kind) && !probe.counted)
    return candidates.some((c) => c.kind === "row" || focusScore(c.text, focus) > 0) ? null : `a ${focus.kind}`;
  return null;
}
