/**
 * Whom a sentence's order is for, and what it is about. The words of a planted move on the answer ("respond only
 * …", "you must tell …", "follow the instructions …") are also a document's own words about its own business: a
 * test's manual tells its reader to "tell the students to fill the boxes", a paper's participants "respond only to
 * the targets", a package's guide asks its reader to "follow the instructions below". There the order falls on a
 * person of the document's own world, or tells one of them something, or names instructions the document itself
 * gives; a plant's order falls on the machine reading the page, about the answer it gives its user. So a sentence
 * that names the answer, a machine, a reader of this text, the conversation, an address or earlier instructions
 * is never read so, whoever else it names. Words are lexicon.json tables (domain_person, own_instructions).
 */
import * as L from "./lexicon";
import { EMAIL, URL } from "./pattern-parts";
import { READER_OF_THIS } from "./signal-words";

const w = (concept: string) => `\\b${concept}\\b`;
const PERSON = L.concept("domain_person");
const DETERMINER = L.concept("person_determiner");
const NOUN_BEFORE = `(?:${DETERMINER} )?(?:[\\w-]+ )?`;

/**
 * A person of the document's world as the subject of a clause, a verb after it: "Students must ignore …",
 * "participants were instructed …", "one should not use …".
 */
const PERSON_ACTS = new RegExp(
  `(?:^|[,;:] |\\b(?:and|but|so|then|that|where|when|if|while|because) )${NOUN_BEFORE}${PERSON}` +
    ` (?:\\w+ly )?(?:${L.concept("person_act_verb")}|\\w+(?:s|ed))\\b`,
);
/** Told, answered or replied to: "tell the students to …", "answer the caller's question", "respond to reviewers". */
const PERSON_TOLD = new RegExp(
  "\\b(?:tell|tells|telling|answer|answers|answering|respond to|reply to|inform|remind|instruct|show)" +
    ` ${NOUN_BEFORE}${PERSON}(?:'s?)?\\b`,
);
/**
 * What makes the sentence's reader the machine, whoever else it names: the answer or its reader, a machine's name,
 * a reader of this very text, the chat it is in, the one asking, an address data goes to, earlier instructions.
 */
const MACHINE_BUSINESS = new RegExp(
  [
    w(L.ANSWER_NOUN),
    w(L.AI_NAME),
    w(L.MACHINE_NOUN),
    w(L.concept("vocative_addressee")),
    w(L.concept("chat_context")),
    w(L.concept("asker")),
    w(L.TOLD),
    `${w(L.PRIOR)} (?:\\w+ )?${w(L.INSTRUCTION_NOUN)}`,
    URL,
    EMAIL,
  ].join("|"),
);

/** True when the sentence (a folded reading) speaks to or of a person of the document's world, not to a machine. */
export function addressesDomainPerson(reading: string): boolean {
  if (!PERSON_ACTS.test(reading) && !PERSON_TOLD.test(reading)) return false;
  return !MACHINE_BUSINESS.test(reading) && !READER_OF_THIS.test(reading);
}

const OWN_INSTRUCTIONS = new RegExp(w(L.concept("own_instructions")), "g");
const THING = "items";

/**
 * The sentence with the instructions it names as the document's or a product's own ("the instructions below", "the
 * installation instructions") read as a plain noun; null when it names none, or names the machine's business too
 * ("ignore the previous instructions in this section" still overrides someone's).
 */
export function ownInstructionsAsThings(reading: string): string | null {
  if (MACHINE_BUSINESS.test(reading)) return null;
  const read = reading.replace(OWN_INSTRUCTIONS, THING);
  return read === reading ? null : read;
}
