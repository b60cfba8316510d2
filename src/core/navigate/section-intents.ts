/**
 * Where a question's subject lives in any filing (sections.json): question intents mapped to
 * the standard 10-K / 10-Q items and to the notes that treat the subject by their titles
 * ("legal battles" → Item 3 and the contingencies note; "geographies" → the segment note;
 * "effective tax rate" → the income-tax note), with the words filings use for it. Data, so a
 * new intent is a change to the file; the loader checks it.
 */
import data from "./sections.json";

export interface SectionIntent {
  id: string;
  asked: RegExp;
  /** Standard items that answer it ("3", "1a"). */
  items: string[];
  /** Titles of the sections (notes) that treat the subject. */
  notes: RegExp[];
  /** Words filings use for the subject. */
  expand: string;
}

export const SECTIONS_FORMAT = "pincite-sections";
export const SECTIONS_VERSION = 1;

export class SectionsError extends Error {
  constructor(message: string) {
    super(`sections.json: ${message}`);
    this.name = "SectionsError";
  }
}

function compile(sources: unknown, flags: string, where: string): RegExp[] {
  if (!Array.isArray(sources) || sources.some((s) => typeof s !== "string" || !s))
    throw new SectionsError(`${where} must be a list of patterns`);
  return (sources as string[]).map((s) => {
    try {
      return new RegExp(s, flags);
    } catch (e) {
      throw new SectionsError(`${where}: bad pattern ${JSON.stringify(s)} (${(e as Error).message})`);
    }
  });
}

export function loadSectionIntents(file: unknown): SectionIntent[] {
  const f = (file ?? {}) as Record<string, unknown>;
  if (f.format !== SECTIONS_FORMAT) throw new SectionsError(`format is ${String(f.format)}, not ${SECTIONS_FORMAT}`);
  if (f.version !== SECTIONS_VERSION)
    throw new SectionsError(`version ${String(f.version)} is not ${SECTIONS_VERSION}`);
  if (typeof f.produced_by !== "string" || !f.produced_by) throw new SectionsError(`"produced_by" is missing`);
  if (!Array.isArray(f.intents) || !f.intents.length) throw new SectionsError(`"intents" must be a non-empty list`);
  return f.intents.map((raw: Record<string, unknown>, i) => {
    const where = `intents[${i}] (${String(raw?.id ?? "?")})`;
    if (typeof raw?.id !== "string" || typeof raw.expand !== "string")
      throw new SectionsError(`${where}: needs id and expand`);
    const items = raw.items ?? [];
    if (!Array.isArray(items) || items.some((x) => typeof x !== "string" || !/^\d{1,2}[a-c]?$/.test(x)))
      throw new SectionsError(`${where}: items are item numbers like "1a"`);
    const asked = compile(raw.asked, "i", `${where}.asked`);
    return {
      id: raw.id,
      asked: new RegExp(asked.map((r) => `(?:${r.source})`).join("|"), "i"),
      items: items as string[],
      notes: compile(raw.notes ?? [], "i", `${where}.notes`),
      expand: raw.expand,
    };
  });
}

export const SECTION_INTENTS: SectionIntent[] = loadSectionIntents(data);

/** The intents a (lower-cased) question triggers. */
export function intentsOf(question: string): SectionIntent[] {
  return SECTION_INTENTS.filter((i) => i.asked.test(question));
}
