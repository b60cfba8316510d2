/**
 * How a laid-out page crosses between threads: as JSON text. A page is a graph of a few
 * thousand small objects (words with their rectangles); structured clone rebuilds such a
 * graph slowly on the receiving side, while a string is copied as one block and JSON.parse
 * rebuilds the objects several times faster. The main thread receives every page while
 * the layout workers are busy on both cores, and forwards the same text to the reading
 * worker without parsing it again. PageLayout is plain data that survives JSON (types.ts).
 */
import type { PageLayout } from "../types";

/** A page as JSON text; the brand keeps other strings out of the places that parse it. */
export type PageWire = string & { readonly __pageWire: true };

export function encodePage(page: PageLayout): PageWire {
  return JSON.stringify(page) as PageWire;
}

export function decodePage(wire: PageWire): PageLayout {
  return JSON.parse(wire) as PageLayout;
}
