/**
 * `npm run bench -- injection [--json] [--set DIR]`
 *
 * The injection screen measured on the sets of src/testing/data/injection, read through their
 * manifest (injection-sets.ts), each reported under its name with its role. Caught: the share of
 * each planted set's generated variants quarantined, per kind, language, disguise and placement.
 * False positives: the share of each benign set's look-alike lines the screen quarantines on their
 * host pages, and the share of all text lines on the pages of a document set's filings that the
 * offline screen quarantines, per half (files in name order), with the share a System One check
 * would be asked about. What a set of role "blind" misses or flags is counted, never printed.
 * With a key, the reach were System One to confirm every candidate (reach_with_system_one) and how
 * many benign lines it would have to clear (benign asked). The learned scorer's figures
 * (injection-loo.ts): each part of a set in parts, and leave-one-set-out figures. Documents that are
 * not filings (`--documents DIR`, default ../shared/documents; `--part dev` unless told): the share of
 * all their lines the screen quarantines, page by page (documents_lines, documents_flagged).
 */
import path from "node:path";
import { isQuarantined, pageEvidence, screenEvidence, screenEvidenceCeiling } from "../../core/injection-screen/screen";
import { benignLines, injectionVariants, type BenignLine, type PlantedVariant } from "../../testing/injection-corpus";
import { benignSets, plantedSets, type InjectionSet, type Role } from "../../testing/injection-sets";
import { filingExamples, filingHalves } from "../train/injection";
import { partFilter, pdfDir, pdfNames, type SetPart } from "../../testing/holdout";
import { documentLines, type LineCount } from "./injection-lines";
import { caughtWith, leaveOneOut, partFigures, type ScorerFigures } from "./injection-loo";

const round = (x: number) => Math.round(x * 10000) / 10000;
/** A set's role, or its parts' roles ("train+blind"), as reported beside its figures. */
const roleOf = (set: InjectionSet) => set.role ?? set.parts!.map((p) => p.role).join("+");
/** Whether what a variant or line misses may be printed: never for a blind one. */
const printable = (role: Role) => role !== "blind";

type Facet = "kind" | "language" | "obfuscation" | "placement";

/** Share quarantined per value of one facet of a set's variants (e.g. per language). */
function shareBy(variants: PlantedVariant[], missed: Set<string>, facet: Facet): Record<string, number> {
  const tally = new Map<string, { n: number; caught: number }>();
  for (const v of variants) {
    const t = tally.get(v[facet]) ?? { n: 0, caught: 0 };
    t.n++;
    if (!missed.has(v.id)) t.caught++;
    tally.set(v[facet], t);
  }
  return Object.fromEntries([...tally].sort().map(([k, t]) => [k, round(t.caught / t.n)]));
}

/** A planted set's share caught, per kind, language, disguise and placement, and its printable misses. */
function plantedFigures(name: string, role: string) {
  const variants = injectionVariants(name);
  const { share, missed } = caughtWith(variants, {});
  const ids = new Set(missed.map((v) => v.id));
  const by = (facet: Facet) => shareBy(variants, ids, facet);
  const report = {
    role,
    variants: variants.length,
    quarantined: share,
    by_kind: by("kind"),
    by_language: by("language"),
    by_disguise: by("obfuscation"),
    by_placement: by("placement"),
  };
  const shown = missed
    .filter((v) => printable(v.role))
    .map((v) => `${v.id} ${v.kind}/${v.language}/${v.obfuscation}/${v.placement}: ${JSON.stringify(v.plant)}`);
  return { report, shown, hidden: missed.length - shown.length };
}

/** A benign set's lines that the screen quarantines on their host pages (and that System One would be asked). */
function benignFigures(name: string, role: string) {
  const on = (screen: typeof screenEvidence) => (b: BenignLine) => {
    const { quarantined } = screen(pageEvidence(b.page));
    return quarantined.length > 0 && isQuarantined(b.line, quarantined);
  };
  const lines = benignLines(name);
  const hits = lines.filter(on(screenEvidence));
  const shown = hits.filter((b) => printable(b.role)).map((b) => `${b.id} ${b.placement}: ${JSON.stringify(b.line)}`);
  // Flagged, or a suspect System One would be asked about (it must say no to clear it).
  const asked = lines.filter(on(screenEvidenceCeiling)).length;
  return {
    report: { role, lines: lines.length, flagged: round(hits.length / lines.length), asked },
    shown,
    n: hits.length,
  };
}

/**
 * The most each planted set could lose with a System One key: the share of variants whose
 * planted text is all among the candidates (strong or suspect), were System One to say yes
 * to every one. Offline, suspects pass; this is the reach the key adds, not a measured answer.
 */
function reachWithSystemOne(): Record<string, number> {
  return Object.fromEntries(
    plantedSets().map((s) => [s.name, caughtWith(injectionVariants(s.name), {}, screenEvidenceCeiling).share]),
  );
}

export interface InjectionBenchOptions {
  /** The filings whose every line is screened (their first half is the scorer's training and calibration). */
  set: string;
  /** Documents that are not filings (papers, manuals, contracts …), screened line by line too. */
  documents: string;
  /** Which part of the documents (holdout.ts): "dev" unless told; its flagged lines are printed only then. */
  part: SetPart;
  json: boolean;
}

/** Every line of the part's documents screened page by page: how many the screen quarantines. */
async function documentsFigure(options: InjectionBenchOptions): Promise<LineCount> {
  const dir = pdfDir(options.documents);
  const files = pdfNames(dir)
    .filter(partFilter(dir, options.part))
    .map((name) => path.join(dir, `${name}.pdf`));
  return documentLines(files, options.part === "dev" ? 40 : 0);
}

export async function injectionBench(options: InjectionBenchOptions): Promise<void> {
  const log = (line: string) => (options.json ? process.stderr : process.stdout).write(line + "\n");
  const sets: Record<string, ReturnType<typeof plantedFigures>["report"]> = {};
  for (const set of plantedSets()) {
    const f = plantedFigures(set.name, roleOf(set));
    sets[set.name] = f.report;
    log(`${set.name} (${f.report.role}): ${f.report.quarantined} of ${f.report.variants} quarantined`);
    for (const m of f.shown) log(`  missed ${m}`);
    if (f.hidden) log(`  (${f.hidden} misses of a blind set or part, not printed)`);
  }
  const benign: Record<string, ReturnType<typeof benignFigures>["report"]> = {};
  for (const set of benignSets()) {
    const f = benignFigures(set.name, roleOf(set));
    benign[set.name] = f.report;
    log(`${set.name} (${f.report.role}): ${f.n} of ${f.report.lines} benign lines flagged`);
    for (const s of f.shown) log(`  flagged benign ${s}`);
    if (f.shown.length < f.n) log(`  (${f.n - f.shown.length} flagged lines of a blind set or part, not printed)`);
  }
  const parts = partFigures();
  const figures = (k: string, h: ScorerFigures) =>
    log(`${k} (${h.role}): ${h.variants} variants, rules alone ${h.rules}, rules + learned scorer ${h.rules_scorer}`);
  for (const [k, h] of Object.entries(parts.figures)) figures(k, h);
  for (const v of parts.missedTrained)
    log(`  missed (trained part) ${v.id} ${v.kind}/${v.language}/${v.obfuscation}: ${JSON.stringify(v.plant)}`);
  const [first, second] = filingHalves(options.set);
  const a = await documentLines(first);
  const b = await documentLines(second);
  const loo = leaveOneOut(await filingExamples(first));
  for (const [k, h] of Object.entries(loo)) figures(`leave one set out, ${k}`, h);
  const docs = await documentsFigure(options);
  const reach = reachWithSystemOne();
  const asked = Object.entries(benign).map(([k, r]) => `${k} ${r.asked}`);
  log(
    `with a System One key (ceiling: it confirms every candidate): ${Object.entries(reach)
      .map(([k, v]) => `${k} ${v}`)
      .join(", ")}`,
  );
  log(`benign lines it would be asked about: ${asked.join(", ")}`);
  const share = (c: LineCount) => (c.lines ? round(c.flagged / c.lines) : 0);
  const lines = a.lines + b.lines;
  const fp = round((a.flagged + b.flagged) / Math.max(1, lines));
  const suspect = round((a.suspect + b.suspect) / Math.max(1, lines));
  log(
    `false positives on filing lines: ${fp} of ${lines} (target ≤ 0.005): first ${a.files} files ${share(a)} ` +
      `(${a.flagged}/${a.lines}), last ${b.files} files ${share(b)} (${b.flagged}/${b.lines}); ` +
      `lines a System One check would be asked about ${suspect}`,
  );
  for (const e of [...a.examples, ...b.examples]) log(`  flagged ${e}`);
  const docsShare = docs.lines ? round(docs.flagged / docs.lines) : 0;
  log(
    `documents (${options.part} part, ${docs.files} files): ${docs.flagged} of ${docs.lines} lines flagged, ` +
      `${docsShare} (target ≤ 0.0002); lines a System One check would be asked about ${docs.suspect}`,
  );
  for (const e of docs.examples) log(`  flagged ${e}`);
  if (options.json) {
    const out = {
      sets,
      parts: parts.figures,
      benign,
      false_positives: fp,
      false_positives_first_half: share(a),
      false_positives_second_half: share(b),
      lines,
      flagged_lines: a.flagged + b.flagged,
      suspect_lines: suspect,
      documents_lines: docs.lines,
      documents_flagged: docsShare,
      documents_suspect_lines: docs.suspect,
      leave_one_out: loo,
      reach_with_system_one: reach,
    };
    process.stdout.write(JSON.stringify(out) + "\n");
  }
}
