/**
 * `npm run eval -- page-labels [--set DIR] [--json]`: printed page labels against an
 * independent reader. poppler's pdftotext lays each page out on its own; where the last
 * line of a page is a bare number, that number is taken as the printed page number and
 * the detected label must match it. Figures are given for each half of the set (file
 * names in order), so a rule tuned on the first half is checked on the second.
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { detectPrintedLabels } from "../../core/pages";
import { parsePart, pdfDir } from "../../testing/holdout";
import { fail, type Args } from "../args";
import { setPdfFiles } from "./question-set";
import { loadLayoutCached } from "../../testing/layout-cache";

interface Tally {
  pages: number;
  labelled: number;
  checked: number;
  agree: number;
  missing: number;
  wrong: number;
  ms: number;
}

/** The last non-blank line of every page as poppler reads it. */
function popplerLastLines(pdf: string): string[] {
  const text = execFileSync("pdftotext", ["-layout", pdf, "-"], { encoding: "utf8", maxBuffer: 1 << 30 });
  return text.split("\f").map(
    (page) =>
      page
        .split("\n")
        .map((l) => l.trim())
        .filter(Boolean)
        .pop() ?? "",
  );
}

async function tallyDoc(pdf: string, t: Tally, wrongs: string[]): Promise<void> {
  const layout = await loadLayoutCached(pdf);
  const t0 = performance.now();
  const labels = detectPrintedLabels(layout.pages);
  t.ms += performance.now() - t0;
  t.pages += labels.length;
  t.labelled += labels.filter((l) => l !== null).length;
  popplerLastLines(pdf)
    .slice(0, labels.length)
    .forEach((last, i) => {
      if (!/^\d{1,3}$/.test(last)) return;
      t.checked++;
      if (labels[i] === last) t.agree++;
      else if (labels[i] === null) t.missing++;
      else {
        t.wrong++;
        wrongs.push(`${path.basename(pdf)} PDF ${i + 1}: ${labels[i]} (poppler ${last})`);
      }
    });
}

const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)}%` : "n/a");

export default async function evalPageLabels(args: Args): Promise<void> {
  const set = path.resolve(process.cwd(), args.options.get("set") ?? "../shared/financebench");
  const pdfs = setPdfFiles(set, parsePart(args.options.get("part"), fail));
  const half = Math.ceil(pdfs.length / 2);
  const out: Record<string, Tally & { wrong_pages: string[] }> = {};
  for (const [name, files] of [
    ["first_half", pdfs.slice(0, half)],
    ["second_half", pdfs.slice(half)],
  ] as const) {
    const t: Tally = { pages: 0, labelled: 0, checked: 0, agree: 0, missing: 0, wrong: 0, ms: 0 };
    const wrongs: string[] = [];
    for (const f of files) await tallyDoc(path.join(pdfDir(set), f), t, wrongs);
    out[name] = { ...t, ms: Math.round(t.ms), wrong_pages: wrongs.slice(0, 20) };
  }
  if (args.flags.has("json")) return void process.stdout.write(JSON.stringify(out) + "\n");
  for (const [name, t] of Object.entries(out)) {
    console.log(
      `${name}: ${t.labelled}/${t.pages} pages labelled (${pct(t.labelled, t.pages)}); of ${t.checked} pages ` +
        `whose poppler footer is a bare number: agree ${t.agree} (${pct(t.agree, t.checked)}), null ` +
        `${t.missing}, different ${t.wrong}; detection ${t.ms} ms`,
    );
    for (const w of t.wrong_pages) console.log(`  different: ${w}`);
  }
}
