/**
 * Answer types: plain data, so an answer and its trace are stored, exported and replayed
 * as they are. No field ever holds an API key.
 */
import type { Rect } from "../types";
import type { MarkerFlag } from "./chat/claims";
import type { GateResult } from "./gate";
import type { LocateMethod, Precision } from "./cite/locate";
import type { PickTrace } from "./cite/pick";
import type { QuarantinedText, ScreenCheck } from "../injection-screen/screen";
import type { ColumnValue } from "./tables/table-columns";

/** One evidence page (or range), verbatim: the navigator's EvidencePage. */
export interface EvidenceInput {
  page_start: number;
  page_end: number;
  text: string;
  why?: string;
}

export interface Citation {
  /** The number shown as [n]: sources numbered in the order the claims first cite them (citation-order.ts). */
  label: number;
  /** The evidence label the claim cited (the navigator's ranking); absent in answers stored before numbering. */
  source?: number;
  /** 1-based physical page. */
  page: number;
  precision: Precision;
  /** Verbatim text of the page (null at page or section precision). */
  quote: string | null;
  /** One rectangle per line, normalised 0–1, origin top-left. */
  rects: Rect[];
}

/** One figure an answer rests on: a statement row's value in one period, cited. */
export interface FigureOperand {
  /** The row's label as printed ("Total current assets"). */
  label: string;
  /** The column's period ("2019", "Three months ended June 30, 2023"). */
  period: string;
  value: number;
  /** The figure as printed on the page ("(1,577)"). */
  printed: string;
  /** Index into the claim's citations of the line that prints it. */
  citation: number;
}

/** The figure a claim answers with: read off one row, or computed from cited rows. */
export interface ClaimFigure {
  /** The answer as shown, with its unit ("$1,577 million", "23.5%", "1.73"). */
  value: string;
  /** The formula with the operands' figures ("(1,234.5 − 1,000.0) / 1,000.0"); absent for a figure read off a row. */
  formula?: string;
  operands: FigureOperand[];
}

export interface Claim {
  text: string;
  citations: Citation[];
  /** For a table row quoted whole: each figure with the year heading its column. */
  columns?: ColumnValue[];
  /** The asked figure, when the claim states one. */
  figure?: ClaimFigure;
  /** Why the claim is not to be trusted (a chat figure on no cited line nor shown formula). */
  flags?: string[];
  /** Cited pages OCR read with low confidence (core/ocr/ocr-caveats.ts): check the claim against them. */
  ocr_caveats?: { page: number; confidence: number }[];
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
  /** The figure the question asked for: what it was, and whether the pages gave it. */
  figure?: { asked: string; found: boolean; why: string };
  timings: { screen_ms: number; gate_ms: number; chat_ms: number; pincite_ms: number; total_ms: number };
}

export interface AnswerResult {
  answer: string;
  claims: Claim[];
  abstained: boolean;
  quarantined: QuarantinedText[];
  trace: AnswerTrace;
}
