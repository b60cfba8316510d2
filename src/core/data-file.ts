/**
 * The header every data file of the screen carries (weights, word lists), and the checks a
 * loader runs on it before reading a single entry: a file of another format or version, or
 * one without its provenance, is refused with a message naming the file and what was wrong,
 * never half-read. Pure TypeScript: the files are bundled JSON in the browser and in Node.
 */

/** What every data file opens with: its format, the version of that format, and what produced it. */
export interface DataHeader {
  format: string;
  version: number;
  /** How the file was made: a trainer's command and inputs, or "written by hand" and why. */
  produced_by: unknown;
}

/** A data file that does not hold what its loader expects. */
export class DataFileError extends Error {
  constructor(file: string, problem: string) {
    super(`${file}: ${problem}`);
    this.name = "DataFileError";
  }
}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === "object" && x !== null && !Array.isArray(x);

/** The file as a record whose header says `format` at `version`; anything else throws DataFileError. */
export function checkedHeader(data: unknown, file: string, format: string, version: number): Record<string, unknown> {
  if (!isRecord(data)) throw new DataFileError(file, "is not a JSON object");
  if (data.format !== format)
    throw new DataFileError(file, `has format ${JSON.stringify(data.format)}, not "${format}"`);
  if (data.version !== version)
    throw new DataFileError(
      file,
      `is version ${JSON.stringify(data.version)} of ${format}; this code reads ${version}`,
    );
  if (data.produced_by === undefined || data.produced_by === "")
    throw new DataFileError(file, "does not say what produced it (produced_by)");
  return data;
}

/** A field that must be a finite number. */
export function numberField(data: Record<string, unknown>, key: string, file: string): number {
  const v = data[key];
  if (typeof v !== "number" || !Number.isFinite(v)) throw new DataFileError(file, `${key} must be a finite number`);
  return v;
}

/** A field that must be a non-empty string. */
export function textField(o: Record<string, unknown>, key: string, where: string, file: string): string {
  const v = o[key];
  if (typeof v !== "string" || !v.trim())
    throw new DataFileError(file, `${where}: "${key}" must be a non-empty string`);
  return v;
}

/** A field that must be a list of non-empty strings (an empty list only when `allowEmpty`). */
export function stringList(value: unknown, where: string, file: string, allowEmpty = false): string[] {
  if (!Array.isArray(value) || value.some((s) => typeof s !== "string" || !s))
    throw new DataFileError(file, `${where} must be a list of strings`);
  if (!allowEmpty && !value.length) throw new DataFileError(file, `${where} is empty`);
  return value as string[];
}

/** A list of strings (stringList) each of the shape its reader builds a pattern from; `what` names that shape. */
export function shapedList(value: unknown, where: string, file: string, shape: RegExp, what: string): string[] {
  const list = stringList(value, where, file);
  const bad = list.find((s) => !shape.test(s));
  if (bad !== undefined) throw new DataFileError(file, `${where}: ${JSON.stringify(bad)} is not ${what}`);
  return list;
}

/** A non-empty list of single lower-case words, as a word set (the framing words, the hyphen prefixes kept). */
export function wordSet(value: unknown, where: string, file: string): ReadonlySet<string> {
  return new Set(shapedList(value, where, file, /^\p{Ll}+$/u, "one lower-case word"));
}

/** A field that must be an object of named entries. */
export function recordField(value: unknown, where: string, file: string): Record<string, unknown> {
  if (!isRecord(value)) throw new DataFileError(file, `${where} must be an object`);
  return value;
}

/** One pattern of a data file, compiled; a bad one is refused with its place in the file. */
export function patternField(source: unknown, flags: string, where: string, file: string): RegExp {
  if (typeof source !== "string" || !source)
    throw new DataFileError(file, `${where}: a pattern must be a non-empty string`);
  try {
    return new RegExp(source, flags);
  } catch (e) {
    throw new DataFileError(file, `${where}: bad pattern ${JSON.stringify(source)} (${(e as Error).message})`);
  }
}

/** A list of patterns, each compiled (an empty list only when `allowEmpty`). */
export function patternList(value: unknown, flags: string, where: string, file: string, allowEmpty = false): RegExp[] {
  if (!Array.isArray(value) || (!allowEmpty && !value.length))
    throw new DataFileError(file, `${where} must be a ${allowEmpty ? "" : "non-empty "}list of patterns`);
  return value.map((s, i) => patternField(s, flags, `${where}[${i}]`, file));
}

/**
 * A list of small patterns, each over one word or phrase ("forecast(s|ed)?"), as one alternation in
 * the file's order: each must compile, and none may hold an alternation outside its own groups,
 * which would reach past its word once joined.
 */
export function patternAlternation(value: unknown, where: string, file: string): string {
  const sources = patternList(value, "", where, file).map((rx) => rx.source);
  const wide = sources.find((s) => s.replace(/\([^()]*\)|\[[^\]]*\]/g, "").includes("|"));
  if (wide !== undefined) throw new DataFileError(file, `${where}: ${JSON.stringify(wide)} reaches past its word`);
  return sources.join("|");
}
