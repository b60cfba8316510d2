/**
 * `npm run eval -- documents [--set DIR] [--part dev|holdout|all] [--json]`: documents that are
 * not filings (papers, reports, manuals, contracts), end to end with no key. Each question is
 * navigated offline and answered extractively; per question the rank of the first marked page,
 * whether the short answer is in the claims and in the first claim alone (`short_first`: the answer
 * leads with it), or the labelled clause is in the claims (documents-metrics.ts says exactly how).
 * Every line of the part's documents is also put through the injection screen the way an answer
 * screens its evidence (each page as one evidence text), to count false alarms.
 */
import path from "node:path";
import { answerQuestion } from "../../core/answer";
import { documentScreenOptions, isQuarantined, pageEvidence, screenEvidence } from "../../core/injection-screen/screen";
import { navDocument, navigateOffline, type NavDocument } from "../../core/navigate";
import { buildIndex } from "../../core/tree";
import type { DocumentLayout } from "../../core/types";
import { loadLayoutCached } from "../../testing/layout-cache";
import { parsePart, pdfDir } from "../../testing/holdout";
import { fail, type Args } from "../args";
import { expandPages } from "./financebench-metrics";
import { readQuestionSet, setPdfFiles, type SetQuestion } from "./question-set";
import { bestClauseCoverage, CLAUSE_COVERAGE, isShortAnswer, shortFound } from "./documents-metrics";

interface Outcome {
  id: string;
  doc: string;
  contract: boolean;
  gold: string;
  goldPages: number[];
  pages: number[];
  first: string;
  abstained: boolean;
  short: boolean | null;
  /** The short answer in the first claim alone: the answer leads with it, not just mentions it. */
  shortFirst: boolean | null;
  clause: number | null;
}

interface LineCount {
  lines: number;
  flagged: number;
  examples: string[];
}

/** Every line of the document through the screen, page by page, as an answer screens its evidence. */
function screenLines(doc: string, layout: DocumentLayout, into: LineCount): void {
  const options = documentScreenOptions(layout.pages);
  for (const page of layout.pages) {
    const lines = page.lines.map((l) => l.text).filter((t) => t.trim());
    into.lines += lines.length;
    if (!lines.length) continue;
    const { quarantined } = screenEvidence(pageEvidence(page.text, page.page), options);
    if (!quarantined.length) continue;
    for (const line of lines) if (isQuarantined(line, quarantined)) into.flagged++;
    for (const q of quarantined)
      if (into.examples.length < 30) into.examples.push(`${doc} p.${page.page} (${q.rule}): ${q.text.slice(0, 160)}`);
  }
}

async function answerOne(q: SetQuestion & { question_type?: string }, layout: DocumentLayout, nav: NavDocument) {
  const found = navigateOffline(nav, q.question);
  const res = await answerQuestion({ question: q.question, evidence: found.evidence, pages: layout.pages });
  const claimsText = res.claims.map((c) => c.text).join("\n");
  const quotes = res.claims.flatMap((c) => c.citations.map((x) => x.quote ?? "")).join("\n");
  const abstained = res.abstained || res.claims.length === 0;
  const contract = q.question_type === "contract";
  const o: Outcome = {
    id: q.id,
    doc: q.doc,
    contract,
    gold: q.answer.replace(/\s+/g, " "),
    goldPages: [...new Set(q.evidence.map((e) => e.page))],
    pages: expandPages(found.evidence),
    first: res.claims[0]?.text ?? res.answer,
    abstained,
    short: isShortAnswer(q.answer) ? shortFound(q.answer, claimsText, abstained) : null,
    shortFirst: isShortAnswer(q.answer) ? shortFound(q.answer, res.claims[0]?.text ?? "", abstained) : null,
    clause: contract ? Math.round(bestClauseCoverage(q.answer, `${claimsText}\n${quotes}`) * 1000) / 1000 : null,
  };
  return o;
}

const rankOf = (o: Outcome) => o.pages.findIndex((p) => o.goldPages.includes(p));
const r3 = (x: number) => Math.round(x * 1000) / 1000;

export function summariseDocuments(os: Outcome[], lines: LineCount) {
  const share = (xs: Outcome[], f: (o: Outcome) => boolean) => r3(xs.filter(f).length / (xs.length || 1));
  const short = os.filter((o) => o.short !== null);
  const clauses = os.filter((o) => o.clause !== null);
  const ranked = (k: number) => (o: Outcome) => rankOf(o) >= 0 && rankOf(o) < k;
  // A question the document does not answer ("Not answerable") has no marked page to reach: recall is
  // over the questions that have one, and its answer is judged by short_correct (right when it abstains).
  const marked = os.filter((o) => o.goldPages.length > 0);
  return {
    questions: os.length,
    recall_at_1: share(marked, ranked(1)),
    recall_at_5: share(marked, ranked(5)),
    short_questions: short.length,
    short_correct: share(short, (o) => o.short === true),
    short_first: share(short, (o) => o.shortFirst === true),
    contract_questions: clauses.length,
    clause_cited: share(clauses, (o) => (o.clause ?? 0) >= CLAUSE_COVERAGE),
    abstained: share(os, (o) => o.abstained),
    lines: lines.lines,
    flagged_lines: lines.lines ? Math.round((lines.flagged / lines.lines) * 1e6) / 1e6 : 0,
    flagged_line_count: lines.flagged,
  };
}

function outcomeLine(o: Outcome): string {
  const rank = rankOf(o);
  const nav = !o.goldPages.length ? "none" : rank < 0 ? "MISS" : `@${rank + 1}`;
  const verdict =
    o.clause !== null
      ? `clause ${o.clause.toFixed(2)}${o.clause >= CLAUSE_COVERAGE ? " CITED" : ""}`
      : o.short === null
        ? "long"
        : o.short
          ? `short RIGHT${o.shortFirst ? " FIRST" : ""}`
          : "short wrong";
  return (
    `${nav.padEnd(5)} ${verdict.padEnd(18)} ${o.doc} ${o.id}\n` +
    `  pages: gold ${o.goldPages.join(",")} got ${o.pages.join(",")}\n` +
    `  gold:  ${o.gold.slice(0, 160)}\n` +
    `  first (${o.first.split(/\s+/).length} words): ${o.first.replace(/\s+/g, " ").slice(0, 240)}`
  );
}

export default async function evalDocuments(args: Args): Promise<void> {
  const set = path.resolve(process.cwd(), args.options.get("set") ?? "../shared/documents");
  const part = parsePart(args.options.get("part"), fail);
  const questions = readQuestionSet(set, part) as (SetQuestion & { question_type?: string })[];
  const files = setPdfFiles(set, part);
  if (!files.length) fail(`no PDFs in ${pdfDir(set)} for part ${part}`);
  const json = args.flags.has("json");
  const log = (text: string) => (json ? process.stderr : process.stdout).write(text + "\n");
  const counted: LineCount = { lines: 0, flagged: 0, examples: [] };
  const outcomes: Outcome[] = [];
  for (const file of files) {
    const doc = file.slice(0, -4);
    const layout = await loadLayoutCached(path.join(pdfDir(set), file));
    screenLines(doc, layout, counted);
    const asked = questions.filter((q) => q.doc === doc);
    if (!asked.length) continue;
    const nav = navDocument(layout, await buildIndex(layout));
    for (const q of asked) {
      const o = await answerOne(q, layout, nav);
      outcomes.push(o);
      log(outcomeLine(o));
    }
  }
  for (const e of counted.examples) log(`  flagged ${e}`);
  const summary = summariseDocuments(outcomes, counted);
  log(
    Object.entries(summary)
      .map(([k, v]) => `${k} ${v}`)
      .join("  "),
  );
  if (json) process.stdout.write(JSON.stringify(summary) + "\n");
}
