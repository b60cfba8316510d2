/**
 * A heading whose parts are printed without their total ("Inventories, net" over "Raw
 * materials" and "Finished goods", then the next item): the heading's figure is the sum of
 * its indented parts, read as a row of its own so a ratio can use it ("quick ratio" needs
 * inventories). A block that ends in its own "Total …" row, or whose heading ends in a
 * colon ("Current assets:"), already prints its total or is a whole statement section.
 */
import type { Line } from "../../types";
import type { RowValue, StatementRow } from "./statement-rows";
import { fold } from "../../text/fold";

export interface OpenBlock {
  label: string;
  indent: number;
  heading: Line;
  parts: { row: StatementRow; line: Line }[];
}

/** Parts sit this far right of their heading at least (page width). */
const INDENT = 0.008;
const MAX_PARTS = 6;

export const indentOf = (line: Line): number => line.words[0]?.x0 ?? line.x0;

/** A label-only line that may head a block of parts. */
export function openBlock(label: string, line: Line): OpenBlock | null {
  if (/:\s*$/.test(label) || !/\p{L}/u.test(label)) return null;
  return { label, indent: indentOf(line), heading: line, parts: [] };
}

/** True when the line is one of the block's parts (indented under its heading). */
export const isPart = (block: OpenBlock, line: Line): boolean => indentOf(line) > block.indent + INDENT;

function sumValues(parts: StatementRow[]): RowValue[] | null {
  const columns = parts[0].values.map((v) => v.column);
  const out: RowValue[] = [];
  for (const column of columns) {
    const cells = parts.map((p) => p.values.find((v) => v.column === column));
    if (cells.some((c) => !c || c.percent)) return null;
    const value = cells.reduce((s, c) => s + c!.value, 0);
    out.push({ column, value, printed: `(${cells.map((c) => c!.printed).join(" + ")})`, percent: false });
  }
  return out.length ? out : null;
}

/** "Total inventories" closes "Inventories" with its own total; "Total current assets" closes a larger block. */
function totals(next: string, heading: string): boolean {
  const stemOf =
    heading
      .toLowerCase()
      .match(/\p{L}+/u)?.[0]
      .slice(0, 6) ?? "";
  return /^total\b/i.test(next) && next.toLowerCase().includes(stemOf);
}

/** The heading's row summing its parts, when the block closes without a total of its own. */
export function closeBlock(block: OpenBlock, next: string): StatementRow | null {
  const parts = block.parts.map((p) => p.row);
  if (parts.length < 2 || parts.length > MAX_PARTS || totals(next, block.label)) return null;
  if (parts.some((p) => /^total\b/i.test(p.label))) return null;
  const values = sumValues(parts);
  if (!values) return null;
  const quote = [block.heading.text, ...block.parts.map((p) => p.line.text)].join(" ");
  return { ...parts[0], label: block.label, section: "", quote: fold(quote, "display"), values, summed: true };
}
