/**
 * Features of a plant that works on the answer (what it says, cites, calls, leaves out), then the suspects that only
 * put a sentence before System One and the labels and rubrics after them. The second part of the screen's feature
 * list (features.ts keeps their order: the first strong one names the rule, the first suspect the suspect's).
 */
import * as L from "./lexicon";
import {
  AGENT_MUST,
  AI_MENTION,
  AI_MUST_TREAT,
  ASSISTANT_MUST,
  BRACKETED_ROLE,
  FROM_THE_MAKERS,
  IF_YOU_ARE_AI,
  INSTRUCTIONS_FOR_AI,
  MACHINE_LABEL,
  NEW_IDENTITY,
  NEW_TASK,
  VOCATIVE_OPENING,
} from "./addressee-patterns";
import {
  AGAINST_THE_USER,
  ANSWER_RULES,
  IMPERATIVE_OPENING,
  INSTEAD_OF_ANSWERING,
  INTO_THE_ANSWER,
  LINK_IN_ANSWER,
  NEVER_SAY,
  PROMPT_LEAK,
  RESPOND_HOW,
  SUMMARISE_AS,
} from "./answer-patterns";
import { notVocative } from "./feature-exceptions";
import type { Feature } from "./feature-types";
import { TOOL_CALL, USER_VOICE, retrievalNote, wordLedMove } from "./moves";
import {
  DECODE_AND_OBEY,
  DROP_THE_QUESTION,
  IGNORE_EVIDENCE,
  LABELLED_OVERRIDE,
  NULLIFIED_AFTER,
} from "./override-patterns";
import {
  DEMONSTRATIVE,
  ONLY,
  ORDER_WORD,
  OUTPUT_AS_VERB,
  OUTPUT_STRICT,
  SECOND_PERSON_MUST,
  URL,
  WHEN_ASKED,
  m,
  rx,
  w,
} from "./pattern-parts";

export const ANSWER_FEATURES: Feature[] = [
  // One feature for the word-led moves (moves.ts): they share one pass over their words; each names its rule.
  {
    name: "answer-move",
    strength: "strong",
    softwareWords: true,
    test: (r) => wordLedMove(r) !== null,
    rule: wordLedMove,
  },
  { name: "retrieval-note", strength: "strong", test: retrievalNote },
  { name: "tool-call", strength: "strong", softwareWords: true, test: m(TOOL_CALL) },
  { name: "user-voice", strength: "strong", softwareWords: true, test: m(USER_VOICE) },
  { name: "assistant-must-answer", strength: "strong", test: m(ASSISTANT_MUST) },
  { name: "instead-of-answering", strength: "strong", softwareWords: true, test: m(INSTEAD_OF_ANSWERING) },
  { name: "summarise-as", strength: "strong", softwareWords: true, test: m(SUMMARISE_AS) },
  { name: "prompt-leak", strength: "strong", test: m(PROMPT_LEAK) },
  { name: "if-you-are-ai", strength: "strong", test: m(IF_YOU_ARE_AI) },
  { name: "new-identity", strength: "strong", test: m(NEW_IDENTITY) },
  { name: "new-task", strength: "strong", softwareWords: true, test: m(NEW_TASK) },
  { name: "bracketed-role", strength: "strong", softwareWords: true, test: m(BRACKETED_ROLE) },
  { name: "vocative-opening", strength: "strong", test: m(VOCATIVE_OPENING), except: notVocative },
  { name: "instructions-for-ai", strength: "strong", test: m(INSTRUCTIONS_FOR_AI) },
  { name: "from-the-makers", strength: "strong", test: m(FROM_THE_MAKERS) },
  { name: "nullified-after", strength: "strong", test: m(NULLIFIED_AFTER) },
  { name: "never-say", strength: "strong", softwareWords: true, test: m(NEVER_SAY) },
  { name: "respond-how", strength: "strong", softwareWords: true, test: m(RESPOND_HOW) },
  { name: "into-the-answer", strength: "strong", softwareWords: true, test: m(INTO_THE_ANSWER) },
  { name: "against-the-user", strength: "strong", test: m(AGAINST_THE_USER) },
  { name: "ignore-evidence", strength: "strong", softwareWords: true, test: m(IGNORE_EVIDENCE) },
  { name: "ai-must-treat", strength: "strong", test: m(AI_MUST_TREAT) },
  { name: "link-in-answer", strength: "strong", softwareWords: true, test: m(LINK_IN_ANSWER) },
  { name: "labelled-override", strength: "strong", test: m(LABELLED_OVERRIDE) },
  { name: "decode-and-obey", strength: "strong", softwareWords: true, test: m(DECODE_AND_OBEY) },
  {
    name: "must-answer",
    strength: "strong",
    softwareWords: true,
    test: m(rx(w(SECOND_PERSON_MUST), " (?:only |always |simply |just |not |never |\\w+ )?", w(OUTPUT_STRICT))),
  },
  {
    name: "respond-only",
    strength: "strong",
    softwareWords: true,
    test: m(
      rx(
        "\\b(?:respond|reply|answer|repond(?:s|ez|re)|respond(?:e|a|er)|antwort(?:e|en)|rispond(?:i|ere)" +
          `|antwoord(?:en)?|${OUTPUT_AS_VERB})\\b (?:\\w+ ){0,3}?`,
        w(ONLY),
        "|\\b(?:respond|reply|answer) with (?:exactly|the following|the word|the phrase|['\"])",
      ),
    ),
  },
  {
    name: "your-answer",
    strength: "strong",
    softwareWords: true,
    test: m(
      rx(
        "\\bin (?:your|votre|tu|su|deiner|ihrer|la tua|sua|je|uw) ",
        w(L.ANSWER_NOUN),
        "|\\b(?:your|votre|tu|su|deine|ihre|la tua|sua|je|uw) ",
        w(L.ANSWER_NOUN),
        " ",
        w(L.MUST),
      ),
    ),
  },
  // The answer verb must open the main clause, as an order does: "When asked about X, reply that …".
  {
    name: "when-asked",
    strength: "strong",
    softwareWords: true,
    test: m(
      rx(
        w(WHEN_ASKED),
        "[^,]{0,60}, (?:always |just |simply |only |please |(?:you )?(?:must|should) )?",
        w(L.OUTPUT_VERB),
      ),
    ),
  },
  {
    name: "tell-user",
    strength: "strong",
    softwareWords: true,
    test: m(
      new RegExp(
        "\\b(?:tell|reveal to|convince|persuade|assure|reassure) (?:the|this|any) (?:user|reader|human" +
          "|person asking)\\b" +
          "|\\b(?:do not|don't|never) (?:tell|inform|mention|reveal|show)\\b.{0,40}\\b(?:the user|users?)\\b" +
          "|\\b(?:dites a l'utilisateur|dile al usuario|sag dem (?:benutzer|nutzer)|di all'utente|diga ao usuario" +
          "|zeg (?:tegen )?de gebruiker)\\b",
      ),
    ),
  },
  // Suspects: each is common enough in filings to need a second opinion.
  { name: "ai-mention-with-order", strength: "suspect", test: (s) => AI_MENTION.test(s) && ORDER_WORD.test(s) },
  { name: "you-answer", strength: "suspect", test: m(rx(w(L.YOU), ".{0,30}", w(OUTPUT_STRICT))) },
  {
    name: "override-verb",
    strength: "suspect",
    test: m(rx(w(L.OVERRIDE_VERB), ".{0,60}", w(L.alt(L.YOU, L.INSTRUCTION_NOUN)))),
  },
  {
    name: "url-with-order",
    strength: "suspect",
    test: m(rx("^\\W*(?:visit|go to|open|click|navigate to|browse to|load|fetch|call)\\b.{0,40}", URL)),
  },
  { name: "machine-label", strength: "strong", test: m(MACHINE_LABEL) },
  { name: "agent-must", strength: "strong", test: m(AGENT_MUST) },
  { name: "answer-rules", strength: "strong", test: m(ANSWER_RULES) },
  { name: "drop-the-question", strength: "strong", test: m(DROP_THE_QUESTION) },
  { name: "imperative-opening", strength: "suspect", test: m(IMPERATIVE_OPENING) },
  {
    name: "you-reading-this",
    strength: "suspect",
    test: m(rx(w(L.YOU), " (?:\\w+ )?", L.READ_VERB, "\\w* ", w(DEMONSTRATIVE), " ", w(L.DOC_NOUN))),
  },
];
