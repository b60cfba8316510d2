import type { PageLayout } from "../../../core/types";

/**
 * A grid page of a text document (Markdown, HTML, plain text, Word), drawn as text at the
 * positions its layout gives, so pincite rectangles fall on the cited lines. Text from a
 * document is rendered as text, never as HTML.
 */
export function TextPage({ page, width }: { page: PageLayout; width: number }) {
  const height = (width * page.height) / page.width;
  const scale = width / page.width;
  return (
    <figure
      className="relative overflow-hidden bg-white shadow-md ring-1 ring-stone-200"
      style={{ width, height }}
      data-page={page.page}
      aria-label={`Page ${page.page}`}
    >
      {page.lines.map((line, i) => (
        <div
          key={i}
          className={`absolute whitespace-pre font-mono text-stone-900 ${line.bold ? "font-bold" : ""}`}
          style={{
            left: line.x0 * width,
            top: line.y0 * height,
            fontSize: 10 * scale,
            lineHeight: `${(line.y1 - line.y0) * height}px`,
          }}
        >
          {line.text}
        </div>
      ))}
      <span className="absolute bottom-2 right-4 text-[10px] text-stone-400">{page.page}</span>
    </figure>
  );
}
