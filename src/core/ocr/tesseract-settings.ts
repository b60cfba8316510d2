/**
 * The Tesseract settings both runtimes use, so Node's figures are the browser's. Tesseract.js
 * defaults to reading a page as one block of text (page segmentation mode 6), which on a
 * financial statement ran the dot leaders into the figures (word recall 0.76 on a balance
 * sheet); automatic segmentation (mode 3) reads its columns apart (0.95). Tesseract 5 also
 * looks for white-on-black text on every line; scans hardly have any, and skipping it saved
 * a third of the time on that page with the same words read.
 */

/** LSTM only: the English model shipped (tessdata_fast) has no legacy engine. */
export const TESSERACT_OEM = 1;

export const TESSERACT_PARAMETERS: Record<string, string> = {
  tessedit_pageseg_mode: "3",
  tessedit_do_invert: "0",
  // Tesseract prints its estimates ("Estimating resolution as 169") to stderr otherwise.
  debug_file: "/dev/null",
};

/*
 * The English model is Tesseract's tessdata_fast `eng` (4.1.0, Apache-2.0), gzipped as
 * public/ocr/eng.traineddata.gz (the name tesseract.js asks for), served from the app's origin
 * and read from there by Node. On 16 pages of dev filings at 150 dpi it read 0.995 of poppler's
 * words in 68 % of the time of tessdata_best's integer model (@tesseract.js-data/eng's
 * 4.0.0_best_int, 0.991), and it is a third smaller (2.0 MB).
 */
