/**
 * The answer gate: can these evidence pages answer the question? With System One, one
 * yes/no question over the pages; below MIN_GATE_P the answer abstains with "not in the
 * document" and no chat call is made. Offline, a visible lexical rule. The gate never
 * abstains because of an error: a failed call lets the answer through, marked degraded.
 */
import { NO_MODEL_USAGE, type ModelUsage, type NoulQuestion, type SystemOneClient } from "../system-one";
import { questionKeywords, stem, matchTokens } from "./normalize";
import { fold } from "../text/fold";
import { letterNames, longOptionTokens, optionTokens } from "../text/option-tokens";
import { pointingWords } from "./self-reference";
import { asksAuthor } from "./cite/byline";
import { AUTHOR_WORDS } from "./answer-words";

export interface GateEvidence {
  label: number;
  page_start: number;
  page_end: number;
  text: string;
}

export interface GateResult extends ModelUsage {
  mode: "system-one" | "lexical";
  abstain: boolean;
  /** System One's P(yes), or the lexical keyword coverage. */
  score: number;
  threshold: number;
  rule: string;
  keywords?: string[];
  missing?: string[];
}

export const MIN_GATE_P = 0.3;
/** Offline: abstain when under a fifth of the question's keywords appear in the evidence. */
export const MIN_KEYWORD_COVERAGE = 0.2;
export const NOT_IN_DOCUMENT = "Not in the document.";

export async function gateAnswer(
  question: string,
  evidence: GateEvidence[],
  systemOne?: SystemOneClient,
  now: () => number = Date.now,
): Promise<GateResult> {
  if (evidence.every((e) => !e.text.trim()))
    return { ...lexicalGate(question, evidence), abstain: true, score: 0, rule: "no evidence text: abstain" };
  if (!systemOne) return lexicalGate(question, evidence);
  const t0 = now();
  try {
    return { ...(await systemOneGate(question, evidence, systemOne)), ms: now() - t0 };
  } catch (err) {
    const e = err as { code?: unknown; message?: unknown };
    const degraded = { code: typeof e.code === "string" ? e.code : "error", message: String(e.message ?? err) };
    return {
      ...lexicalGate(question, evidence),
      abstain: false,
      rule: "System One failed: the gate lets the answer through",
      ms: now() - t0,
      degraded,
    };
  }
}

async function systemOneGate(question: string, evidence: GateEvidence[], client: SystemOneClient): Promise<GateResult> {
  const can_answer: NoulQuestion = {
    type: "noul",
    instructions: {
      question: "Do the evidence pages in the state contain the information needed to answer `query`?",
      query: question,
    },
    criteria: {
      true: "The pages state the facts or figures the answer needs.",
      false: "The answer is not on these pages.",
    },
  };
  const state = {
    evidence: evidence.map((e) => ({ label: e.label, pages: [e.page_start, e.page_end], text: e.text })),
  };
  const res = await client.ask({ state, questions: { can_answer } });
  const p = res.answers.can_answer.noul;
  const rule = `abstain when System One's P(the pages can answer) < ${MIN_GATE_P}`;
  return {
    mode: "system-one",
    abstain: p < MIN_GATE_P,
    score: p,
    threshold: MIN_GATE_P,
    rule,
    requests: res.cached ? 0 : res.attempts,
    input_tokens: res.usage.inputTokens,
    cost_usd: res.costUsd,
    ms: 0,
  };
}

/**
 * Keywords the pages need not hold. Words pointing at the document asked ("this report", "… is documented") are on
 * no page, and neither is the verb of a question after who made it ("Who wrote …?"): the cover answers both with
 * its title and byline. Such a word the pages do hold still counts ("When does this agreement expire?").
 */
function excusedKeywords(question: string): Set<string> {
  const pointing = pointingWords(question);
  return asksAuthor(question) ? new Set([...pointing, ...AUTHOR_WORDS]) : pointing;
}

/** Share of the question's keywords (plural-folded) found anywhere in the evidence. */
export function lexicalGate(question: string, evidence: GateEvidence[]): GateResult {
  const keywords = questionKeywords(question);
  const excused = excusedKeywords(question);
  const text = evidence.map((e) => e.text).join("\n");
  // Options and letter names keep their case ("-C", "R"), which folding would lose: read from the text as printed.
  const present = new Set([
    ...matchTokens(fold(text, "match")).map(stem),
    ...optionTokens(text),
    ...longOptionTokens(text),
    ...letterNames(text),
  ]);
  const missing = keywords.filter((k) => !present.has(stem(k)) && !excused.has(k));
  const score = keywords.length ? round((keywords.length - missing.length) / keywords.length) : 1;
  const rule =
    `abstain when under ${MIN_KEYWORD_COVERAGE * 100}% of ` + `the question's keywords appear in the evidence pages`;
  return {
    mode: "lexical",
    abstain: score < MIN_KEYWORD_COVERAGE,
    score,
    threshold: MIN_KEYWORD_COVERAGE,
    rule,
    keywords,
    missing,
    ...NO_MODEL_USAGE,
  };
}

const round = (x: number) => Math.round(x * 1000) / 1000;
