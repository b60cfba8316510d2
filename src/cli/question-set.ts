/**
 * The questions of a FinanceBench-style set (`questions.jsonl` beside `pdfs/`), read the
 * same way by every eval and bench: one JSON object a line, blank lines skipped.
 */
import fs from "node:fs";
import path from "node:path";
import { fail } from "./args";

/** The fields the evals use; the file holds more (company, question_type, evidence text). */
export interface SetQuestion {
  id: string;
  doc: string;
  question: string;
  answer: string;
  evidence: { page: number; text: string }[];
}

/** Every question of the set, in file order; a set without the file is a named failure. */
export function readQuestionSet(set: string): SetQuestion[] {
  const file = path.join(set, "questions.jsonl");
  if (!fs.existsSync(file)) fail(`no questions.jsonl in ${set}`);
  return fs
    .readFileSync(file, "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as SetQuestion);
}
