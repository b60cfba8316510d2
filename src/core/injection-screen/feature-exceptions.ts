/**
 * What a feature's words also are when they are no order: a vocative that opens a fragment, a line of code or the
 * rest of a list, and a role whose "turn" is a record's value. Features test these first (Feature.except).
 */
import * as L from "./lexicon";
import { rx } from "./pattern-parts";
import { codeLike, opensLowerCase } from "./text-shape";

/**
 * A name that opens a fragment (a wrapped line, "models, at least for some tasks …"), a line of code
 * ("(model, tensor_data)") or the rest of a list ("Assistant, and Remote Install") calls no one: the
 * vocative must open a sentence of prose, and what follows its comma is not "and" or "or".
 */
const LIST_GOES_ON = /^\W*[\p{L}'-]+(?: [\p{L}'-]+){0,2}\s*,\s*(?:and|or|nor|&)\s/iu;
/**
 * A name and a colon before a call with named arguments or a model formula ("Model: rda(formula = grasses ~ Ca,
 * data = soilchem)", "Call: lm(y ~ x)") is a field a statistics program prints over its fit, the call that made it:
 * no one is addressed.
 */
const PRINTED_CALL = /^\W*[\p{L} ]{1,30}:\s*[\p{L}_.][\w.]*\((?:[^()]*\b[\p{L}_.][\w.]*\s*=[^=]|[^()]*~)/u;
/**
 * So is a name and a colon before any other value a program prints, after the comment marks a vignette's weaver puts
 * before each line of output ("## # Model: ## <Object of class:NMFstd>"): an object shown in angle brackets, or a
 * model formula ("Model: effect.size ~ 1 Number of studies = 9"). A turn of a chat opens with words, not a value.
 */
const PRINTED_VALUE = /^\W*[\p{L} ]{1,30}:\s*(?:#+\s*)*(?:<[\p{L}][^<>]*>\s*$|[\p{L}_.][\w.]*\s*~\s*[\w.(])/u;
/**
 * So is a name and a colon before a record of fields, a word or figure each, the next keyed after a comma ("Model:
 * binomial, link: logit", a fit's header over its table of deviance; "Model: binomial, link: logit Response: aff" as
 * the lines run together): a turn of a chat says something, a record only lists values. The record ends its line or
 * runs on into the next capitalised field.
 */
const FIELD_VALUE = "[\\p{L}\\p{N}_.()+-]+";
const PRINTED_FIELDS = new RegExp(
  `^\\W*[\\p{L} ]{1,30}:\\s*${FIELD_VALUE}(?:\\s*,\\s*\\p{Ll}[\\w.-]*\\s*[:=]\\s*${FIELD_VALUE})+` +
    `(?:\\s*$|\\s*,|\\s+\\p{Lu}[\\w.-]*\\s*:)`,
  "u",
);
/**
 * A journal named in a reference, its volume, issue and pages after a comma ("Artificial Intelligence, 174(12-13):
 * 850-864", "Artificial Intelligence, 19, pp. 17-37"): a title cited, not a reader called.
 */
const CITED_VOLUME = /,\s*\d+(?:\s*\([\d\u2013-]+\))?\s*[,:]\s*(?:pp?\.\s*)?\d+\s*[-\u2013]\s*\d+/u;
export const notVocative = (sentence: string) =>
  opensLowerCase(sentence) ||
  codeLike(sentence) ||
  LIST_GOES_ON.test(sentence) ||
  PRINTED_CALL.test(sentence) ||
  PRINTED_VALUE.test(sentence) ||
  PRINTED_FIELDS.test(sentence) ||
  CITED_VOLUME.test(sentence);

/**
 * A role whose turn is a figure and then the next key, a comma ending the line or a brace ("user: 252020,") is a
 * field of a record a program printed, not a turn of a chat, and so is one whose turn is an address ("User:
 * dpkg@example.org", a bug tracker's header); one whose turn opens on a backslash ("user: \\[ \\diffp q \\]") is a
 * macro's argument in a manual of TeX, and one whose turn is a path ("user: "/root"", a home directory in a table of
 * accounts) a record's value. Read on the folded reading, where figures are figures. A path is a value when quoted,
 * when it has two steps ("/home/ann") or when nothing follows it: "User: /reset the conversation" is a command typed
 * to a chat, its words after the slash an order.
 */
export const RECORD_FIELD = rx(
  "^\\W{0,3}",
  L.ROLE,
  "\\s*:\\s*(?:[-+]?\\d[\\d.]*\\s*(?:[,;]\\s*(?:[\\w-]+\\s*:|$)|[}\\]])|\\\\",
  "|[\"'\u201C\u201D]~?\\/|~?\\/[^\\s/]*\\/|~?\\/[^\\s/]*\\s*(?:[,;]|$)",
  "|https?://|www\\.|<?[\\w.+-]+@[\\w-]+\\.)",
);
