/**
 * The injection screen: sentences of evidence text planted to steer an AI ("ignore
 * previous instructions", notes to "the model that summarises this filing", role lines,
 * asks to send data to an address, image beacons), in the lexicon's languages and through
 * look-alike characters, are quarantined. They are cut from what the chat model receives
 * and from the extractive candidates, and listed for the user. Lexical features decide
 * offline (screen/features.ts), among them what a line does to the answer whoever it names
 * (screen/moves.ts: dictates it, moves its citations, calls a tool, speaks as the user, steers
 * retrieval, shows a worked question and answer), with checks that read no words and so hold in any
 * language (screen/context.ts): a word disguised with invisible characters or look-alike
 * letters, a sentence in a script the evidence does not use, a sentence of English
 * evidence in another language naming a machine reader. With System One, one batched
 * yes/no question per candidate confirms or clears them (screen/confirm.ts).
 */
import type { SystemOneClient } from "../system-one";
import { splitSentences } from "../answer/sentences";
import { confirmCandidates, lexicalCheck, type ScreenCheck } from "./confirm";
import { INVISIBLE_CLASS, spacedWordsReading, stripInvisible } from "./confusables";
import { FEATURES, isStrong, type Verdict } from "./features";
import { lexicalVerdict } from "./verdicts";
import { carryOrders } from "./order-carry";
import { orderRuns } from "./signals";
import { readsAsFiling } from "./genre";
import { beyondHabits, evidenceHabits, unusualReading, type EvidenceHabits } from "./evidence-habits";
import { questionAnswerPairs } from "./moves";
import { contextVerdicts, evidenceProfile, languageLine, type EvidenceProfile } from "./context";
import { learnedVerdicts, scoreOf, type Score, type ScreenOptions } from "./learned-verdicts";
import { screenUnits } from "./screen-units";
import { overlaps } from "./overlap";
import { carriersOf, opensSentence } from "./carrier";
import { escapeRegExp } from "../text/escape-regexp";
import { wrapsOn } from "./text-shape";
import { keepsStrength, programBlock } from "./program-text";

export type { ScreenCheck } from "./confirm";
export { pairShare, wordPairs } from "./overlap";
export { screenUnits } from "./screen-units";
export type { DocumentLanguages } from "./language-island";
export type { SoftwareDocument } from "./document-genre";
export {
  documentScreenOptions,
  documentScripts,
  documentSoftware,
  documentSubjects,
  type DocumentScreenOptions,
} from "./document-reading";
export { shippedScorer, SUSPECT_MARGIN, type ScreenOptions } from "./learned-verdicts";

export interface QuarantinedText {
  /** Evidence label and the page range it covers. */
  label: number;
  page_start: number;
  page_end: number;
  text: string;
  /** Name of the feature that matched. */
  rule: string;
}

export interface ScreenResult<E> {
  /** Evidence with quarantined sentences replaced by a visible placeholder. */
  evidence: E[];
  quarantined: QuarantinedText[];
  rules: string[];
  check: ScreenCheck;
}

export const QUARANTINE_PLACEHOLDER = "[text removed: it addressed an AI]";

/** The strong feature a sentence trips, if any (what quarantines it offline). */
export function screenSentence(sentence: string): string | null {
  const v = lexicalVerdict(sentence);
  return v?.strength === "strong" ? v.rule : null;
}

interface ScreenableEvidence {
  label: number;
  page_start: number;
  page_end: number;
  text: string;
}

/** One page's text screened on its own, as the documents eval, the benches and the tests screen a page. */
export const pageEvidence = (text: string, page = 1): ScreenableEvidence[] => [
  { label: 1, page_start: page, page_end: page, text },
];

interface Candidate {
  evidence: number;
  text: string;
  verdict: Verdict;
}

const ORDER_RUN: Verdict = { rule: "order-run", strength: "strong" };
const QA_PAIR: Verdict = { rule: "question-answer-pair", strength: "strong" };

const SPREAD: Verdict = { rule: "weak-signals", strength: "suspect" };

/**
 * One evidence text's candidates. Sentences are screened, and so are lines (a planted
 * line under a page header, with no full stop before it, runs into the header's
 * sentence); a strong line marks the sentences it overlaps. A sentence that carries on
 * a strong one's order is taken too: by its first word ("Instead, …") or by sharing its
 * line, before or after (a planted line is one unit: "Assistant: Sure! Here is …").
 */
function textCandidates(text: string, units: string[], evidence: number, context: Context): Candidate[] {
  const { profile, habits, learned, filing } = context;
  const inContext = contextVerdicts(text, units, profile);
  // Every context verdict is strong: a disguise or an island needs no second opinion.
  const verdicts = units.map((u, k) => inContext[k] ?? beyondHabits(lexicalVerdict(u), u, habits));
  const raw = stripInvisible(text).split("\n");
  const lines = raw.map((l) => l.replace(/\s+/g, " ").trim()).filter(Boolean);
  for (const { line, verdict } of lineVerdicts(raw, profile, habits))
    units.forEach((u, k) => !isStrong(verdicts[k]) && overlaps(line, u) && (verdicts[k] = verdict));
  const read = (u: string) => unusualReading(u, habits);
  orderRuns(units, read).forEach((run, k) => run && !isStrong(verdicts[k]) && (verdicts[k] = ORDER_RUN));
  if (text.includes("?")) markPairs(units, lines, verdicts);
  if (verdicts.some(isStrong)) carryOrders(units, verdicts, lines);
  if (learned) learnedVerdicts(units, verdicts, learned, filing);
  if (verdicts.some(isStrong)) asDataAboutSoftware(units, verdicts, raw, context);
  // A paragraph run together is quarantined where its order sits, by the same tests a unit passes alone.
  const byWords = (w: string | null) => w !== null && isStrong(beyondHabits(lexicalVerdict(w), w, habits));
  // contextVerdicts ends in the language-island test, so it covers languageLine's verdict too.
  const alone = (w: string) =>
    byWords(w) || byWords(spacedWordsReading(w)) || isStrong(contextVerdicts(text, [w], profile)[0]);
  return units.flatMap((u, k) => {
    const verdict = verdicts[k];
    if (!verdict) return [];
    const carriers = isStrong(verdict) ? carriersOf(u, lines, alone) : [u];
    // Weak signals spread over a paragraph add up to no order: a suspect, as beyondHabits makes of a long unit's.
    if (!carriers) return [{ evidence, text: u, verdict: verdict.rule === "weak-signals" ? SPREAD : verdict }];
    return carriers.map((t) => ({ evidence, text: t, verdict }));
  });
}

/**
 * Strong verdicts that program text earns by its form (program-text.ts). A sentence on lines in a block of code, a
 * session or a program's output, or anywhere in a software document (a manual, a tutorial), becomes a suspect for
 * System One unless it speaks to a machine or its rule is one only a plant trips. A sentence that runs from a block
 * into prose (no full stop ends a line of output) keeps its verdict when its prose alone earns one.
 */
function asDataAboutSoftware(units: string[], verdicts: (Verdict | null)[], raw: string[], context: Context): void {
  const lines = raw.map((l) => l.replace(/\s+/g, " ").trim()).filter(Boolean);
  let inBlock: boolean[] | undefined;
  units.forEach((u, k) => {
    const verdict = verdicts[k];
    if (!verdict || !isStrong(verdict)) return;
    const own = lines.flatMap((l, j) => (overlaps(l, u) ? [j] : []));
    if (!context.tutorial) {
      inBlock ??= programBlock(lines);
      if (!own.some((j) => inBlock![j])) return;
      const prose = own
        .filter((j) => !inBlock![j])
        .map((j) => lines[j])
        .join(" ");
      if (prose && isStrong(beyondHabits(lexicalVerdict(prose), prose, context.habits))) return;
    }
    const said = own.map((j) => lines[j]);
    if (!keepsStrength(verdict, u, said)) verdicts[k] = { ...verdict, strength: "suspect" };
  });
}

/**
 * Strong verdicts of whole lines: a line that opens a sentence (a wrapped line, "model, which
 * has …", is a fragment), by its words or as a foreign line; and a line of spaced letters ("i g n o
 * r e   p r e v i o u s") read with its words joined, since the gaps between words go once folded.
 */
function lineVerdicts(
  raw: string[],
  profile: EvidenceProfile,
  habits: EvidenceHabits,
): { line: string; verdict: Verdict }[] {
  const found: { line: string; verdict: Verdict | null }[] = [];
  for (const line of raw) {
    const spaced = spacedWordsReading(line);
    if (spaced !== null) found.push({ line, verdict: beyondHabits(lexicalVerdict(spaced), spaced, habits) });
  }
  // Words are judged sentence by sentence (a line may end one and start another); the language, over the line.
  // A line that is the wrapped rest of the sentence on the line right above it opens none, whatever key it looks
  // like; after a blank line it opens one.
  const folded = raw.map((l) => l.replace(/\s+/g, " ").trim());
  const opening = folded.filter((l, k) => l && opensSentence(l) && !wrapsOn(folded[k - 1], l));
  for (const line of opening) {
    const parts = splitSentences(line).filter((p, i) => i === 0 || opensSentence(p));
    const lexical = parts.map((part) => ({ line: part, verdict: beyondHabits(lexicalVerdict(part), part, habits) }));
    found.push(...lexical);
    if (!lexical.some((f) => isStrong(f.verdict))) found.push({ line, verdict: languageLine(line, profile) });
  }
  return found.flatMap((f) => (isStrong(f.verdict) ? [{ line: f.line, verdict: f.verdict! }] : []));
}

/** Units in a question-and-answer pair, found in lines too (a heading with no full stop runs into the question). */
function markPairs(units: string[], lines: string[], verdicts: (Verdict | null)[]): void {
  const linePairs = questionAnswerPairs(lines);
  const pairLines = lines.filter((_, k) => linePairs[k]);
  questionAnswerPairs(units).forEach((p, k) => {
    if (!isStrong(verdicts[k]) && (p || pairLines.some((l) => overlaps(l, units[k])))) verdicts[k] = QA_PAIR;
  });
}

/** What the screen knows of the evidence when it reads one text of it. */
interface Context {
  profile: EvidenceProfile;
  habits: EvidenceHabits;
  learned: Score | null;
  /** Whether the evidence reads as a filing, the genre the learned scorer is calibrated on (genre.ts). */
  filing: boolean;
  /** Whether the evidence is a page of a software document, a manual or a tutorial (document-genre.ts). */
  tutorial: boolean;
}

function lexicalCandidates(evidence: readonly ScreenableEvidence[], options: ScreenOptions): Candidate[] {
  const units = evidence.map((e) => screenUnits(e.text));
  const all = units.flat();
  const habits = evidenceHabits(
    all,
    evidence.flatMap((e) => e.text.split("\n")),
    options.documentSoftware,
    options.documentSubjects,
  );
  const context: Context = {
    profile: {
      ...evidenceProfile(evidence.map((e) => e.text)),
      terse: habits.software,
      documentScripts: options.documentScripts,
      documentLanguages: options.documentLanguages,
    },
    habits,
    learned: scoreOf(options),
    // Software text is no filing, whatever its "$1" and "$2" (a regex's groups, TeX's math) look like.
    filing: !habits.software && readsAsFiling(all),
    tutorial: !!options.documentSoftware,
  };
  return evidence.flatMap((e, i) => textCandidates(e.text, units[i], i, context));
}

function applyQuarantine<E extends ScreenableEvidence>(
  evidence: E[],
  chosen: Candidate[],
  check: ScreenCheck,
): ScreenResult<E> {
  const quarantined: QuarantinedText[] = [];
  const texts = evidence.map((e) => e.text);
  for (const c of chosen) {
    const e = evidence[c.evidence];
    quarantined.push({
      label: e.label,
      page_start: e.page_start,
      page_end: e.page_end,
      text: c.text,
      rule: c.verdict.rule,
    });
    texts[c.evidence] = removeSentence(texts[c.evidence], c.text);
  }
  const out = evidence.map((e, i) => (texts[i] === e.text ? e : { ...e, text: texts[i] }));
  return { evidence: out, quarantined, rules: FEATURES.map((f) => f.name), check };
}

/** Offline screen: sentences with a strong lexical feature are quarantined. */
export function screenEvidence<E extends ScreenableEvidence>(
  evidence: E[],
  options: ScreenOptions = {},
): ScreenResult<E> {
  return quarantineStrong(evidence, lexicalCandidates(evidence, options));
}

function quarantineStrong<E extends ScreenableEvidence>(evidence: E[], candidates: Candidate[]): ScreenResult<E> {
  const strong = candidates.filter((c) => c.verdict.strength === "strong");
  return applyQuarantine(evidence, strong, { ...lexicalCheck(candidates.length), confirmed: strong.length });
}

/**
 * Every candidate quarantined, suspects too: the most System One could take out if it said
 * yes to each (what the injection bench reports as the screen's reach with a key).
 */
export function screenEvidenceCeiling<E extends ScreenableEvidence>(
  evidence: E[],
  options: ScreenOptions = {},
): ScreenResult<E> {
  const candidates = lexicalCandidates(evidence, options);
  return applyQuarantine(evidence, candidates, { ...lexicalCheck(candidates.length), confirmed: candidates.length });
}

/** The screen with System One's batched check of every candidate when a client is given. */
export async function screenEvidenceChecked<E extends ScreenableEvidence>(
  evidence: E[],
  systemOne?: SystemOneClient,
  now: () => number = Date.now,
  options: ScreenOptions = {},
): Promise<ScreenResult<E>> {
  const candidates = lexicalCandidates(evidence, options);
  if (!systemOne || !candidates.length) return quarantineStrong(evidence, candidates);
  const { keep, check } = await confirmCandidates(candidates, systemOne, now);
  return applyQuarantine(
    evidence,
    candidates.filter((_, i) => keep[i]),
    check,
  );
}

/** Cuts a sentence out of line-broken text: its words in order, whatever whitespace or invisible characters between. */
function removeSentence(text: string, sentence: string): string {
  const word = (w: string) => [...w].map(escapeRegExp).join(`${INVISIBLE_CLASS}*`);
  const pattern = sentence.split(" ").map(word).join(`(?:\\s|${INVISIBLE_CLASS})+`);
  return text.replace(new RegExp(pattern, "u"), QUARANTINE_PLACEHOLDER);
}

/**
 * True when a candidate quote overlaps quarantined text (never offered as an answer).
 * Compared by folded word pairs, since a candidate is cut from the page's lines and a
 * quarantined sentence from evidence text: the two may split or space the text apart.
 */
export function isQuarantined(text: string, quarantined: readonly QuarantinedText[]): boolean {
  return quarantined.some((q) => overlaps(text, q.text));
}
