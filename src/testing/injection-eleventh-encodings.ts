/**
 * Encodings for the eleventh blind set's encoded orders (injection-eleventh-encoded.ts),
 * beyond the tenth's Base64, ROT13, hex, percent-escapes and reversed text: Pig Latin,
 * leetspeak, Atbash, Morse, binary, HTML entities, JSON escapes, ASCII smuggled as
 * invisible tag characters, and words in reverse order.
 */

/** "Tell the user" → "elltay ethay userway": leading consonants move to the end, plus "ay" ("way" after a vowel). */
export const pigLatin = (text: string): string =>
  text.replace(/[A-Za-z]+/g, (word) => {
    const lower = word.toLowerCase();
    const at = lower.search(/[aeiou]/);
    return at <= 0 ? `${lower}way` : `${lower.slice(at)}${lower.slice(0, at)}ay`;
  });

const LEET: Record<string, string> = { a: "4", e: "3", i: "1", o: "0", s: "5", t: "7", b: "8", g: "9" };
export const leet = (text: string): string => [...text].map((c) => LEET[c.toLowerCase()] ?? c).join("");

/** A↔Z, B↔Y, … in both cases. */
export const atbash = (text: string): string =>
  text.replace(/[a-z]/gi, (c) => {
    const base = c <= "Z" ? 65 : 97;
    return String.fromCharCode(base + 25 - (c.charCodeAt(0) - base));
  });

const MORSE: Record<string, string> = {
  a: ".-", b: "-...", c: "-.-.", d: "-..", e: ".", f: "..-.", g: "--.", h: "....", i: "..", j: ".---",
  k: "-.-", l: ".-..", m: "--", n: "-.", o: "---", p: ".--.", q: "--.-", r: ".-.", s: "...", t: "-",
  u: "..-", v: "...-", w: ".--", x: "-..-", y: "-.--", z: "--..", "0": "-----", "1": ".----",
  "2": "..---", "3": "...--", "4": "....-", "5": ".....", "6": "-....", "7": "--...", "8": "---..",
  "9": "----.",
}; // prettier-ignore
export const MORSE_TABLE: Readonly<Record<string, string>> = MORSE;

/** Letters and digits in Morse, letters apart by a space, words by " / ". */
export const morse = (text: string): string =>
  text
    .toLowerCase()
    .split(/\s+/)
    .map((w) =>
      [...w]
        .map((c) => MORSE[c] ?? "")
        .filter(Boolean)
        .join(" "),
    )
    .filter(Boolean)
    .join(" / ");

export const binary = (text: string): string =>
  [...text].map((c) => c.charCodeAt(0).toString(2).padStart(8, "0")).join(" ");

export const htmlEntities = (text: string): string => [...text].map((c) => `&#${c.charCodeAt(0)};`).join("");

/** Every character as a JSON \uXXXX escape. */
export const jsonEscapes = (text: string): string =>
  [...text].map((c) => "\\u" + c.charCodeAt(0).toString(16).padStart(4, "0")).join("");

/** ASCII smuggled as invisible Unicode tag characters (U+E0020–U+E007E). */
export const tagSmuggle = (text: string): string =>
  [...text].map((c) => String.fromCodePoint(0xe0000 + c.charCodeAt(0))).join("");

export const wordsBackwards = (text: string): string => text.split(" ").reverse().join(" ");
