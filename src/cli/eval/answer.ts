/**
 * `npm run eval -- answer [--set DIR] [--limit N] [--json]`: is the no-key answer right?
 * Every question whose gold answer holds a figure is navigated offline and answered
 * extractively; per question the gold, the first claim and whether it is right. Only the
 * answer step (after navigation) is timed.
 */
import path from "node:path";
import { answerQuestion } from "../../core/answer";
import { navDocument, navigateOffline, type NavDocument } from "../../core/navigate";
import { buildIndex } from "../../core/tree";
import type { DocumentLayout } from "../../core/types";
import { goldFigures, isRight, wrongSign } from "./answer-metrics";
import { loadLayoutCached } from "../../testing/layout-cache";
import { parsePart } from "../../testing/holdout";
import { fail, type Args } from "../args";
import { readQuestionSet, type SetQuestion as Question } from "./question-set";

interface Outcome {
  id: string;
  doc: string;
  gold: string;
  first: string;
  right: boolean;
  anywhere: boolean;
  /** A rate or margin printed with the gold's magnitude and the opposite sign. */
  wrongSign: boolean;
  computed: boolean;
  abstained: boolean;
  navigated: boolean;
  ms: number;
}

interface Loaded {
  layout: DocumentLayout;
  nav: NavDocument;
}

async function loadDoc(set: string, doc: string, cache: Map<string, Loaded>): Promise<Loaded> {
  const hit = cache.get(doc);
  if (hit) return hit;
  const layout = await loadLayoutCached(path.join(set, "pdfs", `${doc}.pdf`));
  const loaded = { layout, nav: navDocument(layout, await buildIndex(layout)) };
  cache.clear(); // questions are grouped by document: keep one in memory
  cache.set(doc, loaded);
  return loaded;
}

async function answerOne(set: string, q: Question, cache: Map<string, Loaded>): Promise<Outcome> {
  const { layout, nav } = await loadDoc(set, q.doc, cache);
  const found = navigateOffline(nav, q.question);
  const t0 = performance.now();
  const res = await answerQuestion({ question: q.question, evidence: found.evidence, pages: layout.pages });
  const ms = performance.now() - t0;
  const gold = goldFigures(q.answer);
  const first = res.claims[0]?.text ?? "";
  const gotPages = new Set(
    found.evidence.flatMap((e) => Array.from({ length: e.page_end - e.page_start + 1 }, (_, i) => e.page_start + i)),
  );
  return {
    id: q.id,
    doc: q.doc,
    gold: q.answer.replace(/\s+/g, " ").slice(0, 80),
    first,
    right: isRight(first, gold),
    anywhere: isRight(res.answer, gold),
    wrongSign: wrongSign(first, gold, q.answer),
    computed: res.claims[0]?.figure?.formula !== undefined,
    abstained: res.abstained || res.claims.length === 0 || res.trace.figure?.found === false,
    navigated: q.evidence.some((e) => gotPages.has(e.page)),
    ms,
  };
}

const share = (os: Outcome[], f: (o: Outcome) => boolean) =>
  Math.round((os.filter(f).length / (os.length || 1)) * 1000) / 1000;

export function summariseAnswers(os: Outcome[]) {
  return {
    numeric_questions: os.length,
    correct_first: share(os, (o) => o.right),
    correct_anywhere: share(os, (o) => o.anywhere),
    wrong_sign: share(os, (o) => o.wrongSign),
    computed: share(os, (o) => o.computed),
    abstained: share(os, (o) => o.abstained),
    ms_per_question: Math.round((os.reduce((s, o) => s + o.ms, 0) / (os.length || 1)) * 1000) / 1000,
  };
}

const line = (o: Outcome) =>
  `${(o.right ? "RIGHT" : o.anywhere ? "later" : "wrong").padEnd(6)}${o.navigated ? "" : "(nav miss) "}${o.doc} ` +
  `${o.id}\n  gold:  ${o.gold}\n  first: ${o.first.slice(0, 200)}`;

export default async function evalAnswer(args: Args): Promise<void> {
  const set = path.resolve(process.cwd(), args.options.get("set") ?? "../shared/financebench");
  const questions = readQuestionSet(set, parsePart(args.options.get("part"), fail))
    .filter((q) => goldFigures(q.answer).length > 0)
    .slice(0, Number(args.options.get("limit") ?? Infinity));
  const json = args.flags.has("json");
  const log = (text: string) => (json ? process.stderr : process.stdout).write(text + "\n");
  const cache = new Map<string, Loaded>();
  const outcomes: Outcome[] = [];
  for (const q of questions) {
    const o = await answerOne(set, q, cache);
    outcomes.push(o);
    log(line(o));
  }
  const summary = summariseAnswers(outcomes);
  log(
    Object.entries(summary)
      .map(([k, v]) => `${k} ${v}`)
      .join("  "),
  );
  if (json) process.stdout.write(JSON.stringify(summary) + "\n");
}
