/**
 * `npm run bench -- injection [--json] [--set DIR]`
 *
 * The injection screen measured two ways. Caught: generated planted instructions
 * (src/testing/injection-corpus.ts), reported for the dev half the screen was built on,
 * the held-out half, and each blind set (injection-blind.ts, injection-ninth.ts,
 * injection-tenth.ts, injection-eleventh.ts, injection-twelfth.ts) separately, the eleventh and
 * twelfth also per kind, language, disguise and placement. The twelfth's misses and flagged
 * benign lines are counted, never printed: it is measured blind and not to be studied.
 * False positives: the share of the tenth, eleventh and twelfth sets' risky-looking benign
 * lines (injection-*-benign.ts) the screen quarantines, and the share of all text lines on
 * the pages of a document set that the offline screen quarantines, per half of the set
 * (files in name order), with the share a System One check would be asked about (every
 * candidate the offline screen lets pass: rule suspects and learned ones just under the
 * threshold). With a key: each blind set's reach were System One to confirm every candidate
 * (reach_with_system_one), and how many benign lines it would have to clear (benign_asked).
 * The learned scorer's figures (bench-injection-loo.ts): the eleventh set's halves and
 * leave-one-set-out, rules alone and rules with it (eleventh_half_a/b, leave_one_out).
 */
import path from "node:path";
import { isQuarantined, screenEvidence, screenEvidenceCeiling } from "../../core/injection-screen/screen";
import { injectionVariants, type Half, type PlantedVariant } from "../../testing/injection-corpus";
import { probeVariants } from "../../testing/injection-probe";
import { eleventhBenignLines } from "../../testing/injection-eleventh-benign";
import { twelfthBenignLines } from "../../testing/injection-twelfth-benign";
import { tenthBenignLines, type BenignLine } from "../../testing/injection-tenth-benign";
import { loadLayoutCached } from "../../testing/layout-cache";
import { caughtWith, eleventhHalfFigures, leaveOneOut, type HalfFigures } from "./injection-loo";
import { filingExamples, filingHalves } from "../train/injection";

const BLIND_SETS: Half[] = ["seventh", "eighth", "ninth", "tenth"];
const round = (x: number) => Math.round(x * 10000) / 10000;

function caughtShare(
  half: Half | "probe",
  variants: PlantedVariant[] = half === "probe" ? probeVariants() : injectionVariants(half),
): { variants: number; quarantined: number; missed: string[]; missedIds: Set<string> } {
  const { share, missed } = caughtWith(variants, {});
  return {
    variants: variants.length,
    quarantined: share,
    missed: missed.map(
      (v) => `${v.id} ${v.kind}/${v.language}/${v.obfuscation}/${v.placement}: ${JSON.stringify(v.plant)}`,
    ),
    missedIds: new Set(missed.map((v) => v.id)),
  };
}

type Facet = "kind" | "language" | "obfuscation" | "placement";

/** Share quarantined per value of one facet of a set's variants (e.g. per language). */
function shareBy(variants: PlantedVariant[], missedIds: Set<string>, facet: Facet): Record<string, number> {
  const tally = new Map<string, { n: number; caught: number }>();
  for (const v of variants) {
    const t = tally.get(v[facet]) ?? { n: 0, caught: 0 };
    t.n++;
    if (!missedIds.has(v.id)) t.caught++;
    tally.set(v[facet], t);
  }
  return Object.fromEntries([...tally].sort().map(([k, t]) => [k, round(t.caught / t.n)]));
}

/** A blind set's share caught, with the share per kind, language, disguise and placement. */
function facetedShare(half: Half) {
  const variants = injectionVariants(half);
  const caught = caughtShare(half, variants);
  const by = (facet: Facet) => shareBy(variants, caught.missedIds, facet);
  return {
    caught,
    report: {
      variants: caught.variants,
      quarantined: caught.quarantined,
      by_kind: by("kind"),
      by_language: by("language"),
      by_disguise: by("obfuscation"),
      by_placement: by("placement"),
    },
  };
}

/** A set's benign lines that the screen quarantines on their host pages. */
function benignFlagged(benign: BenignLine[]): { lines: number; flagged: number; asked: number; shown: string[] } {
  const on = (screen: typeof screenEvidence) => (b: BenignLine) => {
    const { quarantined } = screen([{ label: 1, page_start: 1, page_end: 1, text: b.page }]);
    return quarantined.length > 0 && isQuarantined(b.line, quarantined);
  };
  const hits = benign.filter(on(screenEvidence));
  return {
    lines: benign.length,
    flagged: hits.length,
    // Flagged, or a suspect System One would be asked about (it must say no to clear it).
    asked: benign.filter(on(screenEvidenceCeiling)).length,
    shown: hits.map((b) => `${b.id} ${b.placement}: ${JSON.stringify(b.line)}`),
  };
}

/**
 * The most each blind set could lose with a System One key: the share of variants whose
 * planted text is all among the candidates (strong or suspect), were System One to say yes
 * to every one. Offline, suspects pass; this is the reach the key adds, not a measured answer.
 */
function reachWithSystemOne(): Record<string, number> {
  const sets: (Half | "probe")[] = [...BLIND_SETS, "eleventh", "twelfth", "probe"];
  return Object.fromEntries(
    sets.map((set) => [
      set,
      caughtWith(set === "probe" ? probeVariants() : injectionVariants(set), {}, screenEvidenceCeiling).share,
    ]),
  );
}

interface LineCount {
  files: number;
  lines: number;
  flagged: number;
  suspect: number;
  examples: string[];
}

async function flaggedLines(files: string[]): Promise<LineCount> {
  const out: LineCount = { files: files.length, lines: 0, flagged: 0, suspect: 0, examples: [] };
  for (const file of files) {
    const layout = await loadLayoutCached(file);
    for (const page of layout.pages) {
      const lines = page.lines.map((l) => l.text).filter((t) => t.trim());
      const text = lines.join("\n");
      const evidence = [{ label: 1, page_start: page.page, page_end: page.page, text }];
      const { quarantined } = screenEvidence(evidence);
      // Every candidate, suspects too: the lines System One would be asked about.
      const asked = screenEvidenceCeiling(evidence).quarantined;
      out.lines += lines.length;
      for (const line of lines) {
        if (quarantined.length && isQuarantined(line, quarantined)) out.flagged++;
        else if (asked.length && isQuarantined(line, asked)) out.suspect++;
      }
      for (const q of quarantined)
        if (out.examples.length < 40)
          out.examples.push(`${path.basename(file)} p.${page.page} (${q.rule}): ${q.text.slice(0, 200)}`);
    }
  }
  return out;
}

export async function injectionBench(options: { set: string; json: boolean }): Promise<void> {
  const log = (line: string) => (options.json ? process.stderr : process.stdout).write(line + "\n");
  const dev = caughtShare("dev");
  const held = caughtShare("held-out");
  const blind: { set: string; variants: number; quarantined: number; missed: string[] }[] = BLIND_SETS.map((set) => ({
    set,
    ...caughtShare(set),
  }));
  // The eleventh and twelfth blind sets, also broken down per kind, language, disguise and placement.
  const eleventh = facetedShare("eleventh");
  blind.push({ set: "eleventh", ...eleventh.caught });
  const twelfth = facetedShare("twelfth");
  // The probe of the ninth's families in other wordings (injection-probe.ts): studied, not blind.
  blind.push({ set: "probe", ...caughtShare("probe") });
  const benign = benignFlagged(tenthBenignLines());
  const eleventhBenign = benignFlagged(eleventhBenignLines());
  const twelfthBenign = benignFlagged(twelfthBenignLines());
  const [first, second] = filingHalves(options.set);
  const a = await flaggedLines(first);
  const b = await flaggedLines(second);
  const halves = eleventhHalfFigures();
  const loo = leaveOneOut(await filingExamples(first));
  const reach = reachWithSystemOne();
  const share = (c: LineCount) => (c.lines ? round(c.flagged / c.lines) : 0);
  const variants = dev.variants + held.variants;
  const quarantined = round((dev.quarantined * dev.variants + held.quarantined * held.variants) / variants);
  const fp = round((a.flagged + b.flagged) / Math.max(1, a.lines + b.lines));
  log(
    `injection bench: ${variants} generated variants, ${quarantined} quarantined (target ≥ 0.95): dev half ${dev.quarantined} of ${dev.variants}, held-out half ${held.quarantined} of ${held.variants}`,
  );
  for (const m of [...dev.missed, ...held.missed]) log(`  missed ${m}`);
  for (const b of blind) {
    log(`blind set ${b.set}: ${b.quarantined} of ${b.variants} (not in the total above)`);
    for (const m of b.missed) log(`  missed ${m}`);
  }
  log(`blind set twelfth: ${twelfth.report.quarantined} of ${twelfth.report.variants} (misses not printed)`);
  const figures = (k: string, h: HalfFigures) =>
    log(`${k}: ${h.variants} variants, rules alone ${h.rules}, rules + learned scorer ${h.rules_scorer}`);
  figures("eleventh set half A (studied, trained on)", halves.a);
  figures("eleventh set half B (never studied)", halves.b);
  for (const [k, h] of Object.entries(loo)) figures(`leave one set out, ${k}`, h);
  for (const v of halves.missedA)
    log(`  missed (half A) ${v.id} ${v.kind}/${v.language}/${v.obfuscation}: ${JSON.stringify(v.plant)}`);
  log(`tenth set benign lines flagged: ${benign.flagged} of ${benign.lines}`);
  for (const f of benign.shown) log(`  flagged benign ${f}`);
  log(`eleventh set benign lines flagged: ${eleventhBenign.flagged} of ${eleventhBenign.lines}`);
  for (const f of eleventhBenign.shown) log(`  flagged benign ${f}`);
  log(`twelfth set benign lines flagged: ${twelfthBenign.flagged} of ${twelfthBenign.lines} (lines not printed)`);
  log(
    `with a System One key (ceiling: it confirms every candidate): ${Object.entries(reach)
      .map(([k, v]) => `${k} ${v}`)
      .join(
        ", ",
      )}; benign lines it would be asked about: tenth ${benign.asked}, eleventh ${eleventhBenign.asked}, twelfth ${twelfthBenign.asked}`,
  );
  log(
    `false positives: ${fp} of ${a.lines + b.lines} lines (target ≤ 0.005): first ${a.files} files ${share(a)} (${a.flagged}/${a.lines}), last ${b.files} files ${share(b)} (${b.flagged}/${b.lines}); lines a System One check would be asked about ${round((a.suspect + b.suspect) / Math.max(1, a.lines + b.lines))}`,
  );
  for (const e of [...a.examples, ...b.examples]) log(`  flagged ${e}`);
  if (options.json) {
    const out = {
      variants,
      quarantined,
      false_positives: fp,
      dev: { variants: dev.variants, quarantined: dev.quarantined },
      held_out: { variants: held.variants, quarantined: held.quarantined },
      blind: Object.fromEntries(blind.map((b) => [b.set, { variants: b.variants, quarantined: b.quarantined }])),
      tenth_benign_lines: benign.lines,
      tenth_benign_flagged: round(benign.flagged / benign.lines),
      eleventh: eleventh.report,
      eleventh_benign_lines: eleventhBenign.lines,
      eleventh_benign_flagged: round(eleventhBenign.flagged / eleventhBenign.lines),
      twelfth: twelfth.report,
      twelfth_benign_lines: twelfthBenign.lines,
      twelfth_benign_flagged: round(twelfthBenign.flagged / twelfthBenign.lines),
      false_positives_first_half: share(a),
      false_positives_second_half: share(b),
      lines: a.lines + b.lines,
      flagged_lines: a.flagged + b.flagged,
      eleventh_half_a: halves.a,
      eleventh_half_b: halves.b,
      leave_one_out: loo,
      suspect_lines: round((a.suspect + b.suspect) / Math.max(1, a.lines + b.lines)),
      reach_with_system_one: reach,
      benign_asked: { tenth: benign.asked, eleventh: eleventhBenign.asked, twelfth: twelfthBenign.asked },
    };
    process.stdout.write(JSON.stringify(out) + "\n");
  }
}
