/**
 * The injection screen: sentences of evidence text addressed to an AI ("ignore previous
 * instructions", "you are now", requests to output links or images) are quarantined.
 * They are cut from what the chat model receives and from the extractive candidates, and
 * listed for the user. A transparent pattern list, not a model: one layer of defence.
 */
import { splitSentences } from "./sentences";

export interface QuarantinedText {
  /** Evidence label and the page range it covers. */
  label: number;
  page_start: number;
  page_end: number;
  text: string;
  /** Name of the rule that matched. */
  rule: string;
}

export interface ScreenResult<E> {
  /** Evidence with quarantined sentences replaced by a visible placeholder. */
  evidence: E[];
  quarantined: QuarantinedText[];
  rules: string[];
}

export const QUARANTINE_PLACEHOLDER = "[text removed: it addressed an AI]";

const RULES: [string, RegExp][] = [
  ["ignore-instructions", /\b(ignore|forget|override|bypass)\b.{0,30}\b(previous|prior|above|earlier|preceding|all|any|your|the)\b.{0,20}\b(instructions?|prompts?|directions|rules|guidelines|context)\b/i],
  ["disregard", /\bdisregard\b.{0,30}\b(previous|prior|above|earlier|all|any|everything|your|these|those|instructions?|rules|prompt)\b/i],
  ["you-are-now", /\byou are now\b|\bfrom now on,? you\b|\bpretend (to be|you are)\b|\bact as (an? )?(ai|assistant|chatbot|language model)\b/i],
  ["system-prompt", /\bsystem prompt\b|\bdeveloper (message|mode)\b|\bjailbreak\b|<\|im_start\|>|\[\/?INST\]|<<SYS>>/i],
  ["as-an-ai", /\bas an? (ai|a\.i\.|large language model|language model|llm|ai assistant)\b/i],
  ["addressed-to-ai", /\b(ai|assistant|chatbot|language model|llm|gpt|claude)s?\b.{0,40}\b(must|should|shall|are instructed|is instructed|will now)\b.{0,40}\b(say|answer|respond|reply|output|state|tell|write|include|recommend)\b/i],
  ["new-instructions", /\b(new|updated|real|actual) instructions?\s*:|\binstructions? (to|for) (the )?(ai|assistant|model)\b/i],
  ["output-link-or-image", /\b(output|include|insert|add|render|display|embed|print|show|append)\b.{0,40}\b(link|url|hyperlink|image|img|markdown image|pixel)\b.{0,60}(https?:\/\/|www\.|!\[)|!\[[^\]]*\]\(\s*https?:/i],
  ["respond-only", /\b(respond|reply|answer) (only )?with\b.{0,40}\b(exactly|only|the following|this)\b|\bdo not (tell|inform|reveal to|mention to) the user\b/i],
];

/** The rule a sentence trips, if any. */
export function screenSentence(sentence: string): string | null {
  for (const [name, rx] of RULES) if (rx.test(sentence)) return name;
  return null;
}

interface ScreenableEvidence {
  label: number;
  page_start: number;
  page_end: number;
  text: string;
}

export function screenEvidence<E extends ScreenableEvidence>(evidence: E[]): ScreenResult<E> {
  const quarantined: QuarantinedText[] = [];
  const out = evidence.map((e) => {
    let text = e.text;
    for (const sentence of splitSentences(e.text.replace(/\s+/g, " "))) {
      const rule = screenSentence(sentence);
      if (!rule) continue;
      quarantined.push({ label: e.label, page_start: e.page_start, page_end: e.page_end, text: sentence, rule });
      text = removeSentence(text, sentence);
    }
    return text === e.text ? e : { ...e, text };
  });
  return { evidence: out, quarantined, rules: RULES.map(([name]) => name) };
}

/** Cuts a sentence out of line-broken text: its words in order, whatever whitespace between. */
function removeSentence(text: string, sentence: string): string {
  const pattern = sentence.split(" ").map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("\\s+");
  return text.replace(new RegExp(pattern), QUARANTINE_PLACEHOLDER);
}

/** True when a candidate quote overlaps quarantined text (never offered as an answer). */
export function isQuarantined(text: string, quarantined: readonly QuarantinedText[]): boolean {
  const flat = text.replace(/\s+/g, " ");
  return quarantined.some((q) => flat.includes(q.text) || q.text.includes(flat));
}
