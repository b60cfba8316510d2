/**
 * The endings of company names (company-endings.json) in one place: the cover reader takes a line
 * ending in one for a name ("ACME HOLDINGS, INC."), the question matcher drops them from a name's
 * words ("Coca-Cola Company" is matched as "coca cola"), and a shouted name put in title case keeps
 * its legal form in capitals. The readers share the legal forms; the file says why their extras differ.
 */
import { checkedHeader, shapedList } from "../data-file";
import data from "./company-endings.json" with { type: "json" };

const FILE = "company-endings.json";
export const COMPANY_ENDINGS_FORMAT = "pincite-company-endings";
export const COMPANY_ENDINGS_VERSION = 1;

export interface CompanyEndings {
  /** Lower case, inner dots kept ("n.v"): what a cover line may end on. */
  cover: readonly string[];
  /** Lower-case word tokens a name's matcher drops. */
  match: ReadonlySet<string>;
  /** Words as written that stay in capitals ("LLC", "N.V."). */
  capitals: ReadonlySet<string>;
}

/** Lower-case letters, with dots between them for a dotted form ("l.p"). */
const ENDING = /^[a-z]+(\.[a-z]+)*$/;

/** The lists of the file, checked: header, each list present, each ending of the shape its reader reads. */
export function loadCompanyEndings(file: unknown): CompanyEndings {
  const f = checkedHeader(file, FILE, COMPANY_ENDINGS_FORMAT, COMPANY_ENDINGS_VERSION);
  const list = (key: string, shape: RegExp) => shapedList(f[key], key, FILE, shape, "an ending its reader can read");
  const shared = list("legal_forms", /^[a-z]+$/);
  return {
    cover: [...shared, ...list("cover_extra", ENDING)],
    match: new Set([...shared, ...list("match_extra", /^[a-z]+$/)]),
    capitals: new Set(list("capitals_kept", /^[A-Z]+(\.[A-Z]+)*\.?$/)),
  };
}

export const COMPANY_ENDINGS = loadCompanyEndings(data);

/** A line that ends in a legal form, a final dot allowed ("Acme Holdings, Inc.", "Acme N.V."). */
export const ENDS_IN_LEGAL_FORM = new RegExp(
  String.raw`\b(${COMPANY_ENDINGS.cover.map((e) => e.replace(/\./g, "\\.")).join("|")})\.?$`,
  "i",
);
