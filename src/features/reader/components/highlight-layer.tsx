import { useEffect, useRef } from "react";
import type { Rect } from "../../../core/types";

interface HighlightLayerProps {
  rects: Rect[];
  width: number;
  height: number;
  /** Changes on every citation click, replaying the flash. */
  seq: number;
  precision: string;
}

/**
 * The pincite: one translucent rectangle per cited line, drawn on a canvas over the
 * rendered page (rects are normalised 0–1, origin top-left). A citation that only reached
 * page precision outlines the page instead.
 */
export function HighlightLayer({ rects, width, height, seq, precision }: HighlightLayerProps) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = ref.current;
    if (!canvas) return;
    const ratio = window.devicePixelRatio || 1;
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    const ctx = canvas.getContext("2d");
    if (!ctx) return;
    ctx.scale(ratio, ratio);
    ctx.clearRect(0, 0, width, height);
    const pad = 2;
    for (const r of rects) {
      const x = r.x0 * width - pad;
      const y = r.y0 * height - pad;
      const w = (r.x1 - r.x0) * width + 2 * pad;
      const h = (r.y1 - r.y0) * height + 2 * pad;
      ctx.fillStyle = "rgba(250, 204, 21, 0.38)";
      ctx.fillRect(x, y, w, h);
      ctx.fillStyle = "rgba(202, 138, 4, 0.9)";
      ctx.fillRect(x - 3, y, 2, h);
    }
  }, [rects, width, height, seq]);
  return (
    <canvas
      key={seq}
      ref={ref}
      data-testid="highlight-layer"
      data-rects={JSON.stringify(rects)}
      data-precision={precision}
      aria-hidden
      className={
        `pointer-events-none absolute inset-0 animate-[pincite-flash_1.2s_ease-out] ` +
        `${precision === "page" ? "rounded-sm ring-4 ring-amber-400" : ""}`
      }
      style={{ width, height }}
    />
  );
}
