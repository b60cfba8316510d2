/**
 * "Is gross margin a useful metric for a company like this?": a metric applies when the
 * statements print what it is made of. A bank's or a card issuer's income statement has no
 * cost of sales, so it has no gross margin; the answer says so, and why, from the statement's
 * own lines (what it reports instead), each cited. Where the parts are printed, the metric
 * applies and is computed.
 */
import type { PageLookup } from "../cite/cite";
import type { LabelledEvidence } from "../chat/prompt";
import { lineItem } from "../tables/line-items";
import { findComponents } from "./component-operands";
import { pagesOf } from "./figure-parts";
import type { FigureResult } from "./figure-result";
import { rowCitation } from "./figure-result";
import { FORMULAS } from "./formulas";
import { findOperand, rowSource, withNearbyStatements, type RowSource } from "./operands";
import { VERDICTS } from "./verdicts";

const ASKS_USE =
  /\b(?:useful|relevant|meaningful|appropriate|applicable|apply|make sense|good (?:metric|measure|indicator)|matter)\b/i;
const SHOWN_LINES = 3;
const TOTAL_LINE = /^(?:total|net)\b.*\b(?:revenues?|income|sales)\b/i;

/** "Is gross margin useful here?" */
export const asksUse = (question: string): boolean => ASKS_USE.test(question);

/** Whether any year's column prints the line item (or its parts) on the statement's pages. */
function prints(src: RowSource, id: string): boolean {
  const it = lineItem(id);
  const years = [...new Set(src.rows.flatMap((r) => r.columns.map((c) => c.year)))];
  return years.some(
    (y) => findOperand(src, it, y, false, it.name) !== null || findComponents(src, it, y, false) !== null,
  );
}

export function applicabilityAnswer(
  question: string,
  evidence: LabelledEvidence[],
  pages: PageLookup,
): FigureResult | null {
  if (!ASKS_USE.test(question) || !evidence.length) return null;
  const formula = FORMULAS.find((f) => f.asked.test(question));
  const rule = formula && VERDICTS.applies.find((a) => a.metric === formula.id);
  if (!formula || !rule) return null;
  const read = pagesOf(evidence);
  const all = withNearbyStatements(rowSource(read, pages), read, pages);
  const src: RowSource = {
    rows: all.rows.filter((r) => all.statementOf(r.page) === rule.statement),
    statementOf: all.statementOf,
  };
  // Without the statement on the pages read there is nothing to judge by.
  if (!src.rows.length || rule.requiresAny.some((id) => prints(src, id))) return null;
  const firstPage = src.rows[0].page;
  const onPage = src.rows.filter((r) => r.page === firstPage && r.values.length);
  // What it reports instead: its totals of revenue or income first ("Net interest income", "Total net revenue").
  const totals = onPage.filter((r) => TOTAL_LINE.test(r.label));
  const lines = [...totals, ...onPage.filter((r) => !totals.includes(r))].slice(0, SHOWN_LINES);
  const citations = lines.map((r) => rowCitation(r.page, r.quote, evidence, pages));
  const reported = lines.map((r) => r.label).join("; ");
  const text =
    `No: ${formula.name.toLowerCase()} does not apply here: ${rule.why}. ` +
    `The ${rule.statement === "income" ? "income statement" : "balance sheet"} reports instead: ${reported}`;
  return {
    claim: { text, citations },
    trace: { asked: formula.name, found: true, why: "the metric's parts are not printed" },
  };
}
