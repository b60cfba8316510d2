/**
 * Whether an image in a sentence can carry anything away. A beacon is an image the answer's reader
 * fetches with data in its address (a query, a placeholder), with a script in a handler, or as a
 * one-pixel tracker. A README's logo or badge is a picture at a fixed address: fetching it sends
 * nothing the page does not already hold, so it is no beacon however many of them a page shows.
 * A tag cut by a line end is judged by what it shows: the screen reads the whole sentence too.
 */
import { TASK } from "./signal-words";

// Any image at all, tested first: most sentences hold none, and the scans below allocate.
const IMAGE = /!\[[^\]]*\]\(|<img\b/;
const MARKDOWN_IMAGE = /!\[[^\]]*\]\(\s*([^\s)]*)/g;
const HTML_IMAGE = /<img\b[^>]*>?/g;
const SOURCE = /\bsrc(?:set)?\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/g;
// A script run on load or error, or a size of a pixel or two: what a tracker is, whatever its address.
const HANDLER = /\bon[a-z]+\s*=/;
const PIXEL = /\b(?:width|height)\s*=\s*["']?[0-2](?:px)?\b/;
// A query, a placeholder or an escaped one, or markup inside the address: room for data.
const ROOM_FOR_DATA = /[?{}$<>[\]]|%[0-9a-f]{2}|\s/i;
// A path, or a web address, of plain path characters; or a place on the page itself (#contributors).
const FIXED_ADDRESS = /^(?:https?:)?[\w./~+-]+$|^#[\w-]*$/i;

// A query whose every parameter is set to a literal word or number ("?branch=main&svg=true", a badge's or a themed
// logo's options): the address is as fixed as one without a query. A slot for data is empty, a placeholder, a
// template, or names what the reader would put there (the answer, the summary, the user's question): the screen
// reads folded text, where "?q=ANSWER" is "?q=answer".
const LITERAL_PARAM = "[a-z][\\w-]*=([a-z0-9][a-z0-9.-]*)";
const FIXED_QUERY = new RegExp(`^(?:https?:)?[\\w./~+-]+\\?${LITERAL_PARAM}(?:&(?:amp;)?${LITERAL_PARAM})*$`, "i");
const PARAM_VALUE = /=([^&]*)/g;
const literalQuery = (address: string) =>
  FIXED_QUERY.test(address) && [...address.matchAll(PARAM_VALUE)].every((v) => !TASK.test(v[1].toLowerCase()));

const fixedAddress = (address: string | undefined) =>
  address !== undefined &&
  address !== "" &&
  ((FIXED_ADDRESS.test(address) && !ROOM_FOR_DATA.test(address)) || literalQuery(address));

/** True when a sentence shows an image, markdown or HTML, that is not a picture at a fixed address. */
export function carriesImageBeacon(sentence: string): boolean {
  if (!IMAGE.test(sentence)) return false;
  for (const hit of sentence.matchAll(MARKDOWN_IMAGE)) if (!fixedAddress(hit[1])) return true;
  for (const hit of sentence.matchAll(HTML_IMAGE)) {
    const tag = hit[0];
    if (HANDLER.test(tag) || PIXEL.test(tag)) return true;
    // Every address a srcset lists is fetched: a query in any of them carries data.
    const addresses = [...tag.matchAll(SOURCE)].flatMap((s) => (s[1] ?? s[2] ?? s[3]).split(/,\s*/));
    if (addresses.some((a) => !fixedAddress(a.trim().split(/\s+/)[0]))) return true;
  }
  return false;
}
