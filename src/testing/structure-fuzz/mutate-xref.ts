/**
 * Mutations of the cross-reference table and trailer, applied as the file is written:
 * offsets shifted or all pointing at one place, a table cut short, a /Prev that points back
 * at its own table, a /Size out of range, a startxref that points nowhere, no trailer, and
 * a /Root that names the wrong object. Both engines then have to rebuild the table. Or the
 * file is written packed (object streams, a cross-reference stream), so that the other
 * kinds' spoiled structures sit compressed, as in most files made today.
 */
import { pageNumbers } from "./pdf-edit";
import type { Mutation } from "./mutation";

export const XREF_MUTATIONS: Mutation[] = [
  {
    kind: "xref-shifted",
    structure: "xref",
    apply: (_pdf, rng) => ({ shift: rng.pick([-7, -1, 1, 3, 50]) }),
  },
  {
    kind: "xref-one-offset",
    structure: "xref",
    apply: (_pdf, rng) => ({ allAt: rng.pick([0, 9, 15]) }),
  },
  {
    kind: "xref-cut",
    structure: "xref",
    apply: (_pdf, rng) => ({ cutAt: rng.pick([0, 0.3, 0.8]) }),
  },
  {
    kind: "xref-prev-loop",
    structure: "xref",
    apply: (_pdf, rng) => ({
      trailerExtra: rng.pick([" /Prev {xref}", " /XRefStm {xref}", " /Prev {xref} /XRefStm 0"]),
    }),
  },
  {
    kind: "xref-size",
    structure: "xref",
    apply: (_pdf, rng) => ({ size: rng.pick(["2147483647", "-5", "0", "(x)", "1"]) }),
  },
  {
    kind: "xref-startxref",
    structure: "xref",
    apply: (_pdf, rng) => ({ startxref: rng.pick(["0", "999999999", "-1", "garbage"]) }),
  },
  {
    kind: "xref-no-trailer",
    structure: "xref",
    apply: () => ({ noTrailer: true }),
  },
  {
    kind: "xref-packed",
    structure: "xref",
    apply: (_pdf, rng) => ({ packed: rng.pick(["flate", "hex-then-flate"] as const) }),
  },
  {
    kind: "xref-wrong-root",
    structure: "xref",
    apply(pdf, rng) {
      const page = pageNumbers(pdf)[0];
      const fake = rng.int(2) && page !== undefined ? page : pdf.next + 50;
      // The real catalog stays in the file: a repairing reader may still find it.
      pdf.root = fake;
    },
  },
];
