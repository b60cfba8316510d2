/**
 * "How do I install it?" is answered by the steps under the heading that names the task
 * ("Installation", "Descaling"): the lines that follow that heading, in order, commands and
 * numbered steps included, rather than the sentence elsewhere that shares most words with
 * the question. A heading here is a line set apart on its page (bold, or larger than the
 * page's running text, as tree/style.ts judges one), so a command line ("npm install idb") is a
 * step, not a heading.
 */
import type { PageLayout } from "../types";
import { median } from "../layout/geometry";
import { isEmphasised } from "../tree/style";
import type { Candidate } from "./cite/candidates";
import { contentTokens, stem } from "./normalize";
import { wordForms } from "../text/word-forms";
import { PROCEDURE } from "./asks-way";
import { QUESTION_AUXILIARIES } from "./answer-words";

/**
 * "What command installs it?", "Which command is used to start it?": the command is the step
 * under the task's heading too. The verb comes after the command's own wording ("installs",
 * "is used to install"); an auxiliary there ("What command does xargs run …") names no task.
 */
// "Which command removes …" names its task right after "command"; "command line" is followed by its task only
// through "to" ("What command line is used to …"): "Which command line option selects …" asks an option.
const COMMAND_TO = String.raw`(?:(?:is|are) (?:used|run) to |(?:do|should|can) (?:i|you|we) (?:use|run|type) to |to )`;
const COMMAND = new RegExp(
  String.raw`^\s*(?:what|which) ` +
    String.raw`(?:(?:commands?(?! line\b)|shell command) ${COMMAND_TO}?|command line ${COMMAND_TO})(\p{L}+)`,
  "iu",
);
const AUXILIARY = new RegExp(String.raw`^(?:${QUESTION_AUXILIARIES.join("|")})$`, "i");

/** The task's verb in its forms, stemmed ("descale": "descaling", "descaled"); null for other questions. */
export function procedureTask(question: string): Set<string> | null {
  const m = PROCEDURE.exec(question);
  const command = m ? null : COMMAND.exec(question);
  const said = m ? (m[1] ?? m[2] ?? m[3]) : command && !AUXILIARY.test(command[1]) ? command[1] : null;
  // "installs" is asked as the task "install".
  const verb = said && (command ? stem(said.toLowerCase()) : said.toLowerCase());
  return verb ? new Set([verb, ...wordForms(verb)].map(stem)) : null;
}

export const asksProcedure = (question: string) => procedureTask(question) !== null;

/** Steps taken after the heading, at most; each ranks over every other passage, the first highest. */
const MAX_STEPS = 3;
const STEP_BONUS = 0.3;
const STEP_DECAY = 0.1;

/**
 * Whether a page's line is set apart as a heading is, against the page's running text (the
 * median size of its lines), the way the tree builder judges it against the body.
 */
function setApartOn(pages: (page: number) => PageLayout | undefined): (page: number, line: number) => boolean {
  const running = new Map<number, number>();
  return (page, line) => {
    const layout = pages(page);
    const l = layout?.lines[line];
    if (!layout || !l) return false;
    let size = running.get(page);
    if (size === undefined) running.set(page, (size = median(layout.lines.map((x) => x.fontSize))));
    return isEmphasised(l, size);
  };
}

/** A heading is a short line. */
const MAX_HEADING_WORDS = 12;

/**
 * Where the heading that names the task stands: a line set apart, no sentence, holding the
 * task's verb in some form ("Descaling"); of several, the one sharing most of the question's
 * other words. A heading naming only the thing ("Coffee Machine Guide") names no task.
 */
function taskHeading(
  pageNumbers: number[],
  task: ReadonlySet<string>,
  weights: ReadonlyMap<string, number>,
  pages: (page: number) => PageLayout | undefined,
  setApart: (page: number, line: number) => boolean,
): { page: number; line: number; weight: number } | null {
  let best: { page: number; line: number; weight: number } | null = null;
  for (const page of pageNumbers) {
    pages(page)?.lines.forEach((line, li) => {
      if (!setApart(page, li) || line.words.length > MAX_HEADING_WORDS || /[.!?]$/.test(line.text.trim())) return;
      const tokens = contentTokens(line.text).map(stem);
      if (!tokens.some((t) => task.has(t))) return;
      const weight = tokens.reduce((sum, t) => sum + (weights.get(t) ?? 0), 0);
      if (!best || weight > best.weight) best = { page, line: li, weight };
    });
  }
  return best;
}

/** Where a candidate starts: its first line. */
const startOf = (c: Candidate) => c.spans?.[0] ?? null;

/**
 * Bonus by candidate index for the steps under the heading that names the asked task, in
 * reading order, over the best score of any other passage; empty when no heading names it.
 */
export function stepBonuses(
  cands: readonly Candidate[],
  task: ReadonlySet<string>,
  weights: ReadonlyMap<string, number>,
  pages: (page: number) => PageLayout | undefined,
): Map<number, number> {
  const bonuses = new Map<number, number>();
  const pageNumbers = [...new Set(cands.map((c) => c.page))].sort((a, b) => a - b);
  const setApart = setApartOn(pages);
  const heading = taskHeading(pageNumbers, task, weights, pages, setApart);
  if (!heading) return bonuses;
  const { page, line } = heading;
  // The steps run on from the heading, onto the next page at most, skipping sub-headings ("Using npm").
  const after = cands
    .flatMap((c, i) => {
      const start = startOf(c);
      return start && ((start.page === page && start.line > line) || start.page === page + 1) ? [{ start, i }] : [];
    })
    .sort((a, b) => a.start.page - b.start.page || a.start.line - b.start.line);
  const seen = new Set<string>();
  for (const { start, i } of after) {
    if (bonuses.size >= MAX_STEPS) break;
    const key = `${start.page}:${start.line}`;
    // A sub-heading under the task's heading ("Using npm") is passed over, not counted as a step.
    if (seen.has(key) || (setApart(start.page, start.line) && cands[i].spans!.length === 1)) continue;
    seen.add(key);
    bonuses.set(i, STEP_BONUS - STEP_DECAY * bonuses.size);
  }
  return bonuses;
}
