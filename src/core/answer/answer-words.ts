/**
 * The word lists the extractive answer reads sentences and questions with (answer-words.json):
 * the words no sentence ends on, what a document calls itself, the words that end a "how
 * many" question's counted noun, the words of a question after a document's author, words
 * that deny, units of time, words that refer back, auxiliaries, what a manual calls a symbol,
 * words no author's name holds, the words a run-in title keeps in lower case and how a question
 * names a date, how it names a version, the verbs that follow a counted noun, what a question after a
 * name calls the one named, the small words inside a document's name, the words after which "one" counts
 * nothing, where the thing a "What is the …?" question names ends and the words of an institution beside
 * an author's name. Data, so a
 * word is a change to the file; the loader refuses a file it cannot read whole, and any entry
 * that is not one plain word, since the lists are compiled into patterns.
 */
import { checkedHeader, shapedList } from "../data-file";
import data from "./answer-words.json" with { type: "json" };

const FILE = "answer-words.json";
export const ANSWER_WORDS_FORMAT = "pincite-answer-words";
export const ANSWER_WORDS_VERSION = 9;

export interface AnswerWords {
  leadsOn: readonly string[];
  documentNouns: readonly string[];
  countPhraseEnds: ReadonlySet<string>;
  authorWords: readonly string[];
  negations: readonly string[];
  durationUnits: readonly string[];
  backReferences: readonly string[];
  auxiliaries: ReadonlySet<string>;
  symbolNouns: readonly string[];
  notNames: ReadonlySet<string>;
  titleSmallWords: readonly string[];
  dateWords: ReadonlySet<string>;
  versionWords: readonly string[];
  countVerbs: ReadonlySet<string>;
  namedThings: readonly string[];
  nameJoiners: ReadonlySet<string>;
  selectionWords: ReadonlySet<string>;
  oneUncountedAfter: ReadonlySet<string>;
  askedThingEnds: readonly string[];
  expansionJoiners: ReadonlySet<string>;
  codeQuestionEnds: readonly string[];
  addressVerbs: readonly string[];
  partsAsked: readonly string[];
  questionAuxiliaries: readonly string[];
  conditionVerbs: readonly string[];
  captionLabels: readonly string[];
  countNames: ReadonlySet<string>;
  countLinks: ReadonlySet<string>;
  ordinalThingEnds: ReadonlySet<string>;
  affiliationWords: ReadonlySet<string>;
  purposeWords: readonly string[];
  purposeNouns: readonly string[];
  clauseBreaks: readonly string[];
}

/** The lists of the file, checked: header, and each list a non-empty list of lower-case words. */
export function loadAnswerWords(file: unknown): AnswerWords {
  const f = checkedHeader(file, FILE, ANSWER_WORDS_FORMAT, ANSWER_WORDS_VERSION);
  const list = (key: string) => shapedList(f[key], key, FILE, /^\p{Ll}+$/u, "one lower-case word");
  const phrases = (key: string) => shapedList(f[key], key, FILE, /^\p{Ll}+(?: \p{Ll}+)*$/u, "lower-case words");
  return {
    leadsOn: list("leads_on"),
    documentNouns: list("document_nouns"),
    countPhraseEnds: new Set(list("count_phrase_ends")),
    authorWords: list("author_words"),
    negations: list("negations"),
    durationUnits: list("duration_units"),
    backReferences: list("back_references"),
    auxiliaries: new Set(list("auxiliaries")),
    symbolNouns: list("symbol_nouns"),
    notNames: new Set(list("not_names")),
    titleSmallWords: list("title_small_words"),
    dateWords: new Set(list("date_words")),
    versionWords: list("version_words"),
    countVerbs: new Set(list("count_verbs")),
    namedThings: list("named_things"),
    nameJoiners: new Set(list("name_joiners")),
    selectionWords: new Set(list("selection_words")),
    oneUncountedAfter: new Set(list("one_uncounted_after")),
    askedThingEnds: list("asked_thing_ends"),
    expansionJoiners: new Set(list("expansion_joiners")),
    codeQuestionEnds: list("code_question_ends"),
    addressVerbs: list("address_verbs"),
    partsAsked: phrases("parts_asked"),
    questionAuxiliaries: list("question_auxiliaries"),
    conditionVerbs: list("condition_verbs"),
    captionLabels: list("caption_labels"),
    countNames: new Set(list("count_names")),
    countLinks: new Set(list("count_links")),
    ordinalThingEnds: new Set(list("ordinal_thing_ends")),
    affiliationWords: new Set(list("affiliation_words")),
    purposeWords: list("purpose_words"),
    purposeNouns: list("purpose_nouns"),
    clauseBreaks: phrases("clause_breaks"),
  };
}

const ANSWER_WORDS = loadAnswerWords(data);

/** Words no sentence ends on ("… must be installed to"): a line stopping on one runs on. */
export const LEADS_ON_WORDS = ANSWER_WORDS.leadsOn;
/** What a document calls itself ("this paper", "the report"). */
export const DOCUMENT_NOUNS = ANSWER_WORDS.documentNouns;
/** Where a "how many" question's counted noun phrase ends: its verb, a preposition, a word after the noun. */
export const COUNT_PHRASE_ENDS = ANSWER_WORDS.countPhraseEnds;
/** What a question asking who made a document says ("who wrote", "the author of"). */
export const AUTHOR_WORDS = ANSWER_WORDS.authorWords;
/** Words that deny what a sentence states ("not", "never", "without"). */
export const NEGATIONS = ANSWER_WORDS.negations;
/** Words that open another clause of a sentence: a condition, an exception, a contrast ("unless", "provided that"). */
export const CLAUSE_BREAKS = ANSWER_WORDS.clauseBreaks;
/** What a "how long" answer counts in ("six months", "30 days"). */
export const DURATION_UNITS = ANSWER_WORDS.durationUnits;
/** Words that open a sentence leaning on the one before it ("This was …", "They …"). */
export const BACK_REFERENCES = ANSWER_WORDS.backReferences;
/** Words that make the next word (or the one after) a predicate: "shall terminate", "is governed". */
export const AUXILIARIES = ANSWER_WORDS.auxiliaries;
/** What a manual calls a letter or sign it names as a term ("type", "option", "character"). */
export const SYMBOL_NOUNS = ANSWER_WORDS.symbolNouns;
/** Capitalised words of a title line that no author's name holds ("The", "Guide", "Manual"), lower case. */
export const NOT_NAMES = ANSWER_WORDS.notNames;
/** The words a run-in title keeps in lower case ("Governing Law and Venue."). */
export const TITLE_SMALL_WORDS = ANSWER_WORDS.titleSmallWords;
/** How a question names the date it asks for ("What is the date of …"), which the answering sentence seldom repeats. */
export const DATE_WORDS = ANSWER_WORDS.dateWords;
/** How a question names the version it asks for, and how a text prints one ("Which edition …", "Version 1.3c"). */
export const VERSION_WORDS = ANSWER_WORDS.versionWords;
/** Verbs after a "how many" question's counted noun that put the whole after it ("How many modules comprise X?"). */
export const COUNT_VERBS = ANSWER_WORDS.countVerbs;
/** What a question asking for a name calls the one named: "Which company …", "What university …". */
export const NAMED_THINGS = ANSWER_WORDS.namedThings;
/** The lower-case words a document's name holds between its capitalised ones ("Installation and Administration"). */
export const NAME_JOINERS = ANSWER_WORDS.nameJoiners;
/** Words that pick some members of a kind out ("the main risks", "the key terms"): a list is asked, not a meaning. */
export const SELECTION_WORDS = ANSWER_WORDS.selectionWords;
/** The words after which "one" counts nothing: "no one", "any one", "each one" of them. */
export const ONE_UNCOUNTED_AFTER = ANSWER_WORDS.oneUncountedAfter;
/** Where the thing a "What is the …?" question names ends: a preposition, a relative word or a verb. */
export const ASKED_THING_ENDS = ANSWER_WORDS.askedThingEnds;
/** Small words an acronym's spelled-out name may hold that its letters leave out or count ("Department of Energy"). */
export const EXPANSION_JOINERS = ANSWER_WORDS.expansionJoiners;
/** The words a question asking for a code or number ends on ("What is the product code?", "… its serial number?"). */
export const CODE_QUESTION_ENDS = ANSWER_WORDS.codeQuestionEnds;
/** The verbs a "Where …?" question asks where to send something with ("Where should feedback be sent?"). */
export const ADDRESS_VERBS = ANSWER_WORDS.addressVerbs;
/** What a question after the document's own parts or lists says ("Which chapters …", "the list of figures"). */
export const PARTS_ASKED = ANSWER_WORDS.partsAsked;
/** The auxiliaries a yes/no question opens with ("Did …", "Must …"): no command is named by one. */
export const QUESTION_AUXILIARIES = ANSWER_WORDS.questionAuxiliaries;

/** "considered", "deemed": a 'When is X …?' question with one asks a condition, not a date. */
export const CONDITION_VERBS = ANSWER_WORDS.conditionVerbs;

/** The words a caption opens with before its number ("Figure 3: …", "Table 2. …"). */
export const CAPTION_LABELS = ANSWER_WORDS.captionLabels;

/** "the number of answers", "the total of pages": the nouns that name a count of the noun after them. */
export const COUNT_NAMES = ANSWER_WORDS.countNames;

/** What links a count named so to its value: "… is 199", "… is limited to 199", "… equals 12". */
export const COUNT_LINKS = ANSWER_WORDS.countLinks;

/** Where the thing named after an ordinal ends: "the second step of …", "the first argument that …". */
export const ORDINAL_THING_ENDS = ANSWER_WORDS.ordinalThingEnds;
/** The words of an institution a cover sets beside an author's name ("University", "Laboratory", "Center"). */
export const AFFILIATION_WORDS = ANSWER_WORDS.affiliationWords;
/** What a question asking what a thing is for says after it: "What are X used for?", "… intended for?". */
export const PURPOSE_WORDS = ANSWER_WORDS.purposeWords;
/** What a question asking it by a noun says before it: "What is the purpose of X?". */
export const PURPOSE_NOUNS = ANSWER_WORDS.purposeNouns;
