import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from "react";
import type { PageLabels } from "../../../core/pages";
import type { OpenDocument } from "../../../stores/open-document-store";
import { useIngestProgressStore } from "../../../stores/ingest-progress-store";
import { useSettingsStore } from "../../../stores/settings-store";
import { useAskStore } from "../../../stores/ask-store";
import { revealActiveCitation } from "../../../stores/show-citation";
import { startAnswerRoute } from "../../../stores/answer-route";
import { restoreLastAnswer } from "../../../stores/answer-replay";
import { clientConfig } from "../../../core/endpoints";
import { exampleQuestion } from "../../../core/tree/example-question";
import { useAsk } from "../api/use-ask";
import { AnswerActions } from "./answer-actions";
import { AnswerView } from "./answer-view";
import { PastAnswers } from "./past-answers";
import { WalkView } from "./walk-view";
import { submitOnEnter } from "../../../shared/submit-on-enter";
import { AskStatus } from "../../../shared/ask-status";

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

/** The box grows with the question, so a long one is read whole rather than by its tail. */
function useGrowingBox(input: RefObject<HTMLTextAreaElement | null>, question: string): void {
  useLayoutEffect(() => {
    const box = input.current;
    if (!box) return;
    box.style.height = "auto";
    box.style.height = `${Math.min(box.scrollHeight + 2, Math.round(window.innerHeight * 0.4))}px`;
  }, [input, question]);
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

/** Why Ask is greyed while a reopened document's pages are still (or could not all be) read. */
function AskUnavailable() {
  const readFailed = useIngestProgressStore((s) => s.stage === "failed");
  return (
    <p className="text-xs text-stone-600" data-testid="ask-unavailable">
      {readFailed
        ? "Ask is unavailable: the pages of this document could not all be read (see the message above)."
        : "Ask opens once every page has been read from storage."}
    </p>
  );
}

interface QuestionFormProps {
  ready: boolean;
  /** A question this document could answer, shown in the empty box. */
  example: string;
  asking: boolean;
  onAsk: (question: string) => void;
  onCancel: () => void;
}

/**
 * The question box. Memoised: the panel renders again with every step of an answer (and
 * the reader around it with every page that comes near), which the box does not show.
 */
const QuestionForm = memo(function QuestionForm({ ready, example, asking, onAsk, onCancel }: QuestionFormProps) {
  const [question, setQuestion] = useState("");
  const input = useRef<HTMLTextAreaElement>(null);
  useAskKeys(input);
  useGrowingBox(input, question);
  // The question box holds the question of the answer on screen (a replayed one included).
  const shown = useAskStore((s) => s.result);
  useEffect(() => {
    if (shown) setQuestion(shown.question);
  }, [shown]);
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
        rows={2}
        value={question}
        onChange={(e) => setQuestion(e.target.value)}
        onKeyDown={submitOnEnter(submit)}
        placeholder={`e.g. ${example}  (press / to focus)`}
        title="Press / to come here · Enter asks · Shift+Enter for a new line"
        className={
          "block max-h-[40vh] min-h-[3.5rem] w-full resize-none overflow-auto rounded-lg px-3 py-2 text-sm " +
          "ring-1 ring-stone-300 focus:ring-2 focus:ring-amber-500 focus:outline-none"
        }
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
            title="Ask (Enter)"
            disabled={asking || !question.trim() || !ready}
            className={
              "rounded-md bg-stone-900 px-4 py-1.5 text-sm font-medium text-white hover:bg-stone-800 " +
              "disabled:opacity-40"
            }
          >
            {asking ? "Asking…" : "Ask"}
          </button>
        </div>
      </div>
      {!ready && <AskUnavailable />}
    </form>
  );
});

interface AskPanelProps {
  doc: OpenDocument;
  labels: PageLabels;
  onCitationChosen?: () => void;
}

/** Ask a question; see the walk, the answer with its pincites, the evidence and the trace. */
export function AskPanel({ doc, labels, onCitationChosen }: AskPanelProps) {
  const { ask, cancel } = useAsk(doc);
  // Field by field: the whole store also changes when a citation is shown or previewed.
  const status = useAskStore((s) => s.status);
  const result = useAskStore((s) => s.result);
  const error = useAskStore((s) => s.error);
  const streamed = useAskStore((s) => s.streamed);
  const unstored = useAskStore((s) => s.unstored);
  const example = useMemo(() => exampleQuestion(doc.tree), [doc.tree]);
  // A new document starts with a clean slate (unless an answer link is opening it), then
  // shows the last answer asked of it, if any.
  useEffect(() => {
    if (!startAnswerRoute(doc.id) && doc.id) void restoreLastAnswer(doc.id).catch(() => undefined);
  }, [doc.id, doc.name]);
  return (
    <div className="flex flex-col gap-3" data-testid="ask-panel">
      <QuestionForm ready={doc.complete} example={example} asking={status === "asking"} onAsk={ask} onCancel={cancel} />
      <AskStatus
        status={status}
        streamed={streamed}
        error={error}
        reading="Walking the table of contents, reading the best pages…"
        errorTestId="ask-error"
      />
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
