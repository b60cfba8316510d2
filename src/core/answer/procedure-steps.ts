/**
 * "How do I install it?" is answered by the steps under the heading that names the task
 * ("Installation", "Descaling"): the lines that follow that heading, in order, commands and
 * numbered steps included, rather than the sentence elsewhere that shares most words with
 * the question. A heading here is a line set apart on its page (bold, or larger than the
 * page's running text), so a command line ("npm install idb") is a step, not a heading.
 */
import type { Line, PageLayout } from "../types";
import type { Candidate } from "./cite/candidates";
import { contentTokens, stem } from "./normalize";
import { wordForms } from "../text/word-forms";

/** Questions after a way of doing something, and the task's verb ("descale", "install"). */
const PROCEDURE =
  /^\s*how (?:do|can|should|could|would|shall) (?:i|you|we|one|users?) (\p{L}+)|^\s*how to (\p{L}+)|\b(?:steps|procedure|instructions) (?:to|for) (\p{L}+)/iu;

export const asksProcedure = (question: string) => PROCEDURE.test(question);

/** The task's verb in its forms, stemmed ("descale": "descaling", "descaled"); null for other questions. */
export function procedureTask(question: string): Set<string> | null {
  const m = PROCEDURE.exec(question);
  const verb = m && (m[1] ?? m[2] ?? m[3]).toLowerCase();
  return verb ? new Set([verb, ...wordForms(verb)].map(stem)) : null;
}

/** Steps taken after the heading, at most; each ranks over every other passage, the first highest. */
const MAX_STEPS = 3;
const STEP_BONUS = 0.3;
const STEP_DECAY = 0.1;

/** The median font size of a page's lines: its running text. */
function runningSize(layout: PageLayout): number {
  const sizes = layout.lines.map((l) => l.fontSize).sort((a, b) => a - b);
  return sizes[sizes.length >> 1] ?? 0;
}

const setApart = (line: Line, running: number) => line.bold || line.fontSize > running * 1.1;

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
): { page: number; line: number; weight: number } | null {
  let best: { page: number; line: number; weight: number } | null = null;
  for (const page of pageNumbers) {
    const layout = pages(page);
    if (!layout) continue;
    const running = runningSize(layout);
    layout.lines.forEach((line, li) => {
      if (!setApart(line, running) || line.words.length > MAX_HEADING_WORDS || /[.!?]$/.test(line.text.trim())) return;
      const tokens = contentTokens(line.text).map(stem);
      if (!tokens.some((t) => task.has(t))) return;
      const weight = tokens.reduce((sum, t) => sum + (weights.get(t) ?? 0), 0);
      if (!best || weight > best.weight) best = { page, line: li, weight };
    });
  }
  return best;
}

const MAX_HEADING_WORDS = 12;

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
  const heading = taskHeading(pageNumbers, task, weights, pages);
  if (!heading) return bonuses;
  const { page, line } = heading;
  // The steps run on from the heading, onto the next page at most, skipping sub-headings ("Using npm").
  const after = cands
    .map((c, i) => ({ start: startOf(c), i }))
    .filter(({ start }) => start && ((start.page === page && start.line > line) || start.page === page + 1))
    .sort((a, b) => a.start!.page - b.start!.page || a.start!.line - b.start!.line);
  const seen = new Set<string>();
  for (const { start, i } of after) {
    if (bonuses.size >= MAX_STEPS) break;
    const key = `${start!.page}:${start!.line}`;
    const layout = pages(start!.page);
    const first = layout?.lines[start!.line];
    if (seen.has(key) || !layout || !first || (setApart(first, runningSize(layout)) && cands[i].spans!.length === 1))
      continue;
    seen.add(key);
    bonuses.set(i, STEP_BONUS - STEP_DECAY * bonuses.size);
  }
  return bonuses;
}
