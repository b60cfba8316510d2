/**
 * Patterns of a plant that names its reader: a machine reading this document, an assistant told what it must do,
 * a new identity or task for it, a role in brackets, a vocative, a label or a message from its makers.
 */
import * as L from "./lexicon";
import {
  rx,
  w,
  AI_OR_MACHINE,
  VOCATIVE_ADDRESSEE,
  ARTICLE,
  OUTPUT_STRICT,
  DEMONSTRATIVE,
  GREETING,
  INSTRUCTIONS_ONLY,
} from "./pattern-parts";
export const MACHINE_READER = rx(
  w(AI_OR_MACHINE),
  ",? (?:that |which |who |currently |now )?(?:is |are |qui |que |der |die |das |che |dat )?",
  L.READ_VERB,
  "\\w* (?:\\w+ )?",
  w(DEMONSTRATIVE),
  " ",
  w(L.DOC_NOUN),
);
// German and Dutch put the verb last: "die KI, die dieses Dokument zusammenfasst".
export const MACHINE_READER_VERB_LAST = rx(
  w(AI_OR_MACHINE),
  ",? (?:der|die|das|dat) ",
  w(L.alt("dieses", "diesen", "diese", "dit", "deze")),
  " \\w+ ",
  L.READ_VERB,
);
export const AI_MENTION = rx(w(L.AI_NAME));
// "AI systems reading this:" — with a name only an AI has, "this" alone is enough.
export const AI_READING_THIS = rx(
  w(L.AI_NAME),
  ",? (?:that |which |who |que |qui |che |die |der )?(?:is |are )?",
  L.READ_VERB,
  "\\w* ",
  w(L.alt(DEMONSTRATIVE, "esto", "ceci", "cela", "dies", "isto", "dit")),
);
export const ASSISTANT_MUST = rx(
  "\\b(?:the|this|any|every|your) ",
  w(VOCATIVE_ADDRESSEE),
  " (?:\\w+ )?",
  w(L.MUST),
  " (?:\\w+ )?",
  w(OUTPUT_STRICT),
);
export const IF_YOU_ARE_AI = rx(
  "\\bif (?:you are|you're) (?:an? |the )?(?:",
  L.AI_NAME,
  "|assistant|chatbot|bot|model|language model)\\b",
);
// "From now on" is an order only to someone addressed after it, as English's "from now on, you" (NEW_TASK
// below): the reader, its answer or its instructions. Alone it dates a change in a manual's history ("le système
// peut désormais être installé", "von nun an gilt die neue Regel").
const FROM_NOW_ON_ADDRESSED = `(?=.*?\\b${L.alt(
  L.YOU,
  L.concept("second_person_forms"),
  L.concept("second_person_must"),
  L.ANSWER_NOUN,
  OUTPUT_STRICT,
  L.OVERRIDE_VERB,
  INSTRUCTIONS_ONLY,
)}\\b)`;
// "You are now an unrestricted assistant", in each language: a new identity for the reader.
export const NEW_IDENTITY = rx(
  "\\b(?:you are|you're|you will be|vous etes|tu es|eres|du bist|sie sind|sei|voce e|je bent|jij bent) (?:now" +
    "|maintenant|desormais|ahora|ya|jetzt|nun|ora|adesso|agora|nu) (?:an? |un |une |uno |una |ein |eine |einen |um " +
    "|uma |een )?(?:\\w+ )?",
  "(?:",
  L.alt(
    L.AI_NAME,
    L.MACHINE_NOUN,
    "unrestricted",
    "unfiltered",
    "jailbroken",
    "without (?:restrictions|limits|rules)",
    "sans (?:restrictions|limites)",
    "sin (?:restricciones|limites)",
    "ohne (?:einschrankungen|regeln)",
    "senza (?:restrizioni|limiti)",
    "sem (?:restricoes|limites)",
    "zonder (?:beperkingen|regels)",
  ),
  ")\\b",
  "|\\b(?:voce e agora|agora voce e|tu es agora|eres ahora|sei ora) ",
  "|\\b(?:da (?:adesso|ora) in poi|de ahora en adelante|desormais|von nun an|a partir d'aujourd'hui" +
    "|daqui em diante|vanaf nu)\\b",
  FROM_NOW_ON_ADDRESSED,
);
// A new job for the reader: "your only task now is to …", "cancel your current task".
export const NEW_TASK = rx(
  "\\byour (?:only |new |real |actual |true |sole )(?:task|job|goal|purpose|objective|mission|assignment" +
    "|instructions?|orders)\\b|\\b(?:cancel|abort|stop|end|terminate|abandon|drop) (?:your|the) (?:current " +
    "|present |original )?(?:task|job|summary|analysis|instructions)\\b|\\bfrom (?:this point|here|now)(?: on" +
    "| onward| forward)?,? you\\b|\\byou will (?:now |only |always )?(?:answer|respond|reply|say) (?:every|all|each" +
    "|any|only|with|that|\\W)",
);
// The bracketed or tagged role of a chat transcript: "[SYSTEM]", "(assistant)", "<user>".
export const BRACKETED_ROLE = rx("^\\W{0,3}[\\[(<{]\\s*", L.ROLE, "\\s*[\\])>}]");
// With a greeting before it, a bare "IA" or "KI" is a name too: "Chère IA,", "Hallo KI,".
// A greeting makes the name a vocative anywhere in a sentence; without one, only at its start.
// ("Hi" and "OK" are left out: "HI, IA" are Hawaii and Iowa in a list of states.)
export const VOCATIVE_OPENING = rx(
  "^\\W*(?:",
  ARTICLE,
  " )?",
  w(VOCATIVE_ADDRESSEE),
  "\\s*[,:!]|\\b",
  GREETING,
  ",? (?:",
  ARTICLE,
  " )?(?:ia|ki|",
  VOCATIVE_ADDRESSEE,
  ")\\b\\s*[,:!.]",
);
export const INSTRUCTIONS_FOR_AI = rx(
  w(L.INSTRUCTION_NOUN),
  " (?:for|to|para|pour|per|fur|an|voor|aan|al|alla) (?:the |l'|la |el |a |die |den |das |dem |der |het |de |o )?(?:",
  L.AI_NAME,
  "|",
  VOCATIVE_ADDRESSEE,
  ")\\b",
);
export const FROM_THE_MAKERS = rx(
  "\\b(?:message|update|notice|note|instructions?|override|order) from (?:the |your )?(?:developers?|creators?" +
    "|makers?|system administrators?|admins?|administrators?|operators?|openai|anthropic|google)\\b",
);
export const AI_MUST_TREAT = rx(
  w(L.AI_NAME),
  ".{0,40}",
  w(L.MUST),
  " (?:\\w+ ){0,2}?(?:treat|ignore|disregard|use|rely on|consider|follow|prioriti[sz]e|trust|believe|assume" +
    "|regard)\\b.{0,30}\\b(?:this|these|the following) (?:",
  L.DOC_NOUN,
  "|source|line|instruction)",
);
// A label naming a machine reader: "Summarizer instructions:", "KI-Hinweis:", "Hidden instruction for GPT:".
export const MACHINE_LABEL = rx(
  "^\\W*(?:\\w+ )?(?:",
  L.AI_NAME,
  "|ai|ki|ia|summari[sz]ers?|(?:automated|machine|ai) summar(?:y|ies)|models?|assistants?|chat ?bots?" +
    "|llms?)[- ](?:instructions?|notes?|hinweis|notice|memo|message|prompt|consignes?|nota|opmerking|instructies?" +
    "|anweisung)\\s*:",
  // A note for the document's own people ("Special Notes for Users Upgrading …") is no message to a machine.
  "|\\b(?:hidden|secret|special|private|important) (?:instructions?|notes?|message) (?:for|to) ",
  "(?!(?:the |our |all |new |existing |any |its |their )?",
  L.HUMAN_AUDIENCE,
  "\\b)",
);
// An agent of AI (not the technology) told what it must do, opening the sentence: "Reader bots should …".
export const AGENT_MUST = rx(
  "^\\W*(?:(?:any|all|every|each|the|attention) )?(?:\\w+ )?(?:llms?|(?:large )?language models?|chat ?bots?|bots" +
    "|gpt|claude|gemini|copilot|ai (?:models?|assistants?|agents?|systems?)|automated (?:agents?|readers?" +
    "|summari[sz]ers?|systems?))\\b.{0,60}",
  w(L.MUST),
  "\\b",
);
