/**
 * Questions one figure does not settle ("Is 3M a capital-intensive business based on FY2022
 * data?") are answered by the few figures analysts weigh together, each computed from cited
 * rows like any other formula, in one first claim.
 */
import { askedFormat, askedPeriod, targetYear } from "./asked";
import type { PageLookup } from "../cite/cite";
import type { Evaluated } from "./figure-format";
import { citeOperands, figureFor, pagesOf, valueText } from "./figure-parts";
import type { FigurePlan } from "./figure-plan";
import type { FigureResult } from "./figure-result";
import { bound, BUNDLES, type Bundle } from "./formulas";
import { rowSource, withNearbyStatements, type RowSource } from "./operands";
import type { LabelledEvidence } from "../chat/prompt";
import { withVerdict } from "./figure-verdict";
import { asksYesNo, judgeThreshold, type Verdict } from "./verdicts";

interface Part {
  id: string;
  name: string;
  plan: FigurePlan;
  ev: Evaluated;
}

function partsOf(bundle: Bundle, question: string, src: RowSource, year: number): Part[] {
  const period = askedPeriod(question);
  const format = askedFormat(question);
  return bundle.parts.flatMap((p) => {
    const plan: FigurePlan = {
      name: p.name,
      exprs: [bound(p.expr)].filter((e): e is NonNullable<typeof e> => e !== null),
      output: p.output,
      direct: false,
      year,
      years: [year],
      quarter: period.quarter !== null,
      compare: false,
      format,
      period,
    };
    const { ev } = figureFor(plan, src, year, question);
    return ev ? [{ id: p.id, name: p.name, plan, ev }] : [];
  });
}

/**
 * A yes/no question on the bundle: each part with a threshold is judged; they agree, or the first
 * (the bundle's leading measure) decides and the other is named.
 */
function bundleVerdict(question: string, parts: Part[]): Verdict | null {
  if (!asksYesNo(question)) return null;
  const judged = parts.flatMap((p) => {
    const shown = (n: number) => valueText({ ...p.plan, format: { ...p.plan.format, decimals: 0 } }, n, p.ev.operands);
    const v = judgeThreshold(p.id, p.ev.value, question, shown);
    return v ? [{ name: p.name, v }] : [];
  });
  if (!judged.length) return null;
  const yes = judged[0].v.yes;
  const why = judged.map((j) => `${j.name} ${j.v.why}`).join("; ");
  return { yes, why: judged.every((j) => j.v.yes === yes) ? why : `${why} (the first decides)` };
}

export function bundleAnswer(question: string, evidence: LabelledEvidence[], pages: PageLookup): FigureResult | null {
  const bundle = BUNDLES.find((b) => b.asked.test(question));
  if (!bundle) return null;
  const year = targetYear(askedPeriod(question));
  if (year === null) return null;
  const read = pagesOf(evidence);
  const src = rowSource(read, pages);
  let parts = partsOf(bundle, question, src, year);
  if (parts.length < bundle.parts.length) {
    const more = partsOf(bundle, question, withNearbyStatements(src, read, pages), year);
    if (more.length > parts.length) parts = more;
  }
  if (!parts.length) return null;
  const values = parts.map((p) => valueText(p.plan, p.ev.value, p.ev.operands));
  const { citations, operands } = citeOperands(
    parts.flatMap((p) => p.ev.operands),
    evidence,
    pages,
  );
  const formula = parts.map((p) => `${p.name} = ${p.ev.text}`).join("; ");
  const said = `${bundle.name} in FY${year}: ${parts.map((p, i) => `${p.name} ${values[i]}`).join(", ")} (${formula})`;
  const text = withVerdict(said, bundleVerdict(question, parts));
  return {
    claim: { text, citations, figure: { value: values[0], formula, operands } },
    trace: { asked: bundle.name, found: true, why: `computed ${parts.length} of ${bundle.parts.length} figures` },
  };
}
