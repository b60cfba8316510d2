/**
 * The questions of a FinanceBench-style set (`questions.jsonl` beside `pdfs/`), read the
 * same way by every eval and bench: one JSON object a line, blank lines skipped.
 */
import fs from "node:fs";
import path from "node:path";
import { partFilter, pdfDir, type SetPart } from "../../testing/holdout";
import { fail } from "../args";

/** The fields the evals use; the file holds more (company, question_type, evidence text). */
export interface SetQuestion {
  id: string;
  doc: string;
  question: string;
  answer: string;
  evidence: { page: number; text: string }[];
}

/**
 * The questions of the set whose document is in `part` (see testing/holdout.ts), in file order;
 * a set without the file is a named failure.
 */
export function readQuestionSet(set: string, part: SetPart): SetQuestion[] {
  const file = path.join(set, "questions.jsonl");
  if (!fs.existsSync(file)) fail(`no questions.jsonl in ${set}`);
  const inPart = partFilter(pdfDir(set), part);
  return fs
    .readFileSync(file, "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as SetQuestion)
    .filter((q) => inPart(q.doc));
}

/** The PDF file names of the set's `part`, sorted. */
export function setPdfFiles(set: string, part: SetPart): string[] {
  const dir = pdfDir(set);
  const inPart = partFilter(dir, part);
  return fs
    .readdirSync(dir)
    .filter((f) => f.toLowerCase().endsWith(".pdf") && inPart(f.slice(0, -4)))
    .sort();
}
