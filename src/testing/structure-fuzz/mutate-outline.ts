/**
 * Mutations of the bookmark tree (/Outlines): loops through /Next and /First, an entry that
 * holds itself, chains thousands of levels deep, tens of thousands of siblings, megabyte
 * titles (markup, bidi overrides), values of the wrong type and targets out of range.
 */
import { addObject, ref, type PdfObjects } from "./pdf-objects";
import { refNumber } from "./pdf-syntax";
import {
  catalogObject,
  getIn,
  longString,
  pageDest,
  pageNumbers,
  setCatalog,
  setIn,
  utf16Hex,
  type Rng,
} from "./pdf-edit";
import type { Mutation } from "./mutation";

/** The outline's root and its top-level entries, made when the file has none. */
export function ensureOutline(pdf: PdfObjects): { root: number; items: number[] } {
  const existing = catalogObject(pdf, "Outlines");
  const items: number[] = [];
  const seen = new Set<number>();
  for (let at = existing === null ? null : refNumber(getIn(pdf, existing, "First")); at !== null;) {
    if (seen.has(at) || !pdf.objects.has(at) || items.length > 10_000) break;
    seen.add(at);
    items.push(at);
    at = refNumber(getIn(pdf, at, "Next"));
  }
  if (existing !== null && items.length > 0) return { root: existing, items };
  const pages = pageNumbers(pdf);
  const root = addObject(pdf, "<< /Type /Outlines >>");
  const made = [0, 1, 2].map((i) => addObject(pdf, `<< /Title (Part ${i + 1}) /Parent ${ref(pdf, root)} >>`));
  made.forEach((num, i) => {
    if (pages.length) setIn(pdf, num, "Dest", pageDest(pdf, pages[Math.min(i, pages.length - 1)]));
    if (i > 0) setIn(pdf, num, "Prev", ref(pdf, made[i - 1]));
    if (i < made.length - 1) setIn(pdf, num, "Next", ref(pdf, made[i + 1]));
  });
  setIn(pdf, root, "First", ref(pdf, made[0]));
  setIn(pdf, root, "Last", ref(pdf, made[made.length - 1]));
  setIn(pdf, root, "Count", String(made.length));
  setCatalog(pdf, "Outlines", ref(pdf, root));
  return { root, items: made };
}

/** A chain of `count` entries, each the first child (nested) or the next sibling (flat) of the last. */
function chain(pdf: PdfObjects, parent: number, count: number, nested: boolean, rng: Rng): number[] {
  const pages = pageNumbers(pdf);
  const nums: number[] = [];
  let up = parent;
  for (let i = 0; i < count; i++) {
    const dest = pages.length ? ` /Dest ${pageDest(pdf, pages[rng.int(pages.length)])}` : "";
    const num = addObject(pdf, `<< /Title (Entry ${i + 1})${dest} /Parent ${ref(pdf, up)} >>`);
    if (i === 0) setIn(pdf, parent, "First", ref(pdf, num));
    else setIn(pdf, nums[i - 1], nested ? "First" : "Next", ref(pdf, num));
    if (nested) setIn(pdf, up, "Count", "1");
    nums.push(num);
    if (nested) up = num;
  }
  if (!nested && nums.length) setIn(pdf, parent, "Last", ref(pdf, nums[nums.length - 1]));
  return nums;
}

const WRONG_TYPES: [string, string][] = [
  ["Title", "42"],
  ["Title", "<< /A 1 >>"],
  ["Title", "[(a) (b)]"],
  ["First", "7"],
  ["First", "null"],
  ["Next", "[1 2]"],
  ["Next", "(next)"],
  ["Dest", "5"],
  ["Dest", "<< /D 3 >>"],
  ["A", "5"],
  ["A", "<< /S /GoTo /D 17 >>"],
  ["A", "<< /S /GoTo /D << /X 1 >> >>"],
  ["Count", "(many)"],
  ["Count", "-2147483648"],
  ["Parent", "null"],
];

export const OUTLINE_MUTATIONS: Mutation[] = [
  {
    kind: "outline-sibling-loop",
    structure: "outline",
    apply(pdf) {
      const { items } = ensureOutline(pdf);
      setIn(pdf, items[items.length - 1], "Next", ref(pdf, items[0]));
    },
  },
  {
    kind: "outline-child-loop",
    structure: "outline",
    apply(pdf, rng) {
      const { items } = ensureOutline(pdf);
      const at = rng.pick(items);
      setIn(pdf, at, "First", ref(pdf, items[0]));
      setIn(pdf, at, "Last", ref(pdf, items[items.length - 1]));
      setIn(pdf, at, "Count", String(items.length));
    },
  },
  {
    kind: "outline-self",
    structure: "outline",
    apply(pdf, rng) {
      const { root, items } = ensureOutline(pdf);
      const at = rng.pick(items);
      for (const key of ["First", "Last", "Next"]) setIn(pdf, at, key, ref(pdf, at));
      setIn(pdf, root, "First", ref(pdf, rng.int(2) ? at : root));
    },
  },
  {
    kind: "outline-deep",
    structure: "outline",
    apply(pdf, rng) {
      chain(pdf, rng.pick(ensureOutline(pdf).items), rng.pick([40, 2_000, 20_000]), true, rng);
    },
  },
  {
    kind: "outline-wide",
    structure: "outline",
    apply(pdf, rng) {
      chain(pdf, ensureOutline(pdf).root, rng.pick([25_000, 60_000]), false, rng);
    },
  },
  {
    kind: "outline-huge-title",
    structure: "outline",
    apply(pdf, rng) {
      const size = rng.pick([100_000, 1_000_000]);
      const title = rng.pick([
        () => longString("Chapter ", size),
        () => longString('<img src=x onerror="alert(1)"><script>alert(1)</script>', size),
        () => utf16Hex("\u202eCONTENTS\u202c \u2067title\u2069 ".repeat(Math.ceil(size / 40)).slice(0, size / 2)),
      ])();
      for (const at of ensureOutline(pdf).items.slice(0, 1 + rng.int(3))) setIn(pdf, at, "Title", title);
    },
  },
  {
    kind: "outline-wrong-types",
    structure: "outline",
    apply(pdf, rng) {
      for (const at of ensureOutline(pdf).items) {
        const [key, value] = rng.pick(WRONG_TYPES);
        setIn(pdf, at, key, value);
      }
    },
  },
  {
    kind: "outline-dest-out-of-range",
    structure: "outline",
    apply(pdf, rng) {
      const page = pageNumbers(pdf)[0] ?? 1;
      const dests = [
        "[99999 0 R /Fit]",
        "[-1 /Fit]",
        "[100000 /XYZ 0 0 0]",
        `[${ref(pdf, page)} /XYZ 1e38 -1e38 9e99]`,
        "[]",
        `[${ref(pdf, page)}]`,
        `[${ref(pdf, page)} /FitR (a) (b)]`,
        `[${ref(pdf, pdf.root)} /Fit]`,
        "[2147483647 /Fit]",
      ];
      for (const at of ensureOutline(pdf).items) setIn(pdf, at, "Dest", rng.pick(dests));
    },
  },
];
