/**
 * TeX's older fonts set an accent as a glyph of its own, before the letter it stands over: a PDF's text then reads
 * "Sergue¨ı" for "Sergueï", "Chauss´e" for "Chaussé". Composed, a quote reads as the document prints it and a name
 * matches as written. Only a spacing accent between two letters of a word, over a letter it is set over, is
 * composed; one standing alone, or before a letter it never marks, is left as it is.
 */

const VOWELS = "aeiouy\u0131AEIOUY";
/**
 * Spacing accents, the combining mark each stands for and the letters it is set over. An acute before a consonant
 * is an apostrophe ("don´t", "it´s"), and a grave accent is too often a quote mark to be read as one.
 */
const ACCENTS: Record<string, { mark: string; over: string }> = {
  "\u00a8": { mark: "\u0308", over: VOWELS }, // diaeresis
  "\u00b4": { mark: "\u0301", over: VOWELS }, // acute
  "\u02c6": { mark: "\u0302", over: VOWELS }, // circumflex
  "\u02c7": { mark: "\u030c", over: "cdenrstzCDENRSTZ" }, // caron
  "\u02d8": { mark: "\u0306", over: "agouAGOU" }, // breve
  "\u02da": { mark: "\u030a", over: "auAU" }, // ring
  "\u02dc": { mark: "\u0303", over: `${VOWELS}nN` }, // tilde
};
/** Dotless letters TeX sets under an accent: the accent takes the dot's place. */
const DOTTED: Record<string, string> = { "\u0131": "i", "\u0237": "j" };

const SPACING = "\u00a8\u00b4\u02c6\u02c7\u02d8\u02da\u02dc";
const ACCENT_BEFORE_LETTER = new RegExp(`(?<=\\p{L})([${SPACING}])(\\p{L})`, "gu");
const HAS_ACCENT = new RegExp(`[${SPACING}]`, "u");

/** The word with each spacing accent inside it composed with the letter after it ("Sergue¨ı" → "Sergueï"). */
export function composeSpacingAccents(word: string): string {
  if (!HAS_ACCENT.test(word)) return word;
  return word.replace(ACCENT_BEFORE_LETTER, (whole, accent: string, letter: string) =>
    ACCENTS[accent].over.includes(letter)
      ? `${DOTTED[letter] ?? letter}${ACCENTS[accent].mark}`.normalize("NFC")
      : whole,
  );
}
