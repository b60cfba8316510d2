/**
 * "Is growth in adjusted EPS expected to accelerate in FY2023?": the year's reported growth
 * ("adjusted EPS of $10.15 increasing by 3.6%") beside the growth the outlook gives
 * ("guides … adjusted operational EPS of $10.50, reflecting growth of 3.5%"), each read as
 * the percent that follows the measure's words in its sentence, both sentences cited.
 */
import type { PageLookup } from "../cite/cite";
import { rowCitation, type FigureResult } from "./figure-result";
import { words } from "../tables/line-items";
import type { LabelledEvidence } from "../chat/prompt";
import { sentencesOf, type Sentence } from "./prose-figures";
import { parseFigure } from "../tables/statement-rows";
import { sharedWords } from "../cite/word-match";

const ASKED_OUTLOOK = /\b(?:expect\w*|forecast\w*|guid\w*|outlook|project\w*)\b/i;
const ASKED_PACE = /\b(?:accelerat\w*|decelerat\w*|slow\w*|speed up|faster|pick up)\b/i;
const GUIDANCE = /\b(?:guides?|guidance|outlook|expects?|expected|forecasts?|anticipates?|projects?)\b/i;
const WHOLE_YEAR = /\bfull[- ]year\b|\bfiscal year\b|\btwelve months\b/i;
const PERCENT = /(\(?-?\d+(?:\.\d+)?\)?)\s?%/g;
/** Question words the measure's stretch of the sentence must share. */
const MIN_SHARED = 2;

interface Reading {
  s: Sentence;
  value: number;
  printed: string;
  score: number;
}

/** Each percent of the sentence with the words before it (back to the previous percent) scored against the question. */
function readings(s: Sentence, asked: Set<string>): Reading[] {
  const out: Reading[] = [];
  let from = 0;
  const span = (WHOLE_YEAR.test(s.text) ? 1 : 0) - (/\bquarter\b/i.test(s.text) ? 1 : 0);
  for (const m of s.text.matchAll(PERCENT)) {
    const before = s.text.slice(from, m.index);
    from = m.index! + m[0].length;
    const value = parseFigure(m[1])!;
    out.push({ s, value, printed: `${m[1]}%`, score: sharedWords(asked, before) + span });
  }
  return out;
}

function best(list: Reading[]): Reading | null {
  return list.reduce<Reading | null>((a, b) => (b.score >= MIN_SHARED && b.score > (a?.score ?? 0) ? b : a), null);
}

export function growthOutlookAnswer(
  question: string,
  evidence: LabelledEvidence[],
  pages: PageLookup,
): FigureResult | null {
  if (!ASKED_OUTLOOK.test(question) || !ASKED_PACE.test(question) || !evidence.length) return null;
  const asked = words(question.replace(ASKED_OUTLOOK, " ").replace(ASKED_PACE, " "));
  const sentences = sentencesOf(evidence, pages);
  const reported = best(sentences.filter((s) => !GUIDANCE.test(s.text)).flatMap((s) => readings(s, asked)));
  const guided = best(sentences.filter((s) => GUIDANCE.test(s.text)).flatMap((s) => readings(s, asked)));
  if (!reported || !guided) return null;
  const pace = guided.value > reported.value ? "faster" : guided.value < reported.value ? "slower" : "the same";
  const expected = pace === "the same" ? "to hold" : `to be ${pace}`;
  const text = `Reported growth ${reported.printed}, outlook ${guided.printed}: growth expected ${expected}`;
  const operands = [reported, guided].map((r, i) => ({
    label: i ? "Outlook" : "Reported",
    period: i ? "outlook" : "reported",
    value: r.value / 100,
    printed: r.printed,
    citation: i,
  }));
  return {
    claim: {
      text,
      citations: [reported, guided].map((r) => rowCitation(r.s.page, r.s.text, evidence, pages)),
      figure: { value: `${reported.printed} → ${guided.printed}`, operands },
    },
    trace: { asked: "reported growth against the outlook", found: true, why: "the measure's percent in each sentence" },
  };
}
