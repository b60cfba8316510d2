/**
 * Bookmarks for generated PDFs, with every way a destination is written: an explicit
 * [page /XYZ …] array, a page index in place of the page object, a named destination (in the
 * catalog's /Dests dictionary or a /Names tree), given directly or through a GoTo action, and a
 * name tree whose /Limits are out of order as some producers write them (a lookup that trusts
 * the limits misses names a full walk finds).
 */
import { escapePdfString, type PdfObjects } from "./make-pdf";

export type DestinationKind = "explicit" | "page-index" | "named" | "named-action" | "named-dict";

export interface PdfBookmark {
  title: string;
  /** 1-based physical page. */
  page: number;
  kind?: DestinationKind;
  children?: PdfBookmark[];
}

interface Flat {
  bookmark: PdfBookmark;
  obj: number;
  parent: number;
  siblings: number[];
}

/** A `catalog` hook for makePdf that adds the outline (and the named destinations it uses). */
export function outlineCatalog(bookmarks: PdfBookmark[], options: { unsortedLimits?: boolean } = {}) {
  return ({ add, set, pages }: PdfObjects): string => {
    const explicit = (page: number) => `[${pages[page - 1]} 0 R /XYZ 0 792 null]`;
    const names: [string, string][] = [];
    const dict: [string, string][] = [];
    const target = (b: PdfBookmark, i: number): string => {
      const name = `dest.${i}.${b.title.replace(/\W+/g, "-")}`;
      switch (b.kind ?? "explicit") {
        case "page-index":
          return `/Dest [${b.page - 1} /XYZ 0 792 null]`;
        case "named":
          names.push([name, explicit(b.page)]);
          return `/Dest (${name})`;
        case "named-action":
          names.push([name, explicit(b.page)]);
          return `/A << /S /GoTo /D (${name}) >>`;
        case "named-dict":
          dict.push([name, explicit(b.page)]);
          return `/Dest /${name}`;
        default:
          return `/Dest ${explicit(b.page)}`;
      }
    };
    const root = add("");
    const flat: Flat[] = [];
    const reserve = (list: PdfBookmark[], parent: number): number[] => {
      const objs = list.map(() => add(""));
      list.forEach((b, i) => flat.push({ bookmark: b, obj: objs[i], parent, siblings: objs }));
      list.forEach((b, i) => reserve(b.children ?? [], objs[i]));
      return objs;
    };
    const top = reserve(bookmarks, root);
    const kidsOf = (obj: number) => flat.filter((f) => f.parent === obj).map((f) => f.obj);
    flat.forEach((f, i) => {
      const at = f.siblings.indexOf(f.obj);
      const kids = kidsOf(f.obj);
      const links = [
        `/Parent ${f.parent} 0 R`,
        at > 0 ? `/Prev ${f.siblings[at - 1]} 0 R` : "",
        at < f.siblings.length - 1 ? `/Next ${f.siblings[at + 1]} 0 R` : "",
        kids.length ? `/First ${kids[0]} 0 R /Last ${kids[kids.length - 1]} 0 R /Count ${kids.length}` : "",
      ];
      set(f.obj, `<< /Title (${escapePdfString(f.bookmark.title)}) ${links.join(" ")} ${target(f.bookmark, i)} >>`);
    });
    set(root, `<< /Type /Outlines /First ${top[0]} 0 R /Last ${top[top.length - 1]} 0 R /Count ${top.length} >>`);
    const entries = [`/Outlines ${root} 0 R`];
    if (dict.length) entries.push(`/Dests << ${dict.map(([n, d]) => `/${n} ${d}`).join(" ")} >>`);
    if (names.length) entries.push(`/Names << /Dests ${nameTree(add, names, options.unsortedLimits)} 0 R >>`);
    return entries.join(" ");
  };
}

function nameTree(add: (body: string) => number, names: [string, string][], unsorted = false): number {
  const sorted = [...names].sort((a, b) => (a[0] < b[0] ? -1 : 1));
  const half = Math.ceil(sorted.length / 2);
  const leaf = (list: [string, string][], limits: [string, string]) =>
    add(`<< /Limits [(${limits[0]}) (${limits[1]})] /Names [${list.map(([n, d]) => `(${n}) ${d}`).join(" ")}] >>`);
  const [a, b] = [sorted.slice(0, half), sorted.slice(half)];
  const kids = [leaf(a, [a[0][0], a[a.length - 1][0]])];
  // Out-of-order limits: the second leaf claims names that sort before the first leaf's.
  if (b.length) kids.push(leaf(b, unsorted ? ["0", "0"] : [b[0][0], b[b.length - 1][0]]));
  return add(`<< /Kids [${kids.map((k) => `${k} 0 R`).join(" ")}] >>`);
}
