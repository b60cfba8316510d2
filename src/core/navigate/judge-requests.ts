/**
 * The System One requests of judgewalk, one per step: a shared state (the question plus
 * the candidates) and one noul question per candidate, its data in an object
 * `instructions` as the API recommends. Each returns P(yes) per candidate and the usage
 * for the trace; failures surface as ModelError for the caller to degrade on.
 */
import type { NoulQuestion, SystemOneClient } from "../system-one";

/** Page text sent for a full read, in characters: keeps 8 pages well under 32k tokens. */
export const READ_CHARS = 8000;

export interface JudgeOutcome {
  /** Candidate key → P(yes). */
  p: Map<string, number>;
  usage: {
    requests: number;
    input_tokens: number;
    output_tokens: number;
    cost_usd: number;
    attempts: number;
    cached: boolean;
    model: string;
  };
}

export interface JudgeItem {
  key: string;
  data: Record<string, string>;
}

/** Question ids must be plain ([A-Za-z0-9_]); candidates are numbered in order. */
async function askNouls(
  client: SystemOneClient,
  state: object,
  prompt: string,
  items: JudgeItem[],
): Promise<JudgeOutcome> {
  const questions: Record<string, NoulQuestion> = {};
  items.forEach((it, i) => (questions[`c${i}`] = { type: "noul", instructions: { question: prompt, ...it.data } }));
  const r = await client.ask({ state, questions });
  const p = new Map<string, number>();
  items.forEach((it, i) => p.set(it.key, r.answers[`c${i}`]?.noul ?? 0));
  const usage = {
    requests: 1,
    input_tokens: r.usage.inputTokens,
    output_tokens: r.usage.outputTokens,
    cost_usd: r.costUsd,
    attempts: r.attempts,
    cached: r.cached,
    model: r.model,
  };
  return { p, usage };
}

export function judgeSections(
  client: SystemOneClient,
  question: string,
  sections: { key: string; path: string; pages: string }[],
): Promise<JudgeOutcome> {
  const state = { question, sections: sections.map((s) => ({ title: s.path, pages: s.pages })) };
  const prompt =
    "Is `section` (one of the document's sections listed in the state) where the document gives the " +
    "information needed to answer the state's `question`?";
  return askNouls(
    client,
    state,
    prompt,
    sections.map((s) => ({ key: s.key, data: { section: s.path } })),
  );
}

export function judgeHeads(
  client: SystemOneClient,
  question: string,
  heads: { key: string; head: string }[],
): Promise<JudgeOutcome> {
  const state = { question, pages: heads.map((h) => ({ page: h.key, head: h.head })) };
  const prompt =
    "Judging only from `head`, the first lines of one page listed in the state, is this page likely to hold " +
    "evidence for the state's `question`?";
  return askNouls(
    client,
    state,
    prompt,
    heads.map((h) => ({ key: h.key, data: { head: h.head } })),
  );
}

export function judgePages(
  client: SystemOneClient,
  question: string,
  pages: { key: string; text: string }[],
): Promise<JudgeOutcome> {
  const prompt = "Does `page_text` state information usable in a direct answer to the state's `question`?";
  return askNouls(
    client,
    { question },
    prompt,
    pages.map((p) => ({ key: p.key, data: { page_text: p.text.slice(0, READ_CHARS) } })),
  );
}

export function judgeReferences(
  client: SystemOneClient,
  question: string,
  refs: { key: string; context: string; text: string }[],
): Promise<JudgeOutcome> {
  const prompt =
    "The page in `page_text` was reached by following the cross-reference in `reference`. Does it add evidence " +
    "for the state's `question`?";
  return askNouls(
    client,
    { question },
    prompt,
    refs.map((r) => ({ key: r.key, data: { reference: r.context, page_text: r.text.slice(0, READ_CHARS) } })),
  );
}
