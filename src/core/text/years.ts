/**
 * What "a year" is, in one place. A table's head or a filing's date prints years of this era or
 * the last (1900–2099) as bare digits. Running prose names older years too, but a bare "1650"
 * there is as often a count or an amount, so an older year (1000–1899) is read as one only where
 * the sentence says it as a year: "in 1476", "since 1066", "c. 1450", "about 1500".
 */

/** A year of this era or the last, as digits: a regex fragment with no group and no bounds. */
export const YEAR_DIGITS = String.raw`(?:19|20)\d\d`;

const YEAR_TOKEN = new RegExp(`^${YEAR_DIGITS}$`);

/** A word that is a year and nothing else ("2022"), as table rows, titles and counts tell years from figures. */
export const isYearToken = (token: string): boolean => YEAR_TOKEN.test(token);

/** A year named in running text: one of this era or the last anywhere, an older one after a word that dates. */
export const YEAR_IN_TEXT = new RegExp(
  String.raw`\b${YEAR_DIGITS}\b|\b(?:in|since|from|until|till|about|around|circa|c\.)\s+1[0-8]\d\d\b`,
  "i",
);
