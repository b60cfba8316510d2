/**
 * Who a filing is about, read from its cover: the registrant's name (the line above
 * "(Exact name of registrant as specified in its charter)"), the name in a press
 * release's dateline ("– Johnson & Johnson (NYSE: JNJ) today announced…"), or a line
 * that reads as a company name near the top. Tickers come from the cover's
 * "Trading Symbol(s)" rows and from "(NYSE: X)" in a release.
 */
import { ENDS_IN_LEGAL_FORM } from "./company-endings";
import { COVER_WORDS } from "./cover-words";

const EXACT_NAME = /^\(?\s*exact name of (the )?registrant/i;
const EXCHANGE_TAG_SOURCE = String.raw`\((?:${COVER_WORDS.exchangeTags.join("|")})[A-Za-z ]{0,12}:\s*([A-Z][A-Z.]{0,5})\)`;
/** A fresh regex per use: a shared global one carries lastIndex from call to call. */
const exchangeTag = (flags = "") => new RegExp(EXCHANGE_TAG_SOURCE, flags);
/** Lines near a name that are never one. */
const NOT_A_NAME = new RegExp(String.raw`(${COVER_WORDS.notAName.join("|")}|form\s|^\(|^[_\-\s]*$|\d{3})`, "i");
const EXCHANGE_NAME = new RegExp(String.raw`\b(?:The\s+)?(?:${COVER_WORDS.exchangeNames.join("|")})\b`);

/**
 * A name as printed, with letter-spaced capitals rejoined ("MGM R ESORTS" → "MGM RESORTS"). Only a
 * capital that stands alone as a word is a spaced-out one: the S of "McDONALD’S" and the T of "AT&T" end
 * their words.
 */
export function cleanName(raw: string): string {
  return raw
    .replace(/(?<=^|\s)([A-Z]) (?=[A-Z]{2,}\b)/g, "$1")
    .replace(/\s+([.,])/g, "$1")
    .replace(/\s+/g, " ")
    .replace(/^[\s_\-–—:,]+|[\s_\-–—:,]+$/g, "");
}

function plausibleName(line: string): boolean {
  const t = line.trim();
  return t.length >= 2 && t.length <= 80 && /\p{L}/u.test(t) && !NOT_A_NAME.test(t);
}

/** The line above "(Exact name of registrant…)", skipping rules and blanks. */
function registrantLine(lines: string[]): string | null {
  const at = lines.findIndex((l) => EXACT_NAME.test(l.trim()));
  for (let i = at - 1; at > 0 && i >= Math.max(0, at - 3); i--) {
    const t = lines[i].replace(/^.*\bnumber\s*:?\s*[\d-]+\s*/i, "").trim();
    if (plausibleName(t)) return cleanName(t);
  }
  return null;
}

/** "… – PepsiCo, Inc. (NASDAQ: PEP) today reported …": the name before the exchange tag. */
function datelineName(text: string): string | null {
  const m = exchangeTag().exec(text);
  if (!m) return null;
  const before = text.slice(Math.max(0, m.index - 120), m.index);
  const parts = before.split(/\s[–—-]{1,2}\s|--|\)\s*[–—-]+\s*|[–—]/);
  const name = cleanName(parts[parts.length - 1] ?? "");
  return plausibleName(name) && name.split(" ").length <= 8 ? name : null;
}

/** The first early line that ends like a company name ("3M COMPANY", "MICROSOFT CORPORATION"). */
function suffixLine(lines: string[]): string | null {
  for (const line of lines.slice(0, 40)) {
    const t = cleanName(line);
    if (plausibleName(t) && ENDS_IN_LEGAL_FORM.test(t) && t.split(" ").length <= 7 && !EXCHANGE_NAME.test(t)) return t;
  }
  return null;
}

/**
 * A 10-K's own definition of its name: "In this report, the terms “The Coca-Cola Company,” “Company,” …
 * mean".
 */
function definedName(lines: string[]): string | null {
  const m = /\bthe terms? [“"]([^”"]{3,60}?),?[”"]/i.exec(lines.join(" "));
  return m && plausibleName(m[1]) ? cleanName(m[1]) : null;
}

/** The registrant's name as the cover prints it, or null when no rule finds one. */
export function readCompany(pageLines: string[][]): string | null {
  const first = pageLines[0] ?? [];
  return (
    registrantLine(first) ??
    datelineName(first.join(" ")) ??
    suffixLine(first) ??
    firstOf(pageLines.slice(1), (lines) => registrantLine(lines) ?? datelineName(lines.join(" "))) ??
    firstOf(pageLines, definedName)
  );
}

function firstOf<T>(items: T[], f: (item: T) => string | null): string | null {
  for (const item of items) {
    const r = f(item);
    if (r) return r;
  }
  return null;
}

/**
 * Ticker symbols: "(NYSE: JNJ)" tags and the cover's common-stock rows ("Common stock JPM The New York
 * Stock Exchange").
 */
export function readTickers(lines: string[]): string[] {
  const out = new Set<string>();
  for (const m of lines.join(" ").matchAll(exchangeTag("g"))) out.add(m[1].replace(/\.$/, ""));
  for (const line of lines.slice(0, 60)) {
    if (!/\b(common|ordinary)\s+(stock|shares)\b/i.test(line)) continue;
    const ex = EXCHANGE_NAME.exec(line);
    if (!ex) continue;
    const sym = /\b([A-Z]{1,5})\s*$/.exec(line.slice(0, ex.index).trim());
    if (sym && !COVER_WORDS.notATicker.has(sym[1])) out.add(sym[1]);
  }
  return [...out];
}
