/**
 * Edits the structure fuzzer makes on a PdfObjects: the catalog, the page list, a
 * reference's target, and a seeded random source so that a seed names one set of files.
 */
import { addObject, ref, type PdfObjects } from "./pdf-objects";
import { entry, refNumber, refNumbers, setEntry } from "./pdf-syntax";

/** A seeded pseudo-random source (mulberry32): the same seed gives the same files. */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0 || 1;
  }

  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(below: number): number {
    return Math.floor(this.next() * below);
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)];
  }
}

/**
 * Always the first choice and the least number: every kind at its smallest size and first
 * variant, for tests that must be quick and the same on every run.
 */
export class FirstChoice extends Rng {
  constructor() {
    super(1);
  }

  override next(): number {
    return 0;
  }
}

/** Always the last choice and the greatest number. */
export class LastChoice extends Rng {
  constructor() {
    super(1);
  }

  override next(): number {
    return 0.999;
  }
}

export function catalog(pdf: PdfObjects): string {
  return pdf.objects.get(pdf.root) ?? "<< >>";
}

export function setCatalog(pdf: PdfObjects, key: string, value: string): void {
  pdf.objects.set(pdf.root, setEntry(catalog(pdf), key, value));
}

export function setIn(pdf: PdfObjects, num: number, key: string, value: string): void {
  const body = pdf.objects.get(num);
  if (body !== undefined) pdf.objects.set(num, setEntry(body, key, value));
}

export function getIn(pdf: PdfObjects, num: number, key: string): string | undefined {
  const body = pdf.objects.get(num);
  return body === undefined ? undefined : entry(body, key);
}

/** The object a catalog entry refers to, made an object of its own when it was written inline. */
export function catalogObject(pdf: PdfObjects, key: string): number | null {
  const value = entry(catalog(pdf), key);
  if (value === undefined) return null;
  const num = refNumber(value);
  if (num !== null) return pdf.objects.has(num) ? num : null;
  if (!value.startsWith("<<")) return null;
  const made = addObject(pdf, value);
  setCatalog(pdf, key, ref(pdf, made));
  return made;
}

/** The page tree's root. */
export function pagesRoot(pdf: PdfObjects): number | null {
  return refNumber(entry(catalog(pdf), "Pages"));
}

/** The page objects in order, walked with a visited set (the fuzzer's own inputs may already loop). */
export function pageNumbers(pdf: PdfObjects, limit = 100_000): number[] {
  const pages: number[] = [];
  const seen = new Set<number>();
  const walk = (num: number, depth: number) => {
    if (seen.has(num) || depth > 64 || pages.length >= limit) return;
    seen.add(num);
    const body = pdf.objects.get(num);
    if (body === undefined) return;
    const kids = entry(body, "Kids");
    if (kids === undefined) pages.push(num);
    else for (const kid of refNumbers(kids)) walk(kid, depth + 1);
  };
  const root = pagesRoot(pdf);
  if (root !== null) walk(root, 0);
  return pages;
}

/** A PDF literal string of `length` characters, made of `unit` repeated. */
export function longString(unit: string, length: number): string {
  const text = unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
  return `(${text.replace(/\\/g, "\\\\").replace(/\(/g, "\\(").replace(/\)/g, "\\)")})`;
}

/** UTF-16BE text with its byte-order mark, as a hex string (titles in any script). */
export function utf16Hex(text: string): string {
  let hex = "FEFF";
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, "0");
  return `<${hex}>`;
}

/** An explicit destination to a page object. */
export const pageDest = (pdf: PdfObjects, page: number) => `[${ref(pdf, page)} /XYZ 0 792 null]`;
