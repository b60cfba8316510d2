/**
 * The titles a table of contents is set under, in the languages books and manuals are printed in
 * (contents-titles.json), as one pattern: the title alone on its line or followed by a short remark.
 */
import { checkedHeader, shapedList } from "../data-file";
import { fold } from "../text/fold";
import data from "./contents-titles.json" with { type: "json" };

const FILE = "contents-titles.json";
export const CONTENTS_TITLES_FORMAT = "pincite-contents-titles";
export const CONTENTS_TITLES_VERSION = 1;

/** Lower-case words of any script, one space between them. */
const PHRASE = /^[\p{Ll}\p{Lo}]+( [\p{Ll}\p{Lo}]+)*$/u;

/** The file's titles, checked: header, and a list of lower-case phrases. */
export function loadContentsTitles(file: unknown): readonly string[] {
  const f = checkedHeader(file, FILE, CONTENTS_TITLES_FORMAT, CONTENTS_TITLES_VERSION);
  return shapedList(f.titles, "titles", FILE, PHRASE, "a lower-case phrase");
}

/** A remark after the title is short and does not go on as a word ("Contents of Part II", not "Contentsless"). */
export function contentsTitlePattern(titles: readonly string[]): RegExp {
  const alternatives = [...titles].sort((a, b) => b.length - a.length).map((t) => t.replace(/ /g, "\\s+"));
  return new RegExp(`^(?:${alternatives.join("|")})(?:$|(?![\\p{L}\\p{N}]).{1,20}$)`, "iu");
}

/** Titles and lines are compared without accents, also where a font sets one as a glyph beside its letter. */
const withoutAccents = (text: string) => fold(text, "accents");

const CONTENTS_TITLE = contentsTitlePattern(loadContentsTitles(data).map(withoutAccents));

/**
 * Whether a line is a contents page's own title ("Contents", "Table of Contents", "Sommaire",
 * "Inhaltsverzeichnis"), alone or with a short remark after it ("Contents (continued)").
 */
export const isContentsTitle = (text: string) => CONTENTS_TITLE.test(withoutAccents(text));
