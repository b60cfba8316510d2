/**
 * While a question is being answered, what the answer is doing and the text streamed so far; when it
 * failed, why. The document's ask panel and the library's say the same, each with its own words for
 * the reading and its own test id for the error.
 */
export function AskStatus({
  status,
  streamed,
  error,
  reading,
  errorTestId,
}: {
  status: string;
  /** The answer's text as it streams in. */
  streamed: string;
  error: string | null;
  /** What the answer is doing while it is asked ("Walking the table of contents…"). */
  reading: string;
  errorTestId: string;
}) {
  if (status === "asking")
    return (
      <p className="animate-pulse text-sm text-stone-600" aria-live="polite">
        {reading}
        {streamed && <span className="mt-2 block whitespace-pre-wrap text-stone-800">{streamed}</span>}
      </p>
    );
  if (status === "error")
    return (
      <p
        role="alert"
        className="rounded-md bg-red-50 p-2 text-sm text-red-900 ring-1 ring-red-200"
        data-testid={errorTestId}
      >
        {error}
      </p>
    );
  return null;
}
