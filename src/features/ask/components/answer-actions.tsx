import { useState } from "react";
import { answerMarkdown, citationText, exportFileName } from "../../../core/ask/answer-export";
import type { AskResult } from "../../../core/ask/ask-document";
import type { PageLabels } from "../../../core/pages";
import { useAskStore } from "../../../stores/ask-store";
import { answerLink } from "../../../stores/answer-links";

/** Keep an answer: copy the shown citation, export the whole answer as Markdown, or link to it. */
export function AnswerActions({
  result,
  title,
  docId,
  labels,
}: {
  result: AskResult;
  title: string;
  docId: string | null;
  labels: PageLabels;
}) {
  const active = useAskStore((s) => s.active);
  const [copied, setCopied] = useState<string | null>(null);
  const claims = result.answer.claims;
  const citation = (active && claims[active.claim]?.citations[active.citation]) || claims[0]?.citations[0];
  const link = docId ? new URL(answerLink(docId, result.trace_token), location.href).href : location.href;
  const copy = async () => {
    if (!citation) return;
    const text = citationText(title, labels, citation);
    try {
      await navigator.clipboard.writeText(text);
      setCopied(`Copied [${citation.label}]`);
    } catch {
      setCopied("The browser did not allow copying");
    }
  };
  const exportMarkdown = () => {
    const blob = new Blob([answerMarkdown({ title, result, labels, link })], { type: "text/markdown" });
    const a = document.createElement("a");
    a.href = URL.createObjectURL(blob);
    a.download = exportFileName(title);
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
  };
  const button =
    "rounded-md px-2 py-1 ring-1 ring-stone-300 hover:bg-white focus-visible:outline-2 " +
    "focus-visible:outline-amber-600 disabled:opacity-40";
  return (
    <div className="flex flex-wrap items-center gap-2 text-xs text-stone-700" data-testid="answer-actions">
      <button
        type="button"
        onClick={copy}
        disabled={!citation}
        className={button}
        title="Copy the shown citation: document, printed page and quote"
      >
        Copy citation{citation ? ` [${citation.label}]` : ""}
      </button>
      <button
        type="button"
        onClick={exportMarkdown}
        className={button}
        title="Download this answer as Markdown, with its quotes, pages and replay link"
      >
        Export Markdown
      </button>
      {docId && (
        <a
          href={answerLink(docId, result.trace_token)}
          className="text-amber-800 underline-offset-2 hover:underline"
          data-testid="answer-link"
        >
          Link to this answer
        </a>
      )}
      <span aria-live="polite" className="text-stone-500">
        {copied}
      </span>
    </div>
  );
}
