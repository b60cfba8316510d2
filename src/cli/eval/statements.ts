/**
 * `npm run eval -- statements [--set DIR] [--part dev|holdout|all] [--json]`: do the statements
 * read as rows check themselves? On every filing of the sets (default ../shared/financebench and
 * ../shared/filings, their development parts), each balance sheet's totals must equal their parts,
 * total assets the liabilities and equity below it, and every period must sit in its own column.
 * Income and cash-flow statement pages are checked for columns too. Needs no gold answers.
 */
import path from "node:path";
import { balanceSheets, pageStatement } from "../../core/answer/tables/balance-sheets";
import { checkBalanceSheet, columnFaults } from "../../core/answer/tables/statement-check";
import { statementRows } from "../../core/answer/tables/statement-rows";
import { parsePart, pdfDir, type SetPart } from "../../testing/holdout";
import { loadLayoutCached } from "../../testing/layout-cache";
import { fail, type Args } from "../args";
import { setPdfFiles } from "./question-set";
import { readOrNote, type Unreadable } from "./unreadable";

const DEFAULT_SETS = ["../shared/financebench", "../shared/filings"];

interface DocOutcome {
  doc: string;
  checked: number;
  consistent: number;
  /** Balance-sheet pages with no total assets row (a note's table titled like a sheet): nothing to balance. */
  unchecked: number;
  flowPages: number;
  flowPagesInColumns: number;
  faults: string[];
}

async function checkDoc(file: string): Promise<DocOutcome> {
  const layout = await loadLayoutCached(file);
  const out: DocOutcome = {
    doc: path.basename(file, ".pdf"),
    checked: 0,
    consistent: 0,
    unchecked: 0,
    flowPages: 0,
    flowPagesInColumns: 0,
    faults: [],
  };
  for (const rows of balanceSheets(layout.pages)) {
    const c = checkBalanceSheet(rows);
    if (c.balances === null) {
      out.unchecked++;
      continue;
    }
    out.checked++;
    if (c.consistent) out.consistent++;
    else
      out.faults.push(
        `balance sheet p${c.pages.join(",")}: ` +
          [
            c.balances ? "" : "assets ≠ liabilities + equity",
            ...c.totals.filter((t) => !t.ok).map((t) => `"${t.label}" ≠ its parts`),
            ...c.columnFaults,
          ]
            .filter(Boolean)
            .join("; "),
      );
  }
  for (const layout1 of layout.pages) {
    const kind = pageStatement(layout1);
    if (kind !== "income" && kind !== "cashflow") continue;
    const rows = statementRows(layout1);
    if (!rows.length) continue;
    out.flowPages++;
    const faults = columnFaults(rows);
    if (faults.length) out.faults.push(`${kind} p${layout1.page}: ${faults.join("; ")}`);
    else out.flowPagesInColumns++;
  }
  return out;
}

const ratio = (a: number, b: number) => (b ? Math.round((a / b) * 1000) / 1000 : null);

export default async function evalStatements(args: Args): Promise<void> {
  const part: SetPart = parsePart(args.options.get("part"), fail);
  const given = args.options.get("set");
  const sets = (given ? [given] : DEFAULT_SETS).map((s) => path.resolve(process.cwd(), s));
  const json = args.flags.has("json");
  const log = (text: string) => (json ? process.stderr : process.stdout).write(text + "\n");
  const docs: DocOutcome[] = [];
  const unreadable: Unreadable[] = [];
  for (const set of sets)
    for (const f of setPdfFiles(set, part)) {
      const file = path.join(pdfDir(set), f);
      const d = await readOrNote(file, () => checkDoc(file), unreadable, log);
      if (!d) continue;
      docs.push(d);
      log(
        `${d.doc.padEnd(38)} balance sheets ${d.consistent}/${d.checked}` +
          `${d.unchecked ? ` (+${d.unchecked} unchecked)` : ""}  flow pages ${d.flowPagesInColumns}/${d.flowPages}`,
      );
      for (const fault of d.faults) log(`  ${fault}`);
    }
  const sum = (f: (d: DocOutcome) => number) => docs.reduce((s, d) => s + f(d), 0);
  const checked = sum((d) => d.checked);
  const summary = {
    docs: docs.length,
    docs_unreadable: unreadable.length,
    statements_checked: checked,
    statements_consistent: ratio(
      sum((d) => d.consistent),
      checked,
    ),
    statements_consistent_count: sum((d) => d.consistent),
    statements_unchecked: sum((d) => d.unchecked),
    flow_pages_checked: sum((d) => d.flowPages),
    flow_pages_in_columns: ratio(
      sum((d) => d.flowPagesInColumns),
      sum((d) => d.flowPages),
    ),
  };
  log(
    Object.entries(summary)
      .map(([k, v]) => `${k} ${v}`)
      .join("  "),
  );
  if (json) process.stdout.write(JSON.stringify(summary) + "\n");
}
