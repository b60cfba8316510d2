/**
 * A one-page PDF whose words are placed the way groff's PDF writer (gropdf) places them: no
 * space characters, each word gap a kerning number inside a TJ array, a font change as a new
 * TJ that carries on from the last, a TJ closed by an empty string after its last gap
 * (`[(If) -325.3 ()] TJ`), and a kerning pair set by a Td back to the line's start. Courier's
 * fixed 600/1000 advance lets the Td land exactly where the word goes on.
 */
import { serializePdf } from "../core/serialize-pdf";

/** A run of words in one face; `kernAfter` splits the last word with a Td (a kerning pair). */
export interface TjRun {
  words: string[];
  italic?: boolean;
  /** Close the TJ with an empty string after its trailing gap, as gropdf does. */
  emptyEnd?: boolean;
  /** Characters of the last word after which a Td sets the position again (tightened by 0.2 pt). */
  kernAfter?: number;
}

const SIZE = 10;
/** Thousandths of an em for a word gap: 3.253 pt at 10 pt. */
const GAP = 325.3;
const ADVANCE = 0.6 * SIZE;

function lineOps(runs: TjRun[], x0: number, y: number): string {
  const ops = [`1 0 0 1 ${x0} ${y} Tm`];
  // The pen (as drawn) and the line matrix, both from the line's start: a Td moves from the latter.
  let pen = 0;
  let lineStart = 0;
  runs.forEach((run, r) => {
    ops.push(`/${run.italic ? "F2" : "F1"} ${SIZE} Tf`);
    let items: string[] = [];
    run.words.forEach((word, i) => {
      const lastWord = i === run.words.length - 1;
      if (lastWord && run.kernAfter !== undefined) {
        items.push(`(${word.slice(0, run.kernAfter)})`);
        ops.push(`[${items.join(" ")}] TJ`);
        pen += run.kernAfter * ADVANCE - 0.2;
        ops.push(`${(pen - lineStart).toFixed(3)} 0 Td`);
        lineStart = pen;
        items = [`(${word.slice(run.kernAfter)})`];
        pen += (word.length - run.kernAfter) * ADVANCE;
      } else {
        items.push(`(${word})`);
        pen += word.length * ADVANCE;
      }
      if (!lastWord || r < runs.length - 1) {
        items.push(`-${GAP}`);
        pen += (GAP * SIZE) / 1000;
      }
    });
    if (run.emptyEnd) items.push("()");
    ops.push(`[${items.join(" ")}] TJ`);
  });
  return ops.join("\n");
}

/** One page, one line per entry, each line a sequence of runs. */
export function tjSpacedPdf(lines: TjRun[][]): Uint8Array {
  const content = `BT\n${lines.map((runs, i) => lineOps(runs, 72, 720 - i * 14)).join("\n")}\nET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R " +
      "/Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>",
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Courier /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Courier-Oblique /Encoding /WinAnsiEncoding >>",
  ];
  return serializePdf(objects, 1);
}
