import { useEffect, useRef, useState, type RefObject } from "react";
import type { OpenDocument } from "../../../app/open-document-store";
import { useSettingsStore } from "../../../app/settings-store";
import { useAskStore } from "../../../app/ask-store";
import { revealActiveCitation } from "../../../app/show-citation";
import { answerLink, startAnswerRoute } from "../../../app/answer-route";
import { clientConfig } from "../../../core/endpoints";
import { useAsk } from "../api/use-ask";
import { AnswerView } from "./answer-view";
import { PastAnswers } from "./past-answers";
import { TraceView } from "./trace-view";
import { WalkView } from "./walk-view";

/** "/" focuses the question box; "]" and "[" step through citations. */
function useAskKeys(input: RefObject<HTMLTextAreaElement | null>): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const typing = e.target instanceof HTMLElement && /^(INPUT|TEXTAREA|SELECT)$/.test(e.target.tagName);
      if (e.key === "/" && !typing) {
        e.preventDefault();
        input.current?.focus();
      } else if (!typing && (e.key === "]" || e.key === "[")) {
        useAskStore.getState().step(e.key === "]" ? 1 : -1);
        revealActiveCitation();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [input]);
}

/** Which navigator and answerer a question will use, from the settings as they stand. */
function ModeLine() {
  const settings = useSettingsStore();
  const systemOne = clientConfig(settings.systemOne) !== null;
  const chat = clientConfig(settings.chat, { modelRequired: true }) !== null;
  return (
    <span className="text-[11px] text-stone-500">
      {systemOne ? "System One navigator" : "Offline navigator"} · {chat ? "your chat model" : "extractive answer"}
    </span>
  );
}

interface QuestionFormProps {
  ready: boolean;
  asking: boolean;
  onAsk: (question: string) => void;
  onCancel: () => void;
}

function QuestionForm({ ready, asking, onAsk, onCancel }: QuestionFormProps) {
  const [question, setQuestion] = useState("");
  const input = useRef<HTMLTextAreaElement>(null);
  useAskKeys(input);
  const submit = () => question.trim() && ready && !asking && onAsk(question.trim());
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      className="space-y-2"
    >
      <label htmlFor="question" className="text-sm font-semibold">
        Ask this document
      </label>
      <textarea
        id="question"
        ref={input}
        rows={3}
        value={question}
        onChange={(e) => setQuestion(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter" && !e.shiftKey) {
            e.preventDefault();
            submit();
          }
        }}
        placeholder="e.g. What was capital expenditure in 2022?  (press / to focus)"
        className="w-full resize-y rounded-lg px-3 py-2 text-sm ring-1 ring-stone-300 focus:ring-2 focus:ring-amber-500 focus:outline-none"
      />
      <div className="flex items-center justify-between gap-2">
        <ModeLine />
        <div className="flex gap-2">
          {asking && (
            <button type="button" onClick={onCancel} className="rounded-md px-3 py-1.5 text-sm ring-1 ring-stone-300">
              Cancel
            </button>
          )}
          <button
            type="submit"
            disabled={asking || !question.trim() || !ready}
            className="rounded-md bg-stone-900 px-4 py-1.5 text-sm font-medium text-white hover:bg-stone-800 disabled:opacity-40"
          >
            {asking ? "Asking…" : "Ask"}
          </button>
        </div>
      </div>
    </form>
  );
}

/** Ask a question; see the walk, the answer with its pincites, the evidence and the trace. */
export function AskPanel({ doc, onCitationChosen }: { doc: OpenDocument; onCitationChosen?: () => void }) {
  const { ask, cancel } = useAsk(doc);
  const { status, result, error, streamed } = useAskStore();
  useEffect(() => startAnswerRoute(doc.id), [doc.id, doc.name]);
  return (
    <div className="flex flex-col gap-3" data-testid="ask-panel">
      <QuestionForm ready={doc.complete} asking={status === "asking"} onAsk={ask} onCancel={cancel} />
      {status === "asking" && (
        <p className="animate-pulse text-sm text-stone-600" aria-live="polite">
          Walking the table of contents, reading the best pages…
          {streamed && <span className="mt-2 block whitespace-pre-wrap text-stone-800">{streamed}</span>}
        </p>
      )}
      {status === "error" && (
        <p role="alert" className="rounded-md bg-red-50 p-2 text-sm text-red-900 ring-1 ring-red-200" data-testid="ask-error">
          {error}
        </p>
      )}
      {result && (
        <>
          <AnswerView result={result} onCitationChosen={onCitationChosen} />
          <WalkView result={result} />
          <TraceView result={result} />
          {doc.id && (
            <a
              href={answerLink(doc.id, result.trace_token)}
              className="text-xs text-amber-800 underline-offset-2 hover:underline"
              data-testid="answer-link"
            >
              Link to this answer
            </a>
          )}
        </>
      )}
      <PastAnswers docId={doc.id} current={result?.trace_token ?? null} />
    </div>
  );
}
