/**
 * Mutations of the page tree and of the pages' link annotations (/Annots): kids that hold
 * their own ancestors, a page its own parent, chains a thousand levels deep, the same page
 * listed a thousand times, counts that lie, tens of thousands of links on a page, megabyte
 * addresses, values of the wrong type and link targets out of range.
 */
import { addObject, ref, type PdfObjects } from "./pdf-objects";
import { getIn, longString, pageNumbers, pagesRoot, setIn, type Rng } from "./pdf-edit";
import { lookUpNames } from "./mutate-trees";
import type { Mutation } from "./mutation";

function onePage(pdf: PdfObjects, rng: Rng): number | null {
  const pages = pageNumbers(pdf);
  return pages.length ? rng.pick(pages) : null;
}

function link(target: string, i = 0): string {
  const y = 700 - (i % 600);
  return `<< /Type /Annot /Subtype /Link /Rect [72 ${y} 300 ${y + 12}] ${target} >>`;
}

export const PAGE_MUTATIONS: Mutation[] = [
  {
    kind: "pages-kid-loop",
    structure: "page-tree",
    apply(pdf, rng) {
      const root = pagesRoot(pdf);
      if (root === null) return;
      const kids = getIn(pdf, root, "Kids") ?? "[]";
      const into = rng.int(2) ? root : (onePage(pdf, rng) ?? root);
      setIn(pdf, into, "Kids", kids.replace(/\]$/, ` ${ref(pdf, root)}]`));
    },
  },
  {
    kind: "pages-parent-loop",
    structure: "page-tree",
    apply(pdf, rng) {
      for (const page of pageNumbers(pdf).filter(() => rng.int(2) === 0))
        setIn(pdf, page, "Parent", rng.int(2) ? ref(pdf, page) : "null");
    },
  },
  {
    kind: "pages-deep",
    structure: "page-tree",
    apply(pdf, rng) {
      const root = pagesRoot(pdf);
      if (root === null) return;
      const count = getIn(pdf, root, "Count") ?? "1";
      let kids = getIn(pdf, root, "Kids") ?? "[]";
      for (let depth = rng.pick([100, 1_500]); depth > 0; depth--)
        kids = `[${ref(pdf, addObject(pdf, `<< /Type /Pages /Kids ${kids} /Count ${count} /Parent ${ref(pdf, root)} >>`))}]`;
      setIn(pdf, root, "Kids", kids);
    },
  },
  {
    kind: "pages-count-lie",
    structure: "page-tree",
    apply(pdf, rng) {
      const root = pagesRoot(pdf);
      if (root !== null) setIn(pdf, root, "Count", rng.pick(["2147483647", "-1", "0", "(abc)", "1e10", "100000"]));
    },
  },
  {
    kind: "pages-wrong-types",
    structure: "page-tree",
    apply(pdf, rng) {
      const page = onePage(pdf, rng);
      const root = pagesRoot(pdf);
      if (page === null || root === null) return;
      const edits: [number, string, string][] = [
        [page, "MediaBox", "[0 0 0 0]"],
        [page, "MediaBox", "(box)"],
        [page, "MediaBox", "[-1e38 -1e38 1e38 1e38]"],
        [page, "MediaBox", "[1 2]"],
        [page, "Resources", "5"],
        [page, "Contents", "5"],
        [page, "Contents", `[${ref(pdf, page)}]`],
        [page, "Rotate", "45"],
        [page, "Rotate", "1e9"],
        [page, "Type", "/Pages"],
        [root, "Kids", "5"],
        [root, "Kids", "<< /A 1 >>"],
        [root, "Kids", `[${ref(pdf, pdf.root)} 99999 0 R null 7]`],
      ];
      for (let i = 0; i < 1 + rng.int(3); i++) {
        const [num, key, value] = rng.pick(edits);
        setIn(pdf, num, key, value);
      }
    },
  },
  {
    kind: "pages-dag",
    structure: "page-tree",
    apply(pdf, rng) {
      const root = pagesRoot(pdf);
      const page = onePage(pdf, rng);
      if (root === null || page === null) return;
      // A node listing the same page twice, listed twice by the next node up: 2^depth pages.
      let node = addObject(pdf, `<< /Type /Pages /Kids [${ref(pdf, page)} ${ref(pdf, page)}] /Count 2 >>`);
      const depth = rng.pick([1, 10, 30]);
      for (let i = 0; i < depth; i++)
        node = addObject(pdf, `<< /Type /Pages /Kids [${ref(pdf, node)} ${ref(pdf, node)}] /Count ${2 ** (i + 2)} >>`);
      const kids = getIn(pdf, root, "Kids") ?? "[]";
      setIn(pdf, root, "Kids", kids.replace(/\]$/, ` ${ref(pdf, node)}]`));
      setIn(pdf, root, "Count", String(2 ** (depth + 1) + pageNumbers(pdf).length));
    },
  },
  {
    kind: "pages-huge-kids",
    structure: "page-tree",
    apply(pdf, rng) {
      const root = pagesRoot(pdf);
      if (root === null) return;
      const n = rng.pick([20_000, 100_000]);
      const first = pdf.next + 1000;
      const missing = Array.from({ length: n }, (_, i) => `${first + i} 0 R`).join(" ");
      const kids = getIn(pdf, root, "Kids") ?? "[]";
      setIn(pdf, root, "Kids", kids.replace(/\]$/, ` ${missing}]`));
      setIn(pdf, root, "Count", String(n + pageNumbers(pdf).length));
    },
  },
  {
    kind: "annots-huge",
    structure: "annots",
    apply(pdf, rng) {
      const page = onePage(pdf, rng);
      const pages = pageNumbers(pdf);
      if (page === null) return;
      const n = rng.pick([20_000, 80_000]);
      const annots = Array.from({ length: n }, (_, i) =>
        link(
          i % 2 ? `/A << /S /URI /URI (https://example.com/${i}) >>` : `/Dest [${ref(pdf, rng.pick(pages))} /Fit]`,
          i,
        ),
      );
      setIn(pdf, page, "Annots", `[${annots.join("\n")}]`);
    },
  },
  {
    kind: "annots-self",
    structure: "annots",
    apply(pdf, rng) {
      const page = onePage(pdf, rng);
      if (page === null) return;
      const array = addObject(pdf, "");
      const annot = addObject(pdf, "");
      const action = addObject(pdf, "");
      pdf.objects.set(action, `<< /S /GoTo /D [${ref(pdf, page)} /Fit] /Next ${ref(pdf, action)} >>`);
      pdf.objects.set(
        annot,
        link(`/A ${ref(pdf, action)} /Parent ${ref(pdf, annot)} /Popup ${ref(pdf, annot)} /P ${ref(pdf, page)}`),
      );
      pdf.objects.set(array, `[${ref(pdf, annot)} ${ref(pdf, array)} ${ref(pdf, page)} ${ref(pdf, annot)}]`);
      setIn(pdf, page, "Annots", ref(pdf, array));
    },
  },
  {
    kind: "annots-wrong-types",
    structure: "annots",
    apply(pdf, rng) {
      const page = onePage(pdf, rng);
      if (page === null) return;
      const annots = [
        "5",
        "<< /A 1 >>",
        "(annots)",
        `[5 null (x) ${link("/Rect (x) /Dest 5")} ${link("/A 7")} ${link("/Dest << /D 3 >>")}]`,
        `[<< /Type /Annot /Subtype /Link /Rect [1 2] /A << /S /URI /URI 5 >> >> << /Subtype 5 /Rect [0 0 1e38 1e38] >>]`,
        `[<< /Subtype /Link /Rect [nan 1 2 3] /A << /S /GoTo /D (x) >> >> << /Subtype /Link /Rect [0 0 100 100] /A << /S 5 >> >>]`,
      ];
      setIn(pdf, page, "Annots", rng.pick(annots));
    },
  },
  {
    kind: "annots-dest-out-of-range",
    structure: "annots",
    apply(pdf, rng) {
      const page = onePage(pdf, rng);
      if (page === null) return;
      const targets = [
        "/Dest [99999 0 R /Fit]",
        "/Dest [-3 /Fit]",
        "/Dest [100000 /XYZ 0 0 0]",
        `/A << /S /GoTo /D [${ref(pdf, page)} /XYZ 1e38 1e38 1e38] >>`,
        `/Dest [${ref(pdf, pdf.root)} /Fit]`,
        "/A << /S /GoTo /D [2147483647 /Fit] >>",
      ];
      setIn(pdf, page, "Annots", `[${targets.map((t, i) => link(t, i * 20)).join(" ")}]`);
      if (rng.int(2)) lookUpNames(pdf, ["nowhere"], rng);
    },
  },
  {
    kind: "annots-huge-uri",
    structure: "annots",
    apply(pdf, rng) {
      const page = onePage(pdf, rng);
      if (page === null) return;
      const uri = longString(
        rng.pick(["https://example.com/", "javascript:alert(1)//", "a"]),
        rng.pick([100_000, 1_000_000]),
      );
      setIn(pdf, page, "Annots", `[${link(`/A << /S /URI /URI ${uri} >>`)}]`);
    },
  },
];
