/**
 * Quotes read only when the question's focus asks for them, beside the evidence's own
 * sentences and rows: running heads for a date, name or number; numbered lists for a count;
 * terms over their descriptions; the byline for a question after the author, a cover's credit line
 * ("Extensions by …") for one after who did the work it names.
 */
import type { Candidate } from "./cite/candidates";
import type { PageLookup } from "./cite/cite";
import type { LabelledEvidence } from "./chat/prompt";
import type { QuarantinedText } from "../injection-screen/screen";
import { listCandidates, runningLineCandidates, termCandidates } from "./cite/focus-candidates";
import { bylineCandidates, creditCandidates } from "./cite/byline";
import { coverTitleCandidates } from "./cite/cover-title";
import { countsList } from "./count-answers";
import { isQuarantined } from "../injection-screen/screen";
import type { Probe } from "./extractive-probe";

/**
 * Quotes only the question's focus asks for: running heads for a date, name or number; numbered lists for a
 * count; terms over their descriptions; the byline for a question after the author.
 */
export function focusCandidates(
  ev: LabelledEvidence,
  pages: PageLookup,
  probe: Probe,
  quarantined: readonly QuarantinedText[],
): Candidate[] {
  const heads = ["date", "name", "identifier", "version"].includes(probe.focus.kind);
  if (!heads && !probe.counted && !probe.asksTerm && !probe.author && !probe.topic) return [];
  const out: Candidate[] = [];
  for (let p = ev.page_start; p <= ev.page_end; p++) {
    const layout = pages(p);
    if (!layout) continue;
    if (heads) out.push(...runningLineCandidates(layout));
    // A list answers by its count only when it lists the things asked (steps, or what its lead-in names).
    if (probe.counted) out.push(...listCandidates(layout).filter((c) => countsList(c, probe.counted!)));
    if (probe.asksTerm) out.push(...termCandidates(layout));
    // "What is this report about?": its title says.
    if (probe.topic) out.push(...coverTitleCandidates(layout));
    if (probe.author) out.push(...bylineCandidates(layout, probe.author));
    // "Who made the extensions …?": a cover's credit line for that work names its maker.
    else if (probe.focus.kind === "name") out.push(...creditCandidates(layout, new Set(probe.weights.keys())));
  }
  return quarantined.length ? out.filter((c) => !isQuarantined(c.text, quarantined)) : out;
}
