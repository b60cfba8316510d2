/**
 * What the extractive answer looks for in a question: its keywords weighed (figures double, a code
 * triple unless it is the document's subject), the usual wordings of the line items it names, the
 * other forms of its words, and what its focus asks for (a count, a default, the document's date,
 * a term). extractive.ts scores each quote against this probe.
 */
import { ordinalAsked, type OrdinalAsked } from "./ordinal-focus";
import { namesCaptionedPart } from "./captions";
import { readConventions } from "../navigate/conventions";
import { contentTokens, isNumberToken, questionKeywords, stem } from "./normalize";
import { wordForms } from "../text/word-forms";
import { isOptionToken } from "../text/option-tokens";
import { questionFocus, type QuestionFocus } from "./question-focus";
import { countedThing } from "./count-answers";
import { asksDefault } from "./default-values";
import { asksWhatDoes } from "./usage-lines";
import { asksDocumentIdentity } from "./document-identity";
import { DATE_WORDS, DOCUMENT_NOUNS, PURPOSE_NOUNS, PURPOSE_WORDS } from "./answer-words";
import { asksAuthor, authoredThing } from "./cite/byline";
import { asksDocumentTopic } from "./self-reference";
import { askedSymbols } from "./symbol-terms";
import { asksCode, codeTokens } from "./code-answers";

const EXPANSION_WEIGHT = 0.5;
const DOCUMENT_NOUN_SET = new Set(DOCUMENT_NOUNS);
/** "used", "purpose": how a question asks what a thing is for, which the sentence saying what it is seldom says. */
const PURPOSE_ASKING = new Set([...PURPOSE_WORDS, ...PURPOSE_NOUNS]);

const QUANTITATIVE =
  /\b(how much|how many|amount|total|ratio|margin|percent|percentage|usd|\$|millions?|billions?|thousands?|rate|value|cost|expenditures?|revenue|sales|income|cash)\b/i;

// Words that name the page ("in the cash flow statement") found the page; they don't pick a line.
const STATEMENT_NAMES =
  /\b(?:consolidated )?(?:cash flows? statements?|statements? of cash flows?|income statements?|statements? of (?:income|operations|earnings)|balance sheets?|statements? of financial position)\b/gi;

const HOW_MANY = /\bhow (?:many|much|long)\b/gi;

export interface Synonym {
  /** Question tokens the rule fired on ("capital", "expenditure"). */
  asked: string[];
  /** The usual wordings on the page ("purchases", "property", "plant", "equipment"). */
  wording: Set<string>;
  /** How many of the wordings a sentence must use to be credited with the asked words (default 2, or all). */
  needs?: number;
  /** The share of the asked words' weight credited (default all); the wordings then weigh nothing of their own. */
  share?: number;
}

export interface Probe {
  focus: QuestionFocus;
  /** Codes the question names ("ar01"): letters and digits in one token. */
  codes: string[];
  weights: Map<string, number>;
  total: number;
  quantitative: boolean;
  synonyms: Synonym[];
  /** The thing a "how many …" question counts ("employee"), when it asks for a count. */
  counted: string | null;
  /** The words before the counted noun ("paved cycle" paths), stemmed: a count right before them counts it. */
  countedWith: string[];
  /** The question asks for a default ("What is the default …", "… by default?"). */
  asksDefault: boolean;
  /** "What does X do?", "What is X used for?": a usage line of X says how it is written, not what it does. */
  asksDoes: boolean;
  /** The question asks for the date or version the document bears ("When is the paper dated?"). */
  documentIdentity: boolean;
  /** "Which variable …", "What option …": a term a manual prints over its description may answer. */
  asksTerm: boolean;
  /**
   * "Which flag …", "What macro …": the question's own code tokens, when it asks for a named thing a user sets,
   * types or calls (code-answers.ts); a line printing another code gives it. Null for other questions.
   */
  askedCodes: ReadonlySet<string> | null;
  /** Letters and signs the question names as terms ("the argument type m", "the + character"). */
  symbols: string[];
  /** "How much …" with no other focus: a figure answers, a sentence without one does not. */
  amount: boolean;
  /** "Who wrote the manual?": the words naming what was written, whose first page's byline may answer. */
  author: string[] | null;
  /** "What is this report about?": the question asks the document's subject, which its title states. */
  topic: boolean;
  /**
   * The question's codes, the document's subject among them ("What does the keepAspect option do?" in a manual
   * that prints keepAspect on most pages): a settings list's entry opens with the one asked, whatever else prints it.
   */
  entryCodes: string[];
  /** The position a question asks a thing at ("the second step", "the first argument"), read with its thing. */
  ordinal: OrdinalAsked | null;
  /** The question names a figure or a table ("What does Table 1 show?"), so its caption may answer. */
  namesPart: boolean;
}

/** "Which variable …", "What option …": a term printed over its description may answer (cite/focus-candidates.ts). */
const ASKS_TERM = /^\s*(?:which|what)\b/i;

function synonymsOf(question: string): Synonym[] {
  return readConventions(question).rules.flatMap((r) => {
    const m = r.match(/^"(.+)" ~ (.+)$/);
    return m ? [{ asked: contentTokens(m[1]).map(stem), wording: new Set(contentTokens(m[2]).map(stem)) }] : [];
  });
}

/**
 * A contract topic's other word for one the question asks with ("renew": "extend"): one use earns half
 * the asked word's weight, once however many of the wordings appear, so a clause that says "renew"
 * itself still outranks one whose cure period is "extended".
 */
function topicWordings(focus: QuestionFocus, asked: readonly string[]): Synonym[] {
  return focus.topics.flatMap((t) =>
    Object.entries(t.wordings ?? {})
      .filter(([word]) => asked.includes(word))
      .map(([word, others]) => ({ asked: [stem(word)], wording: new Set(others.map(stem)), needs: 1, share: 0.5 })),
  );
}

/** A code such as "ar01" or "tx08" (letters and digits in one token), or an option ("-C"), names one thing exactly. */
export const isCode = (t: string) => (/\d/.test(t) && /\p{L}/u.test(t) && t.length >= 3) || isOptionToken(t);
const CODE_WEIGHT = 3;
/** Question codes stemmed ("ar01"); the probe weighs them, unless `subject` holds them (subject-codes.ts). */
/**
 * A word joined in camel case, lower case first ("keepAspect", "outFrq", "macOS"): an identifier a manual defines,
 * as a word with a digit is, though folding loses the capital that marks it.
 */
const CAMEL_CASE = /(?<![\p{L}\p{N}_])\p{Ll}{2,}\p{Lu}[\p{L}\p{N}]*/gu;
const camelCodes = (question: string) => [...question.matchAll(CAMEL_CASE)].map((m) => m[0].toLowerCase());

export const questionCodes = (question: string) => [
  ...new Set([...questionKeywords(question).filter(isCode), ...camelCodes(question)].map(stem)),
];

/** The kind a "What kind of N is X?" question names: N. */
const ASKED_KIND = /\b(?:kind|type|sort|form|class) of ([\w -]{1,30}?) (?:is|are)\b/i;

/**
 * The words a definition question asks in before its term ("What does the paper mean by X?": paper,
 * mean), which the defining sentence does not use; a sentence sharing them ("the focus of this paper")
 * is no nearer the definition. Words of the term itself, and any after it ("… in the FEVER task"), stay.
 */
function definitionFrame(question: string, term: string | undefined): Set<string> {
  const at = term ? question.indexOf(term) : -1;
  if (at < 0 || !term) return new Set();
  // "What kind of histogram is X?": the kind named is what the defining sentence says X is ("X is a form of
  // bivariate histogram"), so it stays.
  const kind = ASKED_KIND.exec(question.slice(0, at));
  const own = new Set([...questionKeywords(term), ...(kind ? questionKeywords(kind[1]) : [])]);
  return new Set(questionKeywords(question.slice(0, at)).filter((k) => !own.has(k)));
}

/**
 * A short word's regular forms ("call": "called", "calls", "calling"; "use": "used", "using"; "set":
 * "sets", "setting"; "copy": "copied"), which word-forms.ts leaves out for navigation, where short words
 * collide: in the one sentence that answers, "In Danish they are called …" is how "What do the Danes call …?"
 * is said. A third person's -s is undone first ("uses": "use"); a final e is dropped, a final y after a
 * consonant turns to i, a final consonant after one vowel is doubled ("stop": "stopped"). Forms that are
 * not words match nothing.
 */
const SHORT_WORD = /^\p{Ll}{3,4}$/u;
const DOUBLED_END = /^[^aeiou]*[aeiou][b-df-hj-np-tvz]$/;

function shortWordForms(word: string): string[] {
  if (!SHORT_WORD.test(word)) return [];
  const base = word.length === 4 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word;
  if (/[^aeiou]y$/.test(base)) {
    const i = base.slice(0, -1) + "i";
    return [base, `${i}es`, `${i}ed`, `${base}ing`].filter((f) => f !== word);
  }
  const bare = base.endsWith("e") ? base.slice(0, -1) : base;
  const doubled = DOUBLED_END.test(base) ? base + base.slice(-1) : bare;
  const forms = [base, `${base}s`, base.endsWith("e") ? `${base}d` : `${doubled}ed`, `${doubled}ing`];
  return [...new Set(forms)].filter((f) => f !== word);
}

/** A compound the question hyphenates ("batch-printing", "e-mail"): its parts, lower case. */
const HYPHENATED = /(?<![\p{L}\d-])(\p{L}+)-(\p{L}+)(?![\p{L}\d-])/gu;

/**
 * The compounds a question hyphenates, written solid ("batchprinting", "email"), each weighing what its parts do:
 * a text may print the compound as one word, or break it at its hyphen over a line end, where joining the line
 * drops the hyphen. Either way the solid word says both parts.
 */
function solidCompounds(question: string, weights: ReadonlyMap<string, number>): [string, number][] {
  return [...question.matchAll(HYPHENATED)].flatMap((m) => {
    const [a, b] = [m[1].toLowerCase(), m[2].toLowerCase()];
    const weight = (weights.get(stem(a)) ?? 0) + (weights.get(stem(b)) ?? 0);
    return weight > 0 ? [[stem(a + b), weight] as [string, number]] : [];
  });
}

export function probeOf(question: string, subject: ReadonlySet<string> = new Set()): Probe {
  const weights = new Map<string, number>();
  const focus = questionFocus(question);
  const documentIdentity = asksDocumentIdentity(question, focus);
  // "How many", "how much", "how long" ask for a value; no sentence giving it shares "many", "much" or "long".
  // "What is the date of …" names its focus: the answer's date is seldom called one. Asked the date of "the
  // paper" itself, the paper is where the answer is, not a word of it.
  const frame = definitionFrame(question, focus.term);
  const own = questionKeywords(question.replace(STATEMENT_NAMES, " ").replace(HOW_MANY, "how")).filter(
    (k) =>
      !(focus.kind === "date" && DATE_WORDS.has(k)) &&
      !(documentIdentity && DOCUMENT_NOUN_SET.has(k)) &&
      !frame.has(k) &&
      !(focus.purpose && PURPOSE_ASKING.has(k)),
  );
  const camel = new Set(camelCodes(question));
  const code = (k: string) => (isCode(k) || camel.has(k)) && !subject.has(stem(k));
  for (const k of own) weights.set(stem(k), code(k) ? CODE_WEIGHT : isNumberToken(k) && k.length >= 2 ? 2 : 1);
  const total = [...weights.values()].reduce((a, b) => a + b, 0);
  const line = synonymsOf(question);
  for (const syn of line) for (const t of syn.wording) if (!weights.has(t)) weights.set(t, EXPANSION_WEIGHT);
  const synonyms = [...line, ...topicWordings(focus, own)];
  // A sentence may use another form of the question's word ("descale": "descaling").
  for (const k of own)
    for (const f of [...wordForms(k), ...shortWordForms(k)])
      if (!weights.has(stem(f))) weights.set(stem(f), EXPANSION_WEIGHT);
  for (const [solid, weight] of solidCompounds(question, weights)) if (!weights.has(solid)) weights.set(solid, weight);
  const codes = questionCodes(question).filter((c) => !subject.has(c));
  const counted = countedThing(question);
  return {
    focus,
    codes,
    weights,
    total,
    quantitative: QUANTITATIVE.test(question),
    synonyms,
    counted: counted?.noun ?? null,
    countedWith: counted?.modifiers ?? [],
    asksDefault: asksDefault(question),
    asksDoes: asksWhatDoes(question) || !!focus.purpose,
    documentIdentity,
    asksTerm: ASKS_TERM.test(question) && !["count", "date", "definition"].includes(focus.kind),
    askedCodes: asksCode(question) ? new Set(codeTokens(question)) : null,
    symbols: askedSymbols(question),
    amount: focus.kind === "none" && !focus.topics.length && /\bhow much\b/i.test(question),
    author: asksAuthor(question) ? authoredThing(question) : null,
    topic: asksDocumentTopic(question),
    entryCodes: questionCodes(question),
    namesPart: namesCaptionedPart(question),
    // "Who is the first author …" and "When was it first released?" ask a name or a date, not a position in a list.
    ordinal:
      asksAuthor(question) || ["date", "version", "duration", "count"].includes(focus.kind)
        ? null
        : ordinalAsked(question),
  };
}
