import { useEffect, useLayoutEffect, useRef, useState } from "react";
import type { PageLabels } from "../../../core/pages";
import { useDocumentStore, type OpenDocument } from "../../ingest/api/document-store";
import { modelSettings, useSettingsStore } from "../../settings/api/settings-store";
import { useAskStore } from "../api/ask-store";
import { revealActiveCitation } from "../api/show-citation";
import { useAsk } from "../api/use-ask";
import { parseAnswerLink, restoreLastAnswer } from "../api/replay";
import { AnswerActions } from "./answer-actions";
import { AnswerView } from "./answer-view";
import { PastAnswers } from "./past-answers";
import { WalkView } from "./walk-view";

/** Ask a question; see the walk, the answer with its pincites, the evidence and the trace. */
export function AskPanel({ doc, labels, onCitationChosen }: { doc: OpenDocument; labels: PageLabels; onCitationChosen?: () => void }) {
  const [question, setQuestion] = useState("");
  const input = useRef<HTMLTextAreaElement>(null);
  const ask = useAsk(doc);
  const { status, result, error, streamed, unstored } = useAskStore();
  const readFailed = useDocumentStore((s) => s.stage === "failed");
  const settings = useSettingsStore();
  const mode = modelSettings(settings);
  // A new document starts with a clean slate, unless an answer link is opening it.
  useEffect(() => {
    const link = parseAnswerLink(location.hash);
    if (link?.docId === doc.id) return;
    useAskStore.getState().clear();
    if (link) history.replaceState(null, "", location.pathname + location.search);
    if (doc.id) void restoreLastAnswer(doc.id).catch(() => undefined); // nothing stored is nothing to show
  }, [doc.id, doc.name]);
  // The question box holds the question of the answer on screen (a replayed one included).
  const shownQuestion = result?.question;
  useEffect(() => {
    if (shownQuestion !== undefined) setQuestion(shownQuestion);
  }, [shownQuestion, result?.trace_token]);
  useEffect(() => {
    // "/" focuses the question box; "]" and "[" step through citations.
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
  }, []);
  // The box grows with the question, so a long one is read whole rather than by its tail.
  useLayoutEffect(() => {
    const box = input.current;
    if (!box) return;
    box.style.height = "auto";
    box.style.height = `${Math.min(box.scrollHeight + 2, Math.round(window.innerHeight * 0.4))}px`;
  }, [question]);
  const submit = () => question.trim() && doc.complete && ask.mutate(question.trim());
  return (
    <div className="flex flex-col gap-3" data-testid="ask-panel">
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
          rows={2}
          value={question}
          onChange={(e) => setQuestion(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter" && !e.shiftKey) {
              e.preventDefault();
              submit();
            }
          }}
          placeholder="e.g. What was capital expenditure in 2022?  (press / to focus)"
          title="Press / to come here · Enter asks · Shift+Enter for a new line"
          className="block max-h-[40vh] min-h-[3.5rem] w-full resize-none overflow-auto rounded-lg px-3 py-2 text-sm ring-1 ring-stone-300 focus:ring-2 focus:ring-amber-500 focus:outline-none"
        />
        <div className="flex items-center justify-between gap-2">
          <span className="text-[11px] text-stone-500">{mode.systemOne ? "System One navigator" : "Offline navigator"} · {mode.chat ? "your chat model" : "extractive answer"}</span>
          <button type="submit" title="Ask (Enter)" disabled={status === "asking" || !question.trim() || !doc.complete} className="rounded-md bg-stone-900 px-4 py-1.5 text-sm font-medium text-white hover:bg-stone-800 disabled:opacity-40">
            {status === "asking" ? "Asking…" : "Ask"}
          </button>
        </div>
        {!doc.complete && (
          <p className="text-xs text-stone-600" data-testid="ask-unavailable">
            {readFailed ? "Ask is unavailable: the pages of this document could not all be read (see the message above)." : "Ask opens once every page has been read from storage."}
          </p>
        )}
      </form>
      {status === "asking" && (
        <p className="animate-pulse text-sm text-stone-600" aria-live="polite">
          Walking the table of contents, reading the best pages…{streamed && <span className="mt-2 block whitespace-pre-wrap text-stone-800">{streamed}</span>}
        </p>
      )}
      {status === "error" && (
        <p role="alert" className="rounded-md bg-red-50 p-2 text-sm text-red-900 ring-1 ring-red-200" data-testid="ask-error">
          {error}
        </p>
      )}
      {result && (
        <>
          <AnswerView result={result} labels={labels} onCitationChosen={onCitationChosen} />
          {unstored && (
            <p className="text-xs text-amber-900" data-testid="answer-unstored">
              {unstored}
            </p>
          )}
          <AnswerActions result={result} title={doc.name} docId={unstored ? null : doc.id} labels={labels} />
          <WalkView result={result} labels={labels} sections={doc.tree.nodes} />
        </>
      )}
      <PastAnswers docId={doc.id} current={result?.trace_token ?? null} />
    </div>
  );
}
