/**
 * The pdf.js settings every Pincite document is opened with, on whichever side opens it:
 * the layout worker (reading text) and the reader's renderer (drawing pages) share the
 * safety options, the image cap and where pdf.js finds its assets, and read a password
 * failure the same way.
 */
import type { DocumentInitParameters } from "pdfjs-dist/types/src/display/api";

export interface PdfSource {
  data: Uint8Array;
  password?: string;
  /** Where pdf.js finds its wasm decoders, standard fonts and CMaps (URL or path ending in "/"). */
  assetsBase?: string;
}

/** Options common to layout and rendering. */
export function pdfDocumentOptions({ data, password, assetsBase }: PdfSource): DocumentInitParameters {
  return {
    data,
    password,
    // pdfjs-dist 6 no longer has `isEvalSupported`: glyphs are drawn without eval, so
    // nothing in a file can reach a code generator. XFA forms (scripted) stay off.
    enableXfa: false,
    disableWorkerRendering: true,
    maxImageSize: 16 * 1024 * 1024,
    ...(assetsBase
      ? {
          cMapUrl: `${assetsBase}cmaps/`,
          cMapPacked: true,
          standardFontDataUrl: `${assetsBase}standard_fonts/`,
          wasmUrl: `${assetsBase}wasm/`,
        }
      : {}),
  };
}

/** pdf.js's PasswordResponses.INCORRECT_PASSWORD. */
const INCORRECT_PASSWORD = 2;

/**
 * Whether pdf.js refused the file for its password: "required" (none given) or "wrong".
 * `hadPassword` counts any refusal after a password was typed as a wrong one.
 */
export function passwordProblem(err: unknown, hadPassword = false): "required" | "wrong" | null {
  const e = err as { name?: string; code?: number } | null;
  if (e?.name !== "PasswordException") return null;
  return e.code === INCORRECT_PASSWORD || hadPassword ? "wrong" : "required";
}
