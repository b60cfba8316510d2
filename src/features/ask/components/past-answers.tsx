import { usePastAnswers } from "../api/replay";
import { answerLink } from "../../../stores/answer-route";

const when = new Intl.DateTimeFormat(undefined, { dateStyle: "short", timeStyle: "short" });

/** Earlier questions about this document; each reopens its stored answer exactly. */
export function PastAnswers({ docId, current }: { docId: string | null; current: string | null }) {
  const answers = usePastAnswers(docId);
  if (!docId || !answers.data?.length) return null;
  return (
    <details className="rounded-lg bg-white text-sm ring-1 ring-stone-200" data-testid="past-answers">
      <summary className="cursor-pointer px-3 py-2 font-medium">Earlier questions ({answers.data.length})</summary>
      <ul className="divide-y divide-stone-100 border-t border-stone-100">
        {answers.data.map((a) => (
          <li key={a.traceToken}>
            <a
              href={answerLink(docId, a.traceToken)}
              aria-current={a.traceToken === current}
              data-testid="past-answer"
              className={
                `block px-3 py-2 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-amber-600 ` +
                `${a.traceToken === current ? "bg-amber-50" : ""}`
              }
            >
              <span className="line-clamp-2 font-medium">{a.question ?? "(question not kept)"}</span>
              {a.gist && <span className="line-clamp-2 text-xs text-stone-600">{a.gist}</span>}
              <span className="text-xs text-stone-500">{when.format(a.createdAt)}</span>
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
