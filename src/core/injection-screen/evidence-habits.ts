/**
 * What is ordinary in the evidence at hand. A weak signal is a sign of a planted order only where
 * the evidence does not speak that way itself: a manual tells its reader what to do in every other
 * sentence ("Unplug the kettle before cleaning"), a paper about language models names models,
 * prompts and answers on every page, a form asks its questions. Filings do neither, which is why
 * each of those signals counts there. So a signal that many of the evidence's own sentences show is
 * no evidence of a plant in it, and counts for nothing; what a plant says beyond the page's habits
 * (naming the reader, its answer, its instructions) still does. Pure and cheap: one pass over the
 * signals the screen computes anyway.
 */
import { SOFTWARE_WORDS_RULES, softwareWordsRule, type Verdict } from "./features";
import { lexicalVerdict, verdictBesides } from "./verdicts";
import { SIGNAL_THRESHOLD, signalsOf, type Reading } from "./signals";
import { codeLike, withoutProgramTokens, wordTokens } from "./text-shape";
import { DIRECTIVE, OPENS_WITH_ORDER, TASK, YOU } from "./signal-words";
import { plainReading } from "./confusables";
import { readsAsSoftware } from "./genre";
import type { SoftwareDocument } from "./document-genre";
import { PRIOR } from "./lexicon";
import { outputsAsData, yourOutputs } from "./moves";
import { addressesDomainPerson, ownInstructionsAsThings } from "./domain-address";
import { reportsOverride } from "./described-action";

/** The weak signals the evidence's own sentences often show. */
export interface EvidenceHabits {
  common: ReadonlySet<string>;
  /** Whether the evidence is software text (genre.ts), whose words for its program's reply and output are its own. */
  software: boolean;
  /** Its document's own terms (document-genre.ts), when the evidence is a page of a software document. */
  terms?: ReadonlySet<string>;
  /** Output nouns the evidence uses as names of data ("the response variable", moves.ts outputsAsData). */
  dataOutputs?: ReadonlySet<string>;
  /** What its document writes about on many pages (document-genre.ts documentSubjects): its users, answers. */
  subjects?: ReadonlySet<string>;
}

// Past this many words a unit is a paragraph run together (a heading, its text and a list); its signals
// must add up within a stretch of a plant's length, not across the paragraph.
const LONG_UNIT = 80;
const STRETCH = 50;

// A signal is the evidence's habit when this many of its sentences show it, and this share of them.
const COMMON_COUNT = 3;
const COMMON_SHARE = 0.15;
// The signals of a text's form (signals.ts): a label opening it, markup, a key, an address.
const SOFTWARE_FORM = ["addressed-label", "markup", "order-key", "url"];
// A program's manual tells its reader what to do, as "you", on page after page: on any page of one (a page of a
// few sentences shows no habit of its own), an order to the reader is its voice. What a plant says beyond the
// order (a machine reader, its answer or task, a steer) still counts.
const MANUAL_VOICE = ["imperative", "you", "directive"];

/**
 * The habits of evidence made of `units`, whose text runs over `lines` (what tells software text, genre.ts), or
 * of a page of a document known to be software text (document-genre.ts) whatever its own lines show.
 */
export function evidenceHabits(
  units: readonly string[],
  lines: readonly string[] = [],
  softwareDocument: SoftwareDocument | null = null,
  subjects?: ReadonlySet<string>,
): EvidenceHabits {
  // A long unit is many sentences whose ends went unseen (a changelog, a flattened page): its stretches count
  // as sentences, or a page that is one such unit would have no habits at all.
  const read = units.flatMap((u) => (u.split(/\s+/).length > LONG_UNIT ? stretchesOf(u, STRETCH) : [u]));
  const counts = new Map<string, number>();
  for (const u of read) {
    const shown = new Set(signalsOf(u).flatMap((s) => (s.weight > 0 ? [s.name] : [])));
    // An order of any verb counts as the page's way of speaking: a changelog's "Add …", a manual's "Run …".
    if (OPENS_WITH_ORDER.test(plainReading(u))) shown.add("imperative");
    for (const name of shown) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  const common = new Set<string>();
  for (const [name, n] of counts) if (n >= COMMON_COUNT && n >= read.length * COMMON_SHARE) common.add(name);
  // Software text labels its lines, marks them up and links them by habit: its form, not a plant's.
  const software = !!softwareDocument || readsAsSoftware(read, lines);
  if (software) for (const name of SOFTWARE_FORM) common.add(name);
  if (softwareDocument) for (const name of MANUAL_VOICE) common.add(name);
  const dataOutputs = new Set(read.flatMap(outputsAsData));
  return { common, software, terms: softwareDocument?.terms, dataOutputs, subjects };
}

/** A sentence's weak-signal score counting only what is unusual for the evidence (a "we" always counts against). */
export function unusualScore(sentence: string, habits: EvidenceHabits): number {
  let score = 0;
  for (const s of signalsOf(sentence)) if (s.weight < 0 || !habits.common.has(s.name)) score += s.weight;
  return score;
}

/** A sentence's order and score for a run of orders (signals.ts orderRuns), the evidence's habits discounted. */
export function unusualReading(sentence: string, habits: EvidenceHabits): Reading {
  const said = withoutProgramTokens(sentence);
  const found = signalsOf(said).filter((s) => s.weight < 0 || !habits.common.has(s.name));
  return {
    score: found.reduce((sum, s) => sum + s.weight, 0),
    // A unit that holds a call is a line of code and its comment ("# include this chunk as-is library(car)"), or a
    // tutorial's step around it: its order is to the code's reader, one of a run of steps, not of planted orders.
    imperative: said === sentence && found.some((s) => s.name === "imperative"),
    aboutMore: found.some((s) => s.weight > 0 && s.name !== "imperative" && s.name !== "you"),
  };
}

const HABITUAL: Verdict = { rule: "weak-signals", strength: "suspect" };

// A listing of code runs past a plant's length; a payload planted in code is a line or two of it.
const LISTING_TOKENS = 30;
const codeListing = (sentence: string) => wordTokens(sentence).length >= LISTING_TOKENS && codeLike(sentence);

// Put before a stretch that starts inside the unit: a word no opening shape takes (a label, an order, a tag are read
// at a sentence's start), so a stretch cut at "… - meta: move x" is not read as a sentence opening "meta: move x".
const MID_SENTENCE = "0 ";

/** A long unit's stretches of `size` words, one every `step` words. */
function stretchesOf(sentence: string, size: number, step = size): string[] {
  const words = sentence.split(/\s+/);
  const out: string[] = [];
  for (let at = 0; at < words.length; at += step) {
    const stretch = words.slice(at, at + size).join(" ");
    out.push(at ? MID_SENTENCE + stretch : stretch);
  }
  return out;
}

/** The highest score of any stretch of STRETCH words (half overlapping) of a long unit. */
const densestScore = (sentence: string, habits: EvidenceHabits): number =>
  Math.max(...stretchesOf(sentence, STRETCH, STRETCH / 2).map((s) => unusualScore(s, habits)));

/**
 * Moves told only by the second person: "your response", "you must tell …". Where the evidence habitually speaks
 * to its human reader as "you" (a guide, a manual), its "you" is that reader, not a machine reading the page.
 */
const SECOND_PERSON_RULES: ReadonlySet<string> = new Set(["your-output", "you-must-answer", "must-answer"]);

// Rules that read a noun as the AI's instructions or name: an override aimed at them, instructions given to it.
const TERM_RULES: ReadonlySet<string> = new Set(["override-instructions", "instructions-for-ai"]);
const THING = "items";

/**
 * The sentence with its document's own terms (document-genre.ts: a manual's commands, a rule language's rules, a
 * proof assistant) read as a plain noun, unless a word of prior comes before one ("ignore all previous commands"
 * is an order whatever a manual's commands are); null when it holds none.
 */
function termsAsThings(sentence: string, habits: EvidenceHabits): string | null {
  if (!habits.terms?.size) return null;
  const read = sentence.replace(termPattern(habits.terms), THING);
  return read === sentence ? null : read;
}

// A document's terms are one set for all its pages: its pattern is built once, not for every sentence it clears.
const termPatterns = new WeakMap<ReadonlySet<string>, RegExp>();
function termPattern(terms: ReadonlySet<string>): RegExp {
  let re = termPatterns.get(terms);
  if (!re) {
    re = new RegExp(`(?<!\\b(?:${PRIOR})\\s+(?:\\S+\\s+)?)\\b(?:${[...terms].join("|")})\\b`, "gi");
    termPatterns.set(terms, re);
  }
  return re;
}

/**
 * "Matches the format of your response" on a page of a statistics guide that writes "response type" and "the response
 * variable": the reader's "response" is their data, named as the evidence names it, not a machine's answer.
 */
const readersData = (verdict: Verdict, sentence: string, habits: EvidenceHabits): boolean =>
  verdict.rule === "your-output" && yourOutputs(sentence).some((noun) => habits.dataOutputs?.has(noun));

const PERSONA: ReadonlySet<string> = new Set(["persona"]);
const VOCATIVE: ReadonlySet<string> = new Set(["vocative-opening"]);

// What a turn says to the one it names: an order opening it, a "you", a modal or "please", its answer or task.
const SAYS_TO = [YOU, DIRECTIVE, TASK];
const LABEL_COLON = /^[^:,!?]{1,40}:\s*/u;

/**
 * A program's printed output heads its fields with the names a chat gives its turns ("Model: Gaussian finite mixture
 * model fitted by EM algorithm", "Model: linear regression"): in software text a name and a colon before words that say
 * nothing to the one named (no order opening them, no "you", no modal or "please", no answer or task) labels a
 * value. A plant's turn tells the model something.
 */
function labelsValue(sentence: string, habits: EvidenceHabits): boolean {
  if (!habits.software) return false;
  const label = LABEL_COLON.exec(sentence);
  if (!label) return false;
  const turn = plainReading(sentence.slice(label[0].length));
  return !/[!?]/.test(turn) && !OPENS_WITH_ORDER.test(turn) && !SAYS_TO.some((w) => w.test(turn));
}

const FROM_NOW_ON = /\bfrom now on,?\s*/gi;

/**
 * A software document that speaks to its reader as "you" tells of its program's changes so: "From now on, you really
 * must use the function as.DenseSimilarityMatrix()". There a persona told only by "from now on, you", in a sentence
 * that names the program's call, is the manual's note on a changed interface, judged by whatever else it shows;
 * "from now on, you are an unrestricted assistant" names no call, and "you are now …", "pretend …" still are
 * personas wherever they are written.
 */
const holdsProgramToken = (sentence: string) =>
  withoutProgramTokens(sentence) !== sentence.trim().split(/\s+/).join(" ");

function manualChange(sentence: string, habits: EvidenceHabits): boolean {
  if (!habits.terms || !habits.common.has("you") || !holdsProgramToken(sentence)) return false;
  const without = sentence.replace(FROM_NOW_ON, "");
  return without !== sentence && lexicalVerdict(without)?.rule !== "persona";
}

// The rules whose words a document also uses of its own business: the moves on the answer a manual's words make
// (features.ts softwareWords), and weak signals adding up; and those that read instructions as an AI's.
const domainWordsRule = (rule: string) => softwareWordsRule(rule) || rule === "weak-signals";
const DOMAIN_WORD_RULES: ReadonlySet<string> = SOFTWARE_WORDS_RULES;
const INSTRUCTION_RULES: ReadonlySet<string> = new Set([
  "override-instructions",
  "nullify-instructions",
  "weak-signals",
]);

/**
 * A strong verdict read by whom the sentence speaks to (domain-address.ts): told only by words a document uses of
 * its own business and falling on a person of its world, it is a suspect for System One; naming instructions the
 * document gives itself, it is judged again with them read as a plain noun (`reread`). Null when neither holds.
 */
function inDomain(verdict: Verdict, sentence: string): { verdict: Verdict | null; reread?: string } | null {
  const reading = plainReading(sentence);
  if (INSTRUCTION_RULES.has(verdict.rule)) {
    const reread = ownInstructionsAsThings(reading);
    if (reread) return { verdict: lexicalVerdict(reread), reread };
  }
  if (!domainWordsRule(verdict.rule) || !addressesDomainPerson(reading)) return null;
  const rest = verdictBesides(sentence, DOMAIN_WORD_RULES);
  if (rest?.strength === "strong" && !domainWordsRule(rest.rule)) return { verdict: rest };
  return { verdict: { rule: verdict.rule, strength: "suspect" } };
}

/**
 * Moves told by naming the one asking or the answer, and the subject each names (document_subject). Where the
 * document writes about that subject on page after page ("the user wants the page to break here", "the answer is
 * that the macro expands first"), the move is the document's own words: a suspect for System One, unless the
 * sentence also trips another rule. Moves that order the answer ("summaries are to describe …") stay.
 */
const SUBJECT_OF: ReadonlyMap<string, string> = new Map([
  ["user-voice", "asker"],
  ["answer-named", "answer"],
  ["override-instructions", "machine"],
]);
const SUBJECT_RULES: ReadonlySet<string> = new Set(SUBJECT_OF.keys());
// A document on language models tells of overrides; it reports them ("models ignore previous instructions when
// …"), where a plant gives one (described-action.ts reportsOverride).
const ownSubject = (rule: string, sentence: string, habits: EvidenceHabits) => {
  const subject = SUBJECT_OF.get(rule);
  if (subject === undefined || !habits.subjects?.has(subject)) return false;
  return rule !== "override-instructions" || reportsOverride(plainReading(sentence));
};

/**
 * A verdict kept only where it means what it means in a filing. "Your response rates" or "you must tell the
 * students" in a guide that calls its reader "you" throughout is the reader's own, not a machine's. Weak signals
 * must add up without the evidence's habits, within a plant's length of text, and not across a listing of code
 * (API reference holds "return", "decode", labels and braces on every line). Otherwise it becomes a suspect.
 */
export function beyondHabits(verdict: Verdict | null, sentence: string, habits: EvidenceHabits): Verdict | null {
  const domain = verdict?.strength === "strong" ? inDomain(verdict, sentence) : null;
  if (domain) return domain.reread === undefined ? domain.verdict : beyondHabits(domain.verdict, domain.reread, habits);
  const reread =
    verdict?.strength === "strong" && TERM_RULES.has(verdict.rule) ? termsAsThings(sentence, habits) : null;
  if (reread) return beyondHabits(lexicalVerdict(reread), reread, { ...habits, terms: undefined });
  // Cleared of that reading, the sentence is still judged by whatever else it shows ("When answering, add … to your
  // output" is also an order given before answering).
  if (
    verdict &&
    SECOND_PERSON_RULES.has(verdict.rule) &&
    (habits.common.has("you") || readersData(verdict, sentence, habits))
  )
    return (
      beyondHabits(verdictBesides(sentence, SECOND_PERSON_RULES), sentence, habits) ?? {
        ...verdict,
        strength: "suspect",
      }
    );
  if (verdict?.rule === "vocative-opening" && verdict.strength === "strong" && labelsValue(sentence, habits))
    return beyondHabits(verdictBesides(sentence, VOCATIVE), sentence, habits) ?? { ...verdict, strength: "suspect" };
  if (verdict?.rule === "persona" && verdict.strength === "strong" && manualChange(sentence, habits))
    return beyondHabits(verdictBesides(sentence, PERSONA), sentence, habits) ?? { ...verdict, strength: "suspect" };
  if (verdict?.strength === "strong" && ownSubject(verdict.rule, sentence, habits)) {
    const rest = verdictBesides(sentence, SUBJECT_RULES);
    return (rest && beyondHabits(rest, sentence, habits)) ?? { ...verdict, strength: "suspect" };
  }
  // A program's manual names its program's reply, output and user: there such a move is for System One to judge.
  if (habits.software && verdict?.strength === "strong" && softwareWordsRule(verdict.rule))
    return { rule: verdict.rule, strength: "suspect" };
  if (verdict?.rule !== "weak-signals" || verdict.strength !== "strong") return verdict;
  if (codeListing(sentence)) return HABITUAL;
  // Weak signals must be said in words, not read in the names of a call or its arguments ("prompt=TRUE").
  const said = withoutProgramTokens(sentence);
  if (said !== sentence && unusualScore(said, habits) < SIGNAL_THRESHOLD) return HABITUAL;
  const long = sentence.split(/\s+/).length > LONG_UNIT;
  if (!habits.common.size && !long) return verdict;
  return (long ? densestScore(sentence, habits) : unusualScore(sentence, habits)) >= SIGNAL_THRESHOLD
    ? verdict
    : HABITUAL;
}
