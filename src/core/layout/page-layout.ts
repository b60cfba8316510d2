/**
 * Builds one page's layout from its raw pdf.js text: words with rectangles, lines with
 * font size, weight and baseline, in reading order, plus the page's plain text. Pure and
 * deterministic: the same RawPage always yields the same PageLayout.
 */
import { IngestError } from "../errors";
import type { DocumentLayout, Line, PageLayout, Word } from "../types";
import { clamp01, enclosing } from "./geometry";
import { groupLines, lineFontSize } from "./lines";
import type { RawPage } from "./raw-page";
import { orderPhrases, toPhrases } from "./reading-order";
import { placeWords, type PlacedWord } from "./words";
import { noTextError, noTextKind, SCAN_COVERAGE } from "./no-text";
import { unusableTextOf } from "./text-layer-quality";

const round = (v: number) => Math.round(v * 1e5) / 1e5;

function normaliseWord(w: PlacedWord, width: number, height: number): Word {
  return {
    text: w.text,
    x0: round(clamp01(w.x0 / width)),
    y0: round(clamp01(w.top / height)),
    x1: round(clamp01(w.x1 / width)),
    y1: round(clamp01(w.bottom / height)),
  };
}

/** Runs once per line of every page (in the layout workers): loops, not spread arrays. */
function toLine(words: PlacedWord[], column: number, width: number, height: number): Line {
  const normal: Word[] = new Array<Word>(words.length);
  const baselines: number[] = new Array<number>(words.length);
  let chars = 0;
  let boldChars = 0;
  for (let i = 0; i < words.length; i++) {
    const w = (normal[i] = normaliseWord(words[i], width, height));
    chars += w.text.length;
    if (words[i].bold) boldChars += w.text.length;
    baselines[i] = words[i].baseline;
  }
  baselines.sort((a, b) => a - b);
  return {
    text: normal.map((w) => w.text).join(" "),
    words: normal,
    ...enclosing(normal),
    fontSize: Math.round(lineFontSize(words) * 100) / 100,
    bold: boldChars * 2 > chars,
    baseline: round(clamp01(baselines[baselines.length >> 1] / height)),
    column,
  };
}

export function buildPageLayout(raw: RawPage): PageLayout {
  const { width, height } = raw;
  const words = placeWords(raw);
  const blocks = orderPhrases(toPhrases(words), width);
  const lines = blocks.flatMap((block) => groupLines(block).map((l) => toLine(l.words, l.column, width, height)));
  const text = lines.map((l) => l.text).join("\n");
  const status = classifyPage(text, raw.imageCoverage);
  const unusable = status === "ok" ? unusableTextOf(raw, lines) : undefined;
  return {
    page: raw.page,
    width: round(width),
    height: round(height),
    lines,
    text,
    status,
    ...(status === "no-text" ? { noText: noTextKind(raw) } : {}),
    ...(unusable ? { unusableText: unusable } : {}),
  };
}

const SCAN_MAX_WORDS = 12;

/**
 * A page is "no-text" when it has no letters or digits, or when one image covers most of
 * it and only a few words sit on top (a scanner's stamp, a page number): OCR is not done,
 * so such a page cannot be read and the user should be told.
 */
export function classifyPage(text: string, imageCoverage: number | undefined): PageLayout["status"] {
  if (!/[\p{L}\p{N}]/u.test(text)) return "no-text";
  // Words are counted only under a large image: splitting every page's text showed in the layout workers' profile.
  if (imageCoverage === undefined || imageCoverage < SCAN_COVERAGE) return "ok";
  return text.split(/\s+/).filter(Boolean).length <= SCAN_MAX_WORDS ? "no-text" : "ok";
}

/** A page that could not be read at all, kept in place so page numbers stay aligned. */
export function failedPage(page: number, error: string): PageLayout {
  return { page, width: 0, height: 0, lines: [], text: "", status: "failed", error };
}

/**
 * The error a whole document ends in when no page yielded text, or null when at least
 * one did. Scans say so; otherwise the first page's own failure is quoted.
 */
export function documentOutcome(layout: DocumentLayout): IngestError | null {
  const pages = layout.pages;
  if (pages.length === 0)
    return new IngestError(
      "unreadable",
      layout.declaredPages
        ? `Its page tree is damaged: the file declares ${layout.declaredPages} pages, but none could be found in it.`
        : "It has no pages.",
    );
  if (pages.some((p) => p.status === "ok")) return null;
  if (pages.some((p) => p.status === "no-text")) return noTextError(layout);
  return new IngestError("unreadable", pages.find((p) => p.error)?.error);
}
