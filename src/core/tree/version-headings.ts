/**
 * A changelog's headings: a version, with the date it was released or not ("0.4.1 2022-03-20",
 * "Version 2.3 (2019-04-01)", "v1.2", "Release 3.0 – March 4, 2021"). A manual's revision history and
 * a program's release notes title each release so; the line holds nothing else, which is what tells it
 * from a table's row of numbers.
 */
import { MONTH_PATTERN } from "../text/english-words";
import { YEAR_DIGITS } from "../text/years";
import { divisionAlternation } from "./division-words";

const MONTH = `${MONTH_PATTERN}\\.?`;
/** "2019-04-01", "2018/09/01", "01.04.2019", "March 4, 2021", "4 March 2021", "March 2021". */
const DATE = [
  String.raw`${YEAR_DIGITS}[-/.]\d{1,2}[-/.]\d{1,2}`,
  String.raw`\d{1,2}[-/.]\d{1,2}[-/.]${YEAR_DIGITS}`,
  String.raw`${MONTH}\s+(?:\d{1,2},?\s+)?${YEAR_DIGITS}`,
  String.raw`\d{1,2}\.?\s+${MONTH}\s+${YEAR_DIGITS}`,
].join("|");
const NUMBER = String.raw`\d{1,3}(?:\.\d{1,4}){0,3}[a-z]?`;
const DOTTED = String.raw`\d{1,3}(?:\.\d{1,4}){1,3}[a-z]?`;
const DATED = String.raw`(?:\s*[-–—:,]?\s*[([]?\s*(?:${DATE})\s*[)\]]?)`;

/**
 * Named as a version ("Version 2.3", "v1.2", "Rev 4"), dated or not; or a bare dotted number with its
 * date ("0.4.1 2022-03-20"): a bare number alone is as often a wrapped line's tail or a figure.
 */
const VERSION_HEADING = new RegExp(
  String.raw`^(?:(?:(?:${divisionAlternation("version_words")})\.?\s*v?${NUMBER}|v${NUMBER})${DATED}?|${DOTTED}${DATED})$`,
  "i",
);

/** Whether the whole line is a release's heading. */
export const isVersionHeading = (text: string): boolean => VERSION_HEADING.test(text.replace(/\s+/g, " ").trim());
