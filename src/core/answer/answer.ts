/**
 * answerQuestion: evidence pages in, an answer with pincites out. Screen the evidence
 * for text addressed to an AI, gate (abstain when the pages can't answer), then write:
 * the chat model when one is configured, else the extractive answer. Every citation's
 * quote comes from page text, so no generated text can reach a citation.
 */
import type { SystemOneClient } from "../system-one";
import type { PageLayout } from "../types";
import type { ChatClient } from "./chat/chat-client";
import { ModelError } from "../http/model-error";
import { parseClaims } from "./chat/claims";
import { citeClaims, type PageLookup } from "./cite/cite";
import { withOcrCaveats } from "../ocr/ocr-caveats";
import { numberCitations } from "./cite/citation-order";
import { extractiveAnswer } from "./extractive";
import { gateAnswer, NOT_IN_DOCUMENT } from "./gate";
import { buildMessages, type LabelledEvidence } from "./chat/prompt";
import {
  documentScreenOptions,
  type DocumentScreenOptions,
  screenEvidenceChecked,
  type QuarantinedText,
} from "../injection-screen/screen";
import { guardChatFigures } from "./chat/chat-guard";
import { figureAnswer } from "./figures/figure-answer";
import { findStatedFigure, statedFigureClaim, statedKind, type StatedFigure } from "./figures/stated-figure";
import { matchTokens } from "./normalize";
import { asksReason } from "./figures/figure-plan";
import { markDocumentFurniture } from "../pages/furniture";
import { questionProper } from "../text/question-text";
import { COVER_PAGES, readDocumentFacts } from "../library/document-facts";
import { yearEndMonth } from "./tables/fiscal-calendar";
import type { AnswerResult, AnswerTrace, ChatTrace, Claim, ClaimTrace, EvidenceInput } from "./types";
import { emptyTrace } from "./cite/pick";
import { documentVocabulary, offTopicQuestion } from "./off-topic";

export interface AnswerInput {
  question: string;
  evidence: EvidenceInput[];
  /** Layouts of (at least) the evidence pages, or a lookup by 1-based page. */
  pages: readonly PageLayout[] | PageLookup;
  /**
   * The month (1–12) the document's fiscal year ends, when the caller knows it (a library entry's
   * facts); null when the pages are several documents'. Unsaid, it is read from the cover.
   */
  fiscalYearEnd?: number | null;
  /**
   * What the screen is told of the whole document (injection-screen documentScreenOptions: the scripts and other
   * languages it writes in, whether it is software text, what it writes about on many pages), when `pages` is a lookup
   * and the caller holds the document (a library question to one document); read from `pages` when they are all given.
   */
  documentReading?: DocumentScreenOptions;
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
  // Running heads and feet are told apart across the whole document, when it is at hand.
  markDocumentFurniture(pages);
  const byPage = new Map(pages.map((p) => [p.page, p]));
  return (n) => byPage.get(n);
}

/** The lookup with the month the document's fiscal year ends: the caller's, else its cover's. */
function withFiscalYearEnd(lookup: PageLookup, given: number | null | undefined): PageLookup {
  if (lookup.fiscalYearEnd !== undefined && given === undefined) return lookup;
  const cover = Array.from({ length: COVER_PAGES }, (_, i) => lookup(i + 1)).filter((p) => p !== undefined);
  const fiscalYearEnd = given !== undefined ? given : cover.length ? yearEndMonth(readDocumentFacts(cover)) : null;
  return Object.assign((n: number) => lookup(n), { fiscalYearEnd });
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
  // With the whole document at hand, a script it writes in elsewhere is no island on the evidence's pages.
  const whole = typeof input.pages === "function" ? null : input.pages;
  const reading = input.documentReading ?? (whole ? documentScreenOptions(whole) : undefined);
  const screened = await screenEvidenceChecked(labelled, input.systemOne, now, { ...reading });
  // How the reply is to be written is for the chat model; the gate and the extractive answer read the question proper.
  const asked = questionProper(input.question);
  const t1 = now();
  const gate = await gateAnswer(asked, screened.evidence, input.systemOne, now);
  const t2 = now();
  const trace: AnswerTrace = {
    mode: input.chat ? "chat" : "extractive",
    evidence: labelled.map((e) => ({
      label: e.label,
      page_start: e.page_start,
      page_end: e.page_end,
      chars: e.text.length,
    })),
    screen: { rules: screened.rules, quarantined: screened.quarantined.length, check: screened.check },
    gate,
    markers: [],
    pick: emptyTrace("none", "not run"),
    claims: [],
    notes: [],
    timings: { screen_ms: t1 - t0, gate_ms: t2 - t1, chat_ms: 0, pincite_ms: 0, total_ms: 0 },
  };
  const finish = (answer: string, claims: Claim[], abstained: boolean): AnswerResult => {
    trace.timings.total_ms = now() - t0;
    return { answer, claims, abstained, quarantined: screened.quarantined, trace };
  };
  const pages = withFiscalYearEnd(pageLookup(input.pages), input.fiscalYearEnd);
  const figure = figureAnswer(asked, labelled, pages);
  // A figure no row gives may be stated in a sentence whose subject is the question's (an 8-K's workforce cut).
  const kind = figure?.trace.found ? null : statedKind(asked);
  const stated = kind ? findStatedFigure(asked, kind, labelled, pages, screened.quarantined) : null;
  // Rows that give the asked figure answer it, however few of the question's other words the pages hold.
  // Offline, a question about what the document never writes about is not answered by a word it shares.
  const offTopic = gate.mode === "lexical" && whole ? offTopicQuestion(asked, documentVocabulary(whole)) : null;
  if (offTopic?.offTopic) trace.notes.push(`off topic: the document never uses ${offTopic.unknown.join(", ")}`);
  if ((gate.abstain || offTopic?.offTopic) && !figure?.trace.found && !stated) return finish(NOT_IN_DOCUMENT, [], true);
  const shown = figure?.trace.found ? figure.claim : null;
  const written = input.chat
    ? await writeWithChat(input, screened.evidence, trace, now, shown ? figureFacts(shown) : [])
    : null;
  const t3 = now();
  // A chat model that finds nothing, when the rows gave the figure, is overruled by the rows.
  if (written?.abstained && !shown) return finish(NOT_IN_DOCUMENT, [], true);
  if (written?.abstained && shown)
    trace.notes.push("the chat model found no answer; the figure read from the rows answers instead");
  if (figure) trace.figure = figure.trace;
  const cited =
    written && !written.abstained
      ? guarded(
          await citeClaims(written.claims, labelled, pages, {
            systemOne: input.systemOne,
            quarantined: screened.quarantined,
            now,
          }),
          shown,
          trace,
        )
      : figure?.trace.found
        ? withReasons(figure.claim, asked, labelled, pages, screened.quarantined)
        : stated
          ? statedClaims(stated, pages)
          : figure
            ? statedInProse(figure.claim, figure.trace.asked, asked, labelled, pages, screened.quarantined)
            : { ...extractiveAnswer(asked, labelled, pages, screened.quarantined), pick: extractivePick };
  // Nothing on the pages read shares enough with the question: say so rather than answer with nothing.
  if (!cited.claims.length) {
    const focus = "unanswered" in cited && cited.unanswered ? ` (none gives ${cited.unanswered})` : "";
    trace.notes.push(`no sentence or row of the pages read answers the question${focus}`);
    return finish(NOT_IN_DOCUMENT, [], true);
  }
  trace.timings.pincite_ms = now() - t3;
  trace.pick = cited.pick;
  trace.claims = cited.trace;
  if (!written || written.abstained) trace.mode = "extractive";
  const claims = withOcrCaveats(numberCitations(cited.claims), pages);
  return finish(answerText(claims), claims, false);
}

/** The figure claim; a question after reasons also gets the lines that share most with it, after the figure. */
function withReasons(
  claim: Claim,
  question: string,
  labelled: LabelledEvidence[],
  pages: PageLookup,
  quarantined: QuarantinedText[],
) {
  const first = { claims: [claim], trace: [figureClaimTrace(claim)], pick: extractivePick };
  if (!claim.figure || !asksReason(question)) return first;
  const more = extractiveAnswer(question, labelled, pages, quarantined, REASON_CLAIMS);
  return {
    claims: [claim, ...more.claims],
    trace: [...first.trace, ...more.trace.map((t) => ({ ...t, claim: t.claim + 1 }))],
    pick: extractivePick,
  };
}

const REASON_CLAIMS = 2;

function statedClaims(found: StatedFigure, pages: PageLookup) {
  const { claim, trace } = statedFigureClaim(found, pages);
  return { claims: [claim], trace: [trace], pick: extractivePick };
}

/**
 * A figure no statement row gives may still be stated in a sentence ("Total revenue was 4,512
 * million dollars in fiscal 2023"). Such a sentence answers, when it names every word of the asked
 * item and holds a figure; otherwise the plain "Not found" claim stands, with where it looked,
 * rather than nearby lines that do not answer.
 */
function statedInProse(
  notFound: Claim,
  asked: string,
  question: string,
  labelled: LabelledEvidence[],
  pages: PageLookup,
  quarantined: QuarantinedText[],
) {
  const words = matchTokens(asked).filter((w) => w.length > 2);
  const states = (c: Claim) => {
    const said = new Set(matchTokens(c.text));
    return /\d/.test(c.text) && words.length > 0 && words.every((w) => said.has(w) || said.has(`${w}s`));
  };
  const prose = extractiveAnswer(question, labelled, pages, quarantined, REASON_CLAIMS);
  const kept = prose.claims.flatMap((c, i) => (states(c) ? [{ claim: c, trace: prose.trace[i] }] : []));
  if (!kept.length) return { claims: [notFound], trace: [figureClaimTrace(notFound)], pick: extractivePick };
  return {
    claims: kept.map((k) => k.claim),
    trace: kept.map((k, i) => ({ ...k.trace, claim: i })),
    pick: extractivePick,
  };
}

function figureClaimTrace(claim: Claim): ClaimTrace {
  const c = claim.citations[0];
  return {
    claim: 0,
    label: c?.label ?? 0,
    candidates: claim.figure?.operands.length ?? 0,
    picked: c?.quote ?? null,
    confidence: null,
    why: claim.figure ? "figure: the asked rows, in the asked period" : "figure: not on the pages read",
    method: "none",
    overlap: 0,
  };
}

const extractivePick = emptyTrace("none", "extractive answer: each claim is its own quote");

/** The chat model's claims, or null (and a note) when the call failed: the answer turns extractive. */
/** The chat answer's claims after the figure guard; flagged claims are noted in the trace. */
function guarded<T extends { claims: Claim[] }>(cited: T, shown: Claim | null, trace: AnswerTrace): T {
  const { claims, flagged } = guardChatFigures(cited.claims, shown);
  if (flagged)
    trace.notes.push(
      `${flagged} claim${flagged > 1 ? "s state" : " states"} a figure on no cited line and from no shown ` +
        `formula: flagged`,
    );
  return { ...cited, claims };
}

/** The asked figure as lines of data for the chat prompt: each operand with its label, then the result. */
function figureFacts(shown: Claim): string[] {
  const f = shown.figure!;
  const rows = f.operands.map(
    (o) =>
      `- ${o.label}, ${o.period}: ${o.printed} [${shown.citations[o.citation].label}] (page ` +
      `${shown.citations[o.citation].page})`,
  );
  return [...rows, f.formula ? `- Computed: ${shown.text}` : `- Answer: ${shown.text}`];
}

async function writeWithChat(
  input: AnswerInput,
  evidence: LabelledEvidence[],
  trace: AnswerTrace,
  now: () => number,
  figures: string[],
) {
  const chat = input.chat!;
  const messages = buildMessages(input.question, evidence, figures);
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
      err instanceof ModelError ? err.toData() : { code: "error", message: String((err as Error)?.message ?? err) };
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
