/**
 * Features of a plant that instructs its reader directly: overrides and nullified instructions, a persona, a chat
 * role or template, data carried off to an address, a machine reader named and told what to do. The first part of
 * the screen's feature list (features.ts keeps their order: the first strong one names the rule).
 */
import * as L from "./lexicon";
import { FRAMED_ORDER, GREETED_MACHINE, MACHINE_READER_MUST, MODE_SWITCH, NOTE_TO_MACHINE } from "./addressed";
import { AI_READING_THIS, MACHINE_READER, MACHINE_READER_VERB_LAST } from "./addressee-patterns";
import { RECORD_FIELD } from "./feature-exceptions";
import type { Feature } from "./feature-types";
import { carriesImageBeacon } from "./image-address";
import { overridesInstructions } from "./override-patterns";
import {
  ARTICLE,
  CALL_WITH_DATA,
  DATA_OBJECT,
  DATA_PARAM,
  EMAIL,
  EXFIL_VERB,
  INSTRUCTIONS_ONLY,
  NULLIFIED,
  OUTPUT_STRICT,
  URL,
  VOCATIVE_ADDRESSEE,
  m,
  rx,
  w,
} from "./pattern-parts";

export const INSTRUCTION_FEATURES: Feature[] = [
  { name: "override-instructions", strength: "strong", test: overridesInstructions },
  {
    name: "nullify-instructions",
    strength: "strong",
    test: m(rx(w(L.PRIOR), " (?:\\w+ )?", w(INSTRUCTIONS_ONLY), ".{0,30}", NULLIFIED)),
  },
  {
    name: "new-instructions",
    strength: "strong",
    softwareWords: true,
    test: m(
      rx(
        "\\b(?:new|updated|revised|real|actual|true|secret|hidden|additional|nouvelles?|nuevas|neue|nuove|novas" +
          "|nieuwe) (?:instructions?|prompt|directives|consignes|instrucciones|anweisungen|istruzioni|instrucoes" +
          "|instructies)\\b",
      ),
    ),
  },
  {
    name: "persona",
    strength: "strong",
    test: m(
      rx(
        "\\byou(?:'re| are) now (?:an? |the )?(?:helpful|new|different|unrestricted|unfiltered|evil|rogue|ai" +
          "|assistant|chatbot|bot|model|pirate|dan|in \\w+ mode)|\\bfrom now on,? (?:you|your)\\b" +
          "|\\bpretend (?:to be|you are|that you)|\\bact as (?:an? )?(?:ai|assistant|chatbot|language model|dan)\\b" +
          "|\\bdeveloper mode|\\byour system prompt|\\bdo anything now|\\b(?:tu es|vous etes|ahora eres" +
          "|du bist|ora sei|je bent) (?:maintenant|jetzt|nun|nu)\\b|\\b(?:a partir de maintenant|a partir de ahora" +
          "|ab sofort bist du|d'ora in poi|a partir de agora|vanaf nu)\\b",
      ),
    ),
  },
  {
    name: "role-line",
    strength: "strong",
    test: m(rx("^\\W{0,3}", L.ROLE, "\\s*:(?:\\s|$)")),
    except: (_, folded) => RECORD_FIELD.test(folded),
  },
  // A model's special token names a role or a turn's bounds in three letters or more (<|end|>, <|user|>,
  // <|im_start|>), or is the AI's role (<|ai|>): two letters between "<|" and "|>" are a word of a markup's own
  // (ConTeXt's compound separator |<|or|>|), no turn of a chat.
  {
    name: "chat-template",
    strength: "strong",
    test: m(
      new RegExp(
        "<\\|(?:[a-z0-9_ ]{3,24}|ai)\\|>|\\[\\/?inst\\]|<<\\/?sys>>|(?<!#)###\\s*(?:instruction|response|system|user|assistant" +
          "|human)\\b" +
          '|<(?:start|end)_of_turn>|"role"\\s*:\\s*"(?:system|assistant|user|developer|tool)"' +
          "|```\\s*(?:system|assistant|user|prompt|instructions?)\\b|[[<]\\/?\\s*system[ _-]?prompt\\s*[\\]>]",
      ),
    ),
  },
  // An image, markdown or HTML: a beacon unless it is a picture at a fixed address (image-address.ts).
  { name: "image-beacon", strength: "strong", test: carriesImageBeacon },
  {
    name: "exfiltration",
    strength: "strong",
    test: m(rx(w(EXFIL_VERB), " (?:[\\w']+ ){0,5}?", w(DATA_OBJECT), ".{0,80}(?:", URL, "|", EMAIL, ")")),
  },
  { name: "call-with-data", strength: "strong", test: m(CALL_WITH_DATA) },
  {
    name: "data-in-url",
    strength: "strong",
    softwareWords: true,
    foldedOnly: true,
    // A value with a figure in it is a link's own reference ("?D=OPM_FRDOC_0001-1650", maybe wrapped onto
    // the next line), not a slot to fill.
    test: m(
      rx(
        "(?:https?://|www\\.)[^\\s?]+\\?(?:[^\\s]*[&?])?(?:",
        DATA_PARAM,
        "=(?!\\s*[^\\s&#]*\\d)|[\\w-]+=(?:[{<\\[$]|(?!\\s*[^\\s&#]*\\d)(?:\\s|$)|&))",
      ),
    ),
  },
  {
    name: "ai-directive",
    strength: "strong",
    test: m(rx(w(L.AI_NAME), ".{0,60}", w(L.MUST), " (?:\\w+ ){0,2}?", w(L.OUTPUT_VERB))),
  },
  {
    name: "machine-reader",
    strength: "strong",
    test: (s) => MACHINE_READER.test(s) || MACHINE_READER_VERB_LAST.test(s),
  },
  {
    name: "note-to-ai",
    strength: "strong",
    test: m(
      rx(
        w(L.NOTE_WORD),
        "\\.?(?:(?: [\\w']+){0,3}? (?:to|for|pour|para|per|an|aan|a|al|alla|voor|du|de la|des|del|dem|der|ao" +
          "|het))?,?:? (?:",
        ARTICLE,
        " )?(?:automated |virtual )?",
        w(VOCATIVE_ADDRESSEE),
      ),
    ),
  },
  {
    name: "you-must-answer",
    strength: "strong",
    softwareWords: true,
    test: m(
      rx(w(L.YOU), " (?:\\w+ )?", w(L.MUST), " (?:only |always |now |simply |just |not |never )?", w(OUTPUT_STRICT)),
    ),
  },
  { name: "ai-reading-this", strength: "strong", test: m(AI_READING_THIS) },
  { name: "note-to-machine", strength: "strong", test: m(NOTE_TO_MACHINE) },
  { name: "greeted-machine", strength: "strong", test: m(GREETED_MACHINE) },
  { name: "machine-reader-must", strength: "strong", test: m(MACHINE_READER_MUST) },
  { name: "framed-order", strength: "strong", softwareWords: true, test: m(FRAMED_ORDER) },
  { name: "mode-switch", strength: "strong", test: m(MODE_SWITCH) },
];
