import type { FindHit } from "../../../core/find";

/** Every find hit on one page, outlined; the one being shown filled. Plain boxes over the page, no canvas needed. */
export function FindLayer({ hits, current }: { hits: FindHit[]; current: FindHit | undefined }) {
  return (
    <div className="pointer-events-none absolute inset-0" data-testid="find-layer" aria-hidden>
      {hits.flatMap((h, i) =>
        h.rects.map((r, j) => (
          <div
            key={`${i}-${j}`}
            data-current={h === current}
            className={
              `absolute rounded-sm ` +
              `${h === current ? "bg-orange-400/45 ring-2 ring-orange-500" : "bg-yellow-300/40"}`
            }
            style={{
              left: `${r.x0 * 100}%`,
              top: `${r.y0 * 100}%`,
              width: `${(r.x1 - r.x0) * 100}%`,
              height: `${(r.y1 - r.y0) * 100}%`,
            }}
          />
        )),
      )}
    </div>
  );
}
