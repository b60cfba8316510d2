/**
 * The "Yes" or "No" a yes/no question on a figure opens with: a change against the question's
 * word for it ("improved?"), else the figure against its threshold ("healthy liquidity based on
 * the quick ratio?"), with why. Null when the question is not yes/no or the metric has neither.
 * A question that also asks whether the metric applies ("if gross margin is not useful, say so")
 * is answered on its main point first; that the metric applies follows as a note.
 */
import type { Evaluated } from "./figure-format";
import { formatOutput } from "./figure-format";
import type { FigurePlan } from "./figure-plan";
import { asksUse } from "./applicability-answer";
import { asksYesNo, judgeDirection, judgeThreshold, VERDICTS, type Verdict } from "./verdicts";

export interface FigureVerdict extends Verdict {
  /** Said after the verdict and its figure: that the metric applies, when the question asked. */
  note?: string;
}

export function figureVerdict(
  question: string,
  plan: FigurePlan,
  figures: { year: number; ev: Evaluated }[],
): FigureVerdict | null {
  if (!asksYesNo(question) || !plan.metric || !figures.length) return null;
  // Asked whether the metric applies, and its parts are printed: it does (applicability-answer says when not).
  const applies = asksUse(question) && VERDICTS.applies.some((a) => a.metric === plan.metric);
  const note = applies ? `${plan.name} applies here: the statements print what it is made of` : undefined;
  const now = figures[figures.length - 1].ev.value;
  const shown = (n: number) =>
    formatOutput(n, plan.output, { ...plan.format, decimals: plan.output === "ratio" ? 1 : 0 }, 1);
  const main =
    (plan.compare && figures.length >= 2
      ? judgeDirection(plan.metric, figures[figures.length - 2].ev.value, now, question)
      : null) ?? judgeThreshold(plan.metric, now, question, shown);
  if (main) return { ...main, ...(note ? { note } : {}) };
  return applies ? { yes: true, why: "which applies: the statements print what it is made of" } : null;
}

/**
 * The claim a person reads: the verdict, the figure with why it decides, then how it was computed
 * ("No: Quick ratio in FY2022: 0.54, under the 1.0 at or above which quick assets cover current
 * liabilities. Computed: (1,234 + 567) / 3,210"). Without a verdict, the figure and its formula.
 */
export function withVerdict(sentence: string, formula: string | undefined, v: FigureVerdict | null): string {
  if (!v) return formula ? `${sentence} = ${formula}` : sentence;
  const computed = formula ? `. Computed: ${formula}` : "";
  return `${v.yes ? "Yes" : "No"}: ${sentence}, ${v.why}${computed}${v.note ? `. ${v.note}` : ""}`;
}
