/**
 * The injection corpora as data: src/testing/data/injection/manifest.json names every set of
 * planted orders and of benign look-alikes, the JSONL file that holds it, and the role it plays
 * (train, calibrate, blind; see the manifest's "roles"). The trainer, the bench and the tests
 * read the sets through this loader only, so what a set is used for is written in one place and
 * can be checked: the trainer takes only train parts, the bench never prints a blind set's misses.
 * Every file is checked on load (header, record count, fields), and a bad one is named.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export type Role = "train" | "calibrate" | "blind";
const ROLES: readonly Role[] = ["train", "calibrate", "blind"];

/** One planted order as written (before any disguise or placement). */
export interface Template {
  kind: string;
  language: string;
  text: string;
  /** The round of a set written in rounds; its disguises and placements are the round's. */
  round?: string;
  /** An encoded order: the encoding's name (injection-encodings.ts) and the order in plain text. */
  encoded?: { as: string; order: string };
}

/** One benign line: filing, contract or paper prose that looks like an order and is none. */
export interface BenignRecord {
  text: string;
  genre?: string;
}

/** A share of a set by record index: even or odd records, each with its own role. */
export interface SetPart {
  name: string;
  templates: "even" | "odd";
  role: Role;
  history: string;
}

interface SetBase {
  name: string;
  file: string;
  seed: number;
  /** The set's role, or none when its parts have roles of their own. */
  role?: Role;
  parts?: SetPart[];
  /** The disguise and placement families its variants draw from (injection-disguises.ts, -placements.ts). */
  disguises: string;
  placements: string;
  about: string;
  history: string;
  /** The bench scores it with a scorer trained without it (manifest "leave_one_out"). */
  leaveOneOut: boolean;
}

export interface PlantedSet extends SetBase {
  holds: "planted";
  rounds?: string[];
  templates: Template[];
}

export interface BenignSet extends SetBase {
  holds: "benign";
  /** The placements of the family where whole lines of prose sit. */
  spots: string[];
  lines: BenignRecord[];
}

export type InjectionSet = PlantedSet | BenignSet;

export const INJECTION_DATA = path.join(path.dirname(fileURLToPath(import.meta.url)), "data", "injection");
const SET_FORMAT = "pincite-injection-set";
const MANIFEST_FORMAT = "pincite-injection-manifest";

class CorpusError extends Error {
  constructor(file: string, problem: string) {
    super(`src/testing/data/injection/${file}: ${problem}`);
    this.name = "CorpusError";
  }
}

type Json = Record<string, unknown>;
const isRecord = (x: unknown): x is Json => typeof x === "object" && x !== null && !Array.isArray(x);
const text = (x: unknown) => typeof x === "string" && x.length > 0;

function readJson(dir: string, file: string): unknown {
  const full = path.join(dir, file);
  if (!fs.existsSync(full)) throw new CorpusError(file, "is missing");
  try {
    return JSON.parse(fs.readFileSync(full, "utf8"));
  } catch (e) {
    throw new CorpusError(file, `is not JSON (${(e as Error).message})`);
  }
}

/** A JSONL file's header and records, checked: format, version, provenance, what it holds, how many. */
function readJsonl(dir: string, file: string, holds: string): { header: Json; records: Json[] } {
  const full = path.join(dir, file);
  if (!fs.existsSync(full)) throw new CorpusError(file, "is missing");
  const rows = fs
    .readFileSync(full, "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l, i) => {
      try {
        return JSON.parse(l) as unknown;
      } catch {
        throw new CorpusError(file, `line ${i + 1} is not JSON`);
      }
    });
  const [header, ...records] = rows;
  if (!isRecord(header) || header.format !== SET_FORMAT || header.version !== 1)
    throw new CorpusError(file, `does not open with a ${SET_FORMAT} version 1 header`);
  if (header.holds !== holds) throw new CorpusError(file, `holds ${String(header.holds)}, not ${holds}`);
  if (!text(header.produced_by) || !text(header.about))
    throw new CorpusError(file, "header lacks produced_by or about");
  if (header.records !== records.length)
    throw new CorpusError(file, `header counts ${String(header.records)} records, the file has ${records.length}`);
  records.forEach((r, i) => {
    if (!isRecord(r) || !text(r.text)) throw new CorpusError(file, `record ${i + 1} has no text`);
  });
  return { header, records: records as Json[] };
}

function checkTemplate(r: Json, i: number, file: string, rounds: string[] | undefined): Template {
  if (!text(r.kind) || !text(r.language)) throw new CorpusError(file, `record ${i + 1} lacks kind or language`);
  if (rounds && !rounds.includes(r.round as string))
    throw new CorpusError(file, `record ${i + 1} is in round ${String(r.round)}, not one of the manifest's`);
  const e = r.encoded;
  if (e !== undefined && !(isRecord(e) && text(e.as) && text(e.order)))
    throw new CorpusError(file, `record ${i + 1} has an encoded field without as and order`);
  return r as unknown as Template;
}

function checkRoles(entry: Json, file: string): { role?: Role; parts?: SetPart[] } {
  if ((entry.role === undefined) === (entry.parts === undefined))
    throw new CorpusError(file, "a set needs a role or parts with roles, not both");
  if (entry.role !== undefined && !ROLES.includes(entry.role as Role))
    throw new CorpusError(file, `role ${String(entry.role)} is not one of ${ROLES.join(", ")}`);
  const parts = entry.parts as SetPart[] | undefined;
  if (parts && (parts.length !== 2 || parts.map((p) => p.templates).join() !== "even,odd"))
    throw new CorpusError(file, "parts must be an even and an odd part");
  if (parts?.some((p) => !ROLES.includes(p.role) || !text(p.name) || !text(p.history)))
    throw new CorpusError(file, "a part lacks a name, a history or a known role");
  return { role: entry.role as Role | undefined, parts };
}

function readSet(dir: string, entry: Json): InjectionSet {
  const file = String(entry.file);
  if (!text(entry.name) || file !== `${String(entry.name)}.jsonl`)
    throw new CorpusError("manifest.json", `set ${String(entry.name)} must live in a file of its own name`);
  if (!Number.isInteger(entry.seed) || !text(entry.history))
    throw new CorpusError("manifest.json", `set ${String(entry.name)} lacks a seed or a history`);
  const roles = checkRoles(entry, "manifest.json");
  const name = entry.name as string;
  const holds = entry.spots === undefined ? "planted" : "benign";
  const { header, records } = readJsonl(dir, file, holds);
  const base = {
    name,
    file,
    seed: entry.seed as number,
    ...roles,
    disguises: (entry.disguises as string | undefined) ?? name,
    placements: (entry.placements as string | undefined) ?? name,
    about: header.about as string,
    history: entry.history as string,
    leaveOneOut: entry.leave_one_out === true,
  };
  if (holds === "benign")
    return { ...base, holds, spots: entry.spots as string[], lines: records as unknown as BenignRecord[] };
  const rounds = entry.rounds as string[] | undefined;
  const templates = records.map((r, i) => checkTemplate(r, i, file, rounds));
  return { ...base, holds, rounds, templates };
}

/** The manifest and every file it names in `dir`, checked; throws an error naming the bad file. */
export function readInjectionData(dir = INJECTION_DATA): { sets: InjectionSet[]; hosts: string[] } {
  const m = readJson(dir, "manifest.json");
  if (!isRecord(m) || m.format !== MANIFEST_FORMAT || m.version !== 1 || !text(m.produced_by))
    throw new CorpusError("manifest.json", `is not a ${MANIFEST_FORMAT} version 1 file with produced_by`);
  if (!Array.isArray(m.sets)) throw new CorpusError("manifest.json", "has no sets");
  const sets = m.sets.map((s) => readSet(dir, s as Json));
  const names = sets.map((s) => s.name);
  if (new Set(names).size !== names.length) throw new CorpusError("manifest.json", "names a set twice");
  const hosts = readJsonl(dir, String(m.hosts), "hosts").records.map((r) => r.text as string);
  return { sets, hosts };
}

let manifest: { sets: InjectionSet[]; hosts: string[] } | null = null;
const loaded = () => (manifest ??= readInjectionData());

/** Every set of the manifest, in its order (the order the trainer reads them in). */
export const injectionSets = (): readonly InjectionSet[] => loaded().sets;

export const plantedSets = (): PlantedSet[] => loaded().sets.filter((s): s is PlantedSet => s.holds === "planted");
export const benignSets = (): BenignSet[] => loaded().sets.filter((s): s is BenignSet => s.holds === "benign");

export function plantedSet(name: string): PlantedSet {
  const set = plantedSets().find((s) => s.name === name);
  if (!set) throw new CorpusError("manifest.json", `names no planted set "${name}"`);
  return set;
}

export function benignSet(name: string): BenignSet {
  const set = benignSets().find((s) => s.name === name);
  if (!set) throw new CorpusError("manifest.json", `names no benign set "${name}"`);
  return set;
}

/** The part of a set a record (by index) belongs to, or null for a set without parts. */
export const partAt = (set: InjectionSet, index: number): SetPart | null =>
  set.parts?.[index % 2 === 0 ? 0 : 1] ?? null;

/** The role of the record at `index` of a set. */
export const roleAt = (set: InjectionSet, index: number): Role => partAt(set, index)?.role ?? set.role!;

/** The paragraphs of filing prose that planted and benign lines are placed in. */
export const hostParagraphs = (): readonly string[] => loaded().hosts;
