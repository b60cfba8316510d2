/** One way the structure fuzzer spoils a file: its name, the structure it aims at, and the edit. */
import type { PdfObjects, XrefDamage } from "./pdf-objects";
import type { Rng } from "./pdf-edit";

export type FuzzedStructure = "outline" | "page-labels" | "names" | "annots" | "page-tree" | "xref";

export interface Mutation {
  kind: string;
  structure: FuzzedStructure;
  /** Edits the objects in place; a kind that spoils the cross-reference table says how. */
  apply(pdf: PdfObjects, rng: Rng): XrefDamage | void;
}
