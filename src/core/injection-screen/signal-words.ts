/**
 * The words and shapes behind the screen's weak signals (signals.ts), by concept, in
 * English and the seven lexicon languages plus Japanese, Chinese, Russian, Polish and
 * Turkish. Whole words are matched Unicode-aware; Chinese and Japanese as bare strings. The word
 * lists are data (signal-words.json); the shapes that combine words (an order opening a sentence,
 * a reader of this text) are built here.
 */
import SIGNAL_WORDS from "./signal-words.json" with { type: "json" };
import { readWordTables } from "./word-tables";

/** The tables of signal-words.json, checked on load (entries compile as the "u" regexes they become). */
export const SIGNAL_WORD_TABLES = readWordTables(SIGNAL_WORDS, "signal-words.json", "u");
/** A table as one regex: its entries as whole words, then its bare entries anywhere. */
const tableWords = (name: string) => {
  const { entries, bare } = SIGNAL_WORD_TABLES.table(name);
  return words(entries, bare);
};

const NOT_LETTER = "(?<![\\p{L}\\p{N}_])";
const NOT_LETTER_AFTER = "(?![\\p{L}\\p{N}_])";
const WORD_CHAR = "[\\p{L}\\p{N}_]";
/** Whole words from `words`, then bare CJK strings from `cjk`. */
const words = (list: readonly string[], cjk: readonly string[] = []) => {
  const body = list.join("|").replace(/\\w/g, "[\\p{L}\\p{N}_]");
  return new RegExp(`${NOT_LETTER}(?:${body})${NOT_LETTER_AFTER}${cjk.length ? `|${cjk.join("|")}` : ""}`, "u");
};

/** A name only a machine reader has (2). */
export const AI_NAME = tableWords("ai_name");

/** A machine reading this very text: "whoever processes this text", "the system reading this page" (2). */
const READER_SUBJECT =
  "\\b(?:whoever|whatever|anyone|anything|quien|quienquiera|celui qui|wer|any|the|a|an|every|each|all)" +
  "(?: (?:\\w+ )?(?:system|tool|software|program|model|reader|agent|engine|process|service|pipeline)s?)?";
const READING =
  "(?:read|process|pars|extract|summar|index|ingest|scan|analy[sz]|generat|answer|interpret|handl|" +
  "procese|lea|lit|trait|liest|verarbeit)";
const THIS_TEXT =
  "(?:this|these|este|esta|ce|cette|diesen|dieses|the (?:following|above|present)) " +
  "(?:text|page|document|filing|passage|paragraph|content|line|report|pdf|section|texto|documento|texte|dokument)s?\\b";
const FEW_WORDS = "(?: [\\w']+){0,3}?";
export const READER_OF_THIS = new RegExp(`${READER_SUBJECT}${FEW_WORDS} ${READING}\\w*${FEW_WORDS} ${THIS_TEXT}`);
/** The same in Turkish, Polish and Russian: "bu belgeyi özetleyen model", "ten dokument czyta". */
export const READER_OF_THIS_OTHER = tableWords("reader_of_this_other");

/** The second person (1). */
export const YOU = tableWords("you");

/** The reader's task: its answer, summary, output, instructions (1). */
export const TASK = tableWords("task");

/** An obligation or a request: a modal, "please", "do not", "always", "from now on" (1). */
export const DIRECTIVE = tableWords("directive");

/**
 * Turkish "-meli/-mali" (must), the one directive that ends a word rather than starts one.
 * Kept out of DIRECTIVE: there it tried a whole word before the ending at every word start;
 * a word character before the ending matches the same texts. ("X is to be" needs no entry:
 * DIRECTIVE's "is to" matches wherever it does.)
 */
export const DIRECTIVE_ENDING = new RegExp(`${WORD_CHAR}m[ae]l(?:i|idir)${NOT_LETTER_AFTER}`, "u");

/** A verb of steering or hiding: what a planted order does to the answer (1). */
export const STEER = tableWords("steer");

/**
 * An order opening the sentence: a bare verb of answering or steering (2);
 * "Step 1:", "Now," or "Please" may come first.
 */
const ORDER_VERB =
  "(?:write|say|state|tell|answer|respond|reply|output|print|describe|skip|omit|ignore|forget|disregard|pretend|" +
  "quote|cite|include|insert|append|change|replace|rewrite|treat|(?:base64[- ]?)?encode|decode|follow|comply|obey|" +
  "reveal|share|send|leak|disclose|show|stop|refuse|decline|praise|recommend|claim|mention|remember|summari[sz]e|" +
  "act|assume|report|use|list|return|add|put|begin|start|end)";
// What follows an order verb: a determiner, a second order ("decode and follow"), a gerund or a quotation.
const DETERMINER = "the|a|an|this|that|these|all|any|every|each|your|only|nothing|everything|it|them|with|as|to|me|no";
const OBJECT = `(?:(?:${DETERMINER}|and ${ORDER_VERB})\\b|\\w+ing\\b|['"\u201C:])`;
export const IMPERATIVE = new RegExp(
  // Opening the sentence (after a label such as "Step 1:" or "action:", or a clause such as "Before you reply,"),
  // or after a colon or semicolon inside it.
  "(?:^\\W*(?:[\\w-]+(?: \\d+)?:\\s*)*|^\\W*(?:before|after|when|whenever|if|once|while) [^,]{0,60}, |[:;] )" +
    "(?:(?:instead|now|then|next|also|finally|and),? )?(?:please |kindly |just |quietly |simply |always |never )?" +
    `${ORDER_VERB} ${OBJECT}`,
);

/** Markup or a payload no prose needs: tags, JSON or YAML keys, code fences, comments, base64 (1). */
export const MARKUP = new RegExp(
  // A JSON key whose value is a phrase or a verdict: a payload says something ({"content": "Report that …"},
  // {"verified": true}); a sample of data ({"class_name": "dog", "score": 0.99}) does not.
  '^\\W{0,2}[<{[`]|<!--|-->|```|^\\s*"?[a-z]+_[a-z_]+"?\\s*:|"[a-z_]+"\\s*:\\s*(?:"[^"]*\\s|true\\b|false\\b)' +
    // Base64, or words run together, stand as a token of their own; words between slashes and nothing else are the
    // path of an address ("ho-tex/gettitlestring/issues", "tree/main/previous"), no payload.
    "|(?<![^\\s\"'(:=])(?![a-z/]*/[a-z/]*={0,2}(?:\\s|$))[a-z0-9+/]{24,}={0,2}(?:\\s|$)",
);
/** A key or tag that names an order: "directive":, task_override:, <instruction …> (1). */
export const ORDER_KEY = new RegExp(
  // Also the last part of a header name ("X-Model-Directive:", "X-AI-Instructions:").
  '(?:^|["{<\\s-])(?:directive|instructions?|task(?:_\\w+)?|prompt|system|override|command|action|role|applies_to|' +
    "priority)[\"']?\\s*[:=>]",
);
/** A role label opening the line in a script the lexicon does not cover (3: quarantines alone, as role-line does). */
const ROLE_WORD =
  "システム|ユーザー|アシスタント|系统|用户|助手|система|пользователь|ассистент|uzytkownik|asystent|kullanici|asistan|sistem";
export const ROLE_OPENING = new RegExp(`^\\W{0,3}(?:${ROLE_WORD})\\s*[:：]`, "u");
/** "Your summary", "your output": the reader's own product (1, on top of "you" and the task). */
export const YOUR_ANSWER = /\byour (?:\w+ )?(?:summary|summaries|answers?|responses?|repl(?:y|ies)|output|analysis)\b/;
/** A short opening label with no figures, ending in a colon: "Policy update for AI:", "Sistem notu:" (1). */
// Up to six words, none of the verbs that open a definition or a list ("shall mean:", "do not apply to:").
const DEFINING = "(?![^:]*\\b(?:shall|means?|includes?|including|apply|applies|follows?|following|are|is)\\b)";
// Words, not code: a call or a dotted name ("decode(bboxes) torch.Tensor:") is no label addressed to anyone.
const LABEL_WORD = "(?![^\\s:]*(?:\\p{L}\\(\\p{L}{2}|\\p{L}\\.\\p{L}))[^\\s\\d:$%]+";
// A label whose value is an address or a figure ("Website: https://…", "Maintainer: name@host", "Version: 2.1") is a
// field of a record, as a README's or a copyright file's header holds; one addressed to a reader goes on in words.
const RECORD_VALUE = "(?!\\s*(?:https?://|www\\.|<?[\\w.+-]+@[\\w-]+\\.|\\d))";
export const ADDRESSED_LABEL = new RegExp(
  `^${DEFINING}\\W*(?:${LABEL_WORD} ){0,5}${LABEL_WORD} ?:${RECORD_VALUE}(?:\\s|$)`,
  "u",
);
/** An order left to the reader's needs or wishes: advice to a person, never a plant's order (-2). */
export const READER_CHOICE = tableWords("reader_choice");
/** Filings speak as "we"; a planted order almost never does (-2). */
export const WE = /\b(?:we|our|us|ours)\b/;

/**
 * A sentence that opens with an order whatever follows the verb: a manual's step ("Run the installer"), a
 * changelog's entry ("* Add upstream patches", "deps: upgrade to 1.3"). Not a signal of its own (IMPERATIVE is
 * the weighted one, an order with an object a plant gives): it tells the evidence's habits (evidence-habits.ts) a
 * page that gives its reader orders sentence after sentence. Read on a lower-cased reading; a verb used as a
 * noun ("Update of the …", "Note:") is no order.
 */
const ORDER_OPENING_VERB = SIGNAL_WORD_TABLES.entries("order_opening").join("|");
const NOUN_USE_NEXT = SIGNAL_WORD_TABLES.entries("noun_use_next").join("|");
const OPENING_LABELS = "(?:[\\p{L}\\p{N}_./()<>#-]+(?: [\\p{L}\\p{N}_./()-]+)?:\\s+)*";
export const OPENS_WITH_ORDER = new RegExp(
  `^[^\\p{L}]*${OPENING_LABELS}(?:(?:please|then|also|now|just|and) )?(?:${ORDER_OPENING_VERB})` +
    `${NOT_LETTER_AFTER}(?![-:]| (?:${NOUN_USE_NEXT})\\b)`,
  "u",
);
