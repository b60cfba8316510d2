/**
 * "Are its margins consistent?": the margin (or each of gross, operating and net margin when
 * the question says only "margins") in every year asked, and whether it stayed within the
 * band verdicts.json calls consistent, answered "Yes" or "No" first with the spread.
 */
import type { PageLookup } from "../cite/cite";
import type { LabelledEvidence } from "../chat/prompt";
import { askedFormat, askedPeriod, targetYear } from "./asked";
import { citeOperands, figureFor, pagesOf, valueText } from "./figure-parts";
import { groupDigits, type Evaluated } from "./figure-format";
import type { FigurePlan } from "./figure-plan";
import type { FigureResult } from "./figure-result";
import { bound, FORMULAS, type Formula } from "./formulas";
import { rowSource, withNearbyStatements, type RowSource } from "./operands";
import { VERDICTS } from "./verdicts";

const ASKS = /\b(?:consisten\w*|stable|stabl\w*|steady|steadi\w*|volatil\w*|fluctuat\w*|erratic)\b/i;
const UNSTEADY = /\b(?:volatil\w*|fluctuat\w*|erratic)\b/i;
const MARGINS = ["gross_margin", "operating_margin", "net_margin"];
const YEARS = 3;

function metricsOf(question: string): Formula[] {
  const named = FORMULAS.find((f) => f.asked.test(question));
  if (named) return [named];
  return /\bmargins\b/i.test(question) ? FORMULAS.filter((f) => MARGINS.includes(f.id)) : [];
}

interface Series {
  formula: Formula;
  plan: FigurePlan;
  values: { year: number; ev: Evaluated }[];
}

function seriesOf(f: Formula, question: string, src: RowSource, years: number[]): Series | null {
  const period = askedPeriod(question);
  const plan: FigurePlan = {
    name: f.name,
    exprs: f.exprs.map((e) => bound(e)).filter((e): e is NonNullable<typeof e> => e !== null),
    output: f.output,
    direct: false,
    year: years[years.length - 1],
    years,
    quarter: false,
    compare: false,
    format: askedFormat(question),
    period,
  };
  const values = years.flatMap((y) => {
    const { ev } = figureFor(plan, src, y, question);
    return ev ? [{ year: y, ev }] : [];
  });
  return values.length >= 2 ? { formula: f, plan, values } : null;
}

/** The spread of a series against its band: points for a percent, a share of the level for a ratio. */
function spread(s: Series): { within: boolean; text: string } {
  const xs = s.values.map((v) => v.ev.value);
  const range = Math.max(...xs) - Math.min(...xs);
  const { percentPoints, ratioShare } = VERDICTS.consistency;
  if (s.formula.output === "percent") {
    const points = range * 100;
    return {
      within: points <= percentPoints,
      text: `a spread of ${groupDigits(points, 1)} points (band ${percentPoints})`,
    };
  }
  const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
  const share = mean ? range / Math.abs(mean) : Infinity;
  return {
    within: share <= ratioShare,
    text: `a spread of ${groupDigits(share * 100, 0)}% of its level (band ${ratioShare * 100}%)`,
  };
}

export function consistencyAnswer(
  question: string,
  evidence: LabelledEvidence[],
  pages: PageLookup,
): FigureResult | null {
  if (!ASKS.test(question) || !evidence.length) return null;
  const metrics = metricsOf(question);
  const period = askedPeriod(question);
  const last = targetYear(period);
  if (!metrics.length || last === null) return null;
  const first = period.range ? period.range.from : last - YEARS + 1;
  const years = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  const read = pagesOf(evidence);
  const src = withNearbyStatements(rowSource(read, pages), read, pages);
  const series = metrics.flatMap((f) => seriesOf(f, question, src, years) ?? []);
  if (!series.length) return null;
  const judged = series.map((s) => ({ s, ...spread(s) }));
  const steady = judged.every((j) => j.within);
  const yes = UNSTEADY.test(question) ? !steady : steady;
  const parts = judged.map(({ s, text }) => {
    const each = s.values.map((v) => `${valueText(s.plan, v.ev.value, v.ev.operands)} (FY${v.year})`).join(", ");
    return `${s.formula.name} ${each}: ${text}`;
  });
  const formula = judged
    .flatMap(({ s }) => s.values.map((v) => `${s.formula.name} FY${v.year} = ${v.ev.text}`))
    .join("; ");
  const { citations, operands } = citeOperands(
    judged.flatMap(({ s }) => s.values.flatMap((v) => v.ev.operands)),
    evidence,
    pages,
  );
  const text = `${yes ? "Yes" : "No"}: ${parts.join("; ")} (${formula})`;
  const value = valueText(judged[0].s.plan, judged[0].s.values[judged[0].s.values.length - 1].ev.value, []);
  return {
    claim: { text, citations, figure: { value, formula, operands } },
    trace: { asked: "consistency", found: true, why: `${judged.length} series over ${years.length} years` },
  };
}
