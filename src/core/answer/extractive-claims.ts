/**
 * The chosen quotes written out as claims with their citations and trace: the first claim is
 * led by the count a "how many" question asks for, or by the verdict of a yes/no question;
 * a table row carries its column values.
 */
import type { Candidate } from "./cite/candidates";
import { citationFor, type PageLookup } from "./cite/cite";
import type { LabelledEvidence } from "./chat/prompt";
import { columnValues } from "./tables/table-columns";
import { ledByCount } from "./count-answers";
import type { Probe } from "./extractive-probe";
import { splitSentences } from "./sentences";
import { yesNoVerdict } from "./yes-no-lead";
import { extractiveScore } from "./extractive-score";
import type { Claim, ClaimTrace } from "./types";

/** A sentence sharing this much with a yes/no question answers it: its verdict ("No — It is not …") leads. */
const VERDICT_SCORE = 0.5;

/**
 * A clause quoted whole holds several counts ("prior to 60 days after the cessation … prior to 30 days after
 * your receipt of the notice"): the answer is led by the count of its sentence that best answers the question.
 */
function ledByBestCount(c: Candidate, probe: Probe, counted: string): string {
  const led = splitSentences(c.text)
    .map((text) => ({ text, led: ledByCount(text, counted, probe.countedWith) }))
    .filter((s) => s.led !== s.text)
    .map((s) => ({ ...s, score: extractiveScore({ ...c, text: s.text }, probe) }))
    .sort((a, b) => b.score - a.score)[0];
  return led
    ? `${led.led.slice(0, led.led.length - led.text.length)}${c.text}`
    : ledByCount(c.text, counted, probe.countedWith);
}

/** `candidates`: how many quotes were ranked, for the trace. */
export function claimsOf(
  question: string,
  chosen: { c: Candidate; ev: LabelledEvidence }[],
  candidates: number,
  probe: Probe,
  pages: PageLookup,
): { claims: Claim[]; trace: ClaimTrace[] } {
  const claims: Claim[] = [];
  const trace: ClaimTrace[] = [];
  for (const { c, ev } of chosen) {
    const {
      citation,
      more = [],
      method,
      overlap,
    } = citationFor(ev, { candidate: c, confidence: c.score, why: "extractive" }, pages);
    trace.push({
      claim: claims.length,
      label: ev.label,
      candidates,
      picked: c.text,
      confidence: c.score,
      why: "extractive: lexical score against the question",
      method,
      overlap,
    });
    const layout = c.kind === "row" ? pages(c.page) : undefined;
    const columns = layout ? columnValues(layout, c.text) : null;
    const verdict = claims.length === 0 && c.score >= VERDICT_SCORE ? yesNoVerdict(question, c.text) : null;
    const text =
      claims.length === 0 && probe.counted
        ? c.count !== undefined
          ? `${c.count} — ${c.text}`
          : ledByBestCount(c, probe, probe.counted)
        : verdict
          ? `${verdict} — ${c.text}`
          : c.names
            ? `${c.names} — ${c.text}`
            : c.text;
    claims.push({ text, citations: [citation, ...more], ...(columns ? { columns } : {}) });
  }
  return { claims, trace };
}
