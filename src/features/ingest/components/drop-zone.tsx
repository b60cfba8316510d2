import { useCallback, useRef, useState, type DragEvent } from "react";

/** What the file picker offers: PDF, Markdown, HTML, plain text and Word files. */
const ACCEPTED = [
  "application/pdf,.pdf",
  ".md,.markdown,text/markdown",
  ".html,.htm,text/html",
  ".txt,text/plain",
  ".docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document",
].join(",");

interface DropZoneProps {
  onFile: (file: File) => void;
  compact?: boolean;
}

/** Drag a PDF here or pick one; the whole zone is one labelled button for keyboards. */
export function DropZone({ onFile, compact = false }: DropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const onDrop = useCallback(
    (e: DragEvent) => {
      e.preventDefault();
      setOver(false);
      const file = e.dataTransfer.files[0];
      if (file) onFile(file);
    },
    [onFile],
  );
  return (
    <div
      data-testid="drop-zone"
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      className={
        `rounded-2xl border-2 border-dashed transition-colors ` +
        `${over ? "border-amber-500 bg-amber-50" : "border-stone-300 bg-white"} ` +
        `${compact ? "px-3 py-1" : "p-12"} text-center`
      }
    >
      <button
        type="button"
        onClick={() => input.current?.click()}
        className={
          `mx-auto flex flex-col items-center gap-2 rounded-lg ${compact ? "px-1 py-0.5" : "px-4 py-2"} ` +
          `focus:outline-none focus-visible:ring-2 focus-visible:ring-amber-500`
        }
      >
        <span className={`${compact ? "text-sm font-medium" : "text-xl font-semibold"} text-stone-800`}>
          {compact ? (
            <>
              <span className="whitespace-nowrap sm:hidden" aria-hidden>
                Open…
              </span>
              <span className="sr-only whitespace-nowrap sm:not-sr-only">Open another document</span>
            </>
          ) : (
            "Drop a PDF here, or choose one"
          )}
        </span>
        {!compact && (
          <span className="text-sm text-stone-500">
            Also Markdown, HTML, text and Word files. Read on this computer; nothing is uploaded.
          </span>
        )}
      </button>
      <input
        ref={input}
        type="file"
        accept={ACCEPTED}
        className="sr-only"
        aria-label="Choose a PDF"
        data-testid="file-input"
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) onFile(file);
          e.target.value = "";
        }}
      />
    </div>
  );
}
