import "fake-indexeddb/auto";
import { afterEach, describe, expect, it } from "vitest";
import { getAnswer, listAnswers, putAnswer } from "./answers";
import { openPinciteDb } from "./connection";
import { putDocument } from "./documents";
import { NotFoundError } from "./errors";
import type { PinciteDb } from "./schema";
import { fakeDocument, openFresh } from "./test-fixtures";

let db: PinciteDb;
afterEach(() => db?.close());

// Key order, spacing, escapes and non-ASCII that a parse/stringify round trip would change.
const ANSWER = '{ "z": 1,\n  "a": [1.50, 2e3],\t"quote": "Net sales \\u00e9 \\"up\\" 3%", "emoji": "📈", "n": -0.0 }';

describe("answers repository", () => {
  it("replays an answer byte for byte, also after the database is reopened", async () => {
    const opened = await openFresh();
    db = opened.db;
    const doc = await putDocument(db, fakeDocument("alpha"));
    await putAnswer(db, {
      traceToken: "tr_1",
      docId: doc.id,
      answerJson: ANSWER,
      traceJson: '{"steps": []}',
      question: "Revenue?",
      createdAt: 5,
    });
    db.close();
    db = await openPinciteDb({ factory: opened.factory });
    const stored = await getAnswer(db, "tr_1");
    expect(stored?.answerJson).toBe(ANSWER);
    expect(stored?.traceJson).toBe('{"steps": []}');
    expect(stored).toMatchObject({ traceToken: "tr_1", docId: doc.id, question: "Revenue?", createdAt: 5 });
    expect(await getAnswer(db, "missing")).toBeUndefined();
  });

  it("lists a document's answers newest first, and only that document's", async () => {
    ({ db } = await openFresh());
    const a = await putDocument(db, fakeDocument("alpha"));
    const b = await putDocument(db, fakeDocument("beta"));
    for (const [token, at] of [
      ["t1", 10],
      ["t3", 30],
      ["t2", 20],
    ] as const)
      await putAnswer(db, { traceToken: token, docId: a.id, answerJson: "{}", createdAt: at });
    await putAnswer(db, { traceToken: "other", docId: b.id, answerJson: "{}", createdAt: 99 });
    expect((await listAnswers(db, a.id)).map((r) => r.traceToken)).toEqual(["t3", "t2", "t1"]);
    expect((await listAnswers(db, a.id, 2)).map((r) => r.traceToken)).toEqual(["t3", "t2"]);
    expect(await listAnswers(db, "none")).toEqual([]);
  });

  it("keeps a token's meaning: same answer again is a no-op, a different one is refused", async () => {
    ({ db } = await openFresh());
    const doc = await putDocument(db, fakeDocument("alpha"));
    await putAnswer(db, { traceToken: "t", docId: doc.id, answerJson: '{"a":1}', createdAt: 1 });
    expect(
      (await putAnswer(db, { traceToken: "t", docId: doc.id, answerJson: '{"a":1}', createdAt: 2 })).createdAt,
    ).toBe(1);
    await expect(putAnswer(db, { traceToken: "t", docId: doc.id, answerJson: '{"a":2}' })).rejects.toThrow(
      /different answer/,
    );
    expect((await getAnswer(db, "t"))?.answerJson).toBe('{"a":1}');
  });

  it("refuses invalid JSON, a missing token and an unknown document", async () => {
    ({ db } = await openFresh());
    const doc = await putDocument(db, fakeDocument("alpha"));
    await expect(putAnswer(db, { traceToken: "t", docId: doc.id, answerJson: "{not json" })).rejects.toThrow(
      /not valid JSON/,
    );
    await expect(putAnswer(db, { traceToken: "", docId: doc.id, answerJson: "{}" })).rejects.toThrow(/trace token/);
    await expect(putAnswer(db, { traceToken: "t", docId: "nope", answerJson: "{}" })).rejects.toBeInstanceOf(
      NotFoundError,
    );
  });
});
