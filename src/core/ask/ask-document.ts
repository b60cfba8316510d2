/**
 * One question, end to end, over a prepared document: navigate to evidence pages (with
 * System One when a client is given, else the offline navigator), then answer with
 * pincites (chat model when given, else extractive). The result is plain data, stored
 * and replayed as it is; it carries a trace token and never a key.
 */
import { answerQuestion, type AnswerResult, type ChatClient, type PageLookup } from "../answer";
import { judgewalk, navigateOffline, type EvidencePage, type NavDocument, type NavigationTrace } from "../navigate";
import type { SystemOneClient } from "../system-one";
import type { PageLayout } from "../types";
import type { EvidenceReason } from "./evidence-reasons";

export interface AskInput {
  doc: NavDocument;
  /** Layouts of the document's pages, or a lookup by 1-based page. */
  pages: readonly PageLayout[] | PageLookup;
  question: string;
  systemOne?: SystemOneClient;
  chat?: ChatClient;
  /** Streamed text of a chat answer as it arrives. */
  onDelta?: (text: string) => void;
  /** Called when navigation is done and answering starts (the CLI times the two apart). */
  onNavigated?: () => void;
}

export interface AskResult {
  /** Stable handle for replay (`#/doc/<id>/answer/<token>`). */
  trace_token: string;
  question: string;
  /** Epoch ms. */
  asked_at: number;
  evidence: EvidencePage[];
  navigation: NavigationTrace;
  answer: AnswerResult;
  /**
   * Why each evidence page was read, in the reader's words (evidence-reasons.ts), when the
   * asker worked them out; answers stored before they were kept have none.
   */
  evidence_reasons?: EvidenceReason[];
}

/** A random token; crypto.randomUUID exists in browsers, workers and Node 20. */
export function newTraceToken(): string {
  const crypto = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  if (crypto?.randomUUID) return crypto.randomUUID().replace(/-/g, "").slice(0, 20);
  return Math.random().toString(36).slice(2) + Date.now().toString(36);
}

export async function askDocument(input: AskInput): Promise<AskResult> {
  const question = input.question.trim();
  const navigation = input.systemOne
    ? await judgewalk(input.doc, question, { client: input.systemOne })
    : navigateOffline(input.doc, question);
  input.onNavigated?.();
  const answer = await answerQuestion({
    question,
    evidence: navigation.evidence,
    pages: input.pages,
    chat: input.chat,
    systemOne: input.systemOne,
    onDelta: input.onDelta,
  });
  return {
    trace_token: newTraceToken(),
    question,
    asked_at: Date.now(),
    evidence: navigation.evidence,
    navigation: navigation.trace,
    answer,
  };
}
