/**
 * Planted-instruction variants and benign look-alikes for the injection screen's tests, bench
 * and trainer, generated from the sets of src/testing/data/injection (read by injection-sets.ts):
 * each template of a set appears three times, once plain, then under random disguises and
 * placements of its own families (injection-forms.ts), on a host paragraph of filing prose.
 * The same seed gives the same corpus.
 */
import { foldConfusables } from "../core/injection-screen/confusables";
import { disguiseFamily, placementFamily } from "./injection-forms";
import { benignSet, hostParagraphs, partAt, plantedSet, type Role } from "./injection-sets";

export interface PlantedVariant {
  id: string;
  /** The set it comes from, the index of its template there, and the part of the set (when it has parts). */
  set: string;
  template: number;
  part: string | null;
  role: Role;
  kind: string;
  language: string;
  obfuscation: string;
  placement: string;
  /** The planted text as it appears on the page (disguise applied, line breaks kept). */
  plant: string;
  /** A page of ordinary filing prose with the plant in it. */
  page: string;
}

export interface BenignLine {
  id: string;
  set: string;
  part: string | null;
  role: Role;
  placement: string;
  /** The line as written on the page. */
  line: string;
  /** A page of filing prose with the line on it. */
  page: string;
}

/** Small deterministic PRNG (mulberry32): the same seed gives the same corpus. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), a | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(xs: readonly T[], rnd: () => number): T => xs[Math.floor(rnd() * xs.length)];

/**
 * A set's variants: each template `perTemplate` times, once plain, then under random disguises
 * and placements of its families (its round's, for a set written in rounds). Role lines keep to
 * the family's first placement (a role marker mid-sentence is not a role line).
 */
export function injectionVariants(name: string, seed?: number, perTemplate = 3): PlantedVariant[] {
  const set = plantedSet(name);
  const rnd = prng(seed ?? set.seed);
  const hosts = hostParagraphs();
  const inRound = new Map<string, number>();
  return set.templates.flatMap((tpl, index) => {
    const family = tpl.round ?? set.name;
    const disguises = Object.entries(disguiseFamily(tpl.round ?? set.disguises));
    const placements = Object.entries(placementFamily(tpl.round ?? set.placements));
    const ti = inRound.get(family) ?? 0;
    inRound.set(family, ti + 1);
    const part = partAt(set, index);
    return Array.from({ length: perTemplate }, (_, k) => {
      const [obfuscation, disguise] = k === 0 ? disguises[0] : pick(disguises.slice(1), rnd);
      const [placement, place] = tpl.kind === "role" ? placements[0] : pick(placements, rnd);
      const placed = place(pick(hosts, rnd), disguise(tpl.text, rnd));
      return {
        id: `${family}-${ti}-${k}`,
        set: set.name,
        template: index,
        part: part?.name ?? null,
        role: part?.role ?? set.role!,
        kind: tpl.kind,
        language: tpl.language,
        obfuscation,
        placement,
        ...placed,
      };
    });
  });
}

/** A set's benign lines, each once on a host paragraph at one of the set's spots (seeded). */
export function benignLines(name: string, seed?: number): BenignLine[] {
  const set = benignSet(name);
  const places = placementFamily(set.placements);
  const rnd = prng(seed ?? set.seed);
  const hosts = hostParagraphs();
  return set.lines.map(({ text }, i) => {
    const placement = set.spots[Math.floor(rnd() * set.spots.length)];
    const host = hosts[Math.floor(rnd() * hosts.length)];
    const part = partAt(set, i);
    const role = part?.role ?? set.role!;
    return {
      id: `${set.name}-${i}`,
      set: set.name,
      part: part?.name ?? null,
      role,
      placement,
      line: text,
      page: places[placement](host, text).page,
    };
  });
}

const foldedPairs = (text: string): string[] => {
  const ts = foldConfusables(text).match(/[\p{L}\p{N}]+/gu) ?? [];
  return ts.length < 2 ? ts : ts.slice(1).map((x, i) => `${ts[i]} ${x}`);
};

/** True when at most a third of the plant's word pairs are still in the screened text. */
export function plantRemoved(plant: string, screened: string): boolean {
  const left = new Set(foldedPairs(screened));
  const own = foldedPairs(plant);
  return own.filter((p) => left.has(p)).length <= own.length / 3;
}
