/**
 * What a document is called. A filing is named from its own cover ("Verizon Communications
 * Inc. · 10-K · FY2021"), the same way for every filing in the library, whatever its PDF's
 * metadata says. Otherwise the metadata title, when it can name the document: producers
 * often fill it with a filing number, a temp file name, "Untitled", the SEC's letterhead or,
 * for a web page printed to PDF, its address;
 * a person recognises the file name better than those, so such titles are dropped and the
 * file name is shown instead. Unless the file name is itself an identifier ("2310.07609v1.pdf",
 * a hash): then the title the first page prints in its largest type names it better.
 */
import { checkedHeader, patternAlternation } from "./data-file";
import genericTitles from "./generic-titles.json" with { type: "json" };
import { COMPANY_ENDINGS } from "./library/company-endings";
import type { DocumentFacts } from "./library/document-facts";
import { MONTH_NAMES } from "./text/english-words";
import { extensionAlternation, FILE_EXTENSIONS } from "./text/file-extensions";
import { pageTitle } from "./tree/cover";
import type { PageLayout } from "./types";

const GENERIC_FILE = "generic-titles.json";

/** Metadata titles that name no document (generic-titles.json), as one whole-title pattern. */
export function loadGenericTitles(file: unknown): RegExp {
  const f = checkedHeader(file, GENERIC_FILE, "pincite-generic-titles", 1);
  return new RegExp(`^(${patternAlternation(f.titles, "titles", GENERIC_FILE)})$`, "i");
}

const GENERIC = loadGenericTitles(genericTitles);
/** The first lines of every SEC form, which name no document. */
const LETTERHEAD =
  /^((united states )?securities and exchange commission|form\s+(10-k|10-q|8-k|20-f|40-f|6-k)|table of contents)$/i;
const EDITOR_PREFIX = /^microsoft (word|powerpoint|excel)\s*-\s*/i;
const FILE_NAME = new RegExp(String.raw`\.${extensionAlternation(FILE_EXTENSIONS.title)}$`, "i");
/** A web page printed by a browser is titled with its address when it has no title: "about:blank", a URL, a path. */
const ADDRESS = /^(about:|data:|blob:|file:|https?:\/\/|www\.)\S*$|^(\/|[a-z]:\\)\S+$/i;

export function meaningfulTitle(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  const title = raw.replace(/\s+/g, " ").trim();
  if (title.length < 3 || title.length > 300) return null;
  if (
    GENERIC.test(title) ||
    LETTERHEAD.test(title) ||
    EDITOR_PREFIX.test(title) ||
    FILE_NAME.test(title) ||
    ADDRESS.test(title)
  )
    return null;
  // An identifier (accession numbers, job tickets, hashes): no word of three letters.
  if (!/\p{L}{3}/u.test(title)) return null;
  if (!title.includes(" ") && /\d/.test(title) && /[-_.]/.test(title)) return null;
  return title;
}

/** Legal-form words kept in capitals when a shouted name is put in title case (company-endings.json). */
const KEEP_CAPS = COMPANY_ENDINGS.capitals;

/** "ADVANCED MICRO DEVICES, INC." as "Advanced Micro Devices, Inc."; a name in mixed case as printed. */
function companyCase(name: string): string {
  if (/\p{Ll}/u.test(name)) return name;
  return name.replace(/[\p{L}\p{N}.&'’-]+/gu, (w) =>
    KEEP_CAPS.has(w) || /\d/.test(w) || w.length <= 1 ? w : w[0] + w.slice(1).toLowerCase(),
  );
}

const MONTHS = MONTH_NAMES.map((m) => m[0].toUpperCase() + m.slice(1, 3));
/** "2022-12-31" as "Dec 31, 2022". */
function shortDate(iso: string): string {
  const [y, m, d] = iso.split("-").map(Number);
  return MONTHS[m - 1] ? `${MONTHS[m - 1]} ${d}, ${y}` : iso;
}

/** The period a filing covers, as its cover names it: "FY2021", "Q2 2023", "quarter ended Dec 31, 2022". */
function coverPeriod(f: DocumentFacts): string | null {
  if (f.quarter && f.fiscal_year) return `Q${f.quarter} ${f.fiscal_year}`;
  if (f.form === "10-K" || f.form === "20-F" || f.form === "40-F") return f.fiscal_year ? `FY${f.fiscal_year}` : null;
  if (f.form === "10-Q" && f.period_end) return `quarter ended ${shortDate(f.period_end)}`;
  if (f.report_date) return shortDate(f.report_date);
  return f.period_end ? `period ended ${shortDate(f.period_end)}` : null;
}

/** A filing's name from its cover (company, form, period), or null when the cover names no company or form. */
export function filingTitle(facts: DocumentFacts | null | undefined): string | null {
  if (!facts?.company || !facts.form) return null;
  return [companyCase(facts.company), facts.form, coverPeriod(facts)].filter(Boolean).join(" · ");
}

/** A hash or a hexadecimal run reads as no word, though it holds letters. */
const HEX = /^(?=.*\d)[0-9a-f]+$/i;

/** A file name with no word in it: an archive's number, a hash, a scanner's counter. */
export function isIdentifierFileName(fileName: string): boolean {
  const base = fileName.replace(/\.[a-z0-9]{1,5}$/i, "");
  return !base.split(/[\s_.\-()[\]]+/).some((w) => /\p{L}{3}/u.test(w) && !HEX.test(w));
}

/**
 * The title a first page prints, when it reads as one: two words at least ("Support" is a
 * heading), and not a contents row that ends in its page number ("Mission Profile 4").
 */
function printedTitle(page: PageLayout): string | null {
  const title = meaningfulTitle(pageTitle(page.lines));
  return title && title.includes(" ") && !/\s\d{1,4}$/.test(title) ? title : null;
}

/**
 * What to call a document: its cover's name for a filing, else a meaningful metadata title, else
 * its file name, unless that is an identifier and the first page prints a title.
 */
export function documentName(
  metadataTitle: string | null | undefined,
  facts: DocumentFacts | null | undefined,
  fileName: string,
  firstPage?: PageLayout,
): string {
  const printed = () => (firstPage && isIdentifierFileName(fileName) ? printedTitle(firstPage) : null);
  return filingTitle(facts) ?? meaningfulTitle(metadataTitle) ?? printed() ?? fileName;
}
