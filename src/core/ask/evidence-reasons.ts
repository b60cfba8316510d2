/**
 * Why each evidence page was read, in words a reader uses ("Balance sheet — named in your
 * question") instead of the navigator's scores. The navigator's own `why` strings are
 * read for the two cases it knows best (a financial statement, a followed reference);
 * otherwise the section a page sits in and the question's words on it explain the pick.
 */
import type { EvidencePage } from "../navigate/types";
import type { AskResult } from "./ask-document";
import { terms } from "../navigate/keywords";
import { formsInUse } from "../navigate/query";
import type { StatementKind } from "../navigate/conventions";
import type { TreeNode } from "../tree/types";

export interface EvidenceReason {
  page_start: number;
  page_end: number;
  /** What the page is: a statement's name, its section's title, or null when neither is known. */
  headline: string | null;
  reason: string;
}

const STATEMENT_NAMES: Record<StatementKind, string> = {
  income: "Income statement",
  balance: "Balance sheet",
  cashflow: "Cash flow statement",
  equity: "Statement of equity",
  comprehensive: "Statement of comprehensive income",
};

/** The innermost section holding `page` (the last one to start at or before it wins a tie). */
export function sectionAt(nodes: readonly TreeNode[], page: number): TreeNode | null {
  let best: TreeNode | null = null;
  const visit = (list: readonly TreeNode[]) => {
    for (const n of list) {
      if (page < n.page_start || page > n.page_end) continue;
      if (!best || n.level >= best.level) best = n;
      visit(n.children);
    }
  };
  visit(nodes);
  return best;
}

/** Every section whose pages hold `page`, outermost first. */
function sectionsAt(nodes: readonly TreeNode[], page: number): TreeNode[] {
  return nodes
    .filter((n) => page >= n.page_start && page <= n.page_end)
    .flatMap((n) => [n, ...sectionsAt(n.children, page)]);
}

/**
 * The section a page is shown under: the one the question names when several share the page (a
 * manual's "3.6 Exit Status" and "3.7 Environment" both on page 69), else the innermost.
 */
function sectionFor(nodes: readonly TreeNode[], page: number, named: (title: string) => boolean): TreeNode | null {
  const asked = sectionsAt(nodes, page).filter((n) => named(n.title));
  return asked.length ? asked[asked.length - 1] : sectionAt(nodes, page);
}

function statementReason(why: string): Omit<EvidenceReason, "page_start" | "page_end"> | null {
  const m =
    /^(income|balance|cashflow|equity|comprehensive) statement(?:, (continued)| \((named in the question|implied)[^)]*\))/.exec(
      why,
    );
  if (!m) return null;
  const name = STATEMENT_NAMES[m[1] as StatementKind];
  if (m[2]) return { headline: name, reason: `continues the ${name.toLowerCase()}` };
  return {
    headline: name,
    reason: m[3] === "implied" ? "holds the items your question asks about" : "named in your question",
  };
}

/** Question words found in `text`, longest first (a long word says more than "end" or "hold"), at most `cap`. */
function sharedWords(keywords: readonly string[], text: string, cap: number): string[] {
  const have = new Set(terms(text));
  return keywords
    .filter((k) => have.has(k))
    .sort((a, b) => b.length - a.length)
    .slice(0, cap);
}

/** A title the question names: at least half of its words are the question's. */
function titleNamed(keywords: readonly string[], title: string): boolean {
  const words = [...new Set(terms(title))];
  const asked = new Set(keywords);
  return words.length > 0 && words.filter((w) => asked.has(w)).length * 2 >= words.length;
}

export function evidenceReasons(
  question: string,
  evidence: readonly EvidencePage[],
  nodes: readonly TreeNode[],
  pageName: (page: number) => string,
): EvidenceReason[] {
  const asked = [...new Set(terms(question))];
  // A text that writes another form of a question's word ("descaling" for "descale") counts it, as the navigator does.
  const wordsFor = (text: string) => {
    const have = new Set(terms(text));
    return [...asked, ...formsInUse(asked, (t) => have.has(t))];
  };
  const named = (title: string) => titleNamed(wordsFor(title), title);
  return evidence.map((e) => {
    const at = { page_start: e.page_start, page_end: e.page_end };
    const statement = statementReason(e.why);
    if (statement) return { ...at, ...statement };
    const title = sectionFor(nodes, e.page_start, named)?.title ?? null;
    const ref = /^followed "([^"]+)" from page (\d+)/.exec(e.why);
    if (ref) return { ...at, headline: title, reason: `“${ref[1]}” is referred to on ${pageName(Number(ref[2]))}` };
    if (title && named(title)) return { ...at, headline: title, reason: "named in your question" };
    const words = sharedWords(wordsFor(e.text), e.text, 3);
    return {
      ...at,
      headline: title,
      reason: words.length ? `mentions ${words.map((w) => `“${w}”`).join(", ")}` : "read among the closest pages",
    };
  });
}

/**
 * The result with its evidence reasons, worked out where the question was answered (the
 * reading worker) so that the reader only shows them, and stored with the answer.
 */
export function withEvidenceReasons(
  result: AskResult,
  nodes: readonly TreeNode[],
  pageName: (page: number) => string,
): AskResult {
  return { ...result, evidence_reasons: evidenceReasons(result.question, result.evidence, nodes, pageName) };
}
