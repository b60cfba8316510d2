/**
 * One System One request per step across documents. Each routed document is walked by
 * its own judgewalk; their requests for the same step are held until every walker still
 * running has asked, then sent as ONE request: the documents' states side by side under
 * their names, every question tagged with its document, and the answers handed back to
 * each walker under its own ids. A walker that finishes (or fails) leaves, so the others
 * never wait for it. A failed request fails every walker's step, and each falls back to
 * its lexical step as it would alone.
 */
import type { AnswersFor, AskOptions, AskRequest, Question, SystemOneClient, SystemOneResult } from "../system-one";

interface Pending {
  name: string;
  req: AskRequest<Record<string, Question>>;
  options?: AskOptions;
  resolve: (r: SystemOneResult<Record<string, unknown>>) => void;
  reject: (err: unknown) => void;
}

export interface RequestBatcher {
  /** The client one walker uses; call `leave` when that walker is done. */
  clientFor(name: string): SystemOneClient & { leave(): void };
  /** Requests sent so far. */
  requests(): number;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** The documents' states side by side; a question all of them share is said once. */
function combinedState(batch: Pending[]): object {
  const states = batch.map((p) => (isObject(p.req.state) ? p.req.state : { state: p.req.state }));
  const question = states[0].question;
  const shared = states.every((s) => s.question === question) && question !== undefined;
  const documents = batch.map((p, i) => {
    const { question: _q, ...rest } = states[i];
    return { document: p.name, ...(shared ? rest : states[i]) };
  });
  return shared ? { question, documents } : { documents };
}

function combinedQuestions(batch: Pending[]): Record<string, Question> {
  const out: Record<string, Question> = {};
  batch.forEach((p, i) => {
    for (const [id, q] of Object.entries(p.req.questions)) {
      out[`d${i}_${id}`] = isObject(q.instructions)
        ? { ...q, instructions: { ...q.instructions, document: p.name } }
        : q;
    }
  });
  return out;
}

/** Each walker's answers under its own ids; the request's cost is counted once, on the first. */
function split(batch: Pending[], result: SystemOneResult<Record<string, unknown>>): void {
  batch.forEach((p, i) => {
    const answers: Record<string, unknown> = {};
    for (const id of Object.keys(p.req.questions)) answers[id] = result.answers[`d${i}_${id}`];
    const share = i === 0 ? {} : { costUsd: 0, attempts: 0, usage: { inputTokens: 0, outputTokens: 0 } };
    p.resolve({ ...result, ...share, answers });
  });
}

export function createRequestBatcher(inner: SystemOneClient, walkers: number): RequestBatcher {
  let active = walkers;
  let sent = 0;
  let pending: Pending[] = [];
  const flush = () => {
    if (pending.length === 0 || pending.length < active) return;
    const batch = pending;
    pending = [];
    sent++;
    if (batch.length === 1) {
      const [p] = batch;
      inner.ask(p.req, p.options).then((r) => p.resolve(r as SystemOneResult<Record<string, unknown>>), p.reject);
      return;
    }
    inner.ask({ state: combinedState(batch), questions: combinedQuestions(batch) }, batch[0].options).then(
      (r) => split(batch, r as SystemOneResult<Record<string, unknown>>),
      (err: unknown) => batch.forEach((p) => p.reject(err)),
    );
  };
  return {
    requests: () => sent,
    clientFor(name) {
      let left = false;
      function ask<Qs extends Record<string, Question>>(
        req: AskRequest<Qs>,
        options?: AskOptions,
      ): Promise<SystemOneResult<AnswersFor<Qs>>> {
        return new Promise((resolve, reject) => {
          // The walker reads back exactly the ids it asked (split keeps them), so its typed answers hold.
          pending.push({
            name,
            req,
            options,
            resolve: (r) => resolve(r as unknown as SystemOneResult<AnswersFor<Qs>>),
            reject,
          });
          flush();
        });
      }
      return {
        describe: () => inner.describe(),
        ask,
        leave() {
          if (left) return;
          left = true;
          active--;
          flush();
        },
      };
    },
  };
}
