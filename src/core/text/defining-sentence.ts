/**
 * Definitions: the term a question asks the meaning of, and whether a sentence defines it and how
 * surely. A sentence spells an acronym out, says what the term is or means, or (as papers do) names
 * the term after the author's own verb, "We define the performance gap recovered (PGR) as …", "a
 * phenomenon we call weak-to-strong generalization", or says what the measure measures ("PGR
 * measures the fraction …"). A sentence that only uses the term is no definition, however many of
 * the question's words it shares. The verbs are data (defining-words.json).
 */
import { checkedHeader, shapedList } from "../data-file";
import data from "./defining-words.json" with { type: "json" };

const FILE = "defining-words.json";

/** The checked lists; a malformed file is a named error at load. */
export function loadDefiningWords(raw: unknown) {
  const f = checkedHeader(raw, FILE, "pincite-defining-words", 1);
  const list = (key: string) => shapedList(f[key], key, FILE, /^\p{Ll}+$/u, "one lower-case word");
  return {
    naming: list("naming_verbs"),
    participles: list("naming_participles"),
    measuring: list("measuring_verbs"),
    authors: list("author_nouns"),
  };
}

const WORDS = loadDefiningWords(data);

const DEFINITION = [
  // "What does the paper mean by X?", "What do the authors mean by X?": X, not "paper".
  new RegExp(
    String.raw`\bwhat do(?:es)? (?:the |this )?(?:${WORDS.authors.join("|")}) mean by ` +
      String.raw`["'\u201C]?([\w.& -]{2,40}?)["'\u201D]?(?:\s+in\b|\?|$)`,
    "i",
  ),
  new RegExp(
    String.raw`\bwhat (?:does|do|is|are) (?:the )?(?:acronym |abbreviation |` +
      String.raw`term )?["'\u201C]?([\w.&-]{2,40}?)["'\u201D]? (?:stand for|mean|refer to)\b`,
    "i",
  ),
  /\bwhat is (?:the )?(?:meaning|definition|full form) of ["'\u201C]?([\w.& -]{2,40}?)["'\u201D]?(?:\s+in\b|\?|$)/i,
  /\bwhat is meant by ["'\u201C]?([\w.& -]{2,40}?)["'\u201D]?(?:\s+in\b|\?|$)/i,
  /\bdefine ["'\u201C]?([\w.& -]{2,40}?)["'\u201D]?(?:\s+in\b|\?|$)/i,
  /^\s*what (?:is|are) (?:an? |the )?["'\u201C]?([A-Z][\w.&-]{1,30})["'\u201D]?\s*\??\s*$/,
];

/** The term a question asks the meaning of in so many words ("What does NARL stand for?"), or null. */
export function definitionAsked(question: string): string | null {
  for (const rx of DEFINITION) {
    const m = rx.exec(question);
    if (m) return m[1].trim();
  }
  return null;
}

// "What is a claim verifier?": a short term and nothing after it asks what the term is.
const PLAIN_DEFINITION = /^\s*what (?:is|are) (?:an? |the )?([\w -]{1,30}?)\s*\?\s*$/i;

/** "What is X?" with nothing after the term: the term, or null. Other readings of the question come first. */
export function plainDefinitionAsked(question: string): string | null {
  return PLAIN_DEFINITION.exec(question)?.[1].trim() ?? null;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A term in a pattern: any blank between its words, a hyphen or none where it has one ("weak-to-strong"). */
const termPattern = (term: string) => escape(term).replace(/\s+/g, "\\s+").replace(/-/g, "-?\\s?");

/**
 * 1 when the sentence spells the term out ("National … Laboratory (NARL)"); 0.8 when it defines
 * it ("A verifier is a model that …", "'Term' means …", "we define X as …", "X measures …"); 0.7
 * for an apposition ("NARL, the National …"); 0.3 when it only names it.
 */
export function definesTerm(text: string, term: string): number {
  const t = escape(term);
  // The spelled-out name may be quoted: the “Comprehensive R Archive Network” (CRAN).
  const spelled = new RegExp(
    `(?:\\p{Lu}[\\p{L}-]*["'\\u201D\\u2019]?\\s+(?:(?:of|for|and|the|on|in|&)\\s+)*){2,}\\(${t}\\)`,
    "u",
  );
  if (spelled.test(text) && initialsFit(text, term)) return 1;
  const defines = new RegExp(
    `["'\\u201C]?\\b${t}\\b["'\\u201D]?,?\\s+(?:\\([^)]*\\)\\s+)?` +
      `(?:(?:is|are)\\s+(?:an?|the|defined as|known as|used to)|means|refers to|stands for|shall mean)\\b`,
    "iu",
  );
  if (defines.test(text) || namesAfterVerb(text, term)) return 0.8;
  // The apposition's name may be quoted: "CRAN, the “Comprehensive R Archive Network”".
  if (new RegExp(`\\b${t}\\b,\\s+(?:the|an?)\\s+["'\u2018\u201C]?\\p{Lu}`, "u").test(text)) return 0.7;
  return new RegExp(`\\b${t}\\b`, "i").test(text) ? 0.3 : 0;
}

/** The words before "(TERM)" begin with the term's letters, in order (stop words may sit between). */
function initialsFit(text: string, term: string): boolean {
  const at = text.indexOf(`(${term})`);
  if (at < 0) return false;
  const letters = term.replace(/[^A-Za-z]/g, "").toLowerCase();
  const words = text
    .slice(0, at)
    .trim()
    .split(/\s+/)
    .map((w) => w.replace(/^["'\u201C\u2018(]+/u, ""))
    .filter((w) => /^\p{Lu}/u.test(w))
    .slice(-letters.length);
  return words.map((w) => w[0].toLowerCase()).join("") === letters;
}

/** Words an author may put between the naming verb and the term ("we call this phenomenon X"). */
const BETWEEN = 4;
const NAMING = new RegExp(
  String.raw`\b(?:we|they|authors?|i)\s+(?:will\s+|shall\s+)?(?:${WORDS.naming.join("|")}|refer\s+to)\s+` +
    String.raw`(?:[\w-]+\s+){0,${BETWEEN}}?(?:as\s+|by\s+)?["'\u201C\u2018]?`,
  "iu",
).source;
// "This is called a type-stable loop iteration", "is known as X", "is referred to as X".
const CALLED =
  String.raw`\b(?:is|are|was|were)\s+(?:also\s+)?` +
  String.raw`(?:${WORDS.participles.join("|")}|known\s+as|referred\s+to\s+as)\s+(?:an?\s+|the\s+)?["'\u201C\u2018]?`;
const MEASURING = `(?:${WORDS.measuring.join("|")})`;

/** "We define the X as", "what we call X", "a phenomenon we call X", "is called X", "X measures …". */
function namesAfterVerb(text: string, term: string): boolean {
  const t = termPattern(term);
  return (
    new RegExp(`${NAMING}${t}\\b`, "iu").test(text) ||
    new RegExp(`${CALLED}${t}\\b`, "iu").test(text) ||
    new RegExp(String.raw`\b${t}["'\u201D]?\s+(?:\([^)]*\)\s+)?${MEASURING}\b`, "iu").test(text)
  );
}
