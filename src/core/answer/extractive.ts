/**
 * The default answer, with no chat key: the evidence pages' own sentences and table rows
 * that share most with the question, each one a claim citing itself. Nothing is written,
 * so every word of the answer is the document's.
 *
 * Scoring is lexical and visible: the question's keywords (figures double), plus half
 * weight for the usual wordings of the line items it names ("capital expenditure" ~
 * "purchases of property, plant and equipment", from the navigator's conventions). A
 * question after an amount prefers table rows, a "how many" question prefers a count of
 * the thing it asks about, and a bare heading never answers anything.
 */
import type { Candidate } from "./cite/candidates";
import { citationFor, evidenceCandidates, type PageLookup } from "./cite/cite";
import { contentTokens, stem } from "./normalize";
import type { LabelledEvidence } from "./chat/prompt";
import type { QuarantinedText } from "../injection-screen/screen";
import { asksReason } from "./figures/figure-plan";
import { reasonScores } from "./figures/reason-sentences";
import { columnValues } from "./tables/table-columns";
import { cuedAsTopic, focusScore, SHAPE_KINDS, titledAsTopic, topicShare } from "./question-focus";
import { wholeClause } from "./cite/clauses";
import { withListItems } from "./cite/lead-in-list";
import { namesCodes, unmatchedFocus } from "./focus-match";
import { listCandidates, runningLineCandidates, termCandidates } from "./cite/focus-candidates";
import { bylineCandidates } from "./cite/byline";
import { countsList, countsNoun, ledByCount } from "./count-answers";
import { isQuarantined } from "../injection-screen/screen";
import { subjectCodes } from "./subject-codes";
import { statesDefault } from "./default-values";
import { isCoverDate } from "./document-date";
import { probeOf, questionCodes, type Probe } from "./extractive-probe";
import { splitSentences } from "./sentences";
import { opensWithOption } from "../text/option-tokens";
import { yesNoVerdict } from "./yes-no-lead";
import { withNeighbour } from "./sentence-pairs";
import { headingBonus, headingLike } from "./heading-context";
import { holdsSymbol } from "./symbol-terms";
import { givesAsked, givesFocus, missesValue } from "./asked-value";
import { procedureTask, stepBonuses } from "./procedure-steps";
import type { Claim, ClaimTrace } from "./types";

export { probeOf } from "./extractive-probe";

export const EXTRACTIVE_CLAIMS = 3;
/** A quote sharing less than this with the question's keywords is not an answer. */
export const MIN_EXTRACTIVE_SCORE = 0.2;
const ROW_BONUS = 0.15;
const HEADING_PENALTY = 0.5;
const FRAGMENT_PENALTY = 0.5;

/** A sentence that gives what the question's focus asks for (a date for "when", a name for "who"). */
const FOCUS_WEIGHT = 0.3;
/** A contract question's topic written in the sentence (its clause words), and a clause titled as the topic. */
const TOPIC_WEIGHT = 0.5;
const TITLE_BONUS = 0.2;
const CUE_BONUS = 0.4;
/** What a sentence without the focus asked keeps of its score. */
const MISSING_FOCUS = 0.6;

const TERM_BONUS = 0.1;
/** The date line of a cover page answers "When is the paper dated?", though it shares no word with it. */
const COVER_DATE_BONUS = 0.5;
/** A count right before the thing counted ("73,300 employees") is the answer to "how many". */
const COUNT_BONUS = 0.5;
/** What a line that counts nothing asked keeps of its score, when the question names what it counts. */
const UNCOUNTED = 0.8;
/** The first page's byline answers "who wrote …" though it shares no word with the question. */
const BYLINE_BONUS = 0.6;
/** A letter or sign the question names as a term ("the argument type m"), standing alone in the quote. */
const SYMBOL_BONUS = 0.3;
/**
 * Quotes only the question's focus asks for: running heads for a date, name or number; numbered lists for a
 * count; terms over their descriptions; the byline for a question after the author.
 */
function focusCandidates(
  ev: LabelledEvidence,
  pages: PageLookup,
  probe: Probe,
  quarantined: readonly QuarantinedText[],
): Candidate[] {
  const heads = ["date", "name", "identifier", "version"].includes(probe.focus.kind);
  if (!heads && !probe.counted && !probe.asksTerm && !probe.author) return [];
  const out: Candidate[] = [];
  for (let p = ev.page_start; p <= ev.page_end; p++) {
    const layout = pages(p);
    if (!layout) continue;
    if (heads) out.push(...runningLineCandidates(layout));
    // A list answers by its count only when it lists the things asked (steps, or what its lead-in names).
    if (probe.counted) out.push(...listCandidates(layout).filter((c) => countsList(c, probe.counted!)));
    if (probe.asksTerm) out.push(...termCandidates(layout));
    if (probe.author) out.push(...bylineCandidates(layout, probe.author));
  }
  return quarantined.length ? out.filter((c) => !isQuarantined(c.text, quarantined)) : out;
}

/** A sentence sharing this much with a yes/no question answers it: its verdict ("No — It is not …") leads. */
const VERDICT_SCORE = 0.5;

/** A line holding every code the question names is about that one thing ("the market for code AR01"). */
const CODE_BONUS = 0.4;
/** The entry an options list gives the asked option answers what it does, as a focus met does. */
const OPTION_ENTRY_BONUS = FOCUS_WEIGHT;

/** A line that uses a line item's usual wording (two of its words) counts as naming it. */
function synonymCredit(tokens: Set<string>, probe: Probe): number {
  let credit = 0;
  for (const syn of probe.synonyms) {
    const used = [...syn.wording].filter((t) => tokens.has(t)).length;
    if (used >= (syn.needs ?? Math.min(2, syn.wording.size)))
      credit +=
        (syn.share ?? 1) * syn.asked.filter((t) => !tokens.has(t)).reduce((s, t) => s + (probe.weights.get(t) ?? 0), 0);
  }
  return credit;
}

/** A heading's own number ("4", "3.2", "Section 6.1", "Item 7.", "IV"): no figure. */
const HEADING_NUMBER = /^(?:(?:section|article|part|chapter|item)\s+)?(?:\d+(?:\.\d+)*|[IVX]+)\.?\s+(?=\p{Lu})/iu;

/** A label and its value as data ("Source Code: lib/os.js", "Contact: help@example.org"): no heading. */
const KEY_VALUE = /^[^:]{1,40}:\s+\S*[/@=_.]/;

/** A sentence that ends in a question mark. */
const ASKS = /\?["')\]\u201D\u2019]*$/;

/** A line with no figure and no sentence ending: a heading or a caption. */
const isHeading = (c: Candidate) =>
  c.kind === "sentence" &&
  !/[.!?:;]["')]?$/.test(c.text) &&
  // A numbered heading stays one whatever figures its title holds ("1 Preface to version 5").
  (HEADING_NUMBER.test(c.text) || !/\d/.test(c.text)) &&
  !KEY_VALUE.test(c.text);

export function extractiveScore(c: Candidate, probe: Probe): number {
  const tokens = new Set(contentTokens(c.text).map(stem));
  let hit = synonymCredit(tokens, probe);
  for (const t of tokens) hit += probe.weights.get(t) ?? 0;
  let score = probe.total ? hit / probe.total : 0;
  if (probe.quantitative && c.kind === "row") score += ROW_BONUS;
  const counts = !!probe.counted && countsNoun(c.text, probe.counted);
  if (counts) score += COUNT_BONUS;
  // Figures that count something else ("a top margin of 3cm") do not say how many margins there are.
  else if (probe.counted && !(c.count !== undefined && countsList(c, probe.counted))) score *= UNCOUNTED;
  if (c.furniture) score *= HEADING_PENALTY;
  if (probe.codes.length && probe.codes.every((t) => tokens.has(t))) score += CODE_BONUS;
  // An options list's entry opens with the option it describes; a sentence that only mentions it does not.
  if (opensWithOption(c.text, probe.codes)) score += OPTION_ENTRY_BONUS;
  const kind = probe.focus.kind;
  // A heading's capitalised words ("Errors Corrected in the First Printing") name no one.
  const focus = kind === "name" && headingLike(c) && !c.byline ? 0 : focusScore(c.text, probe.focus);
  // A date, a number or a count is what was asked: a sentence without one does not give it.
  if (focus === 0 && (SHAPE_KINDS.has(kind) || missesValue(c, probe, counts))) score *= MISSING_FOCUS;
  score += FOCUS_WEIGHT * focus + TOPIC_WEIGHT * topicShare(tokens, probe.focus);
  const stated = probe.asksDefault ? statesDefault(c.text) : 0;
  score += FOCUS_WEIGHT * stated;
  if (probe.documentDate && isCoverDate(c.text, c.page)) score += COVER_DATE_BONUS;
  // The term over a description that answers is what "which variable …" asks; the description alone is not.
  if (c.term) score += TERM_BONUS;
  if (c.byline && probe.author) score += BYLINE_BONUS;
  // A letter or sign named as a term is what the answer is about: a quote without it is about something else.
  if (probe.symbols.length) score = holdsSymbol(c.text, probe.symbols) ? score + SYMBOL_BONUS : score * MISSING_FOCUS;
  if (probe.focus.topics.length && titledAsTopic(c.text, probe.focus)) score += TITLE_BONUS;
  // A phrase only the topic's clause uses ("by and among" names the parties) marks it more surely than a title.
  if (probe.focus.topics.length && cuedAsTopic(c.text, probe.focus)) score += CUE_BONUS;
  if (c.count !== undefined && probe.counted && countsList(c, probe.counted)) score += COUNT_BONUS;
  // A line holding the very value asked ("--tool=<name> [default: memcheck]", "/dev/null on POSIX") is no bare heading.
  const holdsValue = stated === 1 || (SHAPE_KINDS.has(kind) && focus >= 0.6) || (!!c.byline && !!probe.author);
  // Nor is a heading with a figure in it ("page 25, example of verse environment") the one who did something.
  if ((isHeading(c) || (kind === "name" && headingLike(c) && !c.byline)) && !holdsValue) score *= HEADING_PENALTY;
  // A question printed in the document (a FAQ's "2.10 What is CRAN?") asks; the text under it answers.
  if (c.kind === "sentence" && ASKS.test(c.text)) score *= HEADING_PENALTY;
  // A unit that starts with a word in lower case is the end of a sentence whose start was not read with it
  // (a command, a function or a file opening it, "znew(1), …", "mmdet.core.nms(…) …", is no such word).
  if (c.kind === "sentence" && /^\p{Ll}+(?:[\s,;:]|$)/u.test(c.text)) score *= FRAGMENT_PENALTY;
  return Math.round(score * 1000) / 1000;
}

/**
 * A clause quoted whole holds several counts ("prior to 60 days after the cessation … prior to 30 days after
 * your receipt of the notice"): the answer is led by the count of its sentence that best answers the question.
 */
function ledByBestCount(c: Candidate, probe: Probe, counted: string): string {
  const led = splitSentences(c.text)
    .map((text) => ({ text, led: ledByCount(text, counted) }))
    .filter((s) => s.led !== s.text)
    .map((s) => ({ ...s, score: extractiveScore({ ...c, text: s.text }, probe) }))
    .sort((a, b) => b.score - a.score)[0];
  return led ? `${led.led.slice(0, led.led.length - led.text.length)}${c.text}` : ledByCount(c.text, counted);
}

/** A running head or foot is the same line on every page but for its folio: one of them says it. */
const keyOf = (c: Candidate) => (c.furniture ? c.text.replace(/\s*\d+\s*$/, "") : c.text);

export function extractiveAnswer(
  question: string,
  evidence: LabelledEvidence[],
  pages: PageLookup,
  quarantined: readonly QuarantinedText[] = [],
  max = EXTRACTIVE_CLAIMS,
): { claims: Claim[]; trace: ClaimTrace[]; unanswered?: string } {
  const probe = probeOf(question, subjectCodes(questionCodes(question), evidence, pages));
  const why = asksReason(question);
  const pool = evidence.flatMap((ev) => {
    const read = evidenceCandidates(ev, pages, quarantined);
    const cands = [...read, ...focusCandidates(ev, pages, probe, quarantined)];
    // A sentence that gives what was asked is read with the heading it sits under (heading-context.ts).
    const own = cands.map(
      (c, i) =>
        extractiveScore(c, probe) + (i < read.length && givesFocus(c, probe) ? headingBonus(read, i, probe) : 0),
    );
    const scores = why ? reasonScores(cands, own) : own;
    // The sentences either side, in reading order, for a first claim that needs its neighbour (sentence-pairs.ts).
    // A focus candidate (a byline, a list, a term: after `read`) has none: the last sentence read is not beside it.
    const side = (i: number, at: number) => (at < read.length && i >= 0 && i < read.length ? read[i] : undefined);
    return cands.map((c, i) => ({ c: { ...c, score: scores[i] }, ev, prev: side(i - 1, i), next: side(i + 1, i) }));
  });
  // A question whose focus no sentence of the pages gives is not answered by a near miss (focus-match.ts).
  const unanswered = unmatchedFocus(
    pool.map((p) => p.c),
    probe,
    question,
  );
  if (unanswered) return { claims: [], trace: [], unanswered };
  const task = procedureTask(question);
  const steps = task
    ? stepBonuses(
        pool.map((p) => p.c),
        task,
        probe.weights,
        pages,
      )
    : new Map<number, number>();
  // The steps under the heading naming the task answer "how do I", whatever else shares its words.
  // The best other score is looked for only when there are steps to rank over it (most questions have none).
  if (steps.size) {
    const top = pool.reduce((best, p, i) => (steps.has(i) ? best : Math.max(best, p.c.score)), 0);
    for (const [i, bonus] of steps)
      pool[i] = { ...pool[i], c: { ...pool[i].c, score: Math.round((top + bonus) * 1000) / 1000 } };
  }
  const ranked = pool
    .filter(({ c }) => c.score >= MIN_EXTRACTIVE_SCORE)
    .sort((a, b) => b.c.score - a.c.score || a.c.text.length - b.c.text.length);
  // A date, count or amount is what the first claim gives; when no quote gives it, it is not on the pages read:
  // say so rather than quote around it.
  const lead = ranked.findIndex(({ c }) => givesAsked(c, probe));
  if (lead < 0) return { claims: [], trace: [] };
  if (lead > 0) ranked.unshift(...ranked.splice(lead, 1));
  const chosen: { c: Candidate; ev: LabelledEvidence }[] = [];
  // Once the first claim names the codes the question does ("-C", "AR01"), a quote naming none is about another thing.
  const onCodes = (r: { c: Candidate }) =>
    !probe.codes.length ||
    !chosen.length ||
    !namesCodes(chosen[0].c.text, probe.codes, "all") ||
    namesCodes(r.c.text, probe.codes, "any");
  // The neighbour a first claim was joined with is quoted already.
  const joinedWith = new Set<string>();
  for (const r of ranked) {
    if (chosen.length >= max) break;
    if (joinedWith.has(r.c.text) || !onCodes(r)) continue;
    // A lead-in ending in a colon is quoted with its list (cite/lead-in-list.ts).
    const listed = withListItems(r.c, pages);
    // A contract question is answered by the whole clause; a sentence of a clause already given adds nothing.
    const c = chosen.length
      ? listed
      : probe.focus.topics.length
        ? wholeClause(r.c, pages)
        : listed !== r.c
          ? listed
          : withNeighbour(r.c, r.prev, r.next, (x) => extractiveScore(x, probe));
    if (c !== r.c) for (const n of [r.prev, r.next]) if (n && c.text.includes(n.text)) joinedWith.add(n.text);
    // A term quoted with its description holds that description's sentence too.
    const within = (a: Candidate, b: Candidate) =>
      keyOf(a) === keyOf(b) || ((probe.focus.topics.length > 0 || !!a.term) && a.text.includes(b.text));
    if (!chosen.some((x) => within(x.c, c) || within(c, x.c))) chosen.push({ c, ev: r.ev });
  }
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
      candidates: ranked.length,
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
          : c.text;
    claims.push({ text, citations: [citation, ...more], ...(columns ? { columns } : {}) });
  }
  return { claims, trace };
}
