/**
 * What a primary financial statement is called and what it must hold (statements.json): the
 * titles of each kind, the rows a page presenting it carries, the words that make a heading
 * about a statement rather than the statement, and the words of a common-size presentation.
 * Data, so a filer's new title is a change to the file; the loader checks it. Read by the
 * navigator's statement pages and the answer's row reader alike (statement-detect.ts).
 */
import data from "./statements.json" with { type: "json" };
import { checkedHeader, DataFileError, patternList, stringList } from "../data-file";

const FILE = "statements.json";
const fail = (problem: string) => new DataFileError(FILE, problem);

export type StatementKind = "income" | "balance" | "cashflow" | "equity" | "comprehensive";

export const STATEMENT_KINDS: StatementKind[] = ["income", "balance", "cashflow", "equity", "comprehensive"];

export interface StatementVocabulary {
  /** Each kind's titles over compacted letters, in the order they are tried. */
  titles: [StatementKind, RegExp][];
  /** Each kind's rows: a page presenting it has a row label matching. */
  rows: Map<StatementKind, RegExp>;
  notTheStatement: Set<string>;
  leadWords: Set<string>;
  tailWords: Set<string>;
  commonSize: RegExp;
}

export const STATEMENTS_FORMAT = "pincite-statements";
export const STATEMENTS_VERSION = 1;

const patterns = (raw: unknown, where: string) => patternList(raw, "", where, FILE);

const wordSet = (raw: unknown, where: string) =>
  new Set(stringList(raw, where, FILE, true).map((w) => w.toLowerCase()));

const either = (rxs: RegExp[], flags = "") => new RegExp(rxs.map((r) => `(?:${r.source})`).join("|"), flags);

export function loadStatementVocabulary(file: unknown): StatementVocabulary {
  const f = checkedHeader(file, FILE, STATEMENTS_FORMAT, STATEMENTS_VERSION);
  if (!Array.isArray(f.kinds)) throw fail(`"kinds" must be a list`);
  const titles: [StatementKind, RegExp][] = [];
  const rows = new Map<StatementKind, RegExp>();
  for (const [i, k] of (f.kinds as Record<string, unknown>[]).entries()) {
    const kind = k?.kind as StatementKind;
    if (!STATEMENT_KINDS.includes(kind)) throw fail(`kinds[${i}]: unknown kind ${String(k?.kind)}`);
    for (const rx of patterns(k.titles, `kinds[${i}].titles`)) titles.push([kind, rx]);
    rows.set(kind, either(patterns(k.rows, `kinds[${i}].rows`), "i"));
  }
  const missing = STATEMENT_KINDS.filter((k) => !rows.has(k));
  if (missing.length) throw fail(`no entry for ${missing.join(", ")}`);
  return {
    titles,
    rows,
    notTheStatement: wordSet(f.not_the_statement, "not_the_statement"),
    leadWords: wordSet(f.lead_words, "lead_words"),
    tailWords: wordSet(f.tail_words, "tail_words"),
    commonSize: either(patterns(f.common_size, "common_size"), "i"),
  };
}

export const STATEMENT_VOCABULARY: StatementVocabulary = loadStatementVocabulary(data);

/** Letters only, lower case: the form statement titles are matched in. */
export function compact(text: string): string {
  return text.toLowerCase().replace(/[^a-z]/g, "");
}

/** The statement a heading names, if any; `whole` asks that the title be all of it. */
export function statementOfTitle(text: string, whole = false): StatementKind | null {
  const c = compact(text);
  for (const [kind, rx] of STATEMENT_VOCABULARY.titles) {
    const m = rx.exec(c);
    if (m && (!whole || m[0] === c)) return kind;
  }
  return null;
}
