/**
 * Whether the pages read say what the question asks at all. The extractive answer ranks by
 * shared words, so asked for something a document does not say (the governing law of a licence
 * that has none), it quoted the nearest clause that happens to share a word ("Unless required by
 * applicable law …"). The measure is the question's focus, not its words: a question on a
 * contract topic is answered only by a sentence that says something in that topic's clause
 * words (two of them a few words apart: "governed by the laws of", "continue for a period of …
 * years"; one alone, or two a line apart, is a mention), or the very word that put the question on
 * the topic, in any form, said of something ("terminate": "shall terminate as of the date …", not
 * "the language governing permissions"; near the thing asked for when the question names one of
 * the topic's words: "which law governs" wants "law" by it, not "is governed by this License"),
 * or a clause titled as the topic; one
 * after a date, a version, a path or an identifier only by a sentence that holds one. When no
 * sentence of the pages read does, the answer says the pages do not answer. Other questions are
 * left to the lexical gate.
 */
import type { Candidate } from "./cite/candidates";
import type { Probe } from "./extractive-probe";
import { cuedAsTopic, HELD_KINDS, titledAsTopic } from "./question-focus";
import { focusScore } from "./focus-score";
import { contentTokens, matchTokens, stem } from "./normalize";
import { wordForms } from "../text/word-forms";
import { AUXILIARIES } from "./answer-words";
import { askedThingWords, questionAcronyms, saysAskedThing } from "./asked-thing";

/** How close (in content words) two clause words of a topic stand when a sentence says something in them. */
const TOPIC_WINDOW = 4;

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

/**
 * The words that put the question on its topics, each a one-word asking of the topic ("terminate",
 * "governs"; not "which law", whose "law" any sentence may hold), with their other forms, stemmed.
 */
function askingWords(probe: Probe): Set<string> {
  const asked = probe.focus.asked ?? new Set<string>();
  const words = probe.focus.topics.flatMap((t) => t.asked).filter((a) => !/\s/.test(a) && asked.has(a.toLowerCase()));
  return new Set(words.flatMap((w) => [w, ...wordForms(w)]).map((w) => stem(w.toLowerCase())));
}

/** The text says the asking word of something (an auxiliary one or two words before it), near `asked` if given. */
function predicates(text: string, asking: Set<string>, asked: string | null): boolean {
  const words = matchTokens(text).map(stem);
  return words.some(
    (w, i) =>
      asking.has(w) &&
      [words[i - 1], words[i - 2]].some((a) => AUXILIARIES.has(a)) &&
      (!asked || words.slice(Math.max(0, i - 2 * TOPIC_WINDOW), i + 2 * TOPIC_WINDOW + 1).includes(asked)),
  );
}

/** The topic word a question asks for by name ("which law", "whose law", "what state"), stemmed, or null. */
function askedThing(question: string, probe: Probe): string | null {
  const m = /\b(?:which|whose|what)\s+([a-z]+)/i.exec(question);
  const word = m ? stem(m[1].toLowerCase()) : null;
  return word && probe.focus.topicWordSets.some((words) => words.has(word)) ? word : null;
}

function onTopic(c: Candidate, probe: Probe, asking: Set<string>, asked: string | null): boolean {
  if (titledAsTopic(c.text, probe.focus) || cuedAsTopic(c.text, probe.focus)) return true;
  const tokens = contentTokens(c.text).map(stem);
  if (probe.focus.topicWordSets.some((words) => saysIn(tokens, words)) || predicates(c.text, asking, asked))
    return true;
  // A date asked of a topic is given by a date beside one of its words: "THIS AGREEMENT is made on November 2022".
  return (
    HELD_KINDS.has(probe.focus.kind) &&
    focusScore(c.text, probe.focus) > 0 &&
    probe.focus.topicWordSets.some((words) => tokens.some((t) => words.has(t)))
  );
}

/** Focus kinds that name no shape of value: the words naming the thing asked are all a sentence can show. */
const THING_KINDS: ReadonlySet<string> = new Set(["none", "name", "definition"]);

/**
 * Why none of `candidates` (the pages' sentences and rows) can answer: the unmatched focus, named for
 * the trace ("governing-law", "a date"), or null when one may.
 */
export function unmatchedFocus(candidates: readonly Candidate[], probe: Probe, question: string): string | null {
  const { focus } = probe;
  if (!candidates.length) return null;
  // A byline names the document's authors without the word "author": asked who wrote it, it is the answer.
  if (probe.author && candidates.some((c) => c.byline)) return null;
  if (focus.topics.length) {
    const asking = askingWords(probe);
    const asked = askedThing(question, probe);
    return candidates.some((c) => onTopic(c, probe, asking, asked)) ? null : focus.topics.map((t) => t.name).join(", ");
  }
  if (HELD_KINDS.has(focus.kind) && !probe.counted)
    return candidates.some((c) => c.kind === "row" || focusScore(c.text, focus) > 0) ? null : `a ${focus.kind}`;
  // A thing asked by name ("What is the fee …?") that no sentence names is not on the pages (asked-thing.ts).
  const thing = THING_KINDS.has(focus.kind) ? askedThingWords(question) : [];
  const other = { synonyms: probe.synonyms, acronyms: questionAcronyms(question) };
  return saysAskedThing(candidates, thing, other) ? null : `the ${thing.map((w) => w[0]).join(" ")}`;
}

/** Whether `text` names all (or any) of the codes and options a question names ("ar01", "-C"). */
export function namesCodes(text: string, codes: readonly string[], how: "all" | "any"): boolean {
  const tokens = new Set(contentTokens(text).map(stem));
  return how === "all" ? codes.every((c) => tokens.has(c)) : codes.some((c) => tokens.has(c));
}
