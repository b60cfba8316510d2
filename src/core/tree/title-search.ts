/**
 * Whole-document title search: every line where a title starts, answered from an index of
 * lines by first word (and by the first word after a line's own numbering), so that placing
 * sixty contents entries does not rescan a 250-page filing sixty times.
 */
import type { DocumentLayout } from "../types";
import { compactMatch, docText, exactStarts } from "./text-match";

export interface LineRef {
  page: number;
  line: number;
}

interface LineIndex {
  byFirstWord: Map<string, LineRef[]>;
  byCompactPrefix: Map<string, LineRef[]>;
  /** Numbered lines by their first word after the number, built on the first search that needs it. */
  byBareWord: Map<string, LineRef[]> | null;
}

const indexes = new WeakMap<DocumentLayout, LineIndex>();

function push(map: Map<string, LineRef[]>, key: string, ref: LineRef): void {
  const list = map.get(key);
  if (list) list.push(ref);
  else map.set(key, [ref]);
}

/** First three characters ignoring spaces, without building the compact string. */
function compactPrefix(s: string): string {
  let out = "";
  for (let i = 0; i < s.length && out.length < 3; i++) if (s[i] !== " ") out += s[i];
  return out;
}

/**
 * Lines keyed by their first word, with and without the line's numbering (and by the first three letters
 * without spaces), built once per layout.
 */
function lineIndex(layout: DocumentLayout): LineIndex {
  let idx = indexes.get(layout);
  if (idx) return idx;
  idx = { byFirstWord: new Map(), byCompactPrefix: new Map(), byBareWord: null };
  docText(layout).forEach((pt, p) => {
    for (let i = 0; i < pt.lines.length; i++) {
      const s = pt.single(i);
      if (!s) continue;
      const ref = { page: p + 1, line: i };
      push(idx!.byFirstWord, s.split(" ", 1)[0], ref);
      push(idx!.byCompactPrefix, compactPrefix(s), ref);
    }
  });
  indexes.set(layout, idx);
  return idx;
}

/** "2 RELATED WORK" under "related": lines that carry a number, by the word after it. */
function bareIndex(layout: DocumentLayout, idx: LineIndex): Map<string, LineRef[]> {
  if (idx.byBareWord) return idx.byBareWord;
  const map = new Map<string, LineRef[]>();
  docText(layout).forEach((pt, p) => {
    for (let i = 0; i < pt.lines.length; i++) {
      const word = pt.bare(i).split(" ", 1)[0];
      if (word) push(map, word, { page: p + 1, line: i });
    }
  });
  return (idx.byBareWord = map);
}

/**
 * Every line from `fromPage` on where the title starts a line: the same rule as
 * `linesStartingWith` page by page, answered from an index so that placing sixty
 * contents entries does not rescan a 250-page filing sixty times.
 */
export function findInDocument(layout: DocumentLayout, key: string, fromPage: number): LineRef[] {
  if (!key) return [];
  const dt = docText(layout);
  const idx = lineIndex(layout);
  const first = key.split(" ", 1)[0];
  let exact = (idx.byFirstWord.get(first) ?? []).filter(
    (r) => r.page >= fromPage && exactStarts(dt[r.page - 1], key, r.line),
  );
  if (!exact.length)
    exact = (bareIndex(layout, idx).get(first) ?? []).filter(
      (r) => r.page >= fromPage && exactStarts(dt[r.page - 1], key, r.line),
    );
  const compact = key.replace(/ /g, "");
  if (compact.length < 10) return exact;
  const covered = new Set(exact.map((r) => r.page));
  const loose = (idx.byCompactPrefix.get(compact.slice(0, 3)) ?? []).filter(
    (r) => r.page >= fromPage && !covered.has(r.page) && compactMatch(dt[r.page - 1].compact(r.line), compact),
  );
  return [...exact, ...loose].sort((a, b) => a.page - b.page || a.line - b.line);
}
