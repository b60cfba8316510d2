/**
 * A statement page made in code: column heads over figure columns and labelled rows, laid
 * out as the layout step lays out a real one (words with rectangles, lines in order).
 */
import type { Line, PageLayout } from "../core/types";

/** Figure columns' right edges (fraction of the page width). */
export const COLUMN_RIGHTS = [0.62, 0.74, 0.86, 0.98];

function makeLine(y: number, cells: [string, number, "left" | "right"][]): Line {
  const words = cells.flatMap(([text, x, align]) => {
    const parts = text.split(" ");
    const width = parts.reduce((s, w) => s + w.length * 0.008 + 0.006, -0.006);
    let at = align === "right" ? x - width : x;
    return parts.map((w) => {
      const word = { text: w, x0: at, x1: at + w.length * 0.008, y0: y, y1: y + 0.011 };
      at = word.x1 + 0.006;
      return word;
    });
  });
  return {
    text: words.map((w) => w.text).join(" "),
    words,
    x0: words[0].x0,
    y0: y,
    x1: words[words.length - 1].x1,
    y1: y + 0.011,
    fontSize: 9,
    bold: false,
    baseline: y + 0.009,
    column: 0,
  };
}

/** Lines of text (title, unit, span heads), a head line, rows: [label, ...figures] (label only: a heading). */
export function statementPage(page: number, top: string[], heads: string[], rows: string[][]): PageLayout {
  const lines: Line[] = [];
  let y = 0.05;
  for (const t of top) lines.push(makeLine((y += 0.015), [[t, 0.05, "left"]]));
  lines.push(
    makeLine(
      (y += 0.015),
      heads.map((h, i) => [h, COLUMN_RIGHTS[i], "right"] as [string, number, "right"]),
    ),
  );
  for (const [label, ...figures] of rows) {
    // Leading spaces indent a label (a part under its heading), a hundredth of the page each.
    const indent = 0.05 + 0.01 * (label.length - label.trimStart().length);
    const cells: [string, number, "left" | "right"][] = label.trim() ? [[label.trim(), indent, "left"]] : [];
    figures.forEach((f, i) => cells.push([f, COLUMN_RIGHTS[i], "right"]));
    lines.push(makeLine((y += 0.015), cells));
  }
  return { page, width: 612, height: 792, lines, text: lines.map((l) => l.text).join("\n"), status: "ok" };
}
