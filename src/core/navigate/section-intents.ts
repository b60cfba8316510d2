/**
 * Where a question's subject lives in any filing (sections.json): question intents mapped to
 * the standard 10-K / 10-Q items and to the notes that treat the subject by their titles
 * ("legal battles" → Item 3 and the contingencies note; "geographies" → the segment note;
 * "effective tax rate" → the income-tax note), to the sub-headings a filing sets over the subject
 * inside an item ("Customers", "Seasonality"), and with the words filings use for it. Data, so a
 * new intent is a change to the file; the loader checks it.
 */
import data from "./sections.json" with { type: "json" };
import { checkedHeader, DataFileError, patternList } from "../data-file";

const FILE = "sections.json";
const fail = (problem: string) => new DataFileError(FILE, problem);

export interface SectionIntent {
  id: string;
  asked: RegExp;
  /** Standard items that answer it ("3", "1a"). */
  items: string[];
  /** Titles of the sections (notes) that treat the subject. */
  notes: RegExp[];
  /** Sub-headings inside an item or a note that treat the subject ("Customers", "Seasonality"). */
  headings: RegExp[];
  /** Words filings use for the subject. */
  expand: string;
}

export const SECTIONS_FORMAT = "pincite-sections";
export const SECTIONS_VERSION = 2;

const compile = (sources: unknown, flags: string, where: string) => patternList(sources, flags, where, FILE, true);

export function loadSectionIntents(file: unknown): SectionIntent[] {
  const f = checkedHeader(file, FILE, SECTIONS_FORMAT, SECTIONS_VERSION);
  if (!Array.isArray(f.intents) || !f.intents.length) throw fail(`"intents" must be a non-empty list`);
  return f.intents.map((raw: Record<string, unknown>, i) => {
    const where = `intents[${i}] (${String(raw?.id ?? "?")})`;
    if (typeof raw?.id !== "string" || typeof raw.expand !== "string") throw fail(`${where}: needs id and expand`);
    const items = raw.items ?? [];
    if (!Array.isArray(items) || items.some((x) => typeof x !== "string" || !/^\d{1,2}[a-c]?$/.test(x)))
      throw fail(`${where}: items are item numbers like "1a"`);
    const asked = compile(raw.asked, "i", `${where}.asked`);
    return {
      id: raw.id,
      asked: new RegExp(asked.map((r) => `(?:${r.source})`).join("|"), "i"),
      items: items as string[],
      notes: compile(raw.notes ?? [], "i", `${where}.notes`),
      headings: compile(raw.headings ?? [], "i", `${where}.headings`),
      expand: raw.expand,
    };
  });
}

export const SECTION_INTENTS: SectionIntent[] = loadSectionIntents(data);

/** The intents a (lower-cased) question triggers. */
export function intentsOf(question: string): SectionIntent[] {
  return SECTION_INTENTS.filter((i) => i.asked.test(question));
}
