import { useEffect, useRef, useState } from "react";
import { pageName, type PageLabels } from "../../../core/pages";
import type { Rect } from "../../../core/types";
import { useAskStore } from "../../../stores/ask-store";
import { renderPage, type RenderableDocument } from "../../../bridge/pdf-renderer";

const PREVIEW_WIDTH = 600;
/** Pages drawn for previews, kept for the next hover (a few pages' worth of pixels). */
const drawn = new Map<string, HTMLCanvasElement>();
const KEEP = 6;

async function pageImage(doc: RenderableDocument, page: number, width: number): Promise<HTMLCanvasElement | null> {
  const key = `${page}:${width}`;
  const kept = drawn.get(key);
  if (kept) return kept;
  const canvas = document.createElement("canvas");
  if (!(await renderPage(doc, page, canvas, width))) return null;
  drawn.set(key, canvas);
  if (drawn.size > KEEP) drawn.delete(drawn.keys().next().value!);
  return canvas;
}

/** The band of the page holding the quoted lines, with a little margin above and below. */
function band(rects: Rect[]): Rect {
  // A line of the page above and below the quote, for context.
  const y0 = Math.max(0, Math.min(...rects.map((r) => r.y0)) - 0.025);
  const y1 = Math.min(1, Math.max(...rects.map((r) => r.y1)) + 0.025);
  return {
    x0: Math.max(0, Math.min(...rects.map((r) => r.x0)) - 0.01),
    y0,
    x1: Math.min(1, Math.max(...rects.map((r) => r.x1)) + 0.01),
    y1,
  };
}

function drawCrop(target: HTMLCanvasElement, source: HTMLCanvasElement, rects: Rect[]): void {
  const b = band(rects);
  const sx = b.x0 * source.width;
  const sy = b.y0 * source.height;
  const sw = (b.x1 - b.x0) * source.width;
  const sh = Math.min((b.y1 - b.y0) * source.height, source.width * 0.6);
  target.width = Math.round(sw);
  target.height = Math.round(sh);
  const ctx = target.getContext("2d");
  if (!ctx) return;
  ctx.drawImage(source, sx, sy, sw, sh, 0, 0, sw, sh);
  ctx.fillStyle = "rgba(250, 204, 21, 0.38)";
  for (const r of rects)
    ctx.fillRect(
      r.x0 * source.width - sx - 2,
      r.y0 * source.height - sy - 2,
      (r.x1 - r.x0) * source.width + 4,
      (r.y1 - r.y0) * source.height + 4,
    );
}

/** Hovering or focusing a citation chip shows its quoted lines cropped from the page, before any jump. */
export function CitationPreview({ doc, labels }: { doc: RenderableDocument | null; labels: PageLabels }) {
  const preview = useAskStore((s) => s.preview);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    setReady(false);
    if (!preview || !doc || preview.rects.length === 0) return;
    let live = true;
    void pageImage(doc, preview.page, PREVIEW_WIDTH * 2)
      .then((img) => {
        if (!live || !img || !canvas.current) return;
        drawCrop(canvas.current, img, preview.rects);
        setReady(true);
      })
      .catch(() => undefined); // the quote below still shows
    return () => {
      live = false;
    };
  }, [preview, doc]);
  if (!preview) return null;
  const { anchor } = preview;
  // Left of the chip when there is room (the answer panel is on the right), else below it.
  const room = anchor.left > PREVIEW_WIDTH + 24;
  const style = room
    ? { left: anchor.left - PREVIEW_WIDTH - 12, top: Math.max(8, Math.min(anchor.top - 24, window.innerHeight - 260)) }
    : { left: 8, right: 8, top: anchor.bottom + 6 };
  return (
    <div
      role="tooltip"
      data-testid="citation-preview"
      className="pointer-events-none fixed z-40 rounded-lg bg-white p-2 text-xs shadow-xl ring-1 ring-stone-300"
      style={{ ...style, width: room ? PREVIEW_WIDTH : undefined }}
    >
      <p className="mb-1 font-medium text-stone-700">{pageName(labels, preview.page)}</p>
      <canvas
        ref={canvas}
        data-ready={ready}
        className={ready ? "block w-full rounded ring-1 ring-stone-200" : "hidden"}
        aria-hidden
      />
      {/* The picture shows where the lines sit; the quote below reads at full size. */}
      {preview.quote && <p className="mt-1 line-clamp-4 text-[13px] leading-snug text-stone-800">“{preview.quote}”</p>}
    </div>
  );
}
