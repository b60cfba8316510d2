import type { PageLink } from "../../../core/links";
import { useReaderStore } from "../../../stores/reader-store";

/**
 * The page's own links, as transparent areas over the drawn page. Outside addresses open
 * in a new tab with no opener and no referrer (the document cannot script or track the
 * reader); links within the document jump there.
 */
export function LinkLayer({ links }: { links: PageLink[] }) {
  const jumpTo = useReaderStore((s) => s.jumpTo);
  if (links.length === 0) return null;
  return (
    <div className="absolute inset-0" data-testid="link-layer">
      {links.map((link, i) => {
        const style = {
          left: `${link.x0 * 100}%`,
          top: `${link.y0 * 100}%`,
          width: `${(link.x1 - link.x0) * 100}%`,
          height: `${(link.y1 - link.y0) * 100}%`,
        };
        const className =
          "absolute rounded-sm hover:bg-sky-400/20 focus-visible:outline-2 focus-visible:outline-sky-600";
        return link.href !== undefined ? (
          <a
            key={i}
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            title={link.href}
            aria-label={`Link: ${link.href}`}
            className={className}
            style={style}
          />
        ) : (
          <button
            key={i}
            type="button"
            title={`Go to page ${link.page}`}
            aria-label={`Go to page ${link.page}`}
            className={`${className} cursor-pointer`}
            style={style}
            onClick={() => jumpTo(link.page, link.top)}
          />
        );
      })}
    </div>
  );
}
