/**
 * Whether an image in a sentence can carry anything away. A beacon is an image the answer's reader
 * fetches with data in its address (a query, a placeholder), with a script in a handler, or as a
 * one-pixel tracker. A README's logo or badge is a picture at a fixed address: fetching it sends
 * nothing the page does not already hold, so it is no beacon however many of them a page shows.
 * A tag cut by a line end is judged by what it shows: the screen reads the whole sentence too.
 */

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

const fixedAddress = (address: string | undefined) =>
  address !== undefined && address !== "" && FIXED_ADDRESS.test(address) && !ROOM_FOR_DATA.test(address);

/** True when a sentence shows an image, markdown or HTML, that is not a picture at a fixed address. */
export function carriesImageBeacon(sentence: string): boolean {
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
