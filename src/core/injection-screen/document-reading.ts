/**
 * What the screen of any one page is told of its whole document (ScreenOptions): the scripts it writes in
 * (islands.ts), what it writes in other languages than English (language-island.ts), whether it is software text and
 * what it writes about on many pages (document-genre.ts). All four are read in one walk over the document's pages,
 * each page's text split into lines once for all of them, and kept per document's pages: the callers (an answer with
 * the whole document at hand, a library's loader, the evals and benches) hand the screen the one object.
 */
import { genreTally, type SoftwareDocument } from "./document-genre";
import { scriptTally, writtenScripts } from "./islands";
import { languageTally, type DocumentLanguages } from "./language-island";

/** A whole document's readings, as the screen of one of its pages takes them (ScreenOptions' fields so named). */
export interface DocumentScreenOptions {
  /** The scripts the whole document writes in: none of them is an island on a page. */
  documentScripts: ReadonlySet<string>;
  /** Whether the whole document is software text: every page of it is read as such. */
  documentSoftware: SoftwareDocument | null;
  /** What the whole document writes about on many of its pages. */
  documentSubjects: ReadonlySet<string>;
  /** What the whole document writes in other languages: no island on a page. */
  documentLanguages: DocumentLanguages;
}

const byDocument = new WeakMap<readonly { text: string }[], DocumentScreenOptions>();

/** The document's readings, from one walk over its pages' lines; kept per document's pages. */
export function documentScreenOptions(pages: readonly { text: string }[]): DocumentScreenOptions {
  const known = byDocument.get(pages);
  if (known) return known;
  const scripts = scriptTally();
  const languages = languageTally();
  const genre = genreTally();
  for (const page of pages) {
    const lines = page.text.split("\n");
    scripts.add(page.text, lines);
    for (const line of lines) languages.add(line);
    genre.add(page.text, lines);
  }
  const { software, subjects } = genre.genre();
  const found = {
    documentScripts: writtenScripts(scripts.profile()),
    documentSoftware: software,
    documentSubjects: subjects,
    documentLanguages: languages.languages(),
  };
  byDocument.set(pages, found);
  return found;
}

/** The scripts a whole document writes in (documentScreenOptions). */
export const documentScripts = (pages: readonly { text: string }[]) => documentScreenOptions(pages).documentScripts;
/** Whether a whole document is software text (documentScreenOptions). */
export const documentSoftware = (pages: readonly { text: string }[]) => documentScreenOptions(pages).documentSoftware;
/** The subjects a whole document writes about on many of its pages (documentScreenOptions). */
export const documentSubjects = (pages: readonly { text: string }[]) => documentScreenOptions(pages).documentSubjects;
