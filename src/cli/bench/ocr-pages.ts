/**
 * Which real pages `bench ocr` scans: from each development document of a set (never the
 * held-aside part), its balance sheet (the first page headed by one, with a total-assets
 * row, whose figure the bench then asks for) and a page of prose (the densest text page
 * among its first fifty, with few figures). Found with poppler, the reference the bench's
 * word recall is measured against.
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { partFilter, pdfDir, pdfNames } from "../../testing/holdout";

export interface BenchDocument {
  name: string;
  file: string;
  balanceSheet: number;
  prose: number;
}

function pageText(file: string, page: number, layout = false): string {
  const args = [...(layout ? ["-layout"] : []), "-f", String(page), "-l", String(page), file, "-"];
  return execFileSync("pdftotext", args, { maxBuffer: 64 * 1024 * 1024 }).toString();
}

function pageCount(file: string): number {
  return Number(/Pages:\s+(\d+)/.exec(execFileSync("pdfinfo", [file]).toString())?.[1] ?? 0);
}

const HEADED_BALANCE_SHEET = /balance sheets?|statements? of financial position/i;

function findBalanceSheet(file: string, pages: number): number | null {
  for (let p = 1; p <= pages; p++) {
    const text = pageText(file, p);
    const head = text.split("\n").slice(0, 10).join("\n");
    if (HEADED_BALANCE_SHEET.test(head) && /total assets/i.test(text) && /total liabilities/i.test(text)) return p;
  }
  return null;
}

function findProse(file: string, pages: number): number | null {
  let best: { page: number; words: number } | null = null;
  for (let p = 1; p <= Math.min(pages, 50); p++) {
    const words = pageText(file, p).split(/\s+/).filter(Boolean);
    const figures = words.filter((w) => /\d/.test(w)).length;
    if (words.length > (best?.words ?? 300) && figures < words.length * 0.05) best = { page: p, words: words.length };
  }
  return best?.page ?? null;
}

export function benchDocuments(set: string, count: number): BenchDocument[] {
  const dir = pdfDir(set);
  const dev = partFilter(dir, "dev");
  const out: BenchDocument[] = [];
  for (const name of pdfNames(dir).filter(dev)) {
    if (out.length >= count) break;
    const file = path.join(dir, `${name}.pdf`);
    const pages = pageCount(file);
    const balanceSheet = findBalanceSheet(file, pages);
    const prose = findProse(file, pages);
    if (balanceSheet && prose) out.push({ name, file, balanceSheet, prose });
  }
  return out;
}

/** Poppler's words of a page, normalised as the recall compares them. */
export function popplerWords(file: string, page: number): string[] {
  const xml = execFileSync("pdftotext", ["-f", String(page), "-l", String(page), "-bbox", file, "-"]).toString();
  return [...xml.matchAll(/<word[^>]*>([^<]*)<\/word>/g)].map((m) => normWord(decodeXml(m[1]))).filter(Boolean);
}

/** The figures printed on the original page's total-assets row, as poppler reads it. */
export function totalAssetsFigures(file: string, page: number): number[] {
  const row = pageText(file, page, true)
    .split("\n")
    .find((l) => /^\s*total assets\b/i.test(l));
  return row ? [...row.matchAll(/\(?\d[\d,]*(?:\.\d+)?\)?/g)].map((m) => Number(m[0].replace(/[(),]/g, ""))) : [];
}

const decodeXml = (s: string) =>
  s
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'");

export const normWord = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");

/** Share of `gold` words found in `read`, each read word matching once. */
export function recallCounts(gold: string[], read: string[]): { hit: number; total: number } {
  const bag = new Map<string, number>();
  for (const w of read) bag.set(w, (bag.get(w) ?? 0) + 1);
  let hit = 0;
  for (const g of gold) {
    const n = bag.get(g) ?? 0;
    if (n === 0) continue;
    hit++;
    bag.set(g, n - 1);
  }
  return { hit, total: gold.length };
}
