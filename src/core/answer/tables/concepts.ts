/**
 * The concept vocabulary (concepts.json): each line item analysts ask for, how questions
 * name it, how statements label it, the statement it lives on, whether it is a balance or a
 * flow, and its sign convention. Data, not code, so a filing that names an item otherwise is
 * a change to the file; the loader checks the file's header and every field, and compiles the
 * patterns once, so a bad entry fails at load with the concept and field it is in.
 */
import data from "./concepts.json" with { type: "json" };
import { checkedHeader, DataFileError, patternField, textField } from "../../data-file";

const FILE = "concepts.json";
const fail = (problem: string) => new DataFileError(FILE, problem);

export type StatementKind = "income" | "balance" | "cashflow";
export type Nature = "balance" | "flow";
/**
 * magnitude: always a positive amount (a cost, capex, dividends paid), brackets or not;
 * expense: positive for an expense and negative for a benefit, read from the statement's arithmetic;
 * signed: as printed.
 */
export type SignConvention = "magnitude" | "expense" | "signed";

export interface Concept {
  id: string;
  /** How the answer names it. */
  name: string;
  /** How a question names it (any of). */
  asked: RegExp[];
  /** Usual labels over the folded label, best first. */
  labels: RegExp[];
  statement: StatementKind;
  nature: Nature;
  sign: SignConvention;
  /** Labels of rows summed into the concept when no row names it ("cost of products" + "cost of services"). */
  components: RegExp[];
  /** The section (folded heading) a row must sit under when it sits under one ("current assets"). */
  section: RegExp | null;
  /** Other statements that print it too (net income on the cash-flow statement). */
  alsoOn: string[];
}

export const CONCEPTS_FORMAT = "pincite-concepts";
export const CONCEPTS_VERSION = 1;

const STATEMENTS: readonly string[] = ["income", "balance", "cashflow"];
const NATURES: readonly string[] = ["balance", "flow"];
const SIGNS: readonly string[] = ["magnitude", "expense", "signed"];

/** A loading error naming where in the file it is. */
const text = (o: Record<string, unknown>, key: string, where: string) => textField(o, key, where, FILE);

function oneOf(o: Record<string, unknown>, key: string, allowed: readonly string[], where: string): string {
  const v = text(o, key, where);
  if (!allowed.includes(v)) throw fail(`${where}: "${key}" is "${v}", not one of ${allowed.join(", ")}`);
  return v;
}

const pattern = (source: unknown, flags: string, where: string) => patternField(source, flags, where, FILE);

function patterns(o: Record<string, unknown>, key: string, flags: string, where: string, required: boolean): RegExp[] {
  const v = o[key];
  if (v === undefined && !required) return [];
  if (!Array.isArray(v) || (required && !v.length)) throw fail(`${where}: "${key}" must be a list`);
  return v.map((s, i) => pattern(s, flags, `${where}.${key}[${i}]`));
}

const ALSO_ON: readonly string[] = [...STATEMENTS, "equity", "comprehensive"];

function statementsOf(v: unknown, where: string): string[] {
  if (v === undefined) return [];
  if (!Array.isArray(v) || v.some((k) => typeof k !== "string" || !ALSO_ON.includes(k)))
    throw fail(`${where}: must list statements among ${ALSO_ON.join(", ")}`);
  return v as string[];
}

function conceptOf(raw: unknown, i: number): Concept {
  if (!raw || typeof raw !== "object") throw fail(`concepts[${i}] is not an object`);
  const o = raw as Record<string, unknown>;
  const where = `concepts[${i}] (${String(o.id ?? "?")})`;
  return {
    id: text(o, "id", where),
    name: text(o, "name", where),
    statement: oneOf(o, "statement", STATEMENTS, where) as StatementKind,
    nature: oneOf(o, "nature", NATURES, where) as Nature,
    sign: oneOf(o, "sign", SIGNS, where) as SignConvention,
    asked: patterns(o, "asked", "i", where, true),
    labels: patterns(o, "labels", "", where, true),
    components: patterns(o, "components", "", where, false),
    section: o.section === undefined ? null : pattern(o.section, "", `${where}.section`),
    alsoOn: statementsOf(o.also_on, `${where}.also_on`),
  };
}

/** Checks the header and every concept; ids are unique. */
export function loadConcepts(file: unknown): Concept[] {
  const f = checkedHeader(file, FILE, CONCEPTS_FORMAT, CONCEPTS_VERSION);
  if (!Array.isArray(f.concepts) || !f.concepts.length) throw fail(`"concepts" must be a non-empty list`);
  const out = f.concepts.map(conceptOf);
  const seen = new Set<string>();
  for (const c of out) {
    if (seen.has(c.id)) throw fail(`concept id "${c.id}" appears twice`);
    seen.add(c.id);
  }
  return out;
}

export const CONCEPTS: Concept[] = loadConcepts(data);
