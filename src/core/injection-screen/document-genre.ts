/**
 * Whether a whole document is software text: a program's manual, user guide or reference. The screen reads a page
 * or a few, and judges the genre on them (genre.ts readsAsSoftware): a page of listings and options reads as
 * software, but the same manual's pages of prose about its program ("tell the preprocessor to output only the
 * macros", "if yes, respond with a success status", "the user wants to debug") hold no code tokens, and there a
 * manual's words for its program's reply, output and user read as moves on an AI's answer. The manual's genre is
 * read over all its pages with its scripts and languages (document-reading.ts), and passed to the screen of any of
 * its pages (ScreenOptions.documentSoftware). Filings, papers and books keep their page-by-page reading. So are the
 * subjects a document writes about on page after page (its users, answers, language models: documentSubjects), which
 * any genre but a filing may have (ScreenOptions.documentSubjects).
 */
import { foldConfusables } from "./confusables";
import { holdingTokens, readsAsFiling, readsAsSoftware, SOFTWARE_LINE } from "./genre";
import { LEXICON_TABLES } from "./lexicon";
import { screenUnits } from "./screen-units";

/** What the screen knows of a software document as a whole: the words it uses as its own terms. */
export interface SoftwareDocument {
  /** Entries of lexicon.json's document_term the document writes on many of its pages (its commands, rules …). */
  terms: ReadonlySet<string>;
}

// A term of the document: on this many of its pages with text, and this share of them.
const TERM_PAGES = 5;
const TERM_PAGE_SHARE = 0.1;
const TERMS = LEXICON_TABLES.entries("document_term").map((t) => ({ term: t, re: new RegExp(`\\b(?:${t})\\b`, "i") }));

// A manual shows its code on page after page (a GNU manual's prose chapters between, a sixth of its pages at least);
// a paper with a listing or two does not. A filing's exhibit index lists file names on as many pages, but talks
// money on most of the others: a manual's code pages outnumber its pages of money, a filing's never do.
const SOFTWARE_PAGES = 5;
const SOFTWARE_PAGE_SHARE = 0.15;

/**
 * Lines only a manual's pages write, beyond genre.ts's tokens, counted over many pages and never on a page alone (a
 * plant's host page is judged by its own tokens): a line that opens with a command's option ("-noauth", "‘-v’"), a
 * grammar's production ("<term> ::= …"), a nested s-expression ("(person (name Bob) (age 20))") and an interpreter's
 * prompt ("CLIPS> (reset)").
 */
export const MANUAL_LINE = new RegExp(
  [
    "^\\s*[‘'\"`]?-{1,2}[A-Za-z][\\w-]*(?:[’'\"`]|\\s|$)",
    "::=",
    "^\\s*\\([a-z][\\w-]* [^()]*\\(.*\\)\\s*$",
    "^\\s*[A-Za-z][\\w-]*> \\S",
  ].join("|"),
  "u",
);
const MANUAL_OR_CODE = new RegExp(`${SOFTWARE_LINE.source}|${MANUAL_LINE.source}`, "u");

/**
 * A line of a program's session as a tutorial or vignette prints it. R's: a prompt before a call or an assignment
 * ("R> fit <- lm(y ~ x)", "> library(zoo)"), an arrow assignment ("fit <- robu(formula = …"), knitr's output
 * ("## [1] 0.25"), a printed vector ("[1] 3.5 2.1"), or a line that is one call alone ("print(fit)"). Other
 * languages' sessions by their prompts: Python's ">>> " and a notebook's "In [3]:", MATLAB's and Octave's ">> ",
 * an interpreter named before its "> " ("julia> ", "sqlite> ", "gp> ", "In> ", "mysql> "), Erlang's numbered
 * "1> " (or "(node@host)2> "), and a shell's "$ " or "% " before a command that shows a program's marks (an option,
 * a path, a pipe, a file's extension: "$ ls -l /tmp", never "$ in millions"); and an SQL statement in capitals
 * ("SELECT name FROM t WHERE …"). Such a document's prose outnumbers its code on most pages, so few of its pages
 * read as software by softwarePage's share; but filings, papers, books and contracts write none of these lines,
 * and a tutorial shows its program at work on page after page.
 */
export const SESSION_LINE = new RegExp(
  [
    "^\\s*(?:R ?)?>\\s?[A-Za-z.][\\w.]*(?:\\$[\\w.]+)?\\s*(?:<-|=|\\()",
    "^\\s*[A-Za-z.][\\w.]*(?:\\$[\\w.]+|\\[[^\\]]*\\])?\\s*<-\\s*\\S",
    "^\\s*## (?:\\[\\d+\\]|\\s)",
    '^\\s*\\[1\\]\\s+(?:[-\\d."]|TRUE|FALSE|NA)',
    "^\\s*[a-z]\\w*(?:\\.\\w+)*(?:::[\\w.]+)?\\((?:[^()]|\\([^()]*\\))*\\)\\s*;?\\s*$",
    "^\\s*(?:>>>?|In ?\\[\\d+\\]:|Out ?\\[\\d+\\]:)\\s*\\S",
    "^\\s*[a-z][\\w-]*> \\S|^\\s*(?:In|Out)> \\S",
    "^\\s*(?:\\([\\w@.-]+\\))?\\d+> \\S",
    "^\\s*[$%] [a-z][\\w.+-]*\\s.*?(?:\\s-{1,2}[a-z]|/|\\||\\.[a-z]{1,4}\\b)",
    "^\\s*(?:SELECT|INSERT INTO|UPDATE|DELETE FROM|CREATE (?:TABLE|INDEX|VIEW))\\b.*\\b(?:FROM|VALUES|SET|ON|AS)\\b|^\\s*CREATE TABLE\\b",
  ].join("|"),
  "u",
);
// A session shown on this many pages, this many of its lines on each, and this many lines in all: a paper's one
// formula line "f(x)" or a reference's "[1] 95" is one line on one page.
const SESSION_PAGES = 2;
const SESSION_PAGE_LINES = 2;
const SESSION_LINES = 6;

/**
 * A guide to a program used through its windows (an accounting program, a drawing program, a phone's settings) shows
 * few code tokens, and where its program keeps books its pages talk money as a filing's do; but it tells its reader
 * which button to press, which menu, tab or dialog to open, on page after page (lexicon.json interface_control). A
 * page that names two such controls, in two sentences at least, is a page of such a guide: a filing, a paper or a
 * contract names one now and then ("the Windows operating system"), and a planted line is one sentence.
 */
const control = LEXICON_TABLES.table("interface_control");
const CONTROLS = [
  ...control.entries.map((e) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${e})(?![\\p{L}\\p{N}])`, "u")),
  ...control.bare.map((e) => new RegExp(e, "u")),
];
const INTERFACE_SENTENCES = 2;
const INTERFACE_CONTROLS = 2;

function interfacePage(units: readonly string[]): boolean {
  const named = new Set<number>();
  let sentences = 0;
  for (const unit of units) {
    const folded = foldConfusables(unit);
    let any = false;
    CONTROLS.forEach((re, k) => re.test(folded) && named.add(k) && (any = true));
    if (any) sentences++;
  }
  return sentences >= INTERFACE_SENTENCES && named.size >= INTERFACE_CONTROLS;
}

/**
 * The subjects a document writes about (lexicon.json document_subject): its users, the answers something gives. A
 * plant names the one asking and the answer once, on a filing's page that names neither; a manual of a program, a
 * paper on language models or a survey's report names them on page after page, as its own. A subject is the
 * document's on this many of its pages and this share of them, and on more of them than talk money: a filing keeps
 * none, whatever its "users" and "responses".
 */
const SUBJECT_PAGES = 5;
const SUBJECT_PAGE_SHARE = 0.1;
const SUBJECTS = LEXICON_TABLES.entries("document_subject").map((e) => {
  const [subject, words] = e.split(/=(.*)/s);
  return { subject, re: new RegExp(`\\b(?:${words})\\b`, "i") };
});

/** The number of a page's lines that print a program's session. */
function sessionLines(lines: readonly string[]): number {
  let n = 0;
  for (const line of lines) if (SESSION_LINE.test(line)) n++;
  return n;
}

/**
 * A page of software text: by genre.ts's reading of its sentences, or by its lines of code, options, grammar and
 * listings. MANUAL_OR_CODE holds genre.ts's SOFTWARE_LINE, so the lines are read once, not once more by
 * readsAsSoftware.
 */
function softwarePage(lines: readonly string[], units: readonly string[]): boolean {
  const written = lines.filter((l) => l.trim());
  return readsAsSoftware(units) || holdingTokens(written, MANUAL_OR_CODE);
}

/** A whole document's genre: whether it is software text, and the subjects it writes about on many pages. */
export interface DocumentGenre {
  software: SoftwareDocument | null;
  subjects: ReadonlySet<string>;
}

/**
 * The document as software text, when many of its pages read as such (by their code, their sessions, or the controls
 * of the program's windows they name), this many and this share of its pages with text, and more of them than read as
 * a filing's (genre.ts readsAsFiling); else null. The same pass counts the pages naming each subject (the subjects of
 * document_subject a whole document writes about on many of its pages), so each page's sentences are read once for
 * both. Given the document's pages one by one, each with its lines, as its reading (document-reading.ts) walks them.
 */
export function genreTally() {
  let read = 0;
  let software = 0;
  let money = 0;
  let sessionPages = 0;
  let session = 0;
  let interface_ = 0;
  const termPages = new Map<string, number>();
  const subjectPages = new Map<string, number>();
  return {
    add(text: string, lines: readonly string[]): void {
      if (!text.trim()) return;
      read++;
      const units = screenUnits(text);
      for (const { subject, re } of SUBJECTS)
        if (re.test(text)) subjectPages.set(subject, (subjectPages.get(subject) ?? 0) + 1);
      if (softwarePage(lines, units)) software++;
      if (readsAsFiling(units)) money++;
      if (interfacePage(units)) interface_++;
      const shown = sessionLines(lines);
      session += shown;
      if (shown >= SESSION_PAGE_LINES) sessionPages++;
      for (const { term, re } of TERMS) if (re.test(text)) termPages.set(term, (termPages.get(term) ?? 0) + 1);
    },
    genre(): DocumentGenre {
      const terms = [...termPages].filter(([, n]) => n >= TERM_PAGES && n >= read * TERM_PAGE_SHARE).map(([t]) => t);
      const manual = software >= SOFTWARE_PAGES && software >= read * SOFTWARE_PAGE_SHARE && software > money;
      const tutorial = sessionPages >= SESSION_PAGES && session >= SESSION_LINES && sessionPages > money;
      // A guide to a program's windows, by its pages that name their controls, as many as a manual's pages of code.
      const guide = interface_ >= SOFTWARE_PAGES && interface_ >= read * SOFTWARE_PAGE_SHARE && interface_ > money;
      const subjects = new Set(
        [...subjectPages]
          .filter(([, n]) => n >= SUBJECT_PAGES && n >= read * SUBJECT_PAGE_SHARE && n > money)
          .map(([subject]) => subject),
      );
      return { software: manual || tutorial || guide ? { terms: new Set(terms) } : null, subjects };
    },
  };
}
