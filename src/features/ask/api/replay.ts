/**
 * The answer history of a document. Every stored answer has a stable link,
 * `#/doc/<id>/answer/<token>` (src/app/answer-route.ts); following one shows the stored
 * answer exactly as it was given (src/app/answer-replay.ts), since System One is not
 * deterministic and the question is never re-run.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AskResult } from "../../../core/ask/ask-document";
import { getDatabase, listAnswers } from "../../../db";

/** The first claim of a stored answer, for the history list ("Not in the document." when it abstained). */
function answerGist(answerJson: string): string {
  try {
    const { answer } = JSON.parse(answerJson) as AskResult;
    return answer.abstained ? "Not in the document." : (answer.claims[0]?.text ?? answer.answer);
  } catch {
    return "";
  }
}

/** The history: question, the answer's first claim and the time; whole answers are read on replay. */
export const answersQueryOptions = (docId: string) =>
  queryOptions({
    queryKey: ["answers", docId],
    queryFn: async () =>
      (await listAnswers(await getDatabase(), docId, 50)).map(({ traceToken, question, createdAt, answerJson }) => ({
        traceToken,
        question,
        createdAt,
        gist: answerGist(answerJson),
      })),
    // Dropped once its document is closed: it is read again on every open anyway, and kept
    // for a while each document asked about in a session held its history in memory.
    gcTime: 0,
  });

export function usePastAnswers(docId: string | null) {
  return useQuery({ ...answersQueryOptions(docId ?? ""), enabled: !!docId });
}
