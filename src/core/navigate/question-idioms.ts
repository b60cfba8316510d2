/**
 * Everyday wordings of a question and the words a manual, standard or paper writes for the same
 * thing, from question-idioms.json: "What quota does a volume get if none is given?" is answered where
 * the document states the default. The navigator adds an idiom's words to its query at low weight, so
 * they help find the page without outvoting the question's own words.
 */
import { checkedHeader, DataFileError, stringList } from "../data-file";
import data from "./question-idioms.json" with { type: "json" };

interface Idiom {
  asked: string[];
  words: string[];
  why?: string;
}

const NAME = "question-idioms.json";

/** The checked idioms; a malformed file (or a pattern that does not compile) is a named error at load. */
export function checkIdiomFile(raw: unknown): { patterns: RegExp[]; words: string[] }[] {
  const f = checkedHeader(raw, NAME, "pincite-question-idioms", 1) as { idioms?: Idiom[] };
  if (!Array.isArray(f.idioms) || !f.idioms.length) throw new DataFileError(NAME, "no idioms");
  return f.idioms.map((idiom, i) => {
    const asked = stringList(idiom?.asked, `idiom ${i}: asked`, NAME);
    const words = stringList(idiom?.words, `idiom ${i}: words`, NAME);
    const patterns = asked.map((a) => {
      try {
        return new RegExp(`\\b(?:${a})\\b`);
      } catch {
        throw new DataFileError(NAME, `idiom ${i}: ${JSON.stringify(a)} is not a regular expression`);
      }
    });
    return { patterns, words };
  });
}

const IDIOMS = checkIdiomFile(data);

/** The document words for the idioms a question uses ("default" for "if none is given"). */
export function idiomWords(question: string): string[] {
  const q = question.toLowerCase();
  return [...new Set(IDIOMS.filter((i) => i.patterns.some((p) => p.test(q))).flatMap((i) => i.words))];
}
