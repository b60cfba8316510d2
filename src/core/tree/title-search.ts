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
  idx = { byFirstWord: new Map(), byCompactPrefix: new Map() };
  docText(layout).forEach((pt, p) => {
    for (let i = 0; i < pt.lines.length; i++) {
      const s = pt.single(i);
      if (!s) continue;
      const ref = { page: p + 1, line: i };
      const word = s.split(" ", 1)[0];
      push(idx!.byFirstWord, word, ref);
      // "2 RELATED WORK" is found as "Related Work" too.
      const bareWord = pt.bare(i).split(" ", 1)[0];
      if (bareWord && bareWord !== word) push(idx!.byFirstWord, bareWord, ref);
      push(idx!.byCompactPrefix, compactPrefix(s), ref);
    }
  });
  indexes.set(layout, idx);
  return idx;
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
  const exact = (idx.byFirstWord.get(first) ?? []).filter(
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
