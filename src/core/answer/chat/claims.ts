/**
 * Parses a model's reply into claims and their [n] citations. Models get markers wrong in
 * predictable ways: a label that names no evidence page ([12] of 3), a bracketed year that
 * is text ([2022]), a marker glued to a figure ($1,577[1]), a marker after the period, or
 * none at all. Bad markers are dropped and flagged; a claim without one has no citation.
 */
import { splitSentences } from "../sentences";

export interface ParsedClaim {
  text: string;
  /** Evidence labels cited, in order, deduplicated. */
  labels: number[];
}

export interface MarkerFlag {
  marker: string;
  /** 0-based index of the claim it was attached to (-1: a reply with no claims). */
  claim: number;
  reason: string;
}

export interface ParsedReply {
  claims: ParsedClaim[];
  flags: MarkerFlag[];
}

const GROUP = String.raw`\[\s*\d+(?:\s*[,;]\s*\d+)*\s*\]`;
const MARKER = new RegExp(GROUP, "g");
// "Revenue rose. [1]" → "Revenue rose [1]." so the marker stays with its sentence.
const TRAILING = new RegExp(String.raw`([.!?])((?:\s*${GROUP})+)`, "g");
const BULLET = /^\s*(?:[-*\u2022\u00B7]|\d+[.)])\s+/;
const isYear = (n: number) => n >= 1900 && n <= 2100;

/** pageToLabel: models sometimes cite the page number; mapped when it is unambiguous. */
export function parseClaims(
  reply: string,
  labels: ReadonlySet<number>,
  pageToLabel: ReadonlyMap<number, number> = new Map(),
): ParsedReply {
  const flags: MarkerFlag[] = [];
  const claims: ParsedClaim[] = [];
  for (const sentence of replySentences(reply)) {
    const cited: number[] = [];
    const text = sentence.replace(MARKER, (group) =>
      resolveGroup(group, labels, pageToLabel, cited, (reason) =>
        flags.push({ marker: group, claim: claims.length, reason }),
      ),
    );
    const clean = tidy(text);
    if (/[\p{L}\p{N}]/u.test(clean)) claims.push({ text: clean, labels: [...new Set(cited)] });
    else if (claims.length)
      claims[claims.length - 1].labels = [...new Set([...claims[claims.length - 1].labels, ...cited])];
  }
  for (const f of flags) f.claim = Math.min(f.claim, claims.length - 1);
  return { claims, flags };
}

function replySentences(reply: string): string[] {
  return reply
    .split(/\n+/)
    .map((line) => line.replace(BULLET, "").replace(TRAILING, "$2$1").replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .flatMap(splitSentences);
}

/** Returns the text that replaces the group: "" for a marker, the group itself for a year. */
function resolveGroup(
  group: string,
  labels: ReadonlySet<number>,
  pageToLabel: ReadonlyMap<number, number>,
  cited: number[],
  flag: (reason: string) => void,
): string {
  const nums = group.match(/\d+/g)!.map(Number);
  if (nums.length === 1 && !labels.has(nums[0]) && isYear(nums[0])) return group;
  for (const n of nums) {
    if (labels.has(n)) cited.push(n);
    else if (pageToLabel.has(n)) {
      cited.push(pageToLabel.get(n)!);
      flag(`[${n}] names a page, not a label: read as [${pageToLabel.get(n)}]`);
    } else flag(`no evidence page is labelled [${n}]: citation dropped`);
  }
  return "";
}

/** Spaces a removed marker leaves behind, before punctuation or doubled. */
function tidy(text: string): string {
  return text
    .replace(/\s+([.,;:!?)])/g, "$1")
    .replace(/\s{2,}/g, " ")
    .trim();
}
