/**
 * `npm run eval -- figures [--json]`: is the no-key answer's first claim the figure a filing
 * prints? Reads the hand-written battery (src/testing/figure-battery.json, development filings
 * only: statement rows and ratios, fiscal quarters, numbers stated in 8-K and release prose),
 * navigates offline, answers, and judges the first claim by the answer eval's rule
 * (answer-metrics.ts), and more strictly: the first figure the claim prints must be the
 * asked one (a claim that leads with another figure and names the asked one later is wrong).
 * Reports the share right first, overall and by kind.
 */
import { answerQuestion } from "../../core/answer";
import { navDocument, navigateOffline, type NavDocument } from "../../core/navigate";
import { buildIndex } from "../../core/tree";
import type { DocumentLayout } from "../../core/types";
import { batteryPdf, figureBattery, type FigureQuestion } from "../../testing/batteries";
import { loadLayoutCached } from "../../testing/layout-cache";
import type { Args } from "../args";
import { goldFigures, isRight } from "./answer-metrics";
import { figuresIn, sameFigure } from "../../core/answer/figures/figure-numbers";

interface Outcome {
  q: FigureQuestion;
  first: string;
  right: boolean;
}

const share = (os: Outcome[]) => Math.round((os.filter((o) => o.right).length / (os.length || 1)) * 1000) / 1000;

export function summariseFigures(os: Outcome[]) {
  const kinds = [...new Set(os.map((o) => o.q.kind))].sort();
  return {
    questions: os.length,
    right_first: share(os),
    by_kind: Object.fromEntries(kinds.map((k) => [k, share(os.filter((o) => o.q.kind === k))])),
  };
}

export default async function evalFigures(args: Args): Promise<void> {
  const json = args.flags.has("json");
  const log = (text: string) => (json ? process.stderr : process.stdout).write(text + "\n");
  const { role, entries } = figureBattery();
  log(`battery: ${role}`);
  let held = null as { key: string; layout: DocumentLayout; nav: NavDocument } | null;
  const outcomes: Outcome[] = [];
  for (const q of entries) {
    const key = `${q.set}/${q.doc}`;
    if (held?.key !== key) {
      const layout = await loadLayoutCached(batteryPdf(q));
      held = { key, layout, nav: navDocument(layout, await buildIndex(layout)) };
    }
    const found = navigateOffline(held.nav, q.question);
    const res = await answerQuestion({ question: q.question, evidence: found.evidence, pages: held.layout.pages });
    const first = res.claims[0]?.text ?? "";
    const gold = goldFigures(q.expected);
    const lead = figuresIn(first)[0];
    const o = { q, first, right: isRight(first, gold) && lead !== undefined && sameFigure(lead, gold[0]) };
    outcomes.push(o);
    log(`${o.right ? "RIGHT" : "wrong"} ${q.kind.padEnd(14)} ${q.doc}: ${q.question}`);
    log(`      expected ${q.expected}; first: ${first.slice(0, 160)}`);
  }
  const summary = summariseFigures(outcomes);
  log(JSON.stringify(summary));
  if (json) process.stdout.write(JSON.stringify(summary) + "\n");
}
