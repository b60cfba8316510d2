/**
 * Whether a sentence defines a term a question asks after ("What is a mosaic plot?"). Papers and
 * manuals define a term in a handful of shapes: "A mosaic plot (Hartigan 1984) is basically an …",
 * "… known as censoring", "… are often referred to as “cluster-correlated” observations", "the
 * term “mixed effects” denotes …", "Panel data arises when …", "… is to monitor structural change,
 * i.e., to …", "we define the X as …", "a phenomenon we call X", "X measures …", or an acronym
 * spelled out. The term is matched as written, its words apart from quotation marks and hyphens, a
 * last word in the plural too. One matcher is built per term, since
 * the navigator tries it on every sentence of a document.
 */

import { escapeRegExp } from "../text/escape-regexp";

const QUOTE = `["'\\u2018\\u2019\\u201C\\u201D]`;

/** The term's words as the text may print them: quoted, hyphenated or not, the last one plural. */
function termPattern(term: string): string {
  const words = term
    .trim()
    .split(/[\s-]+/)
    .filter(Boolean)
    .map(escapeRegExp);
  if (!words.length) return "(?!)";
  const last = words.length - 1;
  words[last] = `${words[last]}(?:s|es)?`;
  // A step of a path ("the directory named arara/", "/opt/arara") names a place, not the term.
  return `${QUOTE}?(?<![/\\\\])\\b${words.join(`${QUOTE}?[\\s-]+${QUOTE}?`)}\\b(?![/\\\\])${QUOTE}?`;
}

/**
 * After the term: "is (basically) a …", a plural's class without an article ("are collections of …"), a class by
 * what marks its members ("are such series where …", "are those that …"), "means …",
 * "denotes …", "arises when …", "consists of …".
 */
const DEFINING_VERB =
  String.raw`(?:(?:is|are)\s+(?:\w+ly\s+)?(?:an?|the|defined as|known as|used to|called)|are\s+(?:\w+ly\s+)?\w+s\s+of|` +
  // A class by what marks its members: "are such series where …", "are those that …", "is any line that …".
  String.raw`(?:is|are)\s+(?:such|those|any)\s+(?!an?\s)(?:[\w-]+\s+){0,3}?(?:where|that|which|whose|in which|for which)|` +
  // A plural class without an article, by what its members are for: "are LATEX style files for drawing games".
  String.raw`are\s+(?:\S+\s+){0,4}?\p{L}+s\s+(?:for|that|which|to|used)|` +
  // What a thing is made for: "is intended for typesetting …", "are designed to …".
  String.raw`(?:is|are)\s+(?:intended|designed|meant)\s+(?:for|to)|` +
  String.raw`means|denotes|` +
  String.raw`refers to|stands for|(?:is|are)\s+short\s+for|shall mean|(?:arises|arise|occurs|occur) when|consists? of|measures|quantifies)\b`;
/** Before the term: "known as …", "referred to as …", "called …", "termed …", "a format named …". */
const NAMING_VERB = String.raw`\b(?:known|referred to|defined|denoted)\s+as|\b(?:called|termed|named)`;
/**
 * The author's own naming before the term, a few words between: "We define the performance gap
 * recovered (PGR) as …", "a phenomenon we call weak-to-strong generalization", "We call this phenomenon
 * X", "we refer to this as X". "We call on future work to …" is too far from any term to name it.
 */
const AUTHOR_NAMES =
  String.raw`\b(?:we|they)\s+(?:will\s+)?(?:define|call|term|name|dub|denote|coin|refer\s+to)\s+` +
  String.raw`(?:[\w-]+\s+){0,4}?(?:as\s+)?`;

export type TermDefiner = (text: string) => number;

/**
 * A scorer for one term: 1 when the sentence spells the term out ("National … Laboratory (NARL)");
 * 0.8 when it defines it (the shapes above); 0.7 for an apposition ("NARL, the National …") or a
 * gloss ("… structural change, i.e., to start …"); 0.3 when it only names it.
 */
export function termDefiner(term: string): TermDefiner {
  const t = escapeRegExp(term);
  const tp = termPattern(term);
  // The spelled-out name may be quoted: the “Comprehensive R Archive Network” (CRAN).
  const spelled = new RegExp(
    `(?:\\p{Lu}[\\p{L}-]*["'\\u201D\\u2019]?\\s+(?:(?:of|for|and|the|on|in|&)\\s+)*){2,}\\(${t}\\)`,
    "u",
  );
  // A parenthesis (a citation, an abbreviation) may stand between the term and its verb.
  const defines = new RegExp(`${tp},?\\s+(?:\\([^)]*\\),?\\s+)?(?:or,?\\s[^,]{1,40},\\s+)?${DEFINING_VERB}`, "iu");
  const named = new RegExp(`(?:${NAMING_VERB})\\s+${tp}|${AUTHOR_NAMES}${tp}`, "iu");
  // The apposition's name may be quoted: "CRAN, the “Comprehensive R Archive Network”".
  // A colon or a dash sets it off as a comma does ("the GMDA: the Great Map Data Archive"), and a
  // parenthesis after the term may spell it out ("GMDA (Great Map Data Archive)").
  const apposition = new RegExp(
    `\\b${t}\\b(?:[,:]|\\s+[\u2013\u2014])\\s+(?:the|an?)\\s+["'\u2018\u201C]?\\p{Lu}|` +
      `\\b${t}\\s+\\((?:the\\s+)?\\p{Lu}[\\p{L}-]*(?:\\s+(?:(?:of|for|and|the|on|in|&)\\s+)*\\p{Lu}[\\p{L}-]*)+\\)`,
    "u",
  );
  const gloss = new RegExp(`${tp},?\\s+(?:i\\.\\s?e\\.|that is),`, "iu");
  // An apposition in lower case closing the sentence names the term's class: "… briefly describes PSPPIRE, the
  // graphical user interface to pspp." Mid-sentence, "X, the …" is as often a list going on.
  const closingApposition = new RegExp(
    `\\b${t}\\b,\\s+(?:the|an?)\\s+(?:[\\p{Ll}-]+\\s+){0,6}[\\p{Ll}-]+(?:\\s+(?:of|to|for|in|on)\\s+[\\p{L}-]+)?\\s*[.;]?\\s*$`,
    "u",
  );
  const mentions = new RegExp(tp, "iu");
  return (text) => {
    if ((spelled.test(text) && initialsFit(text, term)) || spelledInLowerCase(text, term)) return 1;
    if (defines.test(text) || named.test(text)) return 0.8;
    if (apposition.test(text) || gloss.test(text) || closingApposition.test(text)) return 0.7;
    return mentions.test(text) ? 0.3 : 0;
  };
}

/**
 * definesTerm(text, term) = termDefiner(term)(text), for one sentence. focusScore asks it of every candidate
 * sentence with the same term, so the last term's scorer is kept rather than compiling six patterns per sentence
 * (they carry no "g" flag, so reuse is stateless).
 */
let lastDefiner: { term: string; define: TermDefiner } | undefined;
export function definesTerm(text: string, term: string): number {
  if (lastDefiner?.term !== term) lastDefiner = { term, define: termDefiner(term) };
  return lastDefiner.define(text);
}

/**
 * Whether a text names the term at all. Every shape above holds the term, so a page that does not
 * name it has no sentence worth splitting and scoring: the navigator asks this of every page.
 */
export const termMention = (term: string): RegExp => new RegExp(termPattern(term), "iu");

/** The text before "(TERM)", where its spelled-out name stands; null when the text sets no "(TERM)". */
function beforeAcronym(text: string, term: string): string | null {
  const at = text.indexOf(`(${term})`);
  return at < 0 ? null : text.slice(0, at).trim();
}

/**
 * An acronym spelled out in lower case right before it: "the minimum covariance determinant (MCD)". Each word
 * before the parenthesis opens with the acronym's next letter, so a phrase that merely precedes it does not fit.
 */
function spelledInLowerCase(text: string, term: string): boolean {
  if (!/^[A-Z][A-Z0-9]*[A-Z]$/.test(term)) return false;
  const before = beforeAcronym(text, term);
  if (before === null) return false;
  const letters = term.replace(/[^A-Z]/g, "").toLowerCase();
  const words = before
    .split(/[\s-]+/)
    .filter(Boolean)
    .slice(-letters.length);
  return words.length === letters.length && words.every((w, i) => w[0].toLowerCase() === letters[i]);
}

/** The words before "(TERM)" begin with the term's letters, in order (stop words may sit between). */
function initialsFit(text: string, term: string): boolean {
  const before = beforeAcronym(text, term);
  if (before === null) return false;
  const letters = term.replace(/[^A-Za-z]/g, "").toLowerCase();
  const words = before
    .split(/\s+/)
    .map((w) => w.replace(/^["'\u201C\u2018(]+/u, ""))
    .filter((w) => /^\p{Lu}/u.test(w))
    .slice(-letters.length);
  return words.map((w) => w[0].toLowerCase()).join("") === letters;
}
