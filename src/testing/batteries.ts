/**
 * Question batteries written by hand from the development part of the shared sets (see each file's
 * "role"): the navigator's intents (intent-battery.json) and figures read from statements and
 * sentences (figure-battery.json). The loader checks each file's header and refuses a document of
 * the held-aside part, so a battery can never carry a held-out filing into development.
 */
import path from "node:path";
import { partFilter, pdfDir } from "./holdout";
import { sharedPdf } from "./shared-files";
import intentData from "./intent-battery.json" with { type: "json" };
import figureData from "./figure-battery.json" with { type: "json" };
import { checkedHeader, DataFileError } from "../core/data-file";

export type BatterySet = "filings" | "financebench";

export interface BatteryEntry {
  set: BatterySet;
  doc: string;
  question: string;
}

export interface IntentQuestion extends BatteryEntry {
  intent: string;
  /** 1-based physical pages that answer the question. */
  pages: number[];
}

export interface FigureQuestion extends BatteryEntry {
  /** Where the figure comes from: a statement row or ratio, a fiscal quarter's column, a sentence. */
  kind: "statement" | "fiscal-quarter" | "prose";
  /** The figures the first claim must hold. */
  expected: string;
  /** The page and line the figure was read from. */
  source: string;
}

/** The PDF of an entry, under ../shared/<set>/pdfs. */
export function batteryPdf(e: BatteryEntry): string {
  return path.join(pdfDir(sharedPdf(e.set)), `${e.doc}.pdf`);
}

/** A battery file's entries after its header and every entry's fields and part are checked. */
export function readBattery<T extends BatteryEntry>(
  file: string,
  parsed: unknown,
  format: string,
  check: (raw: Record<string, unknown>, where: string) => string | null,
): { role: string; entries: T[] } {
  const fail = (m: string): never => {
    throw new DataFileError(file, m);
  };
  const data = checkedHeader(parsed, file, format, 1);
  if (typeof data.role !== "string" || !data.role) fail(`"role" is missing`);
  const list = data.questions;
  if (!Array.isArray(list) || !list.length) fail(`"questions" must be a non-empty list`);
  const dev = new Map<string, (name: string) => boolean>();
  const entries = (list as Record<string, unknown>[]).map((raw, i) => {
    const where = `questions[${i}]`;
    if (raw.set !== "filings" && raw.set !== "financebench") fail(`${where}: set must be filings or financebench`);
    if (typeof raw.doc !== "string" || typeof raw.question !== "string" || !raw.question)
      fail(`${where}: needs doc and question`);
    const set = raw.set as BatterySet;
    const inDev = dev.get(set) ?? partFilter(pdfDir(sharedPdf(set)), "dev");
    dev.set(set, inDev);
    if (!inDev(raw.doc as string)) fail(`${where}: ${String(raw.doc)} is not in the development part of ${set}`);
    const bad = check(raw, where);
    if (bad) fail(bad);
    return raw as unknown as T;
  });
  return { role: data.role as string, entries };
}

export function intentBattery(): { role: string; entries: IntentQuestion[] } {
  return readBattery<IntentQuestion>("intent-battery.json", intentData, "pincite-intent-battery", (raw, where) => {
    if (typeof raw.intent !== "string" || !raw.intent) return `${where}: needs an intent`;
    const pages = raw.pages;
    if (!Array.isArray(pages) || !pages.length || pages.some((p) => !Number.isInteger(p) || p < 1))
      return `${where}: pages must be a non-empty list of page numbers`;
    return null;
  });
}

export function figureBattery(): { role: string; entries: FigureQuestion[] } {
  return readBattery<FigureQuestion>("figure-battery.json", figureData, "pincite-figure-battery", (raw, where) => {
    if (raw.kind !== "statement" && raw.kind !== "fiscal-quarter" && raw.kind !== "prose")
      return `${where}: kind must be statement, fiscal-quarter or prose`;
    if (typeof raw.expected !== "string" || !/\d/.test(raw.expected)) return `${where}: expected must hold a figure`;
    if (typeof raw.source !== "string" || !raw.source) return `${where}: needs the source of its figure`;
    return null;
  });
}
