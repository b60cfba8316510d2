/**
 * The "Yes" or "No" a yes/no question on a figure opens with: a change against the question's
 * word for it ("improved?"), else the figure against its threshold ("healthy liquidity based on
 * the quick ratio?"), with why. Null when the question is not yes/no or the metric has neither.
 */
import type { Evaluated } from "./figure-format";
import { formatOutput } from "./figure-format";
import type { FigurePlan } from "./figure-plan";
import { asksUse } from "./applicability-answer";
import { asksYesNo, judgeDirection, judgeThreshold, VERDICTS, type Verdict } from "./verdicts";

export function figureVerdict(
  question: string,
  plan: FigurePlan,
  figures: { year: number; ev: Evaluated }[],
): Verdict | null {
  if (!asksYesNo(question) || !plan.metric || !figures.length) return null;
  // Asked whether the metric applies, and its parts are printed: it does (applicability-answer says when not).
  if (asksUse(question) && VERDICTS.applies.some((a) => a.metric === plan.metric))
    return { yes: true, why: "it applies: the statements print what it is made of" };
  const now = figures[figures.length - 1].ev.value;
  if (plan.compare && figures.length >= 2) {
    const v = judgeDirection(plan.metric, figures[figures.length - 2].ev.value, now, question);
    if (v) return v;
  }
  const shown = (n: number) =>
    formatOutput(n, plan.output, { ...plan.format, decimals: plan.output === "ratio" ? 1 : 0 }, 1);
  return judgeThreshold(plan.metric, now, question, shown);
}

/** The claim with its verdict first: "No: Quick ratio in FY2022: 0.54, under 1.0, so not: …". */
export function withVerdict(sentence: string, v: Verdict | null): string {
  return v ? `${v.yes ? "Yes" : "No"}: ${sentence}; ${v.why}` : sentence;
}
