/**
 * Answer types: plain data, so an answer and its trace are stored, exported and replayed
 * as they are. No field ever holds an API key.
 */
import type { Rect } from "../types";
import type { MarkerFlag } from "./claims";
import type { GateResult } from "./gate";
import type { LocateMethod, Precision } from "./locate";
import type { PickTrace } from "./pick";
import type { QuarantinedText, ScreenCheck } from "./screen";
import type { ColumnValue } from "./table-columns";

/** One evidence page (or range), verbatim: the navigator's EvidencePage. */
export interface EvidenceInput {
  page_start: number;
  page_end: number;
  text: string;
  why?: string;
}

export interface Citation {
  /** The evidence label [n] the claim cited. */
  label: number;
  /** 1-based physical page. */
  page: number;
  precision: Precision;
  /** Verbatim text of the page (null at page or section precision). */
  quote: string | null;
  /** One rectangle per line, normalised 0–1, origin top-left. */
  rects: Rect[];
}

export interface Claim {
  text: string;
  citations: Citation[];
  /** For a table row quoted whole: each figure with the year heading its column. */
  columns?: ColumnValue[];
}

export interface ClaimTrace {
  claim: number;
  label: number;
  candidates: number;
  picked: string | null;
  confidence: number | null;
  why: string;
  method: LocateMethod;
  overlap: number;
}

export interface ChatTrace {
  endpoint: string;
  model: string;
  streamed: boolean;
  attempts: number;
  ms: number;
  finish_reason?: string;
  usage?: { prompt_tokens?: number; completion_tokens?: number };
  prompt_chars: number;
  reply: string;
  error?: { code: string; message: string };
}

export interface AnswerTrace {
  mode: "chat" | "extractive";
  evidence: { label: number; page_start: number; page_end: number; chars: number }[];
  screen: { rules: string[]; quarantined: number; check?: ScreenCheck };
  gate: GateResult;
  chat?: ChatTrace;
  markers: MarkerFlag[];
  pick: PickTrace;
  claims: ClaimTrace[];
  notes: string[];
  timings: { screen_ms: number; gate_ms: number; chat_ms: number; pincite_ms: number; total_ms: number };
}

export interface AnswerResult {
  answer: string;
  claims: Claim[];
  abstained: boolean;
  quarantined: QuarantinedText[];
  trace: AnswerTrace;
}
