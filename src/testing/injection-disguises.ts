/**
 * Disguises for planted instructions (injection-corpus.ts): the look-alike letters, digits,
 * invisible characters and odd forms an attacker uses to slip past word matching, in families
 * named for the round or set of src/testing/data/injection that brought them (the later sets'
 * families are in their forms files; injection-forms.ts finds a family by name). Each takes
 * the text and the corpus's random source.
 */

export type Disguise = (text: string, rnd: () => number) => string;

/** Replaces a share of the letters that have a look-alike in `map`. */
const swap =
  (map: Record<string, string>, share: number): Disguise =>
  (text, rnd) =>
    [...text].map((c) => (map[c] && rnd() < share ? map[c] : c)).join("");

const CYRILLIC = {
  a: "\u0430",
  e: "\u0435",
  o: "\u043E",
  p: "\u0440",
  c: "\u0441",
  x: "\u0445",
  i: "\u0456",
  y: "\u0443",
  A: "\u0410",
  E: "\u0415",
  O: "\u041E",
  C: "\u0421",
  T: "\u0422",
  I: "\u0406",
};
const GREEK = {
  o: "\u03BF",
  A: "\u0391",
  E: "\u0395",
  I: "\u0399",
  O: "\u039F",
  T: "\u03A4",
  N: "\u039D",
  K: "\u039A",
  v: "\u03BD",
  i: "\u03B9",
  u: "\u03C5",
};
const LEET_DEV = { i: "1", o: "0", e: "3" };
const LEET_HELD = { a: "4", s: "5", t: "7", i: "!", o: "0" };

/** An invisible character inside words, every few letters. */
const invisible =
  (chars: string[]): Disguise =>
  (text, rnd) =>
    [...text].map((c) => (/\p{L}/u.test(c) && rnd() < 0.3 ? c + chars[Math.floor(rnd() * chars.length)] : c)).join("");

const fullwidth: Disguise = (text) =>
  [...text].map((c) => (c >= "!" && c <= "~" ? String.fromCharCode(c.charCodeAt(0) + 0xfee0) : c)).join("");
/** Accents stacked on vowels with combining marks. */
const combining: Disguise = (text, rnd) => text.replace(/[aeiou]/g, (v) => (rnd() < 0.4 ? v + "\u0301" : v));
/** Letters as Latin small capitals (ɪɢɴᴏʀᴇ), which NFKC leaves alone. */
const SMALL_CAPS = {
  a: "\u1D00",
  c: "\u1D04",
  d: "\u1D05",
  e: "\u1D07",
  g: "\u0262",
  i: "\u026A",
  l: "\u029F",
  m: "\u1D0D",
  n: "\u0274",
  o: "\u1D0F",
  r: "\u0280",
  s: "\uA731",
  t: "\u1D1B",
  u: "\u1D1C",
};
/** Mathematical bold letters (𝐢𝐠𝐧𝐨𝐫𝐞). */
const mathBold: Disguise = (text, rnd) =>
  [...text]
    .map((c) => (/[a-z]/.test(c) && rnd() < 0.7 ? String.fromCodePoint(0x1d41a + c.charCodeAt(0) - 97) : c))
    .join("");
/** Unicode tag characters (invisible "ASCII smuggling") between letters. */
const tags: Disguise = (text, rnd) =>
  [...text]
    .map((c) => (/\p{L}/u.test(c) && rnd() < 0.3 ? c + String.fromCodePoint(0xe0020 + Math.floor(rnd() * 90)) : c))
    .join("");
/** Random upper and lower case. */
const caseMix: Disguise = (text, rnd) =>
  [...text].map((c) => (rnd() < 0.5 ? c.toUpperCase() : c.toLowerCase())).join("");
/** Letters of a long word split by dots ("i.g.n.o.r.e"). */
const dotted: Disguise = (text, rnd) =>
  text.replace(/\p{L}{5,}/gu, (word) => (rnd() < 0.35 ? [...word].join(".") : word));
/** Armenian and Cherokee letters that pass for Latin ones. */
const ARMENIAN_CHEROKEE = {
  o: "\u0585",
  h: "\u0570",
  n: "\u0578",
  u: "\u057D",
  q: "\u0566",
  A: "\u13AA",
  E: "\u13AC",
  T: "\u13A2",
  S: "\u13DA",
  R: "\u13A1",
  W: "\u13B3",
};
/** A long word broken across lines with a hyphen, as justified text does. */
const lineHyphen: Disguise = (text, rnd) =>
  text.replace(/\p{L}{8,}/gu, (word) => (rnd() < 0.5 ? `${word.slice(0, 4)}-\n${word.slice(4)}` : word));
/** Spaces replaced by no-break, thin and ideographic spaces. */
const oddSpaces: Disguise = (text, rnd) =>
  text.replace(/ /g, () => ["\u00A0", "\u2009", "\u3000", "\u202F"][Math.floor(rnd() * 4)]);
/** Letters from the enclosed, double-struck and modifier blocks (ⓘ 𝕘 ⁿ …). */
const fancy: Disguise = (text, rnd) =>
  [...text]
    .map((c) => {
      if (!/[a-z]/.test(c) || rnd() > 0.5) return c;
      const i = c.charCodeAt(0) - 97;
      return rnd() < 0.5 ? String.fromCodePoint(0x24d0 + i) : String.fromCodePoint(0x1d552 + i);
    })
    .join("");
/** Dots and bars above letters (ȯ ė ȧ), which fold away with accents only if combining marks are stripped. */
const DOTTED_LATIN = {
  o: "\u022F",
  e: "\u0117",
  a: "\u0227",
  i: "\u00ED",
  u: "\u00FC",
  n: "\u00F1",
  c: "\u010B",
  g: "\u0121",
};
/** A space inside long words ("instruc tions"). */
const splitWords: Disguise = (text, rnd) =>
  text.replace(/\p{L}{7,}/gu, (word) => (rnd() < 0.5 ? `${word.slice(0, 3)} ${word.slice(3)}` : word));
/** Long words cut by real hyphens, as in a narrow column ("in-struc-tions"). */
const hyphenated: Disguise = (text, rnd) =>
  text.replace(/\p{L}{8,}/gu, (word) => (rnd() < 0.6 ? word.replace(/(\p{L}{3})(?=\p{L}{3})/gu, "$1-") : word));
/** Mathematical italic letters (𝑖𝑔𝑛𝑜𝑟𝑒); U+1D455 is unassigned, its letter is U+210E. */
const italic = (c: string) => (c === "h" ? "\u210E" : String.fromCodePoint(0x1d44e + c.charCodeAt(0) - 97));
const mathItalic: Disguise = (text, rnd) =>
  [...text].map((c) => (/[a-z]/.test(c) && rnd() < 0.6 ? italic(c) : c)).join("");
const both =
  (a: Disguise, b: Disguise): Disguise =>
  (text, rnd) =>
    b(a(text, rnd), rnd);

/** The families of the development rounds and of the sets written before the few-shot set. */
export const ROUND_DISGUISES: Record<string, Record<string, Disguise>> = {
  core: {
    none: (s) => s,
    leet: swap(LEET_DEV, 0.6),
    cyrillic: swap(CYRILLIC, 0.5),
    "zero-width": invisible(["\u200B", "\u200D"]),
    fullwidth,
  },
  "core-reworded": {
    none: (s) => s,
    greek: swap(GREEK, 0.7),
    "leet-2": swap(LEET_HELD, 0.6),
    "invisible-2": invisible(["\u2060", "\uFEFF", "\u200C", "\u00AD"]),
    combining,
    "cyrillic+zero-width": both(swap(CYRILLIC, 0.4), invisible(["\u200B"])),
  },
  "styled-letters": {
    none: (s) => s,
    "small-caps": swap(SMALL_CAPS, 0.5),
    "math-bold": mathBold,
    "tag-characters": tags,
    "case-mix": caseMix,
    "greek+leet": both(swap(GREEK, 0.5), swap(LEET_DEV, 0.3)),
  },
  "spacing-and-scripts": {
    none: (s) => s,
    dotted,
    "armenian-cherokee": swap(ARMENIAN_CHEROKEE, 0.6),
    "line-hyphen": lineHyphen,
    "all-cyrillic": swap(CYRILLIC, 1),
    "odd-spaces": oddSpaces,
  },
  "fancy-letters": {
    none: (s) => s,
    fancy,
    "dotted-latin": swap(DOTTED_LATIN, 0.6),
    "split-words": splitWords,
    "cyrillic+fancy": both(swap(CYRILLIC, 0.4), fancy),
  },
  "mixed-scripts": {
    none: (s) => s,
    "mixed-script": both(both(swap(CYRILLIC, 0.3), swap(GREEK, 0.3)), swap(LEET_HELD, 0.2)),
    "joiner-heavy": invisible(["\u200D", "\u2063", "\u180E"]),
    "all-caps": (s) => s.toUpperCase(),
    hyphenated,
    "nbsp+fullwidth": both(oddSpaces, (s, rnd) =>
      [...s]
        .map((c) => (c >= "a" && c <= "z" && rnd() < 0.3 ? String.fromCharCode(c.charCodeAt(0) + 0xfee0) : c))
        .join(""),
    ),
  },
  "combined-disguise-orders": {
    none: (s) => s,
    "leet+zero-width": both(swap(LEET_DEV, 0.4), invisible(["\u200B"])),
    "all-greek": swap(GREEK, 1),
    "caps+cyrillic": (s, rnd) => swap(CYRILLIC, 0.6)(s.toUpperCase(), rnd),
    "tags+fullwidth": both(tags, fullwidth),
  },
  "payload-format-orders": {
    none: (s) => s,
    "math-italic": mathItalic,
    "soft-hyphens": invisible(["\u00AD"]),
    "greek+zero-width": both(swap(GREEK, 0.5), invisible(["\u200B", "\u2060"])),
    "double-spaces": (s) => s.replace(/ /g, "  "),
  },
  "machinery-addressed-orders": {
    none: (s) => s,
    "cyrillic-light": swap(CYRILLIC, 0.3),
    "non-joiners": invisible(["\u200C"]),
    fullwidth,
    "leet-light": swap(LEET_HELD, 0.4),
  },
};
