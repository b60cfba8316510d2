/**
 * `npm run eval -- library-answer [--set DIR] [--part dev|holdout|all] [--limit N] [--json]`: the
 * part's filings (see testing/holdout.ts) opened as ONE library,
 * every question with a gold figure asked of it without naming its file, and the no-key
 * answer's first claim checked for the gold figure, as `eval answer` does for one document.
 */
import path from "node:path";
import { askLibrary } from "../../core/library/ask-library";
import { parsePart, partFilter, pdfDir, type SetPart } from "../../testing/holdout";
import { fail, type Args } from "../args";
import { goldFigures, isRight } from "./answer-metrics";
import { libraryFiles, openLibrary, libraryAskInput } from "../commands/library-dir";
import { readQuestionSet } from "./question-set";

async function answerPart(set: string, part: SetPart, limit: number, log: (line: string) => void) {
  const inPart = partFilter(pdfDir(set), part);
  const files = libraryFiles(pdfDir(set)).filter((f) => inPart(path.basename(f).replace(/\.pdf$/i, "")));
  const library = await openLibrary(files, 8, () => undefined);
  const ids = new Set(library.files.keys());
  const questions = readQuestionSet(set, part)
    .filter((q) => ids.has(`${q.doc}.pdf`) && goldFigures(q.answer).length > 0)
    .slice(0, limit);
  let right = 0;
  const t0 = performance.now();
  for (const q of questions) {
    const result = await askLibrary({
      ...libraryAskInput(library),
      question: q.question,
    });
    const first = result.answer?.claims[0]?.text ?? "";
    const ok = isRight(first, goldFigures(q.answer));
    if (ok) right++;
    log(`${ok ? "RIGHT" : "wrong"} ${part} ${q.doc} ${q.id}\n  first: ${first.slice(0, 160)}`);
  }
  const n = questions.length;
  return {
    questions: n,
    correct_first: n ? Math.round((right / n) * 1000) / 1000 : 0,
    ms_per_question: n ? Math.round((performance.now() - t0) / n) : 0,
  };
}

export default async function evalLibraryAnswer(args: Args): Promise<void> {
  const set = path.resolve(process.cwd(), args.options.get("set") ?? "../shared/financebench");
  const json = args.flags.has("json");
  const log = (line: string) => (json ? process.stderr : process.stdout).write(line + "\n");
  const limit = Number(args.options.get("limit") ?? Infinity);
  const part = parsePart(args.options.get("part"), fail);
  const summary = { [part]: await answerPart(set, part, limit, log) };
  for (const [name, s] of Object.entries(summary))
    log(`${name}: ${s.questions} questions, correct_first ${s.correct_first}, ${s.ms_per_question} ms a question`);
  if (json) process.stdout.write(JSON.stringify(summary) + "\n");
}
