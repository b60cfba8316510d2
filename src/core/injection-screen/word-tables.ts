/**
 * The screen's word lists as data (lexicon.json, signal-words.json, language-words.json): named
 * tables of regular-expression sources, each with a note on what it holds. The modules that
 * build patterns from them ask for a table by name; a missing table, an empty one, an entry
 * that does not compile, or a table no module asked for, is an error that names the file.
 */
import { checkedHeader, DataFileError, recordField, stringList } from "../data-file";

export const WORDS_FORMAT = "pincite-injection-words";
export const WORDS_VERSION = 1;

export interface WordTable {
  /** Regular-expression sources, matched as whole words by the module that reads them. */
  entries: string[];
  /** Sources matched anywhere (scripts written without spaces: Chinese, Japanese); may be empty. */
  bare: string[];
}

export interface WordTables {
  /** The table called `name`; throws when the file has none. */
  table(name: string): WordTable;
  /** A table's entries (the usual case). */
  entries(name: string): string[];
  /** Throws when the file holds a table no module asked for (a list that does nothing). */
  checkAllRead(): void;
}

/**
 * The tables of a words file. `flags` are those the entries are compiled with by their readers
 * ("u" where they hold \p{…} classes), so each entry is checked as it will be used.
 */
export function readWordTables(data: unknown, file: string, flags = ""): WordTables {
  const d = checkedHeader(data, file, WORDS_FORMAT, WORDS_VERSION);
  const raw = recordField(d.tables, "tables", file);
  const tables = new Map<string, WordTable>();
  for (const [name, value] of Object.entries(raw)) {
    const t = recordField(value, `tables.${name}`, file);
    if (typeof t.about !== "string" || !t.about) throw new DataFileError(file, `tables.${name} has no "about" note`);
    const entries = stringList(t.entries, `tables.${name}.entries`, file);
    const bare = t.bare === undefined ? [] : stringList(t.bare, `tables.${name}.bare`, file);
    for (const e of [...entries, ...bare]) {
      try {
        new RegExp(`(?:${e})`, flags);
      } catch {
        throw new DataFileError(file, `tables.${name} holds ${JSON.stringify(e)}, which is no regular expression`);
      }
    }
    tables.set(name, { entries, bare });
  }
  const read = new Set<string>();
  const table = (name: string): WordTable => {
    const t = tables.get(name);
    if (!t) throw new DataFileError(file, `has no table "${name}"`);
    read.add(name);
    return t;
  };
  return {
    table,
    entries: (name) => table(name).entries,
    checkAllRead() {
      const unread = [...tables.keys()].filter((k) => !read.has(k));
      if (unread.length) throw new DataFileError(file, `holds tables no module reads: ${unread.join(", ")}`);
    },
  };
}
