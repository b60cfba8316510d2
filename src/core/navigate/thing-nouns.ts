/**
 * What a question calls a named thing of a reference manual after its name ("the WEIGHT command", "the
 * SORT procedure"), from thing-nouns.json: the noun is not part of the name the section is titled by.
 */
import { checkedHeader, shapedList } from "../data-file";
import data from "./thing-nouns.json" with { type: "json" };

const FILE = "thing-nouns.json";
export const THING_NOUNS_FORMAT = "pincite-thing-nouns";
export const THING_NOUNS_VERSION = 1;

const NOUN = /^[a-z]+$/;

/** The file's list, checked: header, the list present and of lower-case words. */
export function loadThingNouns(file: unknown): readonly string[] {
  const f = checkedHeader(file, FILE, THING_NOUNS_FORMAT, THING_NOUNS_VERSION);
  return shapedList(f.thing_nouns, "thing_nouns", FILE, NOUN, "a lower-case word");
}

export const THING_NOUNS = loadThingNouns(data);
