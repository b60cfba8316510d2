/**
 * A formula as a question words it ("total current assets less total current liabilities",
 * "the sum of cash, short-term investments and receivables divided by current liabilities",
 * "operating income + D&A [from the cash flow statement]") read into an expression over line
 * items. Each operand phrase becomes a name the question defined earlier, a library formula
 * ("EBITDA"), a line item of the concept vocabulary, a number, or else a row the phrase itself
 * names ("proceeds from sale of PP&E"). A "[from the cash flow statement]" note binds the
 * operand before it to that statement.
 */
import { parseExpression, type Expr } from "./expression";
import { operandOf, type NamedFormula } from "./operand-phrase";

export type { NamedFormula } from "./operand-phrase";

export interface SpokenFormula {
  expr: Expr;
  /** The formula as shown in the answer ("total current assets − total current liabilities"). */
  shown: string;
  /** Worded as a share ("as a percentage of"). */
  percent: boolean;
}

const SYMBOL: Record<string, string> = { "+": "+", "-": "\u2212", "*": "\u00D7", "/": "/" };

/** Word operators as symbols; "sum of A, B and C" as "(A + B + C)"; "A as a % of B" as "A / B". */
function symbolise(body: string): { text: string; percent: boolean } {
  let t = ` ${body.replace(/\s+/g, " ").trim()} `;
  let percent = false;
  t = t.replace(
    /\b(?:the )?(?:sum|total) of (.+?)(?= (?:divided by|over|less|minus|plus|times)\b|[)]|$)/gi,
    (_, list: string) => `(${list.replace(/,? and |, /gi, " + ")})`,
  );
  t = t.replace(/\b(?:the )?difference between (.+?) and (.+?)(?= (?:divided by|over|times)\b|[)]|$)/gi, "($1 - $2)");
  t = t.replace(/\b(?:the )?ratio of (.+?) to (.+?)(?=[)]|$)/gi, "($1) / ($2)");
  t = t.replace(/\bas an? (?:%|percent(?:age)?|share|proportion) of\b/gi, () => {
    percent = true;
    return " / ";
  });
  t = t
    .replace(/\bdivided by\b|\bover\b|÷/gi, " / ")
    .replace(/\bmultiplied by\b|\btimes\b|×/gi, " * ")
    .replace(/\bless\b|\bminus\b|\bsubtract(?:ing)?\b|\s[\u2212\u2013\u2014-]\s/gi, " - ")
    .replace(/\bplus\b|\badded to\b/gi, " + ");
  return { text: t.replace(/\s+/g, " ").trim(), percent };
}

/** "FY2017 - FY2019", "2019 to 2021": a span of years, not a subtraction. */
const RANGE =
  /\b(?:fy|fiscal(?: year)?)?\s?'?(?:19|20)?\d\d\s*(?:-|\u2013|\u2014|to|through)\s*(?:fy|fiscal(?: year)?)?\s?'?(?:19|20)?\d\d\b/gi;

/**
 * Reads a worded formula; null when it holds no operator or an operand names nothing. `strict`
 * (a formula the question asks outright, not one it defines) takes only operands that are line
 * items, formulas, definitions or numbers, never a loose phrase.
 */
export function readSpokenFormula(
  body: string,
  defined: NamedFormula[] = [],
  strict = false,
  year: number | null = null,
): SpokenFormula | null {
  const { text, percent } = symbolise(noteMarks(body.replace(RANGE, " ")));
  // A hyphen inside a word ("debt-to-equity", "short-term") is spelling, not a minus.
  const parts = text.split(/\s+(-)\s+|\s*([+*/()])\s*/).filter((p) => p !== undefined && p.trim());
  if (!parts.some((p) => /^[-+*/]$/.test(p))) return null;
  const operands: Expr[] = [];
  let skeleton = "";
  let shown = "";
  for (const p of parts) {
    if (/^[-+*/()]$/.test(p)) {
      skeleton += ` ${p} `;
      shown += /^[()]$/.test(p) ? p : ` ${SYMBOL[p]} `;
      continue;
    }
    const op = operandOf(unmark(p), { defined, year });
    if (!op || (strict && op.expr.kind === "named")) return null;
    skeleton += `p${operands.length}`;
    operands.push(op.expr);
    shown += op.shown;
  }
  try {
    const parsed = parseExpression(skeleton, () => true);
    return { expr: substitute(parsed, operands), shown: shown.replace(/\s+/g, " ").trim(), percent };
  } catch {
    return null;
  }
}

function substitute(e: Expr, operands: Expr[]): Expr {
  if (e.kind === "item" && /^p\d+$/.test(e.item)) return operands[Number(e.item.slice(1))];
  if (e.kind === "op") return { ...e, a: substitute(e.a, operands), b: substitute(e.b, operands) };
  if (e.kind === "root") return { ...e, a: substitute(e.a, operands) };
  return e;
}

// A note's brackets are not the formula's: they are hidden while operators are read, then restored.
const OPEN = "\u27E6";
const CLOSE = "\u27E7";
function noteMarks(body: string): string {
  return body.replace(
    /[[(]\s*((?:as reported |taken |read )?(?:from|on|per|in) (?:the )?[^\])]+?)\s*[\])]/gi,
    ` ${OPEN}$1${CLOSE}`,
  );
}
const unmark = (p: string) => p.replace(new RegExp(`${OPEN}([^${CLOSE}]*)${CLOSE}`, "g"), "[$1]");
