/**
 * What a reader knows about financial filings before opening one: the primary statements
 * and the headings they appear under, the usual synonyms of line items, and what the
 * standard 10-K / 10-Q items contain. Every rule is about the kind of document, never
 * about a particular filing or question. The rules are data (question-conventions.json), so a
 * new wording is a change to the file; the loader refuses a file it cannot read whole.
 */

import { checkedHeader, DataFileError, patternField, recordField, stringList, textField } from "../data-file";
import data from "./question-conventions.json" with { type: "json" };
import { STATEMENT_KINDS, type StatementKind } from "./statement-kinds";

export { STATEMENT_KINDS, compact, statementOfTitle, type StatementKind } from "./statement-kinds";

const FILE = "question-conventions.json";
export const CONVENTIONS_FORMAT = "pincite-question-conventions";
export const CONVENTIONS_VERSION = 1;

/** A line item (or a metric built from line items): its usual wordings and where it lives. */
interface LineItemRule {
  match: RegExp;
  expand: string;
  statements: StatementKind[];
}

/** How a company's figures are split: by business segment (or division) or by region. */
export type Breakdown = "segment" | "region";
const BREAKDOWNS: Breakdown[] = ["segment", "region"];

export interface QuestionConventions {
  /** How questions name the statements outright. */
  askedStatements: [StatementKind, RegExp][];
  lineItems: LineItemRule[];
  /** Questions that compare a company's parts; a segment question wins over a region one. */
  breakdowns: [Breakdown, RegExp][];
}

function entries(f: Record<string, unknown>, key: string): Record<string, unknown>[] {
  const list = f[key];
  if (!Array.isArray(list) || !list.length) throw new DataFileError(FILE, `"${key}" must be a non-empty list`);
  return list.map((e, i) => recordField(e, `${key}[${i}]`, FILE));
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[], where: string): T {
  if (!allowed.includes(value as T)) throw new DataFileError(FILE, `${where}: unknown ${JSON.stringify(value)}`);
  return value as T;
}

/** The conventions of the file, checked: its header, every pattern compiled, every statement and breakdown known. */
export function loadQuestionConventions(file: unknown): QuestionConventions {
  const f = checkedHeader(file, FILE, CONVENTIONS_FORMAT, CONVENTIONS_VERSION);
  return {
    askedStatements: entries(f, "asked_statements").map((e, i): [StatementKind, RegExp] => [
      oneOf(e.kind, STATEMENT_KINDS, `asked_statements[${i}].kind`),
      patternField(e.pattern, "", `asked_statements[${i}].pattern`, FILE),
    ]),
    lineItems: entries(f, "line_items").map((e, i) => ({
      match: patternField(e.pattern, "", `line_items[${i}].pattern`, FILE),
      expand: textField(e, "expand", `line_items[${i}]`, FILE),
      statements: stringList(e.statements, `line_items[${i}].statements`, FILE, true).map((k, j) =>
        oneOf(k, STATEMENT_KINDS, `line_items[${i}].statements[${j}]`),
      ),
    })),
    breakdowns: entries(f, "breakdowns").map((e, i): [Breakdown, RegExp] => [
      oneOf(e.breakdown, BREAKDOWNS, `breakdowns[${i}].breakdown`),
      patternField(e.pattern, "", `breakdowns[${i}].pattern`, FILE),
    ]),
  };
}

const CONVENTIONS = loadQuestionConventions(data);

export function askedStatements(question: string): StatementKind[] {
  const q = question.toLowerCase();
  return CONVENTIONS.askedStatements.filter(([, rx]) => rx.test(q)).map(([k]) => k);
}

export interface Conventions {
  /** The question compares the company's segments (or divisions) or its regions. */
  breakdown: Breakdown | null;
  /** Statements the question names outright. */
  asked: StatementKind[];
  /** Statements implied by the line items it mentions. */
  implied: StatementKind[];
  /** Extra query words (the usual wordings of those line items), one rule at a time, so phrases are read within a
   * wording, never across two. */
  expansions: string[];
  /** Which rules fired, for the trace. */
  rules: string[];
}

export function readConventions(question: string): Conventions {
  const q = question.toLowerCase();
  const asked = askedStatements(q);
  const implied = new Set<StatementKind>();
  const words: string[] = [];
  const rules: string[] = asked.map((k) => `asks for the ${k} statement`);
  for (const rule of CONVENTIONS.lineItems) {
    const m = rule.match.exec(q);
    if (!m) continue;
    words.push(rule.expand);
    rule.statements.forEach((s) => implied.add(s));
    rules.push(`"${m[0]}" ~ ${rule.expand}`);
  }
  const breakdown = CONVENTIONS.breakdowns.find(([, rx]) => rx.test(q))?.[0] ?? null;
  if (breakdown) rules.push(`compares the company's ${breakdown}s`);
  return {
    breakdown,
    asked,
    implied: [...implied].filter((k) => !asked.includes(k)),
    expansions: words,
    rules,
  };
}
