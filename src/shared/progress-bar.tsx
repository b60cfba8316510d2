/**
 * A determinate progress bar, named for screen readers. Its fill has no width transition: an
 * animated bar asks for a frame every 16 ms while pages are being laid out or read.
 */
export function ProgressBar({
  pct,
  label,
  className,
  fill,
}: {
  /** Done, 0–100. */
  pct: number;
  label: string;
  /** The track's classes (size, colour, rounding). */
  className: string;
  /** The fill's colour class. */
  fill: string;
}) {
  return (
    <div
      className={className}
      role="progressbar"
      aria-valuenow={pct}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-label={label}
    >
      <div className={`h-full ${fill}`} style={{ width: `${pct}%` }} />
    </div>
  );
}
