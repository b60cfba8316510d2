/**
 * The extensions of files producers leave in a document (file-extensions.json): a metadata title or
 * a bookmark named after its file ("Ex 21 Q4 2022.pdf"), a printer's slug in a page margin
 * ("…_r9jm.qxd 2/10/04 3:46 PM Page iv"). One file, so an extension is added once; the readers'
 * lists differ where the file says why.
 */
import { checkedHeader, shapedList } from "../data-file";
import data from "./file-extensions.json" with { type: "json" };

const FILE = "file-extensions.json";
export const FILE_EXTENSIONS_FORMAT = "pincite-file-extensions";
export const FILE_EXTENSIONS_VERSION = 1;

export interface FileExtensions {
  /** What a metadata title may end in. */
  title: readonly string[];
  /** What a bookmark's title may end in. */
  bookmark: readonly string[];
  /** What a printer's slug names. */
  printerSlug: readonly string[];
}

const EXTENSION = /^[a-z0-9]{1,6}$/;

/** The lists of the file, checked: header, each list present, each extension letters and digits only. */
export function loadFileExtensions(file: unknown): FileExtensions {
  const f = checkedHeader(file, FILE, FILE_EXTENSIONS_FORMAT, FILE_EXTENSIONS_VERSION);
  const list = (key: string) => shapedList(f[key], key, FILE, EXTENSION, "an extension");
  const office = list("office");
  return { title: [...office, ...list("title_extra")], bookmark: office, printerSlug: list("printer_slug") };
}

export const FILE_EXTENSIONS = loadFileExtensions(data);

/** The extensions as a regex alternation, to follow a literal dot. */
export const extensionAlternation = (exts: readonly string[]) => `(${exts.join("|")})`;
