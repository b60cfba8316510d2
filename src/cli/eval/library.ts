/**
 * `npm run eval -- library [--set DIR] [--part dev|holdout|all] [--cache N] [--limit N] [--json]`:
 * every filing of the part (see testing/holdout.ts) opened as ONE library, each question asked
 * without naming its file. Prints doc_recall_at_1, recall_at_5 (gold page of the gold document),
 * the same questions navigated in their gold document alone (single_recall_at_5), ms a question
 * after the first, the cache's loads and peak memory.
 */
import path from "node:path";
import { askLibrary } from "../../core/library/ask-library";
import { navigateOffline } from "../../core/navigate";
import { fail, type Args } from "../args";
import { expandLibraryPages, libraryOutcomeLine, summariseLibrary, type LibraryOutcome } from "./library-metrics";
import { expandPages } from "./financebench-metrics";
import { openLibrary, libraryFiles, libraryAskInput } from "../commands/library-dir";
import { readQuestionSet } from "./question-set";
import { parsePart, partFilter, pdfDir } from "../../testing/holdout";

const mb = () => process.memoryUsage();

export default async function evalLibrary(args: Args): Promise<void> {
  const set = path.resolve(process.cwd(), args.options.get("set") ?? "../shared/financebench");
  const part = parsePart(args.options.get("part"), fail);
  const inPart = partFilter(pdfDir(set), part);
  const files = libraryFiles(pdfDir(set)).filter((f) => inPart(path.basename(f).replace(/\.pdf$/i, "")));
  const json = args.flags.has("json");
  const log = (line: string) => (json ? process.stderr : process.stdout).write(line + "\n");
  const cacheSize = Number(args.options.get("cache") ?? 8);
  const library = await openLibrary(files, cacheSize, () => undefined);
  const ids = new Set(library.files.keys());
  const questions = readQuestionSet(set, part)
    .filter((q) => ids.has(`${q.doc}.pdf`))
    .slice(0, Number(args.options.get("limit") ?? Infinity));
  const base = mb();
  let peakHeap = base.heapUsed;
  let peakRss = base.rss;
  const outcomes: LibraryOutcome[] = [];
  for (const q of questions) {
    const t0 = performance.now();
    const result = await askLibrary({
      ...libraryAskInput(library),
      question: q.question,
      navigateOnly: true,
    });
    const ms = performance.now() - t0;
    const m = mb();
    peakHeap = Math.max(peakHeap, m.heapUsed);
    peakRss = Math.max(peakRss, m.rss);
    const single = expandPages(navigateOffline(await library.loadNav(`${q.doc}.pdf`), q.question).evidence);
    const o = {
      id: q.id,
      doc: `${q.doc}.pdf`,
      gold: [...new Set(q.evidence.map((e) => e.page))],
      pages: expandLibraryPages(result.evidence),
      single,
      ms,
      routed: result.routing.chosen.map((c) => c.id),
    };
    outcomes.push(o);
    log(libraryOutcomeLine(o));
  }
  const summary = {
    part,
    documents: files.length,
    pages: library.totalPages,
    cache_capacity: cacheSize,
    cache_loads: library.navCache.loads(),
    ...summariseLibrary(outcomes),
    peak_heap_mb: Math.round(peakHeap / 2 ** 20),
    peak_rss_mb: Math.round(peakRss / 2 ** 20),
  };
  log(
    Object.entries(summary)
      .map(([k, v]) => `${k} ${typeof v === "object" ? JSON.stringify(v) : v}`)
      .join("\n"),
  );
  if (json) process.stdout.write(JSON.stringify(summary) + "\n");
}
