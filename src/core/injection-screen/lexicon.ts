/**
 * The screen's vocabulary, by concept rather than by phrase: verbs that cancel earlier
 * instructions, words for instructions, names for an AI reader, verbs of answering, and
 * so on, each in English, French, Spanish, German, Italian, Portuguese and Dutch. The
 * words are data (lexicon.json, checked on load); entries are regex sources over folded
 * text (lower case, no accents; see confusables.ts). Features in features.ts combine
 * concepts, so a new wording of a known move still trips.
 */
import LEXICON from "./lexicon.json" with { type: "json" };
import { readWordTables, type WordTables } from "./word-tables";
import { DataFileError } from "../data-file";

export const alt = (...words: string[]) => `(?:${words.join("|")})`;

/** The tables of lexicon.json; the pattern modules and addressed.ts read theirs from it too. */
export const LEXICON_TABLES = readWordTables(LEXICON, "lexicon.json");

// An entry may stand for another table's words as {name} (output_strict's "tell" names program_part), so that a list
// two rules share is written once.
const TABLE_REFERENCE = /\{([a-z_]+)\}/g;

/** One table of lexicon.json as a regex alternation, its entries' {table} references filled in. */
export const concept = (name: string): string => tableAlternation(LEXICON_TABLES, name, "lexicon.json");

/**
 * A table of `tables` as a regex alternation, {table} references filled in. A table that comes back to
 * itself through its references is refused by name, not left to overflow the stack.
 */
export function tableAlternation(tables: WordTables, name: string, file: string, via: readonly string[] = []): string {
  if (via.includes(name))
    throw new DataFileError(file, `tables.${name} refers back to itself (${[...via, name].join(" → ")})`);
  const fill = (_: string, table: string) => tableAlternation(tables, table, file, [...via, name]);
  return alt(...tables.entries(name).map((e) => e.replace(TABLE_REFERENCE, fill)));
}

/** "ignore", "disregard", "set aside", "ignorez", "vergiss", "negeer" … */
export const OVERRIDE_VERB = alt(concept("override_verb"), concept("clearing_verb"));
/** Words for the instructions an AI was given. */
export const INSTRUCTION_NOUN = concept("instruction_noun");
/** "what you were told", "everything above", "ce qu'on vous a dit", "todo lo anterior" … */
export const TOLD = concept("told");
/** "previous", "earlier", "précédentes", "vorherigen", "eerdere" … */
export const PRIOR = concept("prior");
/** Names for an AI reader that a filing has no reason to address. */
export const AI_NAME = concept("ai_name");
/** Nouns that name a machine reader once something says it reads this document. */
export const MACHINE_NOUN = concept("machine_noun");
/** Verbs of reading a document, as stems. */
export const READ_VERB = concept("read_verb");
/** Demonstratives in the screened languages ("this", "cette", "dieses"…). */
export const DEMONSTRATIVES: readonly string[] = LEXICON_TABLES.entries("demonstratives");
/** Determiners pointing at the document itself. */
export const THIS = alt("the", ...DEMONSTRATIVES);
export const DOC_NOUN = concept("doc_noun");
/** Verbs of answering: what an instruction tells a model to produce. */
export const OUTPUT_VERB = concept("output_verb");
/** Obligation words: "must", "should", "doit", "debes", "musst", "devi", "moet" … */
export const MUST = concept("must");
/** The second person, in every language the screen reads. */
export const YOU = concept("you");
/** Answer nouns: "your answer", "votre réponse", "deine Antwort" … */
export const ANSWER_NOUN = concept("answer_noun");
/** People a document writes its notes for: users, readers, authors, students … */
export const HUMAN_AUDIENCE = concept("human_audience");
/** Roles of a chat transcript, as they open a line. */
export const ROLE = concept("role");
/** Words that make a vocative: "note to", "attention", "dear", "Hinweis an" … */
export const NOTE_WORD = concept("note_word");
