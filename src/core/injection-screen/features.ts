/**
 * Features of a planted instruction, each a combination of concepts from lexicon.ts over
 * the folded readings of one sentence: an override verb aimed at instructions, a name
 * for an AI reader with an order to answer, a role marker opening a line, an ask to send
 * data to an address, an image whose address carries data. "Strong" features quarantine
 * on their own; "suspect" ones only put a sentence before System One, since each alone
 * also fits ordinary filing prose ("You should read the risk factors").
 */
import { codeLike, opensLowerCase } from "./text-shape";
import { retrievalNote, TOOL_CALL, USER_VOICE, WORD_LED_RULES, wordLedMove } from "./moves";
import { FRAMED_ORDER, GREETED_MACHINE, MACHINE_READER_MUST, MODE_SWITCH, NOTE_TO_MACHINE } from "./addressed";
import * as L from "./lexicon";
import { carriesImageBeacon } from "./image-address";
import {
  rx,
  m,
  w,
  overridesInstructions,
  NULLIFIED,
  INSTRUCTIONS_ONLY,
  VOCATIVE_ADDRESSEE,
  ARTICLE,
  URL,
  EMAIL,
  EXFIL_VERB,
  DATA_OBJECT,
  CALL_WITH_DATA,
  DATA_PARAM,
  ONLY,
  OUTPUT_STRICT,
  OUTPUT_AS_VERB,
  SECOND_PERSON_MUST,
  WHEN_ASKED,
  DEMONSTRATIVE,
  MACHINE_READER,
  MACHINE_READER_VERB_LAST,
  AI_MENTION,
  AI_READING_THIS,
  ASSISTANT_MUST,
  INSTEAD_OF_ANSWERING,
  SUMMARISE_AS,
  PROMPT_LEAK,
  IF_YOU_ARE_AI,
  LINK_IN_ANSWER,
  NEW_IDENTITY,
  NEW_TASK,
  BRACKETED_ROLE,
  VOCATIVE_OPENING,
  INSTRUCTIONS_FOR_AI,
  FROM_THE_MAKERS,
  NULLIFIED_AFTER,
  NEVER_SAY,
  RESPOND_HOW,
  INTO_THE_ANSWER,
  AGAINST_THE_USER,
  IGNORE_EVIDENCE,
  AI_MUST_TREAT,
  LABELLED_OVERRIDE,
  IMPERATIVE_OPENING,
  MACHINE_LABEL,
  AGENT_MUST,
  ANSWER_RULES,
  DROP_THE_QUESTION,
  ORDER_WORD,
  DECODE_AND_OBEY,
} from "./patterns";

export type Strength = "strong" | "suspect";

export interface Feature {
  name: string;
  strength: Strength;
  test: (reading: string) => boolean;
  /** The rule reported when the feature stands for several (else its name). */
  rule?: (reading: string) => string | null;
  /** Tested on the folded reading only: the digits it looks at are figures, never letters in disguise. */
  foldedOnly?: true;
  /**
   * A move on the answer told by words a program's manual uses of the program itself (its reply, output, user,
   * links, prompt, instructions): strong where the evidence is not software text (genre.ts), a suspect where it is.
   * Features that name the machine, override its instructions, play its roles or carry data away have no such mark.
   */
  softwareWords?: true;
  /**
   * What the feature's words also are when it is not an order (a record's field, a fragment of a list): tested on
   * the sentence and its folded reading before the feature is.
   */
  except?: (sentence: string, folded: string) => boolean;
}

/**
 * A name that opens a fragment (a wrapped line, "models, at least for some tasks …"), a line of code
 * ("(model, tensor_data)") or the rest of a list ("Assistant, and Remote Install") calls no one: the
 * vocative must open a sentence of prose, and what follows its comma is not "and" or "or".
 */
const LIST_GOES_ON = /^\W*[\p{L}'-]+(?: [\p{L}'-]+){0,2}\s*,\s*(?:and|or|nor|&)\s/iu;
const notVocative = (sentence: string) => opensLowerCase(sentence) || codeLike(sentence) || LIST_GOES_ON.test(sentence);
/**
 * A role whose turn is a figure and then the next key, a comma ending the line or a brace ("user: 252020,") is a
 * field of a record a program printed, not a turn of a chat, and so is one whose turn is an address ("User:
 * dpkg@example.org", a bug tracker's header); one whose turn opens on a backslash ("user: \\[ \\diffp q \\]") is a
 * macro's argument in a manual of TeX, and one whose turn is a path ("user: "/root"", a home directory in a table of
 * accounts) a record's value. Read on the folded reading, where figures are figures.
 */
const RECORD_FIELD = rx(
  "^\\W{0,3}",
  L.ROLE,
  "\\s*:\\s*(?:[-+]?\\d[\\d.]*\\s*(?:[,;]\\s*(?:[\\w-]+\\s*:|$)|[}\\]])|\\\\|[\"'\u201C\u201D]?~?\\/|https?://|www\\.|<?[\\w.+-]+@[\\w-]+\\.)",
);

export const FEATURES: Feature[] = [
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
  {
    name: "chat-template",
    strength: "strong",
    test: m(
      new RegExp(
        "<\\|[a-z0-9_ ]{2,24}\\|>|\\[\\/?inst\\]|<<\\/?sys>>|###\\s*(?:instruction|response|system|user|assistant" +
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

const SOFTWARE_WORDS = new Set(
  FEATURES.filter((f) => f.softwareWords).flatMap((f) => (f.name === "answer-move" ? WORD_LED_RULES : [f.name])),
);

/** True when a rule's words are also a program manual's words about the program (Feature.softwareWords). */
export const softwareWordsRule = (rule: string): boolean => SOFTWARE_WORDS.has(rule);

export interface Verdict {
  rule: string;
  strength: Strength;
}

/** A strong verdict quarantines; a suspect one is left to the System One check when there is one. */
export const isStrong = (v: Verdict | null): boolean => v?.strength === "strong";
