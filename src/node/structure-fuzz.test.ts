/**
 * Every kind of the structure fuzzer (src/testing/structure-fuzz), once, at its smallest size,
 * on a three-page report written here: the outcome each must end in. The bench
 * (`bench fuzz`) runs hundreds of mixed files through both sides; this holds each kind to
 * its expected outcome on every test run.
 */
import { describe, expect, it } from "vitest";
import { IngestError, type IngestErrorCode } from "../core/errors";
import { readingWarnings } from "../core/layout/reading-warnings";
import { makePdf } from "../testing/make-pdf";
import { MUTATIONS, generatedReport, mutate } from "../testing/structure-fuzz/fuzz-files";
import { FirstChoice } from "../testing/structure-fuzz/pdf-edit";
import { assertHasText, ingestPdfInNode } from "./ingest-node";

interface Opens {
  /** "structure:reason", with "!" when the whole structure was left out. */
  cuts: string[];
  /** Printed labels from /PageLabels, or null when they were left out. */
  labels: string | null;
  outline: number;
  pages?: number;
}
type Expected = Opens | { error: IngestErrorCode };

const REPORT_LABELS = "i/ii/1";
const fine = (cuts: string[] = [], more: Partial<Opens> = {}): Opens => ({
  cuts,
  labels: REPORT_LABELS,
  outline: 3,
  ...more,
});

const EXPECTED: Record<string, Expected> = {
  "outline-sibling-loop": fine(["outline:loop"]),
  "outline-child-loop": fine(["outline:loop"]),
  // The entry holds itself and the root's first entry is it: one entry, its loop cut.
  "outline-self": fine(["outline:loop"], { outline: 1 }),
  "outline-deep": fine(["outline:depth"]),
  "outline-wide": fine(["outline:count"], { outline: 20_000 }),
  "outline-huge-title": fine(["outline:length"]),
  // Entries whose values have the wrong type are kept, pointing nowhere.
  "outline-wrong-types": fine(),
  "outline-dest-out-of-range": fine(),
  "labels-self": fine(["page-labels:loop!"], { labels: null }),
  "labels-cycle": fine(["page-labels:loop!"], { labels: null }),
  "labels-dag": fine(["page-labels:count!"], { labels: null }),
  // Too deep to hand PDFium, but pdf.js walks it without recursing and finds the leaf.
  "labels-deep": fine([], { labels: "i/5/6" }),
  "labels-huge": fine([], { labels: "0/1/2" }),
  // Megabyte prefixes: both engines would build every page's label in full, so none is asked for them.
  "labels-huge-string": fine(["page-labels:length!"], { labels: null }),
  "labels-wrong-types": fine([], { labels: "/2/" }),
  "labels-out-of-range": fine([], { labels: "2/3/4" }),
  "names-self": fine(),
  "names-cycle": fine(),
  "names-dag": fine(),
  "names-deep": fine(),
  "names-huge": fine(),
  "names-huge-string": fine(),
  "names-wrong-types": fine(),
  "names-out-of-range": fine(),
  "dests-dictionary": fine(),
  "pages-kid-loop": fine(),
  "pages-parent-loop": fine(),
  "pages-deep": fine(),
  "pages-count-lie": fine(),
  "pages-wrong-types": fine(),
  // The third page listed twice, and twice more below: seven pages, as both engines count them.
  "pages-dag": fine([], { pages: 7, labels: "i/ii/1/2/3/4/5" }),
  "pages-huge-kids": fine(),
  "annots-huge": fine(),
  "annots-self": fine(),
  "annots-wrong-types": fine(),
  "annots-dest-out-of-range": fine(),
  "annots-huge-uri": fine(),
  "xref-shifted": fine(),
  "xref-one-offset": fine(),
  "xref-cut": fine(),
  "xref-prev-loop": fine(),
  "xref-size": fine(),
  "xref-startxref": fine(),
  // No trailer and no end-of-file marker: neither engine finds the document.
  "xref-no-trailer": { error: "not-pdf" },
  "xref-packed": fine(),
  "xref-wrong-root": { error: "not-pdf" },
};

async function outcomeOf(bytes: Uint8Array): Promise<Opens | { error: IngestErrorCode; message: string }> {
  try {
    const { layout } = await ingestPdfInNode(bytes);
    assertHasText(layout);
    return {
      cuts: (layout.structureCuts ?? []).map((c) => `${c.structure}:${c.reason}${c.ignored ? "!" : ""}`),
      labels: layout.pageLabels?.join("/") ?? null,
      outline: layout.outline.length,
      ...(layout.pageCount !== 3 ? { pages: layout.pageCount } : {}),
    };
  } catch (err) {
    if (err instanceof IngestError) return { error: err.code, message: err.message };
    throw err;
  }
}

describe("the structure fuzzer's kinds", () => {
  const base = generatedReport(new FirstChoice(), 3);

  it("each has its expected outcome", () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(MUTATIONS.map((m) => m.kind).sort());
  });

  it.each(MUTATIONS.map((m) => [m.kind, m] as const))("%s", async (kind, mutation) => {
    const bytes = mutate(base, [mutation], new FirstChoice());
    expect(bytes).not.toBeNull();
    const got = await outcomeOf(bytes!);
    const expected = EXPECTED[kind];
    if ("error" in expected) {
      expect(got).toMatchObject({ error: expected.error });
      // Named, in the reader's words: never an engine's.
      expect((got as { message: string }).message).not.toMatch(/RuntimeError|memory access|wasm|stack/i);
    } else {
      expect(got).toEqual(expected);
    }
  });
});

describe("page labels no engine should build", () => {
  it("a range numbered from two billion in letters (77 million a page) is left out; one no page uses is not", async () => {
    const pages = [1, 2, 3].map((n) => [{ text: `Page ${n} of the annual report.` }]);
    const huge = makePdf(pages, {
      pageLabels: [
        { from: 0, style: "D" },
        { from: 1, style: "a", start: 2_000_000_000 },
      ],
    });
    const { layout } = await ingestPdfInNode(huge);
    expect(layout.pageLabels).toBeNull();
    expect(readingWarnings(layout)).toEqual(["Page labels ignored: overlong."]);
    const unused = makePdf(pages, {
      pageLabels: [
        { from: 0, style: "D" },
        { from: 7, style: "a", start: 2_000_000_000 },
      ],
    });
    expect((await ingestPdfInNode(unused)).layout.pageLabels).toEqual(["1", "2", "3"]);
  });
});
