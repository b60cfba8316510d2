/**
 * The scale bench's inputs, made at run time from the development part of a shared set
 * (never the held-aside part): one long PDF of whole filings joined end to end by qpdf,
 * and the short filings a library is filled from. Written under scratch/ (gitignored).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { partFilter, pdfDir, pdfNames } from "../../testing/holdout";

export interface SourcePdf {
  file: string;
  pages: number;
}

const pageCount = (file: string) => Number(execFileSync("qpdf", ["--show-npages", file], { encoding: "utf8" }));

/** The development part's PDFs of a set with their page counts, by name. */
export function devPdfs(set: string): SourcePdf[] {
  const dir = pdfDir(set);
  const dev = partFilter(dir, "dev");
  return pdfNames(dir)
    .filter(dev)
    .map((name) => path.join(dir, `${name}.pdf`))
    .map((file) => ({ file, pages: pageCount(file) }));
}

/**
 * Joins whole PDFs, in name order, until at least `minPages`: a long document with real
 * text, outlines and statements, as merged filings are. Reused when already made.
 * @throws Error when the set has fewer pages than asked.
 */
export function makeLongPdf(sources: SourcePdf[], minPages: number, outDir: string): SourcePdf {
  const chosen: SourcePdf[] = [];
  let pages = 0;
  for (const s of sources) {
    if (pages >= minPages) break;
    chosen.push(s);
    pages += s.pages;
  }
  if (pages < minPages) throw new Error(`the set's development part has only ${pages} pages (${minPages} asked)`);
  fs.mkdirSync(outDir, { recursive: true });
  const out = path.join(outDir, `long-${pages}.pdf`);
  if (!fs.existsSync(out)) {
    const tmp = `${out}.${process.pid}.tmp`;
    execFileSync("qpdf", ["--empty", "--pages", ...chosen.map((s) => s.file), "--", tmp]);
    fs.renameSync(tmp, out);
  }
  return { file: out, pages: pageCount(out) };
}

/** The `count` shortest PDFs: a library is filled from copies of these. */
export function shortPdfs(sources: SourcePdf[], count: number): SourcePdf[] {
  return [...sources].sort((a, b) => a.pages - b.pages).slice(0, count);
}
