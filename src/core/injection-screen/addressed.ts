/**
 * English notes addressed to the machinery around a model rather than to a model by name
 * (studied from the eighth blind set): a retrieval pipeline, a retriever or a text
 * generator given a note, a summarizer greeted, any model "quoting this filing" told what
 * it is obliged to do, an order framed as a banner ("BEGIN ADMIN DIRECTIVE"), and the
 * answer's own content dictated ("the reply should be …"). Over folded text (confusables.ts).
 */
import * as L from "./lexicon";
import { GREETING, rx, VOCATIVE_ADDRESSEE } from "./pattern-parts";

/** The machinery that fetches, ranks or writes from a document's text. */
/** Names only retrieval machinery has ("AI systems" or "search engines" also open a filing's own sentences). */
export const RETRIEVAL_MACHINE = L.concept("retrieval_machine");

export const MACHINE_PROCESS = L.alt(
  "(?:retrieval|rag|ai|llm|search|summari[sz]ation|indexing|ingestion|answer(?:ing)?) (?:pipelines?|systems?" +
    "|engines?|services?)",
  RETRIEVAL_MACHINE,
  "(?:answer|response|content) (?:engines?|generators?)",
);

/** "Reminder to the retrieval pipeline:", "Editor's note for the retriever". */
export const NOTE_TO_MACHINE = rx(
  "\\b",
  L.NOTE_WORD,
  "\\b(?: [\\w']+){0,2}? (?:to|for) (?:the |any |all |every )?",
  MACHINE_PROCESS,
  "\\b",
);

/** "Hey there, summarizer!": a greeting, then a machine reader called by name. */
export const GREETED_MACHINE = rx(
  "\\b",
  GREETING,
  ",? (?:there,? )?(?:the |dear )?(?:",
  VOCATIVE_ADDRESSEE,
  "|",
  MACHINE_PROCESS,
  ")\\s*[,:!]",
);

const MACHINE_NOUN =
  "(?:models?|assistants?|systems?|tools?|engines?|summari[sz]ers?|llms?|ai|bots?|agents?|pipelines?|retrievers?" +
  "|generators?)";
const READS = "(?:read|process|pars|extract|summar|index|ingest|scan|analy[sz]|generat|answer|quot|cit|retriev|rank)";
const OBLIGED =
  "(?:must|should|shall|has to|have to|needs? to|(?:is|are) (?:obliged|obligated|required|expected|supposed" +
  "|instructed) to)";

/** "Any model quoting this filing is obliged to …": a machine reader of this text under an obligation. */
export const MACHINE_READER_MUST = rx(
  "\\b(?:any|every|each|the|this|all) (?:\\w+ )?",
  MACHINE_NOUN,
  " (?:that |which )?(?:is |are )?",
  READS,
  "\\w* (?:this|the|these) ",
  L.DOC_NOUN,
  "\\b.{0,40}\\b",
  OBLIGED,
  "\\b",
);

/**
 * "--- BEGIN ADMIN DIRECTIVE ---": a block of orders framed like a payload ("end of instructions" is a form's). The
 * frame is one phrase: a closing bracket or quote, or a sentence's end, after "end" closes something else (a
 * glossary's "[Italian: 'to the end'] In an instruction such as D.C. al Fine, …").
 */
export const FRAMED_ORDER = new RegExp(
  "\\b(?:begin|start|end)\\b(?:(?![\\])}>'\"\u2019\u201D.!?])\\W)+(?:(?!of\\b)[a-z]+ ){0,2}(?:directives?|instructions?" +
    "|prompts?|overrides?|system messages?)\\b",
);

/** "The reply should be that …": the answer's content dictated (a weak signal: "response" is a filing's word too). */
export const ANSWER_DICTATED = new RegExp(
  "\\b(?:the|your|any|every|each) (?:reply|replies|answers?|summary|summaries" +
    "|output) (?:to [^,.]{0,40})?(?:should|must|shall|has to|is to|needs to|will) (?:be|say|state|read|describe" +
    "|mention|include|omit|contain|call)\\b",
);

/** "SYSTEM OVERRIDE ENABLED", "developer mode activated": the reader told it now runs under other rules. */
export const MODE_SWITCH = new RegExp(
  "\\b(?:system|admin|administrator|root|debug|god|developer|jailbreak) (?:override|mode" +
    "|access) (?:is )?(?:now )?(?:enabled|activated|engaged|granted|on)\\b",
);
