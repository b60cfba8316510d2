/**
 * The number a heading line opens with, read as a position in a numbering scheme: "ARTICLE IV"
 * (division 4), "Section 4.02" and "4.2(a)" (4 → 2 → 1), "A.1" (appendix A → 1), "1." or "2 ".
 * Papers, contracts, regulations and manuals number their sections this way; the scheme, not
 * the typography, says how deep each one sits.
 */
import { dottedPath, letterValue, NUMBER_WORD_PATTERN, numberTokenValue, romanValue } from "../text/number-tokens";
import { divisionAlternation } from "./division-words";

export type NumberingKind = "division" | "chapter" | "annex" | "number";

export interface Numbering {
  kind: NumberingKind;
  /** The path of the number: "4.2(a)" → [4, 2, 1], "ARTICLE IV" → [4], "A.1" → [1, 1] with letter "a". */
  path: number[];
  /** The appendix letter of "A.1" / "Appendix B", lowercased. */
  letter: string | null;
  /** Numbered in roman numerals ("IV. Discussion"): a scheme of its own. */
  roman?: boolean;
  /** The label as written ("Section 4.02", "ARTICLE IV", "3.1"). */
  label: string;
  /** What follows the label, trimmed of its separator ("Services. The Provider shall…"). */
  rest: string;
}

const ROMAN = "[IVXLC]{1,7}|[ivxlc]{1,7}";
/** Divisions numbered as chapters ("Lesson 3"), not as parts of a whole ("ARTICLE IV"). */
const CHAPTER_WORD = new RegExp(`^(${divisionAlternation("chapter")})$`, "i");
const DOTTED = String.raw`\d{1,3}(?:\.\d{1,3}){0,4}`;

/** "ARTICLE IV", "Part Two", "CHAPTER 3", "Book 2", "Title VII". */
const DIVISION = new RegExp(
  String.raw`^(${divisionAlternation("division")}|${divisionAlternation("chapter")})\s+` +
    String.raw`(${DOTTED}|${ROMAN}|${NUMBER_WORD_PATTERN})\b\.?`,
  "i",
);
/** "Appendix B", "Annex 2", "Exhibit A-1", "Schedule 3.1". */
const ANNEX = new RegExp(
  String.raw`^(${divisionAlternation("annex")})\s+([A-Z](?:-?\d{1,2})?|${DOTTED}|${ROMAN})\b\.?`,
  "i",
);
/** "Section 4.02", "§ 4.2", "Clause 7", "Sec. 3". */
const SECTION = new RegExp(String.raw`^(?:section|sec\.|clause|§)\s*(${DOTTED})(\([a-z]\))?\.?`, "i");
/**
 * "4.2(a)", "1.", "2 ", "A.1", "A.1.2", "A " before a title in capitals (an appendix in a paper) or in a script
 * without capitals ("B 文書ファイル"), where a capital standing alone is no English word.
 */
const NUMBER = new RegExp(
  String.raw`^(?:(${DOTTED})(\([a-z]\))?|([A-Z])((?:\.\d{1,3}){1,3})|([A-Z])(?=\s+(?:[A-Z]{2,}|\p{Lo})))(?=[.)\s:])\.?\)?`,
  "u",
);

function make(kind: NumberingKind, path: number[], letter: string | null, label: string, text: string): Numbering {
  const rest = text
    .slice(label.length)
    .replace(/^\s*[:.\u2013\u2014-]?\s*/, "")
    .trim();
  return { kind, path, letter, label: label.trim(), rest };
}

/**
 * A lone roman numeral or capital before a title ("II Macro descriptions", "B Index"): in running text a
 * word ("I think", "A licence"), in a listing of entries a label.
 */
const LISTED_LABEL = /^([A-Z])\.?(?=\s+\S)|^([IVXLC]{2,6})\.?(?=\s+\S)/;

export interface NumberingReading {
  /** The text is an entry of a listing (a contents row), where a lone numeral or capital labels its title. */
  listed?: boolean;
}

/** The numbering the text opens with, or null. */
export function parseNumbering(text: string, reading: NumberingReading = {}): Numbering | null {
  const t = text.trim();
  if (reading.listed) {
    const l = LISTED_LABEL.exec(t);
    const token = l?.[1] ?? l?.[2];
    const v = token ? romanValue(token) : null;
    // A capital that is also a numeral ("C", "V") is read both ways: the listing's order tells which.
    if (l && token) {
      const letter = l[1] ? l[1].toLowerCase() : null;
      if (v) return { ...make("number", [v], letter, l[0], t), roman: true };
      return make("number", [letterValue(letter!)], letter, l[0], t);
    }
  }
  let m = DIVISION.exec(t);
  if (m) {
    const v = numberTokenValue(m[2].split(".")[0]);
    const kind = CHAPTER_WORD.test(m[1]) ? "chapter" : "division";
    return v === null ? null : make(kind, [v], null, m[0], t);
  }
  m = ANNEX.exec(t);
  if (m) {
    const token = m[2];
    const letter = /^[A-Z]/i.test(token) && !romanValue(token) ? token[0].toLowerCase() : null;
    const v = letter ? letterValue(letter) : numberTokenValue(token.split(".")[0]);
    return v === null ? null : make("annex", [v], letter, m[0], t);
  }
  m = SECTION.exec(t);
  if (m) return make("number", [...dottedPath(m[1]), ...(m[2] ? [letterValue(m[2][1])] : [])], null, m[0], t);
  const r = /^([IVXLC]{1,6})\.(?=\s|$)/.exec(t);
  if (r && romanValue(r[1])) return { ...make("number", [romanValue(r[1])!], null, r[0], t), roman: true };
  m = NUMBER.exec(t);
  if (!m) return null;
  if (m[1]) return make("number", [...dottedPath(m[1]), ...(m[2] ? [letterValue(m[2][1])] : [])], null, m[0], t);
  if (m[3]) return make("number", [letterValue(m[3]), ...dottedPath(m[4].slice(1))], m[3].toLowerCase(), m[0], t);
  return make("number", [letterValue(m[5])], m[5].toLowerCase(), m[0], t);
}

/** A part or chapter heading ("PART II", "Chapter 3 Results"): a division of the document, above its sections. */
export function isDivision(text: string): boolean {
  const kind = parseNumbering(text)?.kind;
  return kind === "division" || kind === "chapter";
}
