/**
 * A question asking which named thing a user sets, types or calls ("Which flag disables the BLAS?",
 * "What macro switches the galleries?", "Which package do you load to use …?") is answered by a
 * sentence or line that prints one: an option ("-DNBLAS", "--libdir"), a TeX macro ("\fmfstraight"),
 * an identifier with an underscore or an inner capital ("klu_defaults", "useGPU"), a file's name or
 * extension ("form.set", ".ine") or a call ("fits_open()"). The sentence describing it in the
 * question's words, without printing it, says what the thing does but not which it is. A code the
 * question prints itself is what it asks about, not the answer.
 *
 * What manuals call such things is data (code-nouns.json); the shapes of code are the typesetting
 * conventions of manuals in general, not of any one document.
 */
import { checkedHeader, shapedList } from "../data-file";
import data from "./code-nouns.json" with { type: "json" };
import { BARE_EXTENSION, CODE_OPENS } from "../text/option-tokens";

const FILE = "code-nouns.json";
export const CODE_NOUNS_FORMAT = "pincite-code-nouns";
export const CODE_NOUNS_VERSION = 1;

/** The nouns of the file, checked: its header, and a non-empty list of lower-case words. */
export function loadCodeNouns(file: unknown): readonly string[] {
  const f = checkedHeader(file, FILE, CODE_NOUNS_FORMAT, CODE_NOUNS_VERSION);
  return shapedList(f.code_nouns, "code_nouns", FILE, /^\p{Ll}+$/u, "one lower-case word");
}

export const CODE_NOUNS = loadCodeNouns(data);
/** A code noun in the singular or plural ("option", "options", "macros", "prefixes"). */
const CODE_NOUN = String.raw`(?:${CODE_NOUNS.join("|")})(?:s|es)?\b`;

/**
 * "Which option …", "What environment variable …", "Which two library functions …": the noun within the three
 * words after the asking word, in the singular or plural. "What does the option do?" asks what, not which.
 */
const ASKS_CODE = new RegExp(
  String.raw`^\s*(?:which|what)\s+(?!(?:do|does|did)\b)(?:[\p{L}\d-]+\s+){0,2}?${CODE_NOUN}(?!\s+(?:do|does|mean)\b)`,
  "iu",
);

export const asksCode = (question: string): boolean => ASKS_CODE.test(question);

/**
 * A sentence naming "this variable", "such an option" within its first words speaks of the entry it sits in, whose
 * name the sentence before it prints ("SDCC_LEAVE_SIGNALS SDCC installs a handler … If this environment variable is
 * set, …").
 */
const NAMES_ENTRY = new RegExp(
  String.raw`^(?:[\p{L}'\u2019]+\s+){0,2}(?:this|that|these|those|such(?: an?)?)\s+(?:[\p{L}-]+\s+)?` + CODE_NOUN,
  "iu",
);

export const namesEntry = (text: string): boolean => NAMES_ENTRY.test(text.trim());

/** The shapes code is printed in, each a whole token. */
const CODE_TOKEN = new RegExp(
  [
    // An option: one or two dashes before a letter, then the rest of the option ("-DNBLAS", "--enable-reentrant").
    String.raw`${CODE_OPENS}--?[A-Za-z][\w-]*(?:=[^\s,;)]+)?`,
    // A TeX macro.
    String.raw`\\[A-Za-z]+`,
    // An identifier joined by underscores, or with a capital after small letters ("klu_defaults", "useGPU").
    String.raw`\b[A-Za-z][A-Za-z\d]*_[\w]+`,
    String.raw`\b[a-z]+[A-Z][A-Za-z\d]*\b`,
    // A file's name (two characters or more before the dot, so "e.g." and "U.S." are none) or a bare extension.
    String.raw`\b[A-Za-z_][\w-]+\.[A-Za-z][\w]{0,5}\b`,
    BARE_EXTENSION.source,
    // A call.
    String.raw`\b\w+\(\)`,
  ].join("|"),
  "gu",
);

/** The code tokens a text prints, lower-cased. */
export function codeTokens(text: string): string[] {
  return [...text.matchAll(CODE_TOKEN)].map((m) => m[0].toLowerCase());
}

/**
 * An answer names the one thing asked, or two or three beside it; a line printing more codes than that is a list or
 * an index's run of entries ("Environment variables NO_REG_OPT, 83 OPTIMIZE_BITFIELD_POINTER_GET, 83 …"), about none.
 */
const MAX_OTHER_CODES = 3;

/** Whether `text` prints a code token that `asked` (the question's own code tokens) does not hold, and few of them. */
export function printsOtherCode(text: string, asked: ReadonlySet<string>): boolean {
  const other = new Set(codeTokens(text).filter((t) => !asked.has(t)));
  return other.size > 0 && other.size <= MAX_OTHER_CODES;
}
