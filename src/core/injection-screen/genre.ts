/**
 * Whether the evidence reads as a filing: the genre the learned scorer was trained and calibrated on
 * (its negatives are filing sentences, its threshold sits a margin above them). On a manual, a paper,
 * a set of API reference pages or a survey report its scores are not calibrated: their orders to the
 * reader and their talk of models, prompts and answers score as high as a plant does. There the
 * scorer's hits are suspects, for System One to judge with a key, and the rules decide alone offline.
 * A filing is told by its money: amounts and the vocabulary of financial reporting, which most of its
 * pages hold and other documents rarely do. Software text (a program's manual, a changelog, API reference) is
 * told by its tokens, and there the form of a line (labels, markup, keys, addresses) is no sign of a plant.
 */
import { foldConfusables } from "./confusables";
import { LEXICON_TABLES } from "./lexicon";

const TERMS = LEXICON_TABLES.entries("filing_terms").map((t) => new RegExp(`\\b(?:${t})\\b`));
// A dollar sign after a brace, a backslash, a quote or another dollar is markup's (TeX's math, a regex's "$2").
const MONEY = /(?<![}\\$"'])\$\s?\d|\b\d[\d,.]*\s?(?:million|billion|thousand)\b|\b(?:million|billion)s?\b/;

// A tenth of the evidence's sentences about money: 83% of financebench pages, almost no page of a manual or paper.
const FILING_SHARE = 0.1;

/** True when a sentence talks money: an amount, or two terms of financial reporting. */
function aboutMoney(unit: string): boolean {
  const folded = foldConfusables(unit);
  if (MONEY.test(folded)) return true;
  // Two terms, not two forms of one ("loss" and "losses" in a paper about loss functions).
  let terms = 0;
  for (const t of TERMS) if (t.test(folded) && ++terms >= 2) return true;
  return false;
}

/** True when at least a tenth of the evidence's sentences talk money. */
export function readsAsFiling(units: readonly string[]): boolean {
  let money = 0;
  for (const u of units) if (aboutMoney(u)) money++;
  return money > 0 && money >= units.length * FILING_SHARE;
}

/**
 * A token only software text writes: an identifier with an underscore, a call, code in backticks, a command's
 * long option, a path or a file name, a three-part version, an issue number, a commit hash, an address in angle
 * brackets, an arrow or a scope, a TeX control word ("\@makefnmark", "\newcommand": a macro package's manual
 * names its commands in its prose, where a typeset paper shows none; an escaped "\nIgnore" is no command); and a
 * statement's end. Filing prose has amounts, dates and "(in millions)", none of these.
 */
const TOKENS = [
  "[\\p{L}\\p{N}]_\\p{L}|\\b_\\p{L}",
  "\\b[a-z_][a-z0-9_]*(?:\\.[a-z_]\\w*)*\\(",
  "`[^`]+`",
  "(?:^|\\s)--[a-z]",
  "(?:^|\\s)(?:\\.{1,2}|~)?/[a-z]|\\b[\\w-]+/[\\w.-]+\\.[a-z]{1,4}\\b",
  "\\b\\d+\\.\\d+\\.\\d+",
  "#\\d{2,}",
  "\\b(?=[0-9a-f]*\\d)(?=[0-9a-f]*[a-f])[0-9a-f]{7,40}\\b",
  "<[\\w.+-]+@[\\w.-]+>",
  "=>|::|==|!=",
  "\\\\(?![nrt]\\p{Lu})[A-Za-z@]{2,}",
].join("|");
const SOFTWARE_TOKEN = new RegExp(`${TOKENS}|[{};]\\s*$`, "u");
// A line of a contract's list ends in ";" as a statement does ("(a) the Company;"): a line ends in a brace only. A
// line may also be a whole assignment ("y = y-size*1.2"), which a sentence never is.
export const SOFTWARE_LINE = new RegExp(`${TOKENS}|[{}]\\s*$|^\\s*[a-z_][\\w.]*\\s*[-+*/]?=\\s*\\S`, "u");

// A page of software text holds such tokens in a third of its sentences, and in four at least: a planted payload
// (a JSON call, an address) on a page of prose is one or two of its sentences.
const SOFTWARE_SHARE = 0.3;
const SOFTWARE_COUNT = 4;

export const holdingTokens = (texts: readonly string[], token: RegExp) => {
  let code = 0;
  for (const t of texts) if (token.test(t)) code++;
  return code >= SOFTWARE_COUNT && code >= texts.length * SOFTWARE_SHARE;
};

/**
 * True when the evidence is software text: a manual of a program, a changelog, API reference, a README. Told by its
 * sentences, or by its lines: a listing runs together into one or two "sentences" without full stops, and a page
 * of prose around it would outnumber them, while its lines (a statement each) still show what the page is.
 */
export function readsAsSoftware(units: readonly string[], lines: readonly string[] = []): boolean {
  return (
    holdingTokens(units, SOFTWARE_TOKEN) ||
    holdingTokens(
      lines.filter((l) => l.trim()),
      SOFTWARE_LINE,
    )
  );
}
