/**
 * `npm run eval -- financebench [--set DIR] [--limit N] [--json] [--backend fake]`:
 * navigation recall on a FinanceBench-style set (pdfs/ + questions.jsonl). Offline by
 * default; `--backend fake` runs judgewalk against the fake System One server. Layouts
 * come from the layout cache and each document is indexed once; only navigation is timed.
 */
import path from "node:path";
import { navDocument, navigateOffline, judgewalk, type NavDocument, type NavigationResult } from "../../core/navigate";
import { createSystemOneClient, type SystemOneClient } from "../../core/system-one";
import { buildIndex } from "../../core/tree";
import { startFakeSystemOne, type FakeSystemOne } from "../../testing/fake-system-one";
import { fail, type Args } from "../args";
import { expandPages, outcomeLine, summarise, type QuestionOutcome } from "./financebench-metrics";
import { loadLayoutCached } from "../../testing/layout-cache";
import { parsePart } from "../../testing/holdout";
import { readQuestionSet } from "./question-set";

async function loadDoc(set: string, doc: string, cache: Map<string, NavDocument>): Promise<NavDocument> {
  const hit = cache.get(doc);
  if (hit) return hit;
  const layout = await loadLayoutCached(path.join(set, "pdfs", `${doc}.pdf`));
  const nav = navDocument(layout, await buildIndex(layout));
  cache.clear(); // questions are grouped by document: keep one in memory
  cache.set(doc, nav);
  return nav;
}

type Navigator = (doc: NavDocument, question: string) => Promise<NavigationResult>;

async function pickNavigator(backend: string | undefined): Promise<{ navigate: Navigator; server?: FakeSystemOne }> {
  if (!backend || backend === "none") return { navigate: async (d, q) => navigateOffline(d, q) };
  if (backend !== "fake") fail(`unknown --backend ${backend} (fake|none)`);
  const server = await startFakeSystemOne();
  const client: SystemOneClient = createSystemOneClient({
    baseUrl: server.url,
    model: "jev-latest",
    cache: null,
    ratePerSecond: 1000,
  });
  return { navigate: (d, q) => judgewalk(d, q, { client }), server };
}

export default async function evalFinanceBench(args: Args): Promise<void> {
  const set = path.resolve(process.cwd(), args.options.get("set") ?? "../shared/financebench");
  const questions = readQuestionSet(set, parsePart(args.options.get("part"), fail)).slice(
    0,
    Number(args.options.get("limit") ?? Infinity),
  );
  const json = args.flags.has("json");
  const log = (line: string) => (json ? process.stderr : process.stdout).write(line + "\n");
  const { navigate, server } = await pickNavigator(args.options.get("backend"));
  const cache = new Map<string, NavDocument>();
  const outcomes: QuestionOutcome[] = [];
  try {
    for (const q of questions) {
      const doc = await loadDoc(set, q.doc, cache);
      const t0 = performance.now();
      const result = await navigate(doc, q.question);
      const ms = performance.now() - t0;
      const o = {
        id: q.id,
        doc: q.doc,
        gold: [...new Set(q.evidence.map((e) => e.page))],
        pages: expandPages(result.evidence),
        ms,
        requests: result.trace.requests,
        degraded: result.trace.degraded,
      };
      outcomes.push(o);
      log(outcomeLine(o));
    }
  } finally {
    await server?.close();
  }
  const summary = summarise(outcomes, server !== undefined);
  log(
    Object.entries(summary)
      .map(([k, v]) => `${k} ${v}`)
      .join("  "),
  );
  if (json) process.stdout.write(JSON.stringify(summary) + "\n");
}
