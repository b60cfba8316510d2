/**
 * answerQuestion: evidence pages in, an answer with pincites out. Screen the evidence
 * for text addressed to an AI, gate (abstain when the pages can't answer), then write:
 * the chat model when one is configured, else the extractive answer. Every citation's
 * quote comes from page text, so no generated text can reach a citation.
 */
import type { SystemOneClient } from "../system-one";
import type { PageLayout } from "../types";
import type { ChatClient } from "./chat-client";
import { ChatError } from "./chat-errors";
import { parseClaims } from "./claims";
import { citeClaims, type PageLookup } from "./cite";
import { extractiveAnswer } from "./extractive";
import { gateAnswer, NOT_IN_DOCUMENT } from "./gate";
import { buildMessages, type LabelledEvidence } from "./prompt";
import { screenEvidence } from "./screen";
import type { AnswerResult, AnswerTrace, ChatTrace, Claim, EvidenceInput } from "./types";
import type { PickTrace } from "./pick";

export interface AnswerInput {
  question: string;
  evidence: EvidenceInput[];
  /** Layouts of (at least) the evidence pages, or a lookup by 1-based page. */
  pages: readonly PageLayout[] | PageLookup;
  chat?: ChatClient;
  systemOne?: SystemOneClient;
  /** Streamed text of the chat answer as it arrives. */
  onDelta?: (text: string) => void;
  now?: () => number;
}

const perf = (globalThis as { performance?: { now(): number } }).performance;
const clock = () => (perf ? perf.now() : Date.now());

export function pageLookup(pages: AnswerInput["pages"]): PageLookup {
  if (typeof pages === "function") return pages;
  const byPage = new Map(pages.map((p) => [p.page, p]));
  return (n) => byPage.get(n);
}

export async function answerQuestion(input: AnswerInput): Promise<AnswerResult> {
  const now = input.now ?? clock;
  const t0 = now();
  const labelled: LabelledEvidence[] = input.evidence.map((e, i) => ({
    label: i + 1,
    page_start: e.page_start,
    page_end: e.page_end,
    text: e.text,
  }));
  const screened = screenEvidence(labelled);
  const t1 = now();
  const gate = await gateAnswer(input.question, screened.evidence, input.systemOne, now);
  const t2 = now();
  const trace: AnswerTrace = {
    mode: input.chat ? "chat" : "extractive",
    evidence: labelled.map((e) => ({
      label: e.label,
      page_start: e.page_start,
      page_end: e.page_end,
      chars: e.text.length,
    })),
    screen: { rules: screened.rules, quarantined: screened.quarantined.length },
    gate,
    markers: [],
    pick: { mode: "none", why: "not run", min_confidence: 0.35, requests: 0, input_tokens: 0, cost_usd: 0, ms: 0 },
    claims: [],
    notes: [],
    timings: { screen_ms: t1 - t0, gate_ms: t2 - t1, chat_ms: 0, pincite_ms: 0, total_ms: 0 },
  };
  const finish = (answer: string, claims: Claim[], abstained: boolean): AnswerResult => {
    trace.timings.total_ms = now() - t0;
    return { answer, claims, abstained, quarantined: screened.quarantined, trace };
  };
  if (gate.abstain) return finish(NOT_IN_DOCUMENT, [], true);
  const pages = pageLookup(input.pages);
  const written = input.chat ? await writeWithChat(input, screened.evidence, trace, now) : null;
  const t3 = now();
  if (written?.abstained) return finish(NOT_IN_DOCUMENT, [], true);
  const cited = written
    ? await citeClaims(written.claims, labelled, pages, {
        systemOne: input.systemOne,
        quarantined: screened.quarantined,
        now,
      })
    : { ...extractiveAnswer(input.question, labelled, pages, screened.quarantined), pick: extractivePick };
  trace.timings.pincite_ms = now() - t3;
  trace.pick = cited.pick;
  trace.claims = cited.trace;
  if (!written) trace.mode = "extractive";
  return finish(answerText(cited.claims), cited.claims, false);
}

const extractivePick: PickTrace = {
  mode: "none",
  why: "extractive answer: each claim is its own quote",
  min_confidence: 0.35,
  requests: 0,
  input_tokens: 0,
  cost_usd: 0,
  ms: 0,
};

/** The chat model's claims, or null (and a note) when the call failed: the answer turns extractive. */
async function writeWithChat(input: AnswerInput, evidence: LabelledEvidence[], trace: AnswerTrace, now: () => number) {
  const chat = input.chat!;
  const messages = buildMessages(input.question, evidence);
  const t = now();
  const base: Omit<ChatTrace, "streamed" | "attempts" | "reply"> = {
    ...chat.describe(),
    ms: 0,
    prompt_chars: messages.reduce((s, m) => s + m.content.length, 0),
  };
  try {
    const res = await chat.complete({ messages, onDelta: input.onDelta });
    trace.chat = {
      ...base,
      model: res.model,
      streamed: res.streamed,
      attempts: res.attempts,
      ms: res.ms,
      finish_reason: res.finishReason,
      usage: res.usage,
      reply: res.text,
    };
    trace.timings.chat_ms = now() - t;
    const labels = new Set(evidence.map((e) => e.label));
    const parsed = parseClaims(res.text, labels, pageToLabel(evidence));
    trace.markers = parsed.flags;
    return { claims: parsed.claims, abstained: isAbstention(res.text) };
  } catch (err) {
    const e =
      err instanceof ChatError ? err.toData() : { code: "error", message: String((err as Error)?.message ?? err) };
    trace.chat = {
      ...base,
      streamed: false,
      attempts: (e as { attempts?: number }).attempts ?? 1,
      reply: "",
      error: { code: e.code, message: e.message },
    };
    trace.timings.chat_ms = now() - t;
    trace.notes.push(`chat model failed (${e.code}): the answer is extractive instead`);
    return null;
  }
}

/** Models cite page numbers now and then; map those that name exactly one evidence label. */
function pageToLabel(evidence: LabelledEvidence[]): Map<number, number> {
  const m = new Map<number, number>();
  for (const e of evidence) for (let p = e.page_start; p <= e.page_end; p++) m.set(p, m.has(p) ? -1 : e.label);
  for (const [p, l] of m) if (l < 0) m.delete(p);
  return m;
}

const isAbstention = (reply: string) => /^\W*not in the (document|evidence)\W*$/i.test(reply.trim());

/** Claims with their markers, one line each. */
function answerText(claims: Claim[]): string {
  return claims
    .map((c) => `${c.text}${[...new Set(c.citations.map((x) => x.label))].map((l) => ` [${l}]`).join("")}`)
    .join("\n");
}
