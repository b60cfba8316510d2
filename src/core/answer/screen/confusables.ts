/**
 * Folds the disguises a planted instruction uses to slip past word matching: invisible
 * characters inside words, fullwidth and other compatibility forms, Cyrillic and Greek
 * letters that look Latin, accents (also stacked combining marks), and digits or symbols
 * standing for letters ("1gnore", "pr3vious"). The screen matches on the folded form only;
 * what is quarantined and shown is always the page's own text.
 */

// Zero-width and formatting characters, soft hyphen, word joiner, BOM, bidi controls, variation selectors.
const INVISIBLE = /[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFE00-\uFE0F\uFEFF]/g;

/** Cyrillic and Greek letters drawn like Latin ones (the common entries of Unicode's confusables table). */
const HOMOGLYPHS: Record<string, string> = {
  // Cyrillic
  "\u0430": "a", "\u0435": "e", "\u043E": "o", "\u0440": "p", "\u0441": "c", "\u0445": "x", "\u0443": "y", "\u0456": "i",
  "\u0458": "j", "\u0455": "s", "\u04CF": "l", "\u0501": "d", "\u051B": "q", "\u051D": "w", "\u0432": "b", "\u043A": "k",
  "\u043C": "m", "\u043D": "h", "\u0442": "t", "\u0457": "i", "\u0454": "e", "\u0451": "e", "\u04BB": "h", "\u0491": "r",
  // Greek
  "\u03BF": "o", "\u03B1": "a", "\u03B5": "e", "\u03B9": "i", "\u03BA": "k", "\u03BD": "v", "\u03C1": "p", "\u03C4": "t",
  "\u03C5": "u", "\u03C7": "x", "\u03B3": "y", "\u03B7": "n", "\u03C9": "w", "\u03B2": "b", "\u03BC": "u", "\u03C2": "c",
  "\u0391": "a", "\u0392": "b", "\u0395": "e", "\u0396": "z", "\u0397": "h", "\u0399": "i", "\u039A": "k", "\u039C": "m",
  "\u039D": "n", "\u039F": "o", "\u03A1": "p", "\u03A4": "t", "\u03A5": "y", "\u03A7": "x",
  // Cyrillic capitals
  "\u0410": "a", "\u0412": "b", "\u0415": "e", "\u041A": "k", "\u041C": "m", "\u041D": "h", "\u041E": "o", "\u0420": "p",
  "\u0421": "c", "\u0422": "t", "\u0425": "x", "\u0406": "i", "\u0408": "j", "\u0405": "s", "\u04C0": "l",
};
const HOMOGLYPH = new RegExp(`[${Object.keys(HOMOGLYPHS).join("")}]`, "g");

/** Digits and symbols read as letters inside a word; "1" is ambiguous, so both readings are tried. */
const LEET_BASE: Record<string, string> = { "0": "o", "3": "e", "4": "a", "5": "s", "7": "t", "8": "b", "@": "a", $: "s", "!": "i", "|": "l" };
const WORD = /[\p{L}\p{N}@$!|]+/gu;

/** A word written mostly in letters with a few digits or symbols standing in for some. */
function isDisguisedWord(word: string): boolean {
  const letters = word.match(/\p{L}/gu)?.length ?? 0;
  const others = word.length - letters;
  return others > 0 && letters >= 2 && letters >= others && /\p{L}/u.test(word.replace(/^[@$!|]+|[@$!|]+$/g, ""));
}

function unLeet(text: string, one: "i" | "l"): string {
  return text.replace(WORD, (w) => {
    if (!isDisguisedWord(w)) return w;
    // Punctuation at a word's edge is punctuation ("now!"), not a letter.
    const core = w.replace(/^([@$!|]*)(.*?)([!|]*)$/, "$2");
    const lead = w.slice(0, w.indexOf(core));
    const trail = w.slice(lead.length + core.length);
    return lead + [...core].map((c) => (c === "1" ? one : (LEET_BASE[c] ?? c))).join("") + trail;
  });
}

/** Compatibility forms, homoglyphs and accents folded, lower-cased, invisible characters gone. */
export function foldConfusables(text: string): string {
  return text
    .replace(INVISIBLE, "")
    .normalize("NFKC")
    .replace(HOMOGLYPH, (c) => HOMOGLYPHS[c])
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .replace(/[\u2018\u2019\u02BC]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, " ");
}

/** The readings of a text the screen matches against: one per reading of an ambiguous "1". */
export function screenReadings(text: string): string[] {
  const folded = foldConfusables(text);
  // "i g n o r e": letters spaced apart, joined back (runs of four or more single letters).
  const joined = folded.replace(/\b(?:\p{L} ){3,}\p{L}\b/gu, (run) => run.replace(/ /g, ""));
  const readings = new Set([folded, joined, unLeet(folded, "i"), unLeet(folded, "l")]);
  return [...readings];
}
