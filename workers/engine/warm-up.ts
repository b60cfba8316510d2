/**
 * Reads a made-up filing (warm-up-pdf.ts) through the layout engine and the page builder,
 * exactly as a document is read (open, outline and labels, every page in its wire form),
 * while the person is still choosing a file. A fresh wasm module starts in V8's baseline code
 * and the JavaScript in its interpreter; each hot function is recompiled by an optimising
 * compiler on a background thread. Left to the person's document, that compiling competes
 * with its layout for the same cores and the first pages run in slower code; reading a few
 * pages first moves the work to time the machine is idle.
 *
 * Stops between pages as soon as `wanted()` says real work has arrived, so it delays a
 * document by one small page at most.
 */
import { encodePage } from "../../src/core/layout/page-wire";
import type { EngineDocument } from "./layout-engine";
import { warmUpPdf } from "./warm-up-pdf";

/** Rounds over the warm-up pages: enough for the hot functions to be optimised (measured), no more. */
const ROUNDS = 8;

const yieldToMessages = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export async function warmUpLayout(
  open: (bytes: Uint8Array) => Promise<EngineDocument>,
  wanted: () => boolean,
  trueType?: () => Promise<Uint8Array | undefined>,
) {
  if (wanted()) return;
  const bytes = await warmUpPdf(undefined, await trueType?.());
  if (wanted()) return;
  const doc = await open(bytes);
  try {
    for (let round = 0; round < ROUNDS; round++) {
      if (round % 4 === 0) await doc.info();
      for (let page = 1; page <= doc.pageCount; page++) {
        await yieldToMessages();
        if (wanted()) return;
        encodePage(await doc.layoutPage(page));
      }
    }
  } finally {
    await doc.close();
  }
}
