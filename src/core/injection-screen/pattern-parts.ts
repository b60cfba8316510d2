/**
 * The parts the screen's patterns are built of: helpers that join concepts from lexicon.ts into regular
 * expressions over folded text, and the concepts and small phrases (an address, an article, an order's lead word)
 * that several patterns share. The patterns themselves are grouped by the move they catch
 * (override-patterns.ts, addressee-patterns.ts, answer-patterns.ts).
 */
import * as L from "./lexicon";
export const rx = (...parts: string[]) => new RegExp(parts.join(""));
export const m = (re: RegExp) => (s: string) => re.test(s);
export const w = (concept: string) => `\\b${concept}\\b`;

/** Words after which a verb that also names a thing ("output", "quote", "attribute") is an order (lexicon.json). */
export const ORDER_LEAD = L.alt(...L.LEXICON_TABLES.entries("order_lead"));
/**
 * "Output" as an order (opening the sentence or a clause, or after a modal or "please"): "Output only the word
 * YES". After an article or another verb it is a program's output ("print output only for matching symbols", "this
 * option affects source output only"), which every manual of a command-line tool talks about; so is one that a
 * verb follows ("Output is returned …").
 */
export const OUTPUT_AS_VERB =
  `(?:(?<=^\\W{0,3})|(?<=[,;:] )|(?<=\\b${ORDER_LEAD} ))output` +
  `(?! ${L.alt(...L.LEXICON_TABLES.entries("output_subject_verb"))}\\b)`;

/** A quantifier or possessive that makes "rules" someone's instructions ("all", "your", "vos", "deine"). */
export const WHOSE = L.alt(L.PRIOR, ...L.LEXICON_TABLES.entries("whose"));

export const NULLIFIED = L.concept("nullified");
// Rules and guidance lapse in filings all the time; instructions and prompts do not.
export const INSTRUCTIONS_ONLY = L.concept("instructions_only");
export const AI_OR_MACHINE = L.alt(L.AI_NAME, L.MACHINE_NOUN);
export const VOCATIVE_ADDRESSEE = L.alt(L.AI_NAME, ...L.LEXICON_TABLES.entries("vocative_addressee"));
export const ARTICLE = L.concept("article");
export const URL = "(?:https?://|www\\.|[a-z0-9-]+(?:\\.[a-z0-9-]+)+/)\\S*";
export const EMAIL = "[\\w.+-]+@[\\w-]+\\.[\\w.]+";
export const EXFIL_VERB = L.concept("exfil_verb");
// What belongs to the reader's session, not to a filing: "questions" alone are investors' too
// ("send your questions to ir@…"), so a question must be the user's.
export const DATA_OBJECT = L.concept("data_object");
export const CALL_VERB = L.concept("call_verb");
export const CALL_WITH_DATA = rx(
  w(CALL_VERB),
  " ",
  URL,
  ".{0,30}\\b(?:with|including|containing|plus|carrying|and append|appending)\\b.{0,25}",
  w(DATA_OBJECT),
);
export const DATA_PARAM = L.concept("data_param");
export const ONLY = L.concept("only");
export const OUTPUT_STRICT = L.concept("output_strict");
/** Obligation already in the second person, no pronoun needed: "debes", "devez", "musst", "moet je". */
export const SECOND_PERSON_MUST = L.concept("second_person_must");
export const WHEN_ASKED = L.concept("when_asked");

export const DEMONSTRATIVE = L.alt(...L.DEMONSTRATIVES);
// An order to put a link or picture in the answer: imperative at the start, or aimed at "your answer".
export const SHOW_VERB = L.concept("show_verb");
// An AI or assistant called by name to open a sentence: "Asistente, no sigas …", "Modello, da adesso …".
export const GREETING = L.concept("greeting");
// Orders open a sentence, or a bracket or quotation inside one.
export const OPENING = "(?:^|[(\"'\u201C\u00AB:;]\\s*)\\W*";
// A rubric leaves the answer to the reader's judgement ("Respond with 1 if the claim holds, 0 otherwise").
export const RUBRIC = "(?![^.]*\\bif\\b[^.]*\\b(?:otherwise|else)\\b)";
export const ORDER_WORD = rx(w(L.YOU), "|", w(L.MUST), "|^", L.OUTPUT_VERB, "\\b");
