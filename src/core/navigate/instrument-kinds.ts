/**
 * Whether a question is about a contract-like document's own terms: it names the document by the
 * kind of instrument it is ("this plan", "the sublease", "the Severance Plan", "these bylaws"), from
 * instrument-kinds.json. A plan, a policy or a note is a filing's or a paper's subject as often as
 * the document itself, so those count only where the question points at the document with them.
 */
import { checkedHeader, DataFileError, numberField, shapedList } from "../data-file";
import data from "./instrument-kinds.json" with { type: "json" };

const NAME = "instrument-kinds.json";
const KIND_SHAPE = /^[a-z][a-z -]*[a-z]$/;

export interface InstrumentKinds {
  kinds: string[];
  pointedKinds: string[];
  maxModifiers: number;
}

/** The checked table; a malformed file is a named error at load. */
export function checkInstrumentKinds(raw: unknown): InstrumentKinds {
  const f = checkedHeader(raw, NAME, "pincite-instrument-kinds", 1);
  const kinds = shapedList(f.kinds, "kinds", NAME, KIND_SHAPE, "a lower-case word or phrase");
  const pointedKinds = shapedList(f.pointed_kinds, "pointed_kinds", NAME, KIND_SHAPE, "a lower-case word or phrase");
  const maxModifiers = numberField(f, "max_modifiers", NAME);
  if (!Number.isInteger(maxModifiers) || maxModifiers < 0 || maxModifiers > 6)
    throw new DataFileError(NAME, "max_modifiers must be a whole number from 0 to 6");
  const twice = kinds.find((k) => pointedKinds.includes(k));
  if (twice) throw new DataFileError(NAME, `"${twice}" is in both kinds and pointed_kinds`);
  return { kinds, pointedKinds, maxModifiers };
}

const TABLE = checkInstrumentKinds(data);

/** Every kind of either list: what `{instrument}` in a phrase stands for. */
export const INSTRUMENT_KINDS: readonly string[] = [...TABLE.kinds, ...TABLE.pointedKinds];

/** A kind as a pattern: any blank between its words, "by-laws" with or without its hyphen. */
const kindPattern = (kind: string) =>
  kind
    .split(/\s+/)
    .map((w) => w.replace(/-/g, "-?"))
    .join("\\s+");
const alternation = (kinds: readonly string[]) =>
  [...kinds]
    .sort((a, b) => b.length - a.length)
    .map(kindPattern)
    .join("|");
/** A kind's defined term as a contract writes it: "Plan", "Promissory Note". */
const capitalised = (kind: string) => kind.replace(/\b[a-z]/g, (c) => c.toUpperCase());

// Words may stand between the pointer and the kind ("this officer option award", "these award terms"); a
// possessive among them names another owner ("this company's plan"), which the word pattern leaves out.
const POINTER = String.raw`\b(?:this|these|such|said)\s+(?:[\w-]+\s+){0,${TABLE.maxModifiers}}?`;
const THE = String.raw`\b[Tt]he\s+(?:[\w-]+\s+){0,${TABLE.maxModifiers}}?`;
const ANY = alternation(INSTRUMENT_KINDS);

/**
 * "this plan", "these bylaws", "said lease", "the sublease", "the master services agreement", "the
 * Severance Plan". A possessive between is another owner ("the company's plan" is not the document).
 */
const NAMED_AS_DOCUMENT = [
  new RegExp(`${POINTER}(?:${ANY})\\b`, "i"),
  new RegExp(`${THE}(?:${alternation(TABLE.kinds)})\\b`, "i"),
  new RegExp(`${THE}(?:${TABLE.pointedKinds.map((k) => kindPattern(capitalised(k))).join("|")})\\b`),
];

/** The question names the document by the kind of instrument it is. */
export function namesInstrument(question: string): boolean {
  return NAMED_AS_DOCUMENT.some((rx) => rx.test(question));
}

const ANY_KIND = new RegExp(String.raw`\b(?:${ANY})s?\b`, "i");

/**
 * The question names a kind of instrument anywhere ("the severance plan", "a bond"). Enough for a topic
 * only contracts have (governing law): a filing's plans and notes are not asked which law governs them.
 */
export function mentionsInstrumentKind(question: string): boolean {
  return ANY_KIND.test(question);
}

/** A phrase with `{instrument}` in it, once for each kind; any other phrase as it is. */
export function expandInstrument(phrase: string): string[] {
  return phrase.includes("{instrument}") ? INSTRUMENT_KINDS.map((k) => phrase.replace("{instrument}", k)) : [phrase];
}

const ASKS_FOR = new RegExp(String.raw`\b(?:which|what|whose)\s+(?:${ANY})\b`, "i");

/**
 * The question asks which instrument something is under ("Which plan governs this award?"): its answer
 * names a document, not a clause of this one on the topic its verb belongs to.
 */
export function asksForInstrument(question: string): boolean {
  return ASKS_FOR.test(question);
}
