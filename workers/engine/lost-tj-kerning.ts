/**
 * The text positions PDFium loses on a TJ array that holds an empty string, read from the
 * page's content stream so the characters can be put back where they are drawn.
 *
 * PDFium sizes a TJ array's kerning list by every string in it, empty ones included, but fills
 * it only for the non-empty ones; the kerning after the last drawn string (a word space, when a
 * producer such as groff writes `[(If) -325.3 ()] TJ`) is then read from an unused slot as 0.
 * Every text object after it is drawn where the file says but reported that much to the left,
 * until the next operator that sets the text position (Td, TD, Tm, T*, ', ", BT). Its words
 * are glued to the one before ("Ifshopt_option") and split where the position is set again
 * ("v alue"). pdf.js and poppler apply the kerning; this gives, per text object PDFium makes
 * (one per showing operator that draws a string), the distance it lost, in text space units
 * scaled by the font size (the character's text matrix maps it onto the page).
 */
import { PdfLexer, type PdfValue } from "./pdf-lexer";

/** Operators that set the text position from the line matrix, undoing what was lost. */
const REPOSITION = new Set(["BT", "Td", "TD", "Tm", "T*"]);
/** A page with more operators than this is not scanned (its layout goes uncorrected). */
const MAX_OPERATORS = 2_000_000;

const isStr = (v: PdfValue): v is { string: number } => typeof v === "object" && v !== null && "string" in v;

interface TextState {
  size: number;
  stack: number[];
  lost: number;
}

/** What the TJ array `items` makes PDFium lose, in thousandths of text space; 0 when nothing. */
function lostByArray(items: PdfValue[]): { draws: boolean; lost: number } {
  let draws = false;
  let empty = false;
  let trailing = 0;
  for (const v of items) {
    if (isStr(v)) {
      if (v.string > 0) {
        draws = true;
        trailing = 0;
      } else empty = true;
    } else if (typeof v === "number" && draws) trailing += v;
  }
  return { draws, lost: draws && empty ? trailing : 0 };
}

/**
 * The shift to add to each text object PDFium makes from `content`, in order: the x distance
 * in text space (thousandths of an em times the font size, sign as drawn), or null when the
 * content cannot be followed (too long, unbalanced).
 */
export function lostKerningShifts(content: string): number[] | null {
  const lexer = new PdfLexer(content);
  const shifts: number[] = [];
  const state: TextState = { size: 0, stack: [], lost: 0 };
  const operands: PdfValue[] = [];
  for (let count = 0; count < MAX_OPERATORS;) {
    const c = lexer.peek();
    if (c < 0) return shifts;
    if (c === 40 || c === 60 || c === 91 || c === 47) {
      const v = lexer.value();
      if (v === undefined) lexer.pos++;
      else operands.push(v);
      continue;
    }
    const word = lexer.token();
    if (word === "") {
      lexer.pos++;
      continue;
    }
    const n = Number(word);
    if (Number.isFinite(n)) {
      operands.push(n);
      continue;
    }
    count++;
    if (word === "ID") skipInlineImage(lexer);
    else operate(word, operands, state, shifts);
    operands.length = 0;
  }
  return null;
}

/** An inline image's data is bytes, not syntax: step to its EI. */
function skipInlineImage(lexer: PdfLexer): void {
  const end = /\sEI(?=[\s/[<(]|$)/g;
  end.lastIndex = lexer.pos;
  const m = end.exec(lexer.text);
  lexer.pos = m ? m.index + m[0].length : lexer.text.length;
}

function operate(op: string, operands: PdfValue[], state: TextState, shifts: number[]): void {
  if (REPOSITION.has(op)) state.lost = 0;
  else if (op === "Tf") {
    const size = operands[1];
    if (typeof size === "number") state.size = size;
  } else if (op === "q") state.stack.push(state.size);
  else if (op === "Q") state.size = state.stack.pop() ?? state.size;
  else if (op === "Tj" || op === "'" || op === '"') {
    if (op !== "Tj") state.lost = 0;
    const s = operands[operands.length - 1];
    if (s !== undefined && isStr(s) && s.string > 0) shifts.push((state.lost * state.size) / 1000);
  } else if (op === "TJ") {
    const items = operands[operands.length - 1];
    if (!Array.isArray(items)) return;
    const { draws, lost } = lostByArray(items);
    if (draws) shifts.push((state.lost * state.size) / 1000);
    // A kerning is subtracted from the position: what PDFium leaves out moves the rest left.
    state.lost -= lost;
  }
}
