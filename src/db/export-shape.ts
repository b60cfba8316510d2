/**
 * The document export file: one JSON-serialisable object holding a document's metadata,
 * PDF bytes (base64), page layouts, tree and answers. `validateExport` checks the shape
 * before anything is written, naming the first thing that is wrong, so a damaged or
 * foreign file is rejected with a clear error rather than half-imported.
 */
import type { PageLayout } from "../core/types";
import type { SectionTree } from "../core/tree/types";
import { ImportError } from "./errors";
import type { AnswerRecord, DocumentRecord } from "./records";

export const EXPORT_FORMAT = "pincite-document";
export const EXPORT_FORMAT_VERSION = 1;

export interface DocumentExport {
  format: typeof EXPORT_FORMAT;
  /** Version of this envelope, apart from the records' data version. */
  formatVersion: number;
  /** Data version of every record in the file (their own `v` fields are ignored). */
  dataVersion: number;
  /** Epoch ms. */
  exportedAt: number;
  document: DocumentRecord;
  bytesBase64: string;
  pages: PageLayout[];
  tree: SectionTree;
  answers: AnswerRecord[];
}

type Raw = Record<string, unknown>;
const isObject = (x: unknown): x is Raw => typeof x === "object" && x !== null && !Array.isArray(x);
const isPositiveInt = (x: unknown): boolean => typeof x === "number" && Number.isInteger(x) && x >= 1;

function check(condition: boolean, detail: string): asserts condition {
  if (!condition) throw new ImportError(detail);
}

function checkPage(page: unknown, index: number): void {
  check(isObject(page), `page ${index + 1} is not an object`);
  check(isPositiveInt(page.page), `page ${index + 1} has no page number`);
  check(Array.isArray(page.lines) && typeof page.text === "string", `page ${page.page} has no lines or text`);
}

function checkAnswer(answer: unknown, index: number): void {
  check(isObject(answer), `answer ${index + 1} is not an object`);
  check(typeof answer.traceToken === "string" && answer.traceToken !== "", `answer ${index + 1} has no trace token`);
  check(typeof answer.answerJson === "string", `answer ${answer.traceToken} has no answer text`);
}

/**
 * Checks that `value` is a Pincite document export this build can read.
 * @throws ImportError naming the first problem.
 */
export function validateExport(value: unknown): asserts value is DocumentExport {
  check(isObject(value), "it is not a JSON object");
  check(
    value.format === EXPORT_FORMAT,
    `"format" is ${JSON.stringify(value.format) ?? "missing"}, not "${EXPORT_FORMAT}"`,
  );
  check(
    value.formatVersion === EXPORT_FORMAT_VERSION,
    `export format version ${String(value.formatVersion)} is not one this Pincite reads`,
  );
  check(isPositiveInt(value.dataVersion), "it has no data version");
  check(
    isObject(value.document) && typeof value.document.id === "string" && value.document.id !== "",
    "it has no document id",
  );
  check(
    isObject(value.document.info) && isPositiveInt(value.document.info.pageCount),
    "the document has no page count",
  );
  check(typeof value.bytesBase64 === "string" && value.bytesBase64.length > 0, "it holds no PDF bytes");
  check(Array.isArray(value.pages), "it has no page layouts");
  value.pages.forEach(checkPage);
  const numbers = value.pages.map((p) => (p as PageLayout).page);
  check(new Set(numbers).size === numbers.length, "a page appears twice");
  check(isObject(value.tree) && Array.isArray(value.tree.nodes), "it has no section tree");
  check(Array.isArray(value.answers), "it has no answer list");
  value.answers.forEach(checkAnswer);
}
