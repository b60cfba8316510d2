/**
 * Verdicts that need more than the sentence's words: a disguise inside a word, seen in the
 * page's own characters before the screen strips invisible ones (disguise.ts), and a
 * sentence in a script the rest of the evidence does not use (islands.ts). Each holds in
 * any language, since neither reads what the sentence says.
 */
import { hiddenWordPhrases, mixedScriptWords, runInSymbol, standaloneSymbols, styledCopy } from "./disguise";
import type { Verdict } from "./features";
import { foreignScript, NON_ASCII_LETTER, scriptProfile, writtenIn, type ScriptProfile } from "./islands";
import { typesetFromSource } from "./rtl-specimen";
import type { DocumentScreenOptions } from "./document-reading";
import { evidenceWords, languageIsland, readsEnglish, readsForeign } from "./language-island";

/**
 * What the screen knows of the evidence as a whole: its scripts, whether it reads as English, its words; and the
 * scripts and other languages its whole document writes in (document-reading.ts), when the screen is told them.
 */
export interface EvidenceProfile extends Partial<Pick<DocumentScreenOptions, "documentScripts" | "documentLanguages">> {
  scripts: ScriptProfile;
  english: boolean;
  /** How often each word occurs in the evidence (only counted when it reads as English). */
  words: ReadonlyMap<string, number>;
  /**
   * Whether the evidence is software text (genre.ts), whose entries go without function words ("build: update
   * submodule to latest", "pstree: ignores disappeared processes"): there a line short of them is as likely
   * terse English as another language, and such a line is a suspect for System One, not a quarantine.
   */
  terse?: boolean;
}

export function evidenceProfile(texts: readonly string[]): EvidenceProfile {
  const english = readsEnglish(texts);
  return { scripts: scriptProfile(texts), english, words: english ? evidenceWords(texts) : new Map() };
}

const HIDDEN: Verdict = { rule: "hidden-characters", strength: "strong" };
const MIXED: Verdict = { rule: "mixed-script-word", strength: "strong" };
const FOREIGN: Verdict = { rule: "foreign-script", strength: "strong" };
const LANGUAGE: Verdict = { rule: "foreign-language", strength: "strong" };
const LANGUAGE_SUSPECT: Verdict = { rule: "foreign-language", strength: "suspect" };
const island = (u: string, profile: EvidenceProfile) =>
  profile.english && languageIsland(u, profile.words, profile.documentLanguages)
    ? profile.terse
      ? LANGUAGE_SUSPECT
      : LANGUAGE
    : null;
const FULLWIDTH: Verdict = { rule: "fullwidth-forms", strength: "strong" };
// Fullwidth ASCII forms (ｈｔｔｐ, ！［］): Japanese, Chinese and Korean typesetting uses them; other text never does.
// Evidence written in one of those scripts (most of its letters, or many of its lines) uses them in place.
const FULLWIDTH_FORM = /[\uFF01-\uFF5E]/g;
const EAST_ASIAN_SCRIPTS = ["cjk", "hangul"];

const fullwidthOutOfPlace = (unit: string, { scripts, documentScripts }: EvidenceProfile) =>
  !EAST_ASIAN_SCRIPTS.some((s) => s === scripts.dominant || writtenIn(scripts, s) || documentScripts?.has(s)) &&
  (unit.match(FULLWIDTH_FORM)?.length ?? 0) >= 4;

/** Units holding a word with an invisible character inside it in `text` (the page as written). */
function hiddenUnits(text: string, units: readonly string[]): Set<number> {
  const found = new Set<number>();
  for (const phrases of hiddenWordPhrases(text)) {
    for (const phrase of phrases) {
      const at = units.findIndex((u) => u.includes(phrase));
      if (at >= 0) {
        found.add(at);
        break;
      }
    }
  }
  return found;
}

// A plant in another language is a sentence or two; this many in a row are a passage (a quotation, a translation).
const PASSAGE_SENTENCES = 3;

/** For each unit, whether it sits in a run of PASSAGE_SENTENCES or more sentences in another language. */
function inForeignPassage(units: readonly string[]): boolean[] {
  const foreign = units.map(readsForeign);
  const inRun = units.map(() => false);
  for (let start = 0; start < units.length;) {
    let end = start;
    while (end < units.length && foreign[end]) end++;
    if (end - start >= PASSAGE_SENTENCES) for (let k = start; k < end; k++) inRun[k] = true;
    start = Math.max(end, start + 1);
  }
  return inRun;
}

/**
 * For each unit of `text`, the context verdict it earns, if any. A sentence in another language inside a passage
 * in that language is no island: a manual quotes a poem, a licence carries its translation. The passage is looked
 * for only once a unit is an island: it reads every unit of the page, and this runs on every page screened.
 */
export function contextVerdicts(text: string, units: readonly string[], profile: EvidenceProfile): (Verdict | null)[] {
  const hidden = hiddenUnits(text, units);
  let passage: boolean[] | undefined;
  return units.map((u, k) => {
    if (hidden.has(k)) return HIDDEN;
    if (
      NON_ASCII_LETTER.test(u) &&
      mixedScriptWords(u).some((w) => !runInSymbol(w, standaloneSymbols(text)) && !styledCopy(w))
    )
      return MIXED;
    if (fullwidthOutOfPlace(u, profile)) return FULLWIDTH;
    if (foreignScript(u, profile.scripts, profile.documentScripts) && !typesetFromSource(u, text)) return FOREIGN;
    const verdict = island(u, profile);
    if (!verdict) return null;
    passage ??= inForeignPassage(units);
    return passage[k] ? null : verdict;
  });
}

/** A line of English evidence in another language naming a machine reader or the answer (a heading may run into it). */
export const languageLine = (line: string, profile: EvidenceProfile): Verdict | null => island(line, profile);
