/**
 * `npm run eval -- library-answer [--set DIR] [--half dev|check] [--limit N] [--json]`: each
 * half of the filings (dev = the first by name, check = the rest) opened as ONE library,
 * every question with a gold figure asked of it without naming its file, and the no-key
 * answer's first claim checked for the gold figure, as `eval answer` does for one document.
 */
import path from "node:path";
import { askLibrary } from "../core/library/ask-library";
import type { Args } from "./args";
import { goldFigures, isRight } from "./eval-answer-metrics";
import { halfOf } from "./eval-library";
import { libraryFiles, openLibrary } from "./library-dir";
import { readQuestionSet } from "./question-set";

async function answerHalf(set: string, half: "dev" | "check", limit: number, log: (line: string) => void) {
  const library = await openLibrary(halfOf(libraryFiles(path.join(set, "pdfs")), half), 8, () => undefined);
  const ids = new Set(library.files.keys());
  const questions = readQuestionSet(set)
    .filter((q) => ids.has(`${q.doc}.pdf`) && goldFigures(q.answer).length > 0)
    .slice(0, limit);
  let right = 0;
  const t0 = performance.now();
  for (const q of questions) {
    const result = await askLibrary({
      library: library.index,
      question: q.question,
      loadNav: library.loadNav,
      loadPages: library.loadPages,
    });
    const first = result.answer?.claims[0]?.text ?? "";
    const ok = isRight(first, goldFigures(q.answer));
    if (ok) right++;
    log(`${ok ? "RIGHT" : "wrong"} ${half} ${q.doc} ${q.id}\n  first: ${first.slice(0, 160)}`);
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
  const asked = args.options.get("half");
  const halves: ("dev" | "check")[] = asked === "dev" || asked === "check" ? [asked] : ["dev", "check"];
  const summary: Record<string, Awaited<ReturnType<typeof answerHalf>>> = {};
  for (const half of halves) summary[half] = await answerHalf(set, half, limit, log);
  for (const [half, s] of Object.entries(summary))
    log(`${half}: ${s.questions} questions, correct_first ${s.correct_first}, ${s.ms_per_question} ms a question`);
  if (json) process.stdout.write(JSON.stringify(summary) + "\n");
}
