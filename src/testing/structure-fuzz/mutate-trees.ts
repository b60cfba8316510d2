/**
 * Mutations of the number tree of page labels (/PageLabels) and the name tree of named
 * destinations (/Names /Dests, and the older /Dests dictionary): a tree that holds itself,
 * two nodes that hold each other, kids listed twice at every level (a walk without a
 * visited set visits 2^depth nodes), chains thousands deep, hundreds of thousands of
 * entries, megabyte strings, wrong types and keys out of range. The named-destination
 * kinds also add bookmarks and a link that look names up, so the trees are walked.
 */
import { addObject, ref, type PdfObjects } from "./pdf-objects";
import { catalog, longString, pageDest, pageNumbers, setCatalog, setIn, type Rng } from "./pdf-edit";
import { entry } from "./pdf-syntax";
import { ensureOutline } from "./mutate-outline";
import type { Mutation } from "./mutation";

/** A leaf of the kind of tree: label ranges ("Nums") or named destinations ("Names"). */
function leaf(pdf: PdfObjects, key: "Nums" | "Names"): string {
  const page = pageNumbers(pdf)[0];
  return key === "Nums"
    ? "<< /Nums [0 << /S /r >> 1 << /S /D /St 5 >>] >>"
    : `<< /Names [(alpha) ${page ? pageDest(pdf, page) : "[0 /Fit]"} (omega) [0 /Fit]] >>`;
}

/** Sets the tree's root: labels at /PageLabels, names at /Names /Dests (bookmarks and a link then look names up). */
function plant(pdf: PdfObjects, key: "Nums" | "Names", root: number, rng: Rng): void {
  if (key === "Nums") return setCatalog(pdf, "PageLabels", ref(pdf, root));
  const names = entry(catalog(pdf), "Names");
  setCatalog(
    pdf,
    "Names",
    names?.startsWith("<<") ? names.replace(/^<</, `<< /Dests ${ref(pdf, root)}`) : `<< /Dests ${ref(pdf, root)} >>`,
  );
  lookUpNames(pdf, ["alpha", "missing", "omega"], rng);
}

/** Bookmarks and a link on page 1 that jump to named destinations. */
export function lookUpNames(pdf: PdfObjects, names: string[], rng: Rng): void {
  const { items } = ensureOutline(pdf);
  items.forEach((at, i) => setIn(pdf, at, "Dest", `(${names[i % names.length]})`));
  const page = pageNumbers(pdf)[0];
  if (page === undefined) return;
  const link = addObject(pdf, `<< /Type /Annot /Subtype /Link /Rect [72 700 300 720] /Dest (${rng.pick(names)}) >>`);
  setIn(pdf, page, "Annots", `[${ref(pdf, link)}]`);
}

function treeMutations(key: "Nums" | "Names", prefix: string): Mutation[] {
  const structure = key === "Nums" ? "page-labels" : "names";
  return [
    {
      kind: `${prefix}-self`,
      structure,
      apply(pdf, rng) {
        const node = addObject(pdf, "");
        const kids = Array.from({ length: 1 + rng.int(3) }, () => ref(pdf, node)).join(" ");
        pdf.objects.set(node, `<< /Kids [${kids}] >>`);
        plant(pdf, key, node, rng);
      },
    },
    {
      kind: `${prefix}-cycle`,
      structure,
      apply(pdf, rng) {
        const [a, b] = [addObject(pdf, ""), addObject(pdf, "")];
        const limits = key === "Nums" ? "[0 100000]" : "[(a) (zzzz)]";
        pdf.objects.set(a, `<< /Kids [${ref(pdf, b)} ${ref(pdf, addObject(pdf, leaf(pdf, key)))}] >>`);
        pdf.objects.set(b, `<< /Limits ${limits} /Kids [${ref(pdf, a)}] >>`);
        plant(pdf, key, a, rng);
      },
    },
    {
      kind: `${prefix}-dag`,
      structure,
      apply(pdf, rng) {
        let below = addObject(pdf, leaf(pdf, key));
        for (let depth = rng.pick([18, 26, 34]); depth > 0; depth--)
          below = addObject(pdf, `<< /Kids [${ref(pdf, below)} ${ref(pdf, below)}] >>`);
        plant(pdf, key, below, rng);
      },
    },
    {
      kind: `${prefix}-deep`,
      structure,
      apply(pdf, rng) {
        let below = addObject(pdf, leaf(pdf, key));
        for (let depth = rng.pick([500, 5_000]); depth > 0; depth--)
          below = addObject(pdf, `<< /Kids [${ref(pdf, below)}] >>`);
        plant(pdf, key, below, rng);
      },
    },
    {
      kind: `${prefix}-huge`,
      structure,
      apply(pdf, rng) {
        const n = rng.pick([50_000, 200_000]);
        const page = pageNumbers(pdf)[0];
        const parts: string[] = [];
        for (let i = 0; i < n; i++)
          parts.push(
            key === "Nums"
              ? `${i} << /S /D /St ${i} >>`
              : `(n${String(i).padStart(7, "0")}) [${page ? ref(pdf, page) : 0} /Fit]`,
          );
        plant(pdf, key, addObject(pdf, `<< /${key} [${parts.join(" ")}] >>`), rng);
      },
    },
    {
      kind: `${prefix}-huge-string`,
      structure,
      apply(pdf, rng) {
        const huge = longString(rng.pick(["x", "<b>&amp;", "\u00e9"]), rng.pick([100_000, 1_000_000]));
        const body =
          key === "Nums"
            ? `<< /Nums [0 << /S /D /P ${huge} >> 1 << /P ${huge} /St 3 >>] >>`
            : `<< /Names [${huge} [0 /Fit] (alpha) [0 /Fit]] >>`;
        plant(pdf, key, addObject(pdf, body), rng);
      },
    },
    {
      kind: `${prefix}-wrong-types`,
      structure,
      apply(pdf, rng) {
        const bodies =
          key === "Nums"
            ? [
                "<< /Nums [(a) 5 /x << /S /Q /St -5 >> 1 (str) 2 << /S 5 /P 7 /St (x) >>] >>",
                "<< /Nums << /A 1 >> >>",
                "<< /Kids 7 >>",
                "<< /Kids [1 2 (x) null] /Nums 4 >>",
                "<< /Nums [0] >>",
              ]
            : [
                "<< /Names [1 2 (a)] >>",
                "<< /Names [(alpha) 5 (beta) (str) (gamma) << /D 7 >> (omega) << /D [0 /Fit] >>] >>",
                "<< /Kids 7 /Limits (x) >>",
                "<< /Kids [1 2 (x) null] /Names << >> >>",
                "<< /Limits [1 2] /Names [(alpha)] >>",
              ];
        plant(pdf, key, addObject(pdf, rng.pick(bodies)), rng);
        if (key === "Nums" && rng.int(2)) setCatalog(pdf, "PageLabels", rng.pick(["5", "[1 2]", "(labels)", "null"]));
      },
    },
    {
      kind: `${prefix}-out-of-range`,
      structure,
      apply(pdf, rng) {
        const body =
          key === "Nums"
            ? rng.pick([
                "<< /Nums [-1 << /S /D >> 2147483647 << /S /R /St 2147483647 >>] >>",
                "<< /Nums [99999 << /S /D >> 0 << /S /r /St -2147483648 >> 0 << /S /A /St 1e30 >>] >>",
                "<< /Nums [5 << /S /a /St 2000000000 >> 3 << /S /R /St 4000 >>] >>",
              ])
            : `<< /Names [(alpha) [99999 0 R /Fit] (missing) [-3 /Fit] (omega) [100000 /XYZ 0 0 0]] >>`;
        plant(pdf, key, addObject(pdf, body), rng);
      },
    },
  ];
}

export const TREE_MUTATIONS: Mutation[] = [
  ...treeMutations("Nums", "labels"),
  ...treeMutations("Names", "names"),
  {
    kind: "dests-dictionary",
    structure: "names",
    apply(pdf, rng) {
      // The older form: /Dests in the catalog, a dictionary of names; values that refer to themselves.
      const self = addObject(pdf, "");
      pdf.objects.set(self, `[${ref(pdf, self)} /Fit]`);
      const wrapped = addObject(pdf, "");
      pdf.objects.set(wrapped, `<< /D ${ref(pdf, wrapped)} >>`);
      const page = pageNumbers(pdf)[0];
      const far = `[${page ? ref(pdf, page) : 0} /XYZ 1e38 -1e38 1e38]`;
      const dests = addObject(pdf, `<< /alpha ${ref(pdf, self)} /missing ${ref(pdf, wrapped)} /omega ${far} /x 5 >>`);
      setCatalog(pdf, "Dests", ref(pdf, dests));
      lookUpNames(pdf, ["alpha", "missing", "omega"], rng);
      for (const at of ensureOutline(pdf).items) setIn(pdf, at, "Dest", rng.pick(["/alpha", "/missing", "/omega"]));
    },
  },
];
