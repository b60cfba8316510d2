/**
 * Reads a made-up filing (warm-up-pdf.ts) through PDFium and the page builder while the
 * person is still choosing a file. A fresh wasm module starts in V8's baseline code and is
 * recompiled, function by function, by the optimising compiler once each is hot: left to the
 * person's document, that compiling competes with its layout for the same cores, and the
 * first pages run in slower code. Reading a few pages first moves that work to idle time.
 *
 * Stops between pages as soon as `wanted()` says real work has arrived, so it never delays
 * a document by more than one small page.
 */
import { buildPageLayout } from "../../src/core/layout/page-layout";
import { encodePage } from "../../src/core/layout/page-wire";
import { warmUpPdf } from "../engine/warm-up-pdf";
import { discardPdfium, type Pdfium } from "./pdfium-module";
import { readPdfiumPage } from "./pdfium-page";
import { closeSession, isEngineFault, openSession } from "./pdfium-session";

/** Rounds over the warm-up pages: enough for the hot functions to be optimised, no more. */
const ROUNDS = 8;

const yieldToMessages = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export async function heatPdfium(pdfium: Pdfium, wanted: () => boolean): Promise<void> {
  if (wanted()) return;
  const bytes = await warmUpPdf();
  if (wanted() || pdfium.faulted) return;
  const session = openSession(pdfium, bytes, undefined);
  try {
    for (let round = 0; round < ROUNDS; round++) {
      for (let page = 1; page <= session.pageCount; page++) {
        await yieldToMessages();
        if (wanted() || pdfium.faulted) return;
        encodePage(buildPageLayout(readPdfiumPage(session.ctx, page)));
      }
    }
  } catch (err) {
    // Nothing is lost but the head start; a faulted instance must not be called again.
    if (isEngineFault(err)) discardPdfium(pdfium);
  } finally {
    closeSession(session);
  }
}
