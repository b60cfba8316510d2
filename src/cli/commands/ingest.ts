/** `pincite ingest <file.pdf> [--json] [--password P]`: lay out a PDF and report what came out. */
import fs from "node:fs";
import { IngestError } from "../../core/errors";
import { briefTree, buildIndex } from "../../core/tree";
import type { DocumentLayout } from "../../core/types";
import { readingWarnings } from "../../core/layout/reading-warnings";
import { assertHasText, ingestPdfInNode } from "../../node/ingest-node";
import { textFormatOf } from "../../core/text/text-layout";
import { readTextDocument } from "../../../workers/text/read-text-document";
import { fail, type Args } from "../args";

export function summarise(layout: DocumentLayout) {
  const pages = layout.pages;
  return {
    pages: layout.pageCount,
    declared_pages: layout.declaredPages ?? layout.pageCount,
    warnings: readingWarnings(layout),
    words: pages.reduce((n, p) => n + p.lines.reduce((m, l) => m + l.words.length, 0), 0),
    lines: pages.reduce((n, p) => n + p.lines.length, 0),
    has_outline: layout.outline.length > 0,
    outline_entries: countOutline(layout.outline),
    has_page_labels: layout.pageLabels !== null,
    /** One entry per physical page: the printed label, or null where the page shows none. */
    page_labels: layout.printedLabels ?? layout.pages.map(() => null),
    failed_pages: pages.filter((p) => p.status === "failed").map((p) => ({ page: p.page, error: p.error })),
    no_text_pages: pages.filter((p) => p.status === "no-text").length,
    /** Pages OCR read or tried: the page, its confidence when read, and how it ended. */
    ocr_pages: pages
      .filter((p) => p.ocrOutcome)
      .map((p) => ({ page: p.page, outcome: p.ocrOutcome, ...(p.ocr ? { confidence: p.confidence } : {}) })),
  };
}

function countOutline(entries: DocumentLayout["outline"]): number {
  return entries.reduce((n, e) => n + 1 + countOutline(e.children), 0);
}

/** A PDF through the layout engines, or a Markdown/HTML/text/Word file through the text path. */
async function ingestAny(file: string, bytes: Uint8Array, password: string | undefined) {
  if (textFormatOf(file)) {
    const t0 = performance.now();
    const { layout, tree } = await readTextDocument(file, bytes);
    return { layout, tree, timings: { open_ms: 0, layout_ms: performance.now() - t0 } };
  }
  const { layout, timings } = await ingestPdfInNode(bytes, { password });
  assertHasText(layout);
  return { layout, tree: await buildIndex(layout), timings };
}

export async function ingestCommand(args: Args): Promise<void> {
  const file =
    args.positional[0] ?? fail("usage: pincite ingest <file.pdf|.md|.html|.txt|.docx> [--json] [--password P]");
  const bytes = new Uint8Array(fs.readFileSync(file));
  const t0 = performance.now();
  try {
    const { layout, tree: built, timings } = await ingestAny(file, bytes, args.options.get("password"));
    const tree = briefTree(built);
    const report = { file, ...summarise(layout), tree, timings: { ...timings, total_ms: performance.now() - t0 } };
    if (args.flags.has("json")) {
      process.stdout.write(JSON.stringify(report) + "\n");
      return;
    }
    const t = report.timings;
    console.log(`${file}`);
    console.log(`  pages ${report.pages}, lines ${report.lines}, words ${report.words}`);
    console.log(
      `  outline: ${report.has_outline ? `${report.outline_entries} entries` : "none"}; ` +
        `page labels: ${report.has_page_labels ? "yes" : "none"}`,
    );
    console.log(
      `  failed pages: ` +
        `${report.failed_pages.length ? report.failed_pages.map((p) => p.page).join(", ") : "none"}; pages ` +
        `without text: ${report.no_text_pages}`,
    );
    if (report.ocr_pages.length)
      console.log(
        `  OCR: ${report.ocr_pages.map((p) => `p. ${p.page} ${p.outcome}${p.confidence !== undefined ? ` (${Math.round(p.confidence * 100)}%)` : ""}`).join(", ")}`,
      );
    for (const warning of report.warnings) console.log(`  warning: ${warning}`);
    console.log(
      `  open ${t.open_ms.toFixed(0)} ms, layout ${t.layout_ms.toFixed(0)} ms${"ocr_ms" in t && t.ocr_ms ? `, OCR ${t.ocr_ms.toFixed(0)} ms` : ""}, total ${t.total_ms.toFixed(0)} ms`,
    );
  } catch (err) {
    if (err instanceof IngestError) {
      if (args.flags.has("json")) process.stdout.write(JSON.stringify({ file, error: err.toData() }) + "\n");
      else process.stderr.write(`${file}: ${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
}
