/**
 * The figures analysts compute from statements, as data: each formula is an expression
 * over line items in the asked year (offset 0) or the year before (offset -1). Kept
 * small and explicit so every answer shows exactly what it did.
 */

export type Expr =
  | { kind: "item"; item: string; offset: number }
  | { kind: "const"; value: number }
  | { kind: "op"; op: "+" | "-" | "*" | "/"; a: Expr; b: Expr }
  | { kind: "root"; a: Expr; n: number };

export type Output = "percent" | "ratio" | "days" | "amount";

export interface Formula {
  id: string;
  name: string;
  asked: RegExp;
  /** Alternatives, best first: the first whose operands are all on the pages is used. */
  exprs: Expr[];
  output: Output;
}

export const v = (item: string, offset = 0): Expr => ({ kind: "item", item, offset });
export const k = (value: number): Expr => ({ kind: "const", value });
const op =
  (o: "+" | "-" | "*" | "/") =>
  (a: Expr, b: Expr): Expr => ({ kind: "op", op: o, a, b });
export const add = op("+");
export const sub = op("-");
export const mul = op("*");
export const div = op("/");
/** Average of this year's and last year's balance. */
export const avg = (item: string): Expr => div(add(v(item, 0), v(item, -1)), k(2));

const dio = div(mul(k(365), avg("inventory")), v("cogs"));
const dso = div(mul(k(365), avg("receivables")), v("revenue"));
const dpo = div(mul(k(365), avg("payables")), add(v("cogs"), sub(v("inventory"), v("inventory", -1))));
const ebitda = add(v("operating_income"), v("da"));
const fcf = sub(v("cfo"), v("capex"));

const f = (id: string, name: string, output: Output, asked: RegExp, ...exprs: Expr[]): Formula => ({
  id,
  name,
  output,
  asked,
  exprs,
});

/** Tried in order: the more specific wording first ("fixed asset turnover" before "asset turnover"). */
export const FORMULAS: Formula[] = [
  f("ccc", "Cash conversion cycle", "days", /\bcash conversion cycle\b|\bccc\b/i, sub(add(dio, dso), dpo)),
  f("dpo", "Days payable outstanding", "days", /\bdays payables? outstanding\b|\bdpo\b/i, dpo),
  f("dso", "Days sales outstanding", "days", /\bdays sales outstanding\b|\bdso\b/i, dso),
  f(
    "dio",
    "Days inventory outstanding",
    "days",
    /\bdays (?:inventory|in inventory|sales of inventory)\b|\bdio\b/i,
    dio,
  ),
  f("inventory_turnover", "Inventory turnover", "ratio", /\binventory turnover\b/i, div(v("cogs"), avg("inventory"))),
  f(
    "fixed_asset_turnover",
    "Fixed asset turnover",
    "ratio",
    /\bfixed asset turnover\b/i,
    div(v("revenue"), avg("ppe")),
  ),
  f("asset_turnover", "Asset turnover", "ratio", /\basset turnover\b/i, div(v("revenue"), avg("total_assets"))),
  f(
    "roa",
    "Return on assets",
    "ratio",
    /\breturn on (?:total )?assets\b|\broa\b/i,
    div(v("net_income"), avg("total_assets")),
  ),
  f(
    "roe",
    "Return on equity",
    "ratio",
    /\breturn on (?:shareholders'? |stockholders'? )?equity\b|\broe\b/i,
    div(v("net_income"), avg("equity")),
  ),
  f(
    "ocf_ratio",
    "Operating cash flow ratio",
    "ratio",
    /\boperating cash flow ratio\b/i,
    div(v("cfo"), v("current_liabilities")),
  ),
  f(
    "quick_ratio",
    "Quick ratio",
    "ratio",
    /\bquick ratio\b|\bacid[- ]test\b/i,
    div(sub(v("current_assets"), v("inventory")), v("current_liabilities")),
  ),
  f(
    "current_ratio",
    "Current ratio",
    "ratio",
    /\bworking capital ratio\b|\bcurrent ratio\b/i,
    div(v("current_assets"), v("current_liabilities")),
  ),
  f("debt_to_equity", "Debt to equity", "ratio", /\bdebt[- ]to[- ]equity\b/i, div(v("total_debt"), v("equity"))),
  f(
    "interest_coverage",
    "Interest coverage",
    "ratio",
    /\binterest coverage\b/i,
    div(v("operating_income"), v("interest_expense")),
  ),
  f(
    "retention",
    "Retention ratio",
    "ratio",
    /\bretention ratio\b/i,
    div(sub(v("net_income"), v("dividends")), v("net_income")),
  ),
  f("payout", "Dividend payout ratio", "ratio", /\bpayout ratio\b/i, div(v("dividends"), v("net_income"))),
  f(
    "fcf_conversion",
    "Free cash flow conversion",
    "percent",
    /\b(?:free cash ?flow|fcf) conversion\b/i,
    div(fcf, v("net_income")),
  ),
  f("fcf", "Free cash flow", "amount", /\bfree cash ?flow\b|\bfcf\b/i, fcf),
  f(
    "ebitda_margin",
    "EBITDA margin",
    "percent",
    /\bebitda\b.*\bmargin\b|\bmargin\b.*\bebitda\b/i,
    div(ebitda, v("revenue")),
  ),
  f("ebitda", "EBITDA", "amount", /\bebitda\b/i, ebitda),
  f("da_margin", "D&A margin", "percent", /\b(?:depreciation|d ?& ?a)\b.*\bmargin\b/i, div(v("da"), v("revenue"))),
  f(
    "gross_margin",
    "Gross margin",
    "percent",
    /\bgross (?:profit )?margin\b/i,
    div(v("gross_profit"), v("revenue")),
    div(sub(v("revenue"), v("cogs")), v("revenue")),
  ),
  f(
    "operating_margin",
    "Operating margin",
    "percent",
    /\boperating (?:income |profit )?(?:% )?margin\b|\boperating income % margin\b/i,
    div(v("operating_income"), v("revenue")),
  ),
  f(
    "net_margin",
    "Net profit margin",
    "percent",
    /\bnet (?:profit |income )?(?:% )?margin\b|\bprofit margin\b/i,
    div(v("net_income"), v("revenue")),
  ),
  f(
    "tax_rate",
    "Effective tax rate",
    "percent",
    /\beffective (?:income )?tax rate\b/i,
    v("tax_rate"),
    div(v("income_tax"), v("pretax_income")),
  ),
];

/** "capex as a % of revenue", "cost of goods sold as a percentage of sales": the item over revenue. */
export const SHARE_OF_REVENUE = /\b(?:as an? )?(?:%|percent(?:age)?) of (?:total )?(?:net )?(?:revenues?|sales)\b/i;
/** Growth and change between two years, and compound growth over several. */
export const GROWTH = /\b(?:growth|grow|grew|change|increase|decrease|decline)\b/i;
export const CAGR = /\bcagr\b|\bcompound(?:ed)? annual growth\b/i;

export function growthOf(item: string, percent: boolean): Expr {
  const change = sub(v(item, 0), v(item, -1));
  return percent ? div(change, v(item, -1)) : change;
}

export function cagrOf(item: string, years: number): Expr {
  return sub({ kind: "root", a: div(v(item, 0), v(item, -years)), n: years }, k(1));
}

/** A question answered by several figures together ("Is it a capital-intensive business?"). */
export interface Bundle {
  name: string;
  asked: RegExp;
  parts: { name: string; expr: Expr; output: Output }[];
}

export const BUNDLES: Bundle[] = [
  {
    // How much capital the business ties up and spends to earn its revenue, and what the assets return.
    name: "Capital intensity",
    asked: /\bcapital[- ]intensive\b|\bcapital intensity\b/i,
    parts: [
      { name: "capital expenditure / revenue", expr: div(v("capex"), v("revenue")), output: "percent" },
      { name: "fixed assets / total assets", expr: div(v("ppe"), v("total_assets")), output: "percent" },
      { name: "return on assets", expr: div(v("net_income"), avg("total_assets")), output: "percent" },
    ],
  },
];
