/**
 * The units the screen judges: the sentences of an evidence text, with the breaks a planted line brings that
 * sentence splitting alone misses (a role marker or chat token opening a line, a blank line, a change of script,
 * the items of a long list, an ideographic full stop).
 */
import { BULLET_OPENS } from "../text/list-items";
import { splitSentences } from "../answer/sentences";
import { foldConfusables, stripInvisible } from "./confusables";
import { FEATURES } from "./features";
import { lineScript } from "./islands";
import { wrapsOn } from "./text-shape";

const ROLE_OR_TOKEN = FEATURES.filter((f) => f.name === "role-line" || f.name === "chat-template");
const opensTurn = (line: string) => ROLE_OR_TOKEN.some((f) => f.test(foldConfusables(line).trim()));

// A list's item marker: a bullet, or a dash, star or plus before a space. Items without full stops (a changelog,
// a slide, a list of features) would otherwise run together into one unit and add up each other's weak signals.
const DASH_ITEM = /^\s*[-*+\u2013]{1,2}\s/u;
// A short setting ("- tone: always bullish") is not an item of prose: a list of them configures as a whole, each
// alone says little, so they stay one unit with their heading.
const SETTING_ITEM = /^\s*\S{1,2}\s+[\p{L}\p{N}_ -]{1,24}:\s+\S+(?:\s+\S+){0,4}\s*$/u;
const opensItem = (line: string) => (BULLET_OPENS.test(line) || DASH_ITEM.test(line)) && !SETTING_ITEM.test(line);
// A list runs past a paragraph's length before its items are split: a short one (a plant's bulleted orders) is
// still read as one unit, the way the learned scorer was trained on it.
const ITEM_RUN_WORDS = 50;

/** A block's lines, split at each item when it is a list longer than a sentence. */
function splitLongList(lines: string[]): string[][] {
  if (lines.join(" ").split(/\s+/).length < ITEM_RUN_WORDS || lines.filter(opensItem).length < 2) return [lines];
  const parts: string[][] = [];
  for (const line of lines) {
    if (!parts.length || opensItem(line)) parts.push([]);
    parts[parts.length - 1].push(line);
  }
  return parts;
}

// Sentence ends splitSentences leaves joined: an ideographic stop, or a stop before a letter of a caseless script.
const CASELESS_END = /(?<=[\u3002\uFF01\uFF1F])\s*|(?<=[.!?\u0964\u06D4])\s+(?=\p{Lo})/u;

/**
 * Sentences of a text; a line opened by a role marker or chat token, after a line that ends a
 * sentence, after a blank line, or in another script than the line before it, starts a new one.
 */
export function screenUnits(text: string): string[] {
  const blocks: string[][] = [[]];
  let ended = false;
  let script: string | null = null;
  let previous: string | undefined;
  for (const line of stripInvisible(text).split("\n")) {
    const own = lineScript(line);
    const switched = own !== null && script !== null && own !== script;
    // A line that ends a sentence ends the unit too: a bulleted or captioned line after it is its own.
    const breaks = ended || switched || !line.trim() || (opensTurn(line) && !wrapsOn(previous, line));
    if (blocks[blocks.length - 1].length && breaks) blocks.push([]);
    // A closing brace or tag ends one too: a JSON call or a tagged turn is a unit of its own.
    ended = /(?:[.!?;]["')\]\u201D\u2019]*|[}>])\s*$/.test(line);
    script = own ?? script;
    previous = line;
    blocks[blocks.length - 1].push(line);
  }
  return blocks
    .flatMap(splitLongList)
    .flatMap((b) => splitSentences(b.join(" ").replace(/\s+/g, " ").trim()))
    .flatMap((u) => u.split(CASELESS_END).filter(Boolean));
}
