/**
 * `npm run eval -- pincite [--set DIR] [--json]`: can every evidence passage of a set be
 * located on its page at line precision, and do the highlight rectangles cover it?
 * Passages come from another extractor and span most of a page, so this exercises the
 * normalised and fuzzy paths. Also times the pincite step of a 5-claim answer on the
 * largest filing (3M 2022 10-K, 252 pages), index build included.
 */
import fs from "node:fs";
import path from "node:path";
import { citeClaims } from "../../core/answer/cite/cite";
import { pageCandidates } from "../../core/answer/cite/candidates";
import { locateQuote } from "../../core/answer/cite/locate";
import { matchTokens } from "../../core/answer/normalize";
import { pageIndex } from "../../core/answer/cite/page-index";
import type { LabelledEvidence } from "../../core/answer/chat/prompt";
import type { PageLayout, Rect } from "../../core/types";
import { loadLayoutCached } from "../../testing/layout-cache";
import { parsePart } from "../../testing/holdout";
import { fail, type Args } from "../args";
import { readQuestionSet, type SetQuestion as Question } from "./question-set";

const COVER_SHARE = 0.9;
const TIMING_DOC = "3M_2022_10K";

const inside = (r: Rect, x: number, y: number) =>
  x >= r.x0 - 1e-6 && x <= r.x1 + 1e-6 && y >= r.y0 - 1e-6 && y <= r.y1 + 1e-6;

/**
 * Share of the passage's tokens found among the words whose centre lies in a returned
 * rectangle. A token the other extractor glued together ("Cashandcashequivalents")
 * counts when it reads contiguously in the highlighted words' character stream.
 */
export function coverage(layout: PageLayout, passage: string, rects: Rect[]): number {
  const idx = pageIndex(layout);
  const bag = new Map<string, number>();
  let stream = "";
  idx.tokens.forEach((t, i) => {
    const w = idx.words[idx.tokenWord0[i]];
    if (!rects.some((r) => inside(r, (w.x0 + w.x1) / 2, (w.y0 + w.y1) / 2))) return;
    bag.set(t, (bag.get(t) ?? 0) + 1);
    stream += t;
  });
  const toks = matchTokens(passage);
  let hit = 0;
  for (const t of toks) {
    if ((bag.get(t) ?? 0) > 0) {
      hit++;
      bag.set(t, bag.get(t)! - 1);
    } else if (t.length > 3 && stream.includes(t)) hit++;
  }
  return toks.length ? hit / toks.length : 0;
}

/** Five claims worded unlike the page (every third word dropped), one per evidence page. */
function timingClaims(layout: { pages: PageLayout[] }, pages: number[]) {
  return pages.slice(0, 5).map((p, i) => {
    const cands = pageCandidates(layout.pages[p - 1]);
    const source = cands[Math.min(cands.length - 1, 3 + i)]?.text ?? "";
    return {
      text: source
        .split(" ")
        .filter((_, k) => k % 3 !== 2)
        .join(" "),
      labels: [i + 1],
    };
  });
}

async function pinciteStepMs(set: string, questions: Question[]): Promise<{ cold: number; warm: number } | null> {
  const pdf = path.join(set, "pdfs", `${TIMING_DOC}.pdf`);
  if (!fs.existsSync(pdf)) return null;
  const layout = await loadLayoutCached(pdf);
  const pages = [
    ...new Set(questions.filter((q) => q.doc === TIMING_DOC).flatMap((q) => q.evidence.map((e) => e.page))),
  ];
  while (pages.length < 5) pages.push(pages.length * 20 + 10);
  // Fresh page objects so no index or candidate list is cached before the timed run.
  const fresh = layout.pages.map((p) => structuredClone(p));
  const lookup = (n: number) => fresh[n - 1];
  const evidence: LabelledEvidence[] = pages
    .slice(0, 5)
    .map((p, i) => ({ label: i + 1, page_start: p, page_end: p, text: fresh[p - 1].text }));
  const claims = timingClaims({ pages: layout.pages }, pages);
  let t = performance.now();
  await citeClaims(claims, evidence, lookup);
  const cold = performance.now() - t;
  const warm: number[] = [];
  for (let i = 0; i < 10; i++) {
    t = performance.now();
    await citeClaims(claims, evidence, lookup);
    warm.push(performance.now() - t);
  }
  return { cold, warm: warm.sort((a, b) => a - b)[5] };
}

export default async function evalPincite(args: Args): Promise<void> {
  const set = path.resolve(process.cwd(), args.options.get("set") ?? "../shared/financebench");
  const questions = readQuestionSet(set, parsePart(args.options.get("part"), fail));
  let passages = 0,
    line = 0,
    covered = 0,
    ms = 0,
    falseLine = 0;
  const methods: Record<string, number> = {};
  for (const q of questions) {
    const layout = await loadLayoutCached(path.join(set, "pdfs", `${q.doc}.pdf`));
    for (const e of q.evidence) {
      const page = layout.pages[e.page - 1];
      if (!page) continue;
      const t0 = performance.now();
      const loc = locateQuote(page, e.text);
      ms += performance.now() - t0;
      passages++;
      methods[loc.method] = (methods[loc.method] ?? 0) + 1;
      const cov = coverage(page, e.text, loc.rects);
      if (loc.precision === "line") line++;
      if (cov >= COVER_SHARE) covered++;
      // Control: the same passage on a page two away must not be found.
      const other = layout.pages[e.page + 1] ?? layout.pages[e.page - 3];
      if (other && locateQuote(other, e.text).precision === "line") {
        falseLine++;
        console.log(`${q.doc} p${e.page}: also found on page ${other.page}`);
      }
      if (loc.precision !== "line" || cov < COVER_SHARE)
        console.log(
          `${q.doc} p${e.page}: ${loc.precision} ${loc.method} overlap ${loc.score.toFixed(2)} covered ` +
            `${cov.toFixed(2)}`,
        );
    }
  }
  const step = await pinciteStepMs(set, questions);
  const r3 = (x: number) => Math.round(x * 1000) / 1000;
  const summary = {
    passages,
    line_precision: r3(line / passages),
    covered: r3(covered / passages),
    ms_per_quote: r3(ms / passages),
    found_on_wrong_page: r3(falseLine / passages),
    pincite_step_ms_5_claims: step ? r3(step.cold) : null,
    pincite_step_ms_5_claims_warm: step ? r3(step.warm) : null,
    methods,
  };
  console.log(
    `passages ${passages}  line_precision ${summary.line_precision}  covered ${summary.covered}  ms/quote ` +
      `${summary.ms_per_quote}  found on a wrong page ${summary.found_on_wrong_page}  5-claim pincite step ` +
      `${summary.pincite_step_ms_5_claims} ms cold, ${summary.pincite_step_ms_5_claims_warm} ms warm  methods ` +
      `${JSON.stringify(methods)}`,
  );
  if (args.flags.has("json")) process.stdout.write(JSON.stringify(summary) + "\n");
}
