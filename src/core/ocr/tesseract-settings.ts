/**
 * The Tesseract settings both runtimes use, so Node's figures are the browser's. Tesseract.js
 * defaults to reading a page as one block of text (page segmentation mode 6), which on a
 * financial statement ran the dot leaders into the figures (word recall 0.76 on a balance
 * sheet); automatic segmentation (mode 3) reads its columns apart (0.95). Tesseract 5 also
 * looks for white-on-black text on every line; scans hardly have any, and skipping it saved
 * a third of the time on that page with the same words read.
 */

/** LSTM only: the English model shipped (@tesseract.js-data/eng, 4.0.0_best_int) has no legacy engine. */
export const TESSERACT_OEM = 1;

export const TESSERACT_PARAMETERS: Record<string, string> = {
  tessedit_pageseg_mode: "3",
  tessedit_do_invert: "0",
  // Tesseract prints its estimates ("Estimating resolution as 169") to stderr otherwise.
  debug_file: "/dev/null",
};

/** Where the English model sits in its npm package, and its file name there. */
export const ENGLISH_MODEL_DIR = "4.0.0_best_int";
export const ENGLISH_MODEL_FILE = "eng.traineddata.gz";
