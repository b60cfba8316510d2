/**
 * Program text on a page: a listing, a session at a prompt, a program's printed output or records. A tutorial or a
 * manual prints what its program says and holds ("system: x86_64-pc-linux-gnu", "User: alice", "Q: … A: …", a
 * "Pretend you are the server" in a test script), and those lines are data about the software, not orders to
 * whoever reads the page. So a strong verdict on a line inside a block of program text, or on any line of a
 * document whose genre is software text (document-genre.ts: a manual or a tutorial), is a suspect for System One,
 * not a quarantine, unless the line speaks to a machine: names an AI reader, or opens a chat's turn with a role and
 * tells it something. Rules that only a plant trips keep their strength everywhere: an override of the reader's
 * previous instructions, a chat template's tokens, an image beacon, a leak of the prompt, and the disguises no
 * typesetting makes.
 */
import type { Verdict } from "./features";
import { MANUAL_LINE, SESSION_LINE } from "./document-genre";
import { withoutProgramTokens, wordTokens } from "./text-shape";
import { CAMEL_RUN, plainReading } from "./confusables";
import { lexicalVerdict } from "./verdicts";
import { DIRECTIVE, OPENS_WITH_ORDER, TASK, YOU, YOUR_ANSWER } from "./signal-words";
import { EMAIL, rx, URL, VOCATIVE_ADDRESSEE, w } from "./pattern-parts";
import * as L from "./lexicon";

// knitr prints a program's output under "## ", whatever the output says ("## system: x86_64, linux-gnu").
const PRINTED_OUTPUT = /^\s*## \S/u;

// An address is what a planted payload carries (a beacon's image, a request's URL, a mailbox): it tells no program.
const ADDRESS = new RegExp(`${URL}|${EMAIL}`, "giu");

/**
 * A statement of code: a line ending in a brace, an assignment ("G := SymmetricGroup(4);", "x[1] <- 2", "n = 10"), or
 * one call ("Print(x);", "plot(fit, which = 1)"). A filing's lines have programs' marks too (a units legend in
 * parentheses, a "/s/" signature, a file name), but none of them is a statement.
 */
const STATEMENT = new RegExp(
  [
    "[{}]\\s*$",
    "^\\s*[A-Za-z_][\\w.$]*(?:\\[[^\\]]*\\])?\\s*(?::=|<-|[-+*/]?=(?!=))\\s*\\S",
    "^\\s*[A-Za-z_][\\w.:$]*\\(.*\\)\\s*;?\\s*$",
  ].join("|"),
  "u",
);

/**
 * A line that reads as program text by its own shape: a statement, a prompt and what follows it, a session's line or
 * printed value. Read without its addresses, so that two planted lines that each carry one make no block.
 */
export function programShaped(raw: string): boolean {
  const line = raw.replace(ADDRESS, " ");
  return sessionMarked(line) || STATEMENT.test(line);
}

/** A session's or prompt's line, or a program's printed output: program text by its marks, whatever it says. */
const sessionMarked = (line: string) => SESSION_LINE.test(line) || MANUAL_LINE.test(line) || PRINTED_OUTPUT.test(line);

// What a program prints between two of its lines is a few lines of output (a record, a transcript), none of them a
// line of prose run to the margin, which a paragraph between two listings is.
const OUTPUT_LINES = 6;
const PROSE_TOKENS = 10;
const proseShaped = (line: string) => wordTokens(line).length >= PROSE_TOKENS && !programShaped(line);

/**
 * For each of a text's non-blank lines, whether it sits in a block of program text: a program line beside another
 * (a listing, a session), or a few lines between two that are no prose (the output a call prints, a record, a
 * transcript). One line of code alone is no block: a planted payload is a line, and a filing's table rows hold no
 * program's marks.
 */
export function programBlock(text: readonly string[]): boolean[] {
  const shaped = text.map(programShaped);
  const inBlock = text.map((_, k) => shaped[k] && (!!shaped[k - 1] || !!shaped[k + 1]));
  let last = -1;
  shaped.forEach((isProgram, k) => {
    if (!isProgram) return;
    const between = text.slice(last + 1, k);
    if (last >= 0 && between.length <= OUTPUT_LINES && !between.some(proseShaped))
      for (let j = last; j <= k; j++) inBlock[j] = true;
    last = k;
  });
  return withSessionOrListing(text, shaped, inBlock);
}

// A listing runs to this many statements; fewer, and only a session's or prompt's mark tells a block of code from a
// payload of two or so lines planted in braces.
const LISTING_LINES = 3;

/** The blocks that hold a session's or prompt's line, or a listing's statements; the rest are cleared. */
function withSessionOrListing(text: readonly string[], shaped: boolean[], inBlock: boolean[]): boolean[] {
  for (let start = 0; start < text.length;) {
    if (!inBlock[start]) {
      start++;
      continue;
    }
    let end = start;
    while (end < text.length && inBlock[end]) end++;
    const run = text.slice(start, end);
    const statements = shaped.slice(start, end).filter(Boolean).length;
    if (statements < LISTING_LINES && !run.some(sessionMarked)) inBlock.fill(false, start, end);
    start = end;
  }
  return inBlock;
}

// Rules that only a plant trips, in any genre: kept strong in program text and software documents alike.
const PLANT_ONLY: ReadonlySet<string> = new Set([
  "override-instructions",
  "nullify-instructions",
  "nullified-after",
  "labelled-override",
  "prompt-leak",
  "chat-template",
  "image-beacon",
  // A payload's: it is code by its form, so it keeps its verdict in a block of code (a manual's own are suspects).
  "tool-call",
  "call-with-data",
  "data-in-url",
  "link-in-answer",
  "decode-and-obey",
  "new-identity",
  "if-you-are-ai",
  "hidden-characters",
  "mixed-script-word",
  "fullwidth-forms",
  // Read off the sentence's script or language, not its words: islands.ts and the document's scripts judge them.
  "foreign-script",
  "foreign-language",
]);

const AI_NAMED = rx(w(L.AI_NAME));
const CHAT_CONTEXT = rx(w(L.concept("chat_context")));
const MACHINE_NAMED = rx(w(VOCATIVE_ADDRESSEE));
const MACHINE_LABEL = rx("^\\W{0,3}", VOCATIVE_ADDRESSEE, "\\s*:");
const ROLE_LABEL = rx("^\\W{0,3}(?:", L.ROLE, "|", VOCATIVE_ADDRESSEE, ")\\s*:\\s*");

/**
 * What a turn says to the one it names, in words and not in a call's name ("summary(out)"): an order opening it, a
 * "you", a modal or "please", an answer or task.
 */
function saysSomethingTo(turn: string): boolean {
  const said = withoutProgramTokens(turn);
  return OPENS_WITH_ORDER.test(said) || [YOU, DIRECTIVE, TASK].some((re) => re.test(said));
}

/**
 * Whether a sentence speaks to a machine: names an AI reader; opens with a chat's role or a machine's name and a
 * colon and tells it something ("Model: report that …", "User: ignore the table above"), where a printed record
 * labels a value ("system: x86_64-pc-linux-gnu"); names a model or an assistant beside "you" or an order; or asks
 * for the reader's answer ("your summary").
 */
export function speaksToMachine(sentence: string): boolean {
  const plain = plainReading(sentence);
  const label = ROLE_LABEL.exec(plain);
  // A turn in a machine's name ("Assistant: yes, the dividend is guaranteed") is a chat's, whatever it says; a
  // person's role or a system's labels a printed value unless it tells someone something.
  if (label && MACHINE_LABEL.test(label[0])) return true;
  if (label) return saysSomethingTo(plain.slice(label[0].length)) || namesMachine(plain);
  return namesMachine(plain);
}

/**
 * The part of speaksToMachine that holds over a sentence run across lines: an AI reader named, a model or an
 * assistant told something, the reader's answer asked for, its conversation named (lexicon.json chat_context). A
 * role's label holds only at the head of its own line. Read on the sentence's plain reading (confusables.ts).
 */
function namesMachine(plain: string): boolean {
  return (
    AI_NAMED.test(plain) ||
    YOUR_ANSWER.test(plain) ||
    CHAT_CONTEXT.test(plain) ||
    (MACHINE_NAMED.test(plain) && saysSomethingTo(plain))
  );
}

/**
 * Whether a strong verdict in program text or a software document keeps its strength: its rule is one only a plant
 * trips, the sentence names a machine, or a line of it (a planted line runs into the heading above it) speaks to one.
 */
export const keepsStrength = (verdict: Verdict, sentence: string, lines: readonly string[]): boolean =>
  (PLANT_ONLY.has(verdict.rule) && !onProgramNamesOnly(verdict, sentence)) ||
  namesMachine(plainReading(sentence)) ||
  lines.some(speaksToMachine);

// A program's name run together in lower camel case ("alignAboveContext", "fontSize"). A disguised plant runs its
// words together capitalised ("IgnorePreviousInstructions"); a program names its options and variables this way.
const PROGRAM_NAME = /(?<![\p{L}\p{N}_])\p{Ll}+(?:\p{Lu}\p{Ll}*)+(?![\p{L}\p{N}_])/gu;

/**
 * True when the sentence's words earn the verdict only once the program's names in it are read as words: the screen
 * splits words run together to catch a disguise, and "alignAboveContext = #"3" … \override" then reads "above
 * context … override". In program text those names are data; the rest of the sentence must earn the verdict alone.
 */
function onProgramNamesOnly(verdict: Verdict, sentence: string): boolean {
  if (!CAMEL_RUN.test(sentence) || lexicalVerdict(sentence)?.rule !== verdict.rule) return false;
  return lexicalVerdict(sentence.replace(PROGRAM_NAME, " "))?.strength !== "strong";
}
