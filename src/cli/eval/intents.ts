/**
 * `npm run eval -- intents [--json]`: does the offline navigator reach the part of a filing that
 * treats a subject asked about in an analyst's words ("customers", "cyclicality", "legal battles",
 * "geographies")? Reads the hand-written battery (src/testing/intent-battery.json, development
 * filings only) and reports, per intent and overall, how often a page that answers is among the
 * first five evidence pages (hit_at_5) and first (hit_at_1).
 */
import { navDocument, navigateOffline, type NavDocument } from "../../core/navigate";
import { buildIndex } from "../../core/tree";
import { batteryPdf, intentBattery, type IntentQuestion } from "../../testing/batteries";
import { loadLayoutCached } from "../../testing/layout-cache";
import type { Args } from "../args";

interface Outcome {
  q: IntentQuestion;
  pages: number[];
  at5: boolean;
  at1: boolean;
}

const share = (os: Outcome[], f: (o: Outcome) => boolean) =>
  Math.round((os.filter(f).length / (os.length || 1)) * 1000) / 1000;

export function summariseIntents(os: Outcome[]) {
  const intents = [...new Set(os.map((o) => o.q.intent))].sort();
  return {
    questions: os.length,
    hit_at_5: share(os, (o) => o.at5),
    hit_at_1: share(os, (o) => o.at1),
    by_intent: Object.fromEntries(
      intents.map((i) => {
        const mine = os.filter((o) => o.q.intent === i);
        return [i, { questions: mine.length, hit_at_5: share(mine, (o) => o.at5) }];
      }),
    ),
  };
}

export default async function evalIntents(args: Args): Promise<void> {
  const json = args.flags.has("json");
  const log = (text: string) => (json ? process.stderr : process.stdout).write(text + "\n");
  const { role, entries } = intentBattery();
  log(`battery: ${role}`);
  const docs = new Map<string, NavDocument>();
  const outcomes: Outcome[] = [];
  for (const q of entries) {
    const key = `${q.set}/${q.doc}`;
    let nav = docs.get(key);
    if (!nav) {
      const layout = await loadLayoutCached(batteryPdf(q));
      nav = navDocument(layout, await buildIndex(layout));
      docs.clear();
      docs.set(key, nav);
    }
    const pages = navigateOffline(nav, q.question).evidence.map((e) => e.page_start);
    const o = { q, pages, at5: pages.slice(0, 5).some((p) => q.pages.includes(p)), at1: q.pages.includes(pages[0]) };
    outcomes.push(o);
    log(`${o.at5 ? (o.at1 ? "FIRST" : "top5 ") : "miss "} ${q.intent.padEnd(12)} ${q.doc}: ${q.question}`);
    log(`      want ${q.pages.join(",")}  got ${pages.join(",")}`);
  }
  const summary = summariseIntents(outcomes);
  log(JSON.stringify(summary));
  if (json) process.stdout.write(JSON.stringify(summary) + "\n");
}
