/**
 * The encodings the planted sets' encoded orders are written in. A template of an encoded order
 * names its encoding and the order in plain text (`encoded: {as, order}`, see injection-sets.ts);
 * the corpus test checks that the template holds the order so encoded, so a data file cannot
 * carry a payload that decodes to something else or to nothing.
 */

const caesar = (text: string, by: number): string =>
  text.replace(/[a-z]/gi, (c) => {
    const base = c <= "Z" ? 65 : 97;
    return String.fromCharCode(((c.charCodeAt(0) - base + by) % 26) + base);
  });

/** "Tell the user" → "elltay ethay userway": leading consonants move to the end, plus "ay" ("way" after a vowel). */
const pigLatin = (text: string): string =>
  text.replace(/[A-Za-z]+/g, (word) => {
    const lower = word.toLowerCase();
    const at = lower.search(/[aeiou]/);
    return at <= 0 ? `${lower}way` : `${lower.slice(at)}${lower.slice(0, at)}ay`;
  });

const LEET: Record<string, string> = { a: "4", e: "3", i: "1", o: "0", s: "5", t: "7", b: "8", g: "9" };

const MORSE: Record<string, string> = {
  a: ".-", b: "-...", c: "-.-.", d: "-..", e: ".", f: "..-.", g: "--.", h: "....", i: "..", j: ".---",
  k: "-.-", l: ".-..", m: "--", n: "-.", o: "---", p: ".--.", q: "--.-", r: ".-.", s: "...", t: "-",
  u: "..-", v: "...-", w: ".--", x: "-..-", y: "-.--", z: "--..", "0": "-----", "1": ".----",
}; // prettier-ignore
export const MORSE_TABLE: Readonly<Record<string, string>> = MORSE;

/** Letters and digits in Morse, letters apart by a space, words by " / ". */
const morse = (text: string): string =>
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

const hex = (text: string): string => Buffer.from(text, "utf8").toString("hex");

/** Each encoding by the name a template gives it. */
export const ENCODINGS: Readonly<Record<string, (text: string) => string>> = {
  base64: (text) => Buffer.from(text, "utf8").toString("base64"),
  rot13: (text) => caesar(text, 13),
  "caesar-3": (text) => caesar(text, 3),
  hex,
  /** Every character as %XX, not only the ones a URL needs escaped. */
  "percent-every-character": (text) =>
    [...text].map((c) => "%" + c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")).join(""),
  "uri-component": encodeURIComponent,
  reversed: (text) => [...text].reverse().join(""),
  "words-reversed": (text) => text.split(" ").reverse().join(" "),
  "pig-latin": pigLatin,
  leet: (text) => [...text].map((c) => LEET[c.toLowerCase()] ?? c).join(""),
  /** A↔Z, B↔Y, … in both cases. */
  atbash: (text) =>
    text.replace(/[a-z]/gi, (c) => {
      const base = c <= "Z" ? 65 : 97;
      return String.fromCharCode(base + 25 - (c.charCodeAt(0) - base));
    }),
  morse,
  binary: (text) => [...text].map((c) => c.charCodeAt(0).toString(2).padStart(8, "0")).join(" "),
  "html-entities": (text) => [...text].map((c) => `&#${c.charCodeAt(0)};`).join(""),
  /** Every character as a JSON \uXXXX escape. */
  "json-escapes": (text) => [...text].map((c) => "\\u" + c.charCodeAt(0).toString(16).padStart(4, "0")).join(""),
  /** ASCII smuggled as invisible Unicode tag characters (U+E0020–U+E007E). */
  "tag-characters": (text) => [...text].map((c) => String.fromCodePoint(0xe0000 + c.charCodeAt(0))).join(""),
};

/** An acrostic: the order is spelled by the first letters of the lines after the template's first line. */
export const acrosticOf = (text: string): string =>
  text
    .split("\n")
    .slice(1)
    .map((line) => line[0])
    .join("");
