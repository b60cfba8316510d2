/**
 * Figures some questions want are stated in sentences, not tables, and need one step of
 * arithmetic: a revised outlook ("EPS to increase 9 percent (previously 8 percent)") asked
 * "by how many points was it raised?", and a quarter's share of the year ("during the
 * fourth quarter … at a cost of $328.1 million. During fiscal 2022 … $900.0 million")
 * asked "what percent of the year's total occurred in Q4?". Each answer cites the
 * sentences it read.
 */
import { askedPeriod } from "./asked";
import { pageCandidates } from "../cite/candidates";
import type { PageLookup } from "../cite/cite";
import { groupDigits } from "./figure-format";
import { pagesOf } from "./figure-parts";
import { rowCitation, type FigureResult } from "./figure-result";
import { words } from "../tables/line-items";
import type { LabelledEvidence } from "../chat/prompt";
import { sharedWords } from "../cite/word-match";

export interface Sentence {
  page: number;
  text: string;
}

export function sentencesOf(evidence: LabelledEvidence[], pages: PageLookup): Sentence[] {
  return pagesOf(evidence).flatMap((p) => {
    const layout = pages(p);
    return layout ? pageCandidates(layout).filter((c) => c.kind === "sentence") : [];
  });
}

const REVISION = /\bby how (?:many|much)\b/i;
const OUTLOOK = /\b(?:guidance|outlook|forecast|expect\w*|target|projection)\b/i;
const NUM = /(\d+(?:\.\d+)?)\s*(percent|%|percentage points?)?/.source;
// "9 percent (previously 8 percent)", and "from 6% to 8%".
const PREVIOUSLY = new RegExp(`${NUM}\\s*\\(previously\\s+\\$?${NUM}\\)`, "gi");
const FROM_TO = new RegExp(`\\bfrom\\s+\\$?${NUM}\\s+to\\s+\\$?${NUM}`, "gi");

interface Revision {
  s: Sentence;
  now: number;
  before: number;
  percent: boolean;
  subject: string;
  score: number;
}

function revisionsIn(s: Sentence, asked: Set<string>): Revision[] {
  const out: Revision[] = [];
  const found = [
    ...[...s.text.matchAll(PREVIOUSLY)].map((m) => ({ m, now: m[1], before: m[3], unit: m[2] ?? m[4] })),
    ...[...s.text.matchAll(FROM_TO)].map((m) => ({ m, now: m[3], before: m[1], unit: m[4] ?? m[2] })),
  ].sort((a, b) => a.m.index! - b.m.index!);
  let from = 0;
  for (const f of found) {
    // What was revised is named between the previous revision and this one.
    // The revised measure is the last clause before its figures ("…, with core EPS to grow").
    const clauses = s.text.slice(from, f.m.index).split(/[,;]\s*|\s(?:and|with|while)\s/i);
    const last = clauses.filter((c) => /\p{L}{2}/u.test(c)).pop() ?? "";
    const subject = last.replace(/^\s*(?:and|with|while)\s+/i, "");
    from = f.m.index! + f.m[0].length;
    const percent = /percent|%/i.test(f.unit ?? "");
    out.push({ s, now: Number(f.now), before: Number(f.before), percent, subject, score: sharedWords(asked, subject) });
  }
  return out;
}

/** "By how many percentage points did it raise its EPS growth guidance?": the new figure less the previous one. */
export function revisionAnswer(question: string, evidence: LabelledEvidence[], pages: PageLookup): FigureResult | null {
  if (!REVISION.test(question) || !OUTLOOK.test(question) || !evidence.length) return null;
  const asked = words(question);
  const all = sentencesOf(evidence, pages).flatMap((s) => revisionsIn(s, asked));
  const best = all.reduce<Revision | null>((a, b) => (b.score > (a?.score ?? 0) ? b : a), null);
  if (!best) return null;
  const diff = best.now - best.before;
  const unit = best.percent ? ` percentage point${Math.abs(diff) === 1 ? "" : "s"}` : "";
  const change = `${diff >= 0 ? "raised" : "lowered"} by ${groupDigits(Math.abs(diff), diff % 1 ? 1 : 0)}${unit}`;
  const pct = best.percent ? "%" : "";
  const text = `${best.subject.trim()}: ${best.now}${pct}, previously ${best.before}${pct} — ${change}`;
  const citation = rowCitation(best.s.page, best.s.text, evidence, pages);
  const operands = [
    { label: best.subject.trim(), period: "now", value: best.now, printed: `${best.now}${pct}`, citation: 0 },
    {
      label: best.subject.trim(),
      period: "previously",
      value: best.before,
      printed: `${best.before}${pct}`,
      citation: 0,
    },
  ];
  return {
    claim: {
      text,
      citations: [citation],
      figure: { value: change, formula: `${best.now} − ${best.before}`, operands },
    },
    trace: {
      asked: "the revision of a stated figure",
      found: true,
      why: "the new and previous figures of one sentence",
    },
  };
}

const SHARE = /\bwhat (?:percent(?:age)?|share|portion|proportion|fraction)\b|\bhow much of\b/i;
const ORDINALS = ["first", "second", "third", "fourth"];
const QUARTER_WORDS = /\b(?:first|second|third|fourth|1st|2nd|3rd|4th) quarter\b|\bq[1-4]\b|\bthree months\b/i;
const YEAR_WORDS = /\b(?:fiscal|year|annual|full-year)\b/i;
const MONEY = /\$\s?(\d[\d,]*(?:\.\d+)?)\s*(thousand|million|billion)?/i;
const SCALE: Record<string, number> = { thousand: 1e3, million: 1e6, billion: 1e9 };

function money(text: string): { value: number; printed: string } | null {
  const m = MONEY.exec(text);
  return m ? { value: Number(m[1].replace(/,/g, "")) * (SCALE[(m[2] ?? "").toLowerCase()] ?? 1), printed: m[0] } : null;
}

/** The sentence sharing most with the question among those that fit, with its amount. */
function bestSentence(sentences: Sentence[], asked: Set<string>, fits: (t: string) => boolean) {
  let best: { s: Sentence; amount: { value: number; printed: string }; score: number } | null = null;
  for (const s of sentences) {
    const amount = fits(s.text) ? money(s.text) : null;
    const score = amount ? sharedWords(asked, s.text) : 0;
    if (amount && score >= 2 && (!best || score > best.score)) best = { s, amount, score };
  }
  return best;
}

/** "What percent of the year's stock repurchases occurred in Q4?": the quarter's amount over the year's. */
export function quarterShareAnswer(
  question: string,
  evidence: LabelledEvidence[],
  pages: PageLookup,
): FigureResult | null {
  const quarter = askedPeriod(question).quarter;
  if (!SHARE.test(question) || quarter === null || !evidence.length) return null;
  const asked = words(question);
  const sentences = sentencesOf(evidence, pages);
  const named = new RegExp(`\\b(?:${ORDINALS[quarter - 1]}|${quarter}\\w\\w) quarter\\b|\\bq${quarter}\\b`, "i");
  const part = bestSentence(sentences, asked, (t) => named.test(t));
  const whole = bestSentence(sentences, asked, (t) => !QUARTER_WORDS.test(t) && YEAR_WORDS.test(t));
  if (!part || !whole || whole.amount.value <= part.amount.value) return null;
  const share = part.amount.value / whole.amount.value;
  const value = `${groupDigits(share * 100, 1)}%`;
  const formula = `${part.amount.printed} / ${whole.amount.printed}`;
  const text =
    `${ORDINALS[quarter - 1][0].toUpperCase()}${ORDINALS[quarter - 1].slice(1)} quarter's share of the year: ` +
    `${value} = ${formula}`;
  const citations = [part, whole].map((x) => rowCitation(x.s.page, x.s.text, evidence, pages));
  const operands = [part, whole].map((x, i) => ({
    label: i ? "Stated for the year" : "Stated for the quarter",
    period: i ? "year" : `Q${quarter}`,
    value: x.amount.value,
    printed: x.amount.printed,
    citation: i,
  }));
  return {
    claim: { text, citations, figure: { value, formula, operands } },
    trace: { asked: "a quarter's share of the year", found: true, why: "the quarter's and the year's amounts, stated" },
  };
}
