import { memo, useEffect, useRef, useState } from "react";
import { findInPages, foldPage, MAX_HITS, type FindHit, type FoldedPage } from "../../../core/find";
import { pageName, type PageLabels } from "../../../core/pages";
import type { PageLayout } from "../../../core/types";
import { useFindStore } from "../../../stores/find-store";
import { useReaderStore } from "../../../stores/reader-store";

/** Ctrl/Cmd+F opens the bar inside the app (the browser's own find cannot see canvas pages). */
export function useFindShortcut(): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === "f") {
        e.preventDefault();
        useFindStore.getState().show();
        // The bar may already be open: put the cursor back in it.
        requestAnimationFrame(() => document.getElementById("find-box")?.focus());
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
}

/**
 * The pages folded for finding, a slice per frame so a long filing never freezes the
 * reader (folding 250 pages takes a few hundred ms on a busy machine). Null until done;
 * dropped when the bar closes, since the maps cost a few bytes per character.
 */
function useFoldedPages(pages: PageLayout[], enabled: boolean): FoldedPage[] | null {
  const [folded, setFolded] = useState<FoldedPage[] | null>(null);
  useEffect(() => {
    setFolded(null);
    if (!enabled) return;
    const out: FoldedPage[] = [];
    let frame = 0;
    const slice = () => {
      const end = Math.min(pages.length, out.length + 25);
      for (let i = out.length; i < end; i++) out.push(foldPage(pages[i]));
      if (out.length < pages.length) frame = requestAnimationFrame(slice);
      else setFolded(out);
    };
    frame = requestAnimationFrame(slice);
    return () => cancelAnimationFrame(frame);
  }, [pages, enabled]);
  return folded;
}

/** The hit with the match in bold, as the page prints it. */
function Context({ text, from, to }: { text: string; from: number; to: number }) {
  // Only the end of the text before the match, so the match itself is never cut off.
  const before = text.slice(0, from);
  return (
    <span className="block truncate text-stone-700">
      {before.length > 36 ? `…${before.slice(-34)}` : before}
      <mark className="rounded-sm bg-amber-200 px-0.5 text-stone-900">{text.slice(from, to)}</mark>
      {text.slice(to)}
    </span>
  );
}

/** Every hit with its page and a line of context; the shown one is kept in view. */
function FindResults({
  hits,
  index,
  labels,
  onSelect,
}: {
  hits: FindHit[];
  index: number;
  labels: PageLabels;
  onSelect: (i: number) => void;
}) {
  const list = useRef<HTMLOListElement>(null);
  // Braces matter: scrollIntoView returns a promise in current Chromium, and an effect's return value is its cleanup.
  useEffect(() => {
    list.current?.querySelector(`[data-hit="${index}"]`)?.scrollIntoView({ block: "nearest" });
  }, [index, hits]);
  return (
    <ol ref={list} className="max-h-[45vh] overflow-auto border-t border-stone-100 text-xs" data-testid="find-results">
      {hits.map((h, i) => (
        <li key={i} data-hit={i}>
          <button
            type="button"
            onClick={() => onSelect(i)}
            aria-current={i === index}
            className={`block w-full px-3 py-1.5 text-left hover:bg-stone-50 ${i === index ? "bg-amber-50" : ""}`}
          >
            <span className="font-medium text-amber-800">{pageName(labels, h.page)}</span>
            <Context text={h.context} from={h.from} to={h.to} />
          </button>
        </li>
      ))}
    </ol>
  );
}

/**
 * Find in the document: every hit listed with its page and a line of context, stepped with
 * Enter and Shift+Enter. Memoised: closed, it has nothing to show for the document view's
 * other renders.
 */
/** A glyph button of the bar, named (and titled) by what it does and its key. */
function BarButton({
  onClick,
  disabled,
  label,
  children,
}: {
  onClick: () => void;
  disabled?: boolean;
  label: string;
  children: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      title={label}
      className={
        "rounded px-1.5 text-stone-700 hover:bg-stone-100" + (disabled === undefined ? "" : " disabled:opacity-40")
      }
    >
      {children}
    </button>
  );
}

export const FindBar = memo(function FindBar({ pages, labels }: { pages: PageLayout[]; labels: PageLabels }) {
  const { open, hits, index, close, setResults, step, select } = useFindStore();
  const jumpTo = useReaderStore((s) => s.jumpTo);
  const [draft, setDraft] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const folded = useFoldedPages(pages, open);
  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);
  useEffect(() => {
    if (!folded) return;
    const timer = setTimeout(() => setResults(draft, findInPages(pages, folded, draft)), 120);
    return () => clearTimeout(timer);
  }, [draft, folded, pages, setResults]);
  const hit = hits[index];
  useEffect(() => {
    if (!hit) return;
    jumpTo(hit.page, hit.rects[0]?.y0 ?? 0);
  }, [hit, jumpTo]);
  if (!open) return null;
  const count = hits.length >= MAX_HITS ? `${MAX_HITS}+` : String(hits.length);
  return (
    <div
      className={
        "absolute right-3 top-2 z-10 w-[min(26rem,calc(100%-1.5rem))] rounded-lg bg-white shadow-lg ring-1 " +
        "ring-stone-300"
      }
      role="search"
      data-testid="find-bar"
    >
      <div className="flex items-center gap-2 p-2">
        <input
          id="find-box"
          ref={input}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              step(e.shiftKey ? -1 : 1);
            } else if (e.key === "Escape") close();
          }}
          placeholder="Find in document"
          aria-label="Find in document"
          title="Enter: next · Shift+Enter: previous · Esc: close"
          className={
            "min-w-0 flex-1 rounded-md px-2 py-1 text-sm ring-1 ring-stone-300 focus:ring-2 focus:ring-amber-500 " +
            "focus:outline-none"
          }
        />
        <span
          className="whitespace-nowrap text-xs tabular-nums text-stone-600"
          aria-live="polite"
          data-testid="find-count"
        >
          {draft.trim().length < 2
            ? ""
            : !folded
              ? "Reading pages…"
              : hits.length
                ? `${index + 1} of ${count}`
                : "No matches"}
        </span>
        <BarButton onClick={() => step(-1)} disabled={!hits.length} label="Previous match (Shift+Enter)">
          ↑
        </BarButton>
        <BarButton onClick={() => step(1)} disabled={!hits.length} label="Next match (Enter)">
          ↓
        </BarButton>
        <BarButton onClick={close} label="Close find (Esc)">
          ✕
        </BarButton>
      </div>
      {hits.length > 0 && <FindResults hits={hits} index={index} labels={labels} onSelect={select} />}
    </div>
  );
});
