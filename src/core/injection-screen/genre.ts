/**
 * Whether the evidence reads as a filing: the genre the learned scorer was trained and calibrated on
 * (its negatives are filing sentences, its threshold sits a margin above them). On a manual, a paper,
 * a set of API reference pages or a survey report its scores are not calibrated: their orders to the
 * reader and their talk of models, prompts and answers score as high as a plant does. There the
 * scorer's hits are suspects, for System One to judge with a key, and the rules decide alone offline.
 * A filing is told by its money: amounts and the vocabulary of financial reporting, which most of its
 * pages hold and other documents rarely do.
 */
import { foldConfusables } from "./confusables";
import { LEXICON_TABLES } from "./lexicon";

const TERMS = LEXICON_TABLES.entries("filing_terms").map((t) => new RegExp(`\\b(?:${t})\\b`));
const MONEY = /\$\s?\d|\b\d[\d,.]*\s?(?:million|billion|thousand)\b|\b(?:million|billion)s?\b/;

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
