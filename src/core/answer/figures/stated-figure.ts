/**
 * A figure stated in a sentence, not a statement row: an 8-K's workforce reduction ("This
 * number represents about 4% of our total employee base"), a credit facility's size, a split-
 * off's proceeds, a release's remaining performance obligation. The answer is the sentence
 * whose subject is the question's: it names what the question asks about (in the question's
 * words or the words filings use for the subject, stated-subjects.json), possibly in the
 * sentence before ("This number …" leans on the one that gave the number), and it holds a
 * figure of the asked kind (a percent for "what percentage", an amount for "how much"). The
 * claim leads with that figure, the one nearest the subject's words, and cites the sentence.
 */
import { BULLET_BETWEEN } from "../../text/list-items";
import type { Candidate } from "../cite/candidates";
import { citationFor, evidenceCandidates, type PageLookup } from "../cite/cite";
import type { LabelledEvidence } from "../chat/prompt";
import type { QuarantinedText } from "../../injection-screen/screen";
import { contentTokens, matchTokens, stem } from "../normalize";
import { questionFocus } from "../question-focus";
import { QUESTION_WORDS } from "../../text/stop-words";
import { MONTH_NAMES } from "../../text/english-words";
import type { Claim, ClaimTrace } from "../types";
import data from "./stated-subjects.json" with { type: "json" };
import { checkedHeader, DataFileError, stringList } from "../../data-file";

const FILE = "stated-subjects.json";
const fail = (problem: string) => new DataFileError(FILE, problem);

export type StatedKind = "percent" | "amount" | "any";

interface Vocabulary {
  /** Each subject's words, stemmed, and its phrases, as token lists. */
  subjects: { words: Set<string>; phrases: string[][] }[];
  kindWords: Set<string>;
}

export function loadStatedSubjects(file: unknown): Vocabulary {
  const f = checkedHeader(file, FILE, "pincite-stated-subjects", 1);
  const groups = f.subjects;
  if (!Array.isArray(groups) || groups.some((g) => !Array.isArray(g) || g.some((w) => typeof w !== "string" || !w)))
    throw fail(`"subjects" must be lists of words`);
  const kindWords = stringList(f.kind_words, '"kind_words"', FILE, true);
  const subjects = (groups as string[][]).map((g) => {
    const tokens = g.map((w) => matchTokens(w).map(stem));
    return {
      words: new Set(tokens.filter((t) => t.length === 1).map((t) => t[0])),
      phrases: tokens.filter((t) => t.length > 1),
    };
  });
  return { subjects, kindWords: new Set(kindWords.map((w) => stem(w.toLowerCase()))) };
}

const VOCABULARY = loadStatedSubjects(data);

const PERCENT_ASKED =
  /\b(?:what|which)\s+(?:percentage|percent|share|proportion|portion|fraction)\b|\bwhat\s+%|\b(?:in|as a) (?:percent|percentage|%)|\bby (?:what|how many) (?:percent|percentage points)\b/i;
const AMOUNT_ASKED =
  /\bhow much\b|\bhow (?:large|big)\b|\b(?:size|amount|value|proceeds|capacity|cost|price) of\b|\bin (?:usd|\$|dollars)\b/i;
/** What asks a figure at all, whatever its kind ("how many" is a count: count-answers.ts). */
const FIGURE_ASKED =
  /\b(?:what (?:is|was|were|are)|how (?:much|large|big)|by how much)\b|\bwhat (?:\w+ ){0,3}(?:range|amount|level|guidance|forecast|outlook)\b/i;
/** A change or a rate is a percent unless an amount is asked. */
const CHANGE_ASKED =
  /\b(?:grow|grew|growth|increase[sd]?|decline[sd]?|decrease[sd]?|change[sd]?|rise|rose|fell|fall|rate)\b/i;

/** The kind of figure a question asks for, or null when it asks no figure (a date, a name, a clause, a count). */
export function statedKind(question: string): StatedKind | null {
  const focus = questionFocus(question);
  if (/\bhow many\b/i.test(question) || focus.kind !== "none" || focus.topics.length) return null;
  if (PERCENT_ASKED.test(question)) return "percent";
  if (/\bby how much\b/i.test(question)) return "any";
  if (AMOUNT_ASKED.test(question)) return "amount";
  if (!FIGURE_ASKED.test(question)) return null;
  return CHANGE_ASKED.test(question) ? "percent" : "amount";
}

const PERCENT_ONE = String.raw`\d+(?:\.\d+)?\s?(?:%|percent\b)`;
const AMOUNT_ONE =
  String.raw`(?:US)?\$\s?\d[\d,]*(?:\.\d+)?(?:\s?(?:million|billion|thousand|trillion|bn|mn|[mbk])\b)?` +
  String.raw`|\b\d[\d,]*(?:\.\d+)?\s(?:million|billion) (?:dollars|euros)\b`;
/** A figure, or a range of two ("$11.5 billion to $12.5 billion"), which is stated as one. */
const range = (one: string) => new RegExp(`(?:${one})(?:\\s*(?:to|-|\u2013)\\s*(?:${one}))?`, "gi");
const PERCENT = range(PERCENT_ONE);
const AMOUNT = range(AMOUNT_ONE);

/** Figures of the kind in a text, each with the token positions it spans. */
function figuresOf(text: string, kind: StatedKind): { raw: string; at: number; end: number }[] {
  const rxs = kind === "percent" ? [PERCENT] : kind === "amount" ? [AMOUNT] : [AMOUNT, PERCENT];
  const out: { raw: string; at: number; end: number }[] = [];
  for (const rx of rxs)
    for (const m of text.matchAll(rx)) {
      const at = matchTokens(text.slice(0, m.index)).length;
      out.push({ raw: m[0].trim(), at, end: at + Math.max(0, matchTokens(m[0]).length - 1) });
    }
  return out.sort((a, b) => a.at - b.at);
}

const PERIOD_WORD = new RegExp(
  `^(?:fy\\d*|q[1-4]|fiscal|quarter|year|annual|month|(?:19|20)\\d\\d|${MONTH_NAMES.join("|")}|first|second|third|fourth|end|as|of)$`,
);

interface Concept {
  stems: Set<string>;
  phrases: string[][];
  weight: number;
}

/** What the question is about: its words, each joined with the subject it names, names weighing less. */
function conceptsOf(question: string): Concept[] {
  // A name (the company's, mostly) is a capitalised or possessive word past the first: "eBay's", "Salesforce".
  const names = new Set(
    question
      .split(/\s+/)
      .slice(1)
      .filter((w) => /\p{Lu}/u.test(w) || /['’]s\b/.test(w))
      .flatMap((w) => matchTokens(w).map(stem)),
  );
  const out: Concept[] = [];
  for (const t of new Set(contentTokens(question).map(stem))) {
    if (QUESTION_WORDS.has(t) || VOCABULARY.kindWords.has(t) || PERIOD_WORD.test(t) || /^\d+$/.test(t)) continue;
    const subject = VOCABULARY.subjects.find((s) => s.words.has(t));
    const same = subject && out.find((c) => c.stems === subject.words);
    if (same) continue;
    out.push({
      stems: subject?.words ?? new Set([t]),
      phrases: subject?.phrases ?? [],
      weight: names.has(t) ? 0.25 : 1,
    });
  }
  return out;
}

export interface StatedFigure {
  figure: string;
  candidate: Candidate;
  ev: LabelledEvidence;
  score: number;
}

/** A list of bullets read as one sentence is one statement per bullet (a release's highlights). */
function bulletItems(c: Candidate): Candidate[] {
  const items = c.kind === "sentence" ? c.text.split(BULLET_BETWEEN).filter((t) => /\w/.test(t)) : [];
  // Each item is located on the page by its own text when it is cited.
  return items.length > 1 ? items.map((text) => ({ page: c.page, kind: c.kind, text: text.trim(), score: 0 })) : [c];
}

/** Share of the question's subject a sentence (and, at half weight, the one before it) names. */
const MIN_SCORE = 0.4;
const BEFORE_WEIGHT = 0.5;
/** Tokens either side of a figure that make its own phrase ("a $1.5 billion revolving credit facility"). */
const WINDOW = 6;
/** How much the subject named right at the figure counts, against the subject named anywhere in the sentence. */
const LOCAL_WEIGHT = 0.5;
/** A kind word ("total") this close to a figure is the figure's own. */
const KIND_REACH = 2;

/** Positions of every word of the concept in the tokens (phrases by their first word). */
function positions(c: Concept, tokens: string[]): number[] {
  const out: number[] = [];
  tokens.forEach((t, i) => {
    if (c.stems.has(t) || c.phrases.some((p) => p.every((w, k) => tokens[i + k] === w))) out.push(i);
  });
  return out;
}

/** Kind words the question uses that a sentence may put at its figure ("$3.8 billion in total"). */
function kindWordsOf(question: string): Set<string> {
  return new Set(
    matchTokens(question)
      .map(stem)
      .filter((t) => VOCABULARY.kindWords.has(t)),
  );
}

/**
 * The sentence that states the asked figure and the figure in it; null when no sentence names
 * enough of the subject. A sentence is scored by how much of the subject it names (the sentence
 * before at half weight) and, for each figure, by how much of it stands within a few words.
 */
export function findStatedFigure(
  question: string,
  kind: StatedKind,
  evidence: LabelledEvidence[],
  pages: PageLookup,
  quarantined: readonly QuarantinedText[] = [],
): StatedFigure | null {
  const concepts = conceptsOf(question);
  const total = concepts.reduce((s, c) => s + c.weight, 0);
  const kindWords = kindWordsOf(question);
  if (!concepts.some((c) => c.weight === 1)) return null;
  const ranked: { found: StatedFigure; rank: number }[] = [];
  for (const ev of evidence) {
    const cands = evidenceCandidates(ev, pages, quarantined).flatMap(bulletItems);
    cands.forEach((c, i) => {
      if (c.kind !== "sentence" || c.furniture) return;
      const figures = figuresOf(c.text, kind);
      if (!figures.length) return;
      const tokens = matchTokens(c.text).map(stem);
      const prev = i > 0 && cands[i - 1].kind === "sentence" ? matchTokens(cands[i - 1].text).map(stem) : [];
      const found = concepts.map((k) => ({ k, at: positions(k, tokens) }));
      const own = found.filter((f) => f.at.length && f.k.weight === 1).length;
      const got = found.reduce(
        (sum, f) => sum + (f.at.length ? f.k.weight : positions(f.k, prev).length ? BEFORE_WEIGHT * f.k.weight : 0),
        0,
      );
      const score = got / total;
      if (!own || score < MIN_SCORE) return;
      const kinds = tokens.flatMap((t, j) => (kindWords.has(t) ? [j] : []));
      for (const fig of figures) {
        // Nearer words weigh more: "of $1.9 billion or $3.8 billion in total" puts "total" at the second.
        const gap = (j: number) => (j < fig.at ? fig.at - j : j > fig.end ? j - fig.end : 0);
        const close = (js: number[]) => Math.max(0, ...js.map((j) => 1 - gap(j) / (WINDOW + 1)));
        const local = found.reduce((sum, f) => sum + close(f.at) * f.k.weight, 0) / total;
        // The question's own kind word right at a figure ("in total", "aggregate") says this figure is the asked one.
        const named = close(kinds) >= 1 - KIND_REACH / (WINDOW + 1) ? 1 : 0;
        ranked.push({
          found: { figure: fig.raw, candidate: c, ev, score },
          rank: score + LOCAL_WEIGHT * (local + named),
        });
      }
    });
  }
  return ranked.reduce<(typeof ranked)[number] | null>((a, b) => (!a || b.rank > a.rank ? b : a), null)?.found ?? null;
}

/** The claim: the figure first, then the sentence that states it, cited on its lines. */
export function statedFigureClaim(found: StatedFigure, pages: PageLookup): { claim: Claim; trace: ClaimTrace } {
  const {
    citation,
    more = [],
    method,
    overlap,
  } = citationFor(found.ev, { candidate: found.candidate, confidence: found.score, why: "stated figure" }, pages);
  const claim: Claim = { text: `${found.figure} \u2014 ${found.candidate.text}`, citations: [citation, ...more] };
  const trace: ClaimTrace = {
    claim: 0,
    label: found.ev.label,
    candidates: 1,
    picked: found.candidate.text,
    confidence: found.score,
    why: "stated figure: the sentence naming the question's subject, with a figure of the asked kind",
    method,
    overlap,
  };
  return { claim, trace };
}
