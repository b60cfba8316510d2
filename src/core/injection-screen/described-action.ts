/**
 * Manuals say what a program, an option or a setting does to its own rules and commands: "bracketed terms
 * may override the grouping rules above", "cause the compiler to ignore all commands it does not know",
 * "settings in a section override these rules". The override verb there has a subject, and it is a thing,
 * not the reader or a model; a planted order has none ("ignore all previous rules") or names its reader
 * ("you may now ignore …", "tell the assistant to ignore …"). The words are lexicon.json tables
 * (described_modal, program_part, described_actor_place, causative_verb, addressee_word). What the verb
 * acts on must still not be someone's instructions or prompts, so the same shape aimed at "all previous
 * instructions" stays an override.
 */
import * as L from "./lexicon";

const w = (concept: string) => `\\b${concept}\\b`;
const MODAL = L.concept("described_modal");
const ACTOR = L.concept("program_part");
const CAUSATIVE = L.concept("causative_verb");
/** Who an order is given to: the reader, a model, or a pronoun standing for either. */
const ADDRESSEE = L.alt(
  L.YOU,
  L.AI_NAME,
  L.MACHINE_NOUN,
  ...L.LEXICON_TABLES.entries("vocative_addressee"),
  ...L.LEXICON_TABLES.entries("addressee_word"),
);

const PLACE = L.concept("described_actor_place");
/** "settings in a page style override", "options on the command line can override". */
const ACTOR_BEFORE = new RegExp(`${w(ACTOR)}(?: ${PLACE}(?: [\\w-]+){1,3})?(?: ${MODAL})?(?: not)? $`);
const MODAL_BEFORE = new RegExp(`\\S ${MODAL}(?: not)? $`);
const CAUSED_BEFORE = new RegExp(`${w(CAUSATIVE)} (?:the )?([\\w-]+) to $`);
const ADDRESSED = new RegExp(w(ADDRESSEE));
const ADDRESSEE_ALONE = new RegExp(`^${ADDRESSEE}$`);
/** What the verb acts on, when that makes it an order whatever its subject. */
const SOMEONES_ORDERS = new RegExp(`${w(L.concept("instructions_only"))}|${w(ADDRESSEE)}|${L.TOLD}`);

/** The clause that holds the verb at `at`, up to the verb: a sentence's last clause or bracket before it. */
function clauseBefore(s: string, at: number): string {
  const before = s.slice(0, at);
  const cut = Math.max(...[".", ";", ":", "!", "?", "(", "["].map((c) => before.lastIndexOf(c)));
  return before.slice(cut + 1);
}

/**
 * True when the override verb starting at `at` (with `window`, what follows it) describes what a thing does:
 * its subject is a thing a manual names (an option, a declaration), a modal of possibility with no reader or
 * model in its clause, or a program someone makes do it ("cause the linker to ignore").
 */
export function describesAThing(s: string, at: number, window: string): boolean {
  if (SOMEONES_ORDERS.test(window)) return false;
  const clause = clauseBefore(s, at);
  // A reader or a model named in the clause makes it an order, whichever subject the verb has.
  if (ADDRESSED.test(clause)) return false;
  if (ACTOR_BEFORE.test(clause) || MODAL_BEFORE.test(clause)) return true;
  const caused = CAUSED_BEFORE.exec(clause);
  return !!caused && !ADDRESSEE_ALONE.test(caused[1]);
}

const OVERRIDE_AT = new RegExp(w(L.OVERRIDE_VERB), "g");
/** A clause's opening words that leave its verb an order: a politeness, an adverb of time, a pronoun or a modal. */
const ORDER_OPENING = new RegExp(`^(?:\\W*(?:${L.concept("order_opening")}|${L.YOU})\\b)*\\W*$`);
const OBLIGING = new RegExp(w(L.MUST));
// "I want you to ignore …": a report tells of models; it does not speak to its reader.
const SPOKEN_TO = new RegExp(w(L.YOU));
const QUOTES = /["\u201C\u201D\u2018\u2019'`]/g;

/**
 * True when every override verb of a sentence (a folded reading) is reported, not given: a paper on language models
 * writes "models ignore previous instructions when …", "the injected text tells the model to ignore …", "an attacker
 * writes \u201Cignore all previous instructions\u201D into a page". The verb is quoted, or its clause (cut at a
 * comma, a colon or a quote as well) opens with words that make it a statement about someone: not a pronoun, a
 * politeness or an adverb alone ("you must now ignore", "please ignore"), with no obligation in it ("the assistant
 * must ignore") and no "you" ("I want you to ignore"). A plant gives the order: it opens its sentence or its clause.
 */
export function reportsOverride(reading: string): boolean {
  const found = [...reading.matchAll(OVERRIDE_AT)];
  if (!found.length) return false;
  return found.every((m) => {
    const before = reading.slice(0, m.index);
    const quotes = (before.match(QUOTES) ?? []).length;
    if (quotes % 2 === 1) return true;
    const cut = Math.max(...[".", ";", ":", "!", "?", "(", "[", ",", "\n"].map((c) => before.lastIndexOf(c)));
    const clause = before.slice(cut + 1);
    return !ORDER_OPENING.test(clause) && !OBLIGING.test(clause) && !SPOKEN_TO.test(clause);
  });
}
