/**
 * The tables behind the screen's folding (confusables.json): letters of other scripts drawn
 * like Latin ones, digits and symbols that stand for letters, and the short words a digit may
 * spell. Checked on load: each look-alike is one character that folds to one Latin letter, so a
 * bad entry fails here with its name instead of folding text into something no rule expects.
 * The folding itself stays in confusables.ts.
 */
import { checkedHeader, DataFileError, recordField, stringList } from "../data-file";

export const CONFUSABLES_FORMAT = "pincite-injection-confusables";
export const CONFUSABLES_VERSION = 1;

export interface ConfusableTables {
  /** Look-alike character → the Latin letter it is drawn like, every script's in one map. */
  homoglyphs: Record<string, string>;
  /** Digit or symbol → the letter it stands for inside a word ("1" is left to the reader: i or l). */
  leet: Record<string, string>;
  /** Two-character words a digit may spell ("n0" → "no"). */
  shortWords: string[];
}

const oneCharacter = (s: string) => [...s].length === 1;

function letterMap(value: unknown, where: string, file: string): Record<string, string> {
  const group = recordField(value, where, file);
  if (typeof group.about !== "string" || !group.about) throw new DataFileError(file, `${where} has no "about" note`);
  const letters = recordField(group.letters, `${where}.letters`, file);
  for (const [from, to] of Object.entries(letters))
    if (!oneCharacter(from) || typeof to !== "string" || !/^[a-z]$/.test(to))
      throw new DataFileError(
        file,
        `${where} maps ${JSON.stringify(from)} to ${JSON.stringify(to)}, not one letter to a-z`,
      );
  return letters as Record<string, string>;
}

export function readConfusables(data: unknown, file = "confusables.json"): ConfusableTables {
  const d = checkedHeader(data, file, CONFUSABLES_FORMAT, CONFUSABLES_VERSION);
  const homoglyphs: Record<string, string> = {};
  for (const [script, group] of Object.entries(recordField(d.homoglyphs, "homoglyphs", file)))
    Object.assign(homoglyphs, letterMap(group, `homoglyphs.${script}`, file));
  const short = recordField(d.short_words, "short_words", file);
  const shortWords = stringList(short.words, "short_words.words", file);
  if (shortWords.some((w) => w.length !== 2)) throw new DataFileError(file, "short_words holds a word not two long");
  return { homoglyphs, leet: letterMap(d.leet, "leet", file), shortWords };
}
