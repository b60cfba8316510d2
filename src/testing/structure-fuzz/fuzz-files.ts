/**
 * The structure fuzzer's files: a base document (one written here with bookmarks, named
 * destinations, page labels and links, or a given PDF) with one to three mutations applied,
 * all drawn from a seed, so `--seed N` names the same files on every machine.
 */
import { makePdf, type PdfLine } from "../make-pdf";
import { readPdfObjects, writePdfObjects, type XrefDamage } from "./pdf-objects";
import { writePackedPdf } from "./pdf-packed";
import { Rng } from "./pdf-edit";
import type { Mutation } from "./mutation";
import { OUTLINE_MUTATIONS } from "./mutate-outline";
import { TREE_MUTATIONS } from "./mutate-trees";
import { PAGE_MUTATIONS } from "./mutate-pages";
import { XREF_MUTATIONS } from "./mutate-xref";

export const MUTATIONS: readonly Mutation[] = [
  ...OUTLINE_MUTATIONS,
  ...TREE_MUTATIONS,
  ...PAGE_MUTATIONS,
  ...XREF_MUTATIONS,
];

export interface SourcePdf {
  name: string;
  bytes: Uint8Array;
}

export interface FuzzedFile {
  name: string;
  source: string;
  kinds: string[];
  bytes: Uint8Array;
}

const WORDS = "revenue margin segment capital lease interest liquidity outlook risk audit".split(" ");

/** A small report: numbered sections with bookmarks to them (some by name), labels and links. */
export function generatedReport(rng: Rng, pageCount = 3 + rng.int(20)): Uint8Array {
  const pages: PdfLine[][] = Array.from({ length: pageCount }, (_, p) => [
    { text: `${p + 1}. ${WORDS[p % WORDS.length]} review`, size: 16, bold: true },
    ...Array.from({ length: 4 + rng.int(8) }, (_, l) => ({
      text: `The ${rng.pick(WORDS)} for the year was ${100 + rng.int(900)} million, line ${l + 1} of page ${p + 1}.`,
    })),
  ]);
  const names: Record<string, number> = {};
  const outline = pages.map((_, p) => {
    const title = `${p + 1}. ${WORDS[p % WORDS.length]} review`;
    if (p % 3 !== 1) return { title, page: p + 1 };
    names[`section-${p + 1}`] = p + 1;
    return { title, named: `section-${p + 1}` };
  });
  return makePdf(pages, {
    outline,
    names,
    pageLabels:
      pageCount > 2
        ? [
            { from: 0, style: "r" },
            { from: 2, style: "D" },
          ]
        : [{ from: 0, style: "D" }],
    links: pages.map((_, p) => [
      { x: 72, y: 40, width: 120, height: 12, action: { page: 1 + ((p + 1) % pageCount) } },
      ...(p === 0 ? [{ x: 72, y: 60, width: 120, height: 12, action: { uri: "https://example.com/report" } }] : []),
    ]),
  });
}

/** `source` with `mutations` applied in order (the cross-reference kinds last: they act as it is written). */
export function mutate(source: Uint8Array, mutations: readonly Mutation[], rng: Rng): Uint8Array | null {
  const pdf = readPdfObjects(source);
  if (!pdf) return null;
  const ordered = [...mutations].sort((a, b) => Number(a.structure === "xref") - Number(b.structure === "xref"));
  let damage: XrefDamage = {};
  for (const m of ordered) damage = { ...damage, ...(m.apply(pdf, rng) ?? {}) };
  return damage.packed ? writePackedPdf(pdf, damage.packed) : writePdfObjects(pdf, damage);
}

/** `count` fuzzed files from `seed`: about a third on a written report, the rest on the given PDFs. */
export function* fuzzFiles(seed: number, count: number, sources: readonly SourcePdf[]): Generator<FuzzedFile> {
  const rng = new Rng(seed);
  for (let i = 0; i < count; i++) {
    const source =
      sources.length === 0 || rng.int(3) === 0
        ? { name: "report", bytes: generatedReport(rng) }
        : sources[rng.int(sources.length)];
    const n = rng.next() < 0.7 ? 1 : 2 + rng.int(2);
    const mutations = Array.from({ length: n }, () => MUTATIONS[rng.int(MUTATIONS.length)]);
    const bytes = mutate(source.bytes, mutations, rng);
    if (!bytes) continue;
    const kinds = mutations.map((m) => m.kind);
    const name = `s${seed}-${String(i).padStart(4, "0")}-${kinds.join("+")}.pdf`;
    yield { name, source: source.name, kinds, bytes };
  }
}
