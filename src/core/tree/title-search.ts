/**
 * Whole-document title search: every line where a title starts, answered from an index of
 * lines by first word (and by the first word after a line's own numbering), so that placing
 * sixty contents entries does not rescan a 250-page filing sixty times.
 */
import type { DocumentLayout } from "../types";
import { cjkDivisionPattern } from "./division-words";
import { fold } from "../text/fold";
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

function push<T>(map: Map<string, T[]>, key: string, v: T): void {
  const list = map.get(key);
  if (list) list.push(v);
  else map.set(key, [v]);
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

/**
 * A line's numbering in any script: "1.2", "IV.", and a chapter numbered inside its words as Chinese, Japanese and
 * Korean set it ("第一章", "第 2 節", "제 1 장").
 */
const SCRIPT_NUMBERING = new RegExp(`^\\s*(?:${cjkDivisionPattern()}|[0-9]+(?:[.-][0-9]+)*\\.?|[IVXLC]+\\.)\\s*`, "u");

/** Titles this short must be the whole line: as a line's first signs they may open any sentence. */
const SHORT_SCRIPT_KEY = 4;

const scriptIndexes = new WeakMap<DocumentLayout, Map<string, (LineRef & { text: string })[]>>();

/** Lines by their first two signs folded, with and without the line's numbering, built once per layout. */
function scriptIndex(layout: DocumentLayout): Map<string, (LineRef & { text: string })[]> {
  let idx = scriptIndexes.get(layout);
  if (idx) return idx;
  idx = new Map();
  layout.pages.forEach((pg, p) => {
    pg.lines.forEach((l, i) => {
      const whole = fold(l.text, "script-compact");
      const bare = fold(l.text.replace(SCRIPT_NUMBERING, ""), "script-compact");
      for (const text of new Set([whole, bare])) if (text) push(idx!, text.slice(0, 2), { page: p + 1, line: i, text });
    });
  });
  scriptIndexes.set(layout, idx);
  return idx;
}

/**
 * Where a title in another script than Latin ("목적", "3.2 명령과 환경", "第二章 入门") starts a line from `fromPage` on,
 * with or without its numbering on either side, compared on its letters of every script without spaces. normText,
 * which the other searches use, keeps only a Latin title's letters.
 */
export function findInScript(layout: DocumentLayout, title: string, fromPage: number): LineRef[] {
  const keys = [
    ...new Set([fold(title, "script-compact"), fold(title.replace(SCRIPT_NUMBERING, ""), "script-compact")]),
  ].filter((k) => k.length >= 2);
  const idx = scriptIndex(layout);
  const out = new Map<string, LineRef>();
  for (const key of keys)
    for (const r of idx.get(key.slice(0, 2)) ?? []) {
      if (r.page < fromPage) continue;
      if (key.length < SHORT_SCRIPT_KEY ? r.text === key : r.text.startsWith(key))
        out.set(`${r.page}:${r.line}`, { page: r.page, line: r.line });
    }
  return [...out.values()].sort((a, b) => a.page - b.page || a.line - b.line);
}
