import "fake-indexeddb/auto";
import { afterEach, describe, expect, it } from "vitest";
import { getAnswer, listAnswers, putAnswer } from "./answers";
import { base64ToBytes, bytesToBase64 } from "./base64";
import { getDocumentBytes, getDocumentMeta, getLayouts, getTree, listDocuments } from "./document-reads";
import { deleteDocument, putDocument, renameDocument } from "./documents";
import { DATA_VERSION } from "./migrations";
import { ImportError } from "./errors";
import { exportDocument, importDocument } from "./export-import";
import type { PinciteDb } from "./schema";
import { countAll, fakeBytes, fakeDocument, fakeLayout, fakeTree, openFresh } from "./test-fixtures";

let db: PinciteDb;
afterEach(() => db?.close());

const ANSWER = '{"claims": [ {"text": "Sales rose", "page": 2} ] }';

async function exportedFile(): Promise<{ json: string; id: string }> {
  const doc = await putDocument(db, fakeDocument("alpha", 3));
  await renameDocument(db, doc.id, "Renamed");
  await putAnswer(db, { traceToken: "t1", docId: doc.id, answerJson: ANSWER, createdAt: 1 });
  await putAnswer(db, { traceToken: "t2", docId: doc.id, answerJson: "[]", createdAt: 2 });
  return { json: JSON.stringify(await exportDocument(db, doc.id, 7)), id: doc.id };
}

describe("export and import", () => {
  it("round-trips a document, its tree and answers through JSON into another database", async () => {
    ({ db } = await openFresh());
    const { json, id } = await exportedFile();
    db.close();
    ({ db } = await openFresh());
    const result = await importDocument(db, JSON.parse(json));
    expect(result).toEqual({ id, renamed: false, answersImported: 2, answersSkipped: 0 });
    expect(await getDocumentMeta(db, id)).toMatchObject({ title: "Renamed", fileName: "alpha.pdf", v: DATA_VERSION });
    expect(await getDocumentBytes(db, id)).toEqual(fakeBytes("alpha"));
    expect(await getLayouts(db, id)).toEqual(fakeLayout(3).pages);
    expect(await getTree(db, id)).toEqual(fakeTree(3));
    expect((await listAnswers(db, id)).map((a) => a.traceToken)).toEqual(["t2", "t1"]);
    expect((await getAnswer(db, "t1"))?.answerJson).toBe(ANSWER);
  });

  it("gives an import a new id when the id is taken, and leaves the stored document alone", async () => {
    ({ db } = await openFresh());
    const { json, id } = await exportedFile();
    const result = await importDocument(db, JSON.parse(json));
    expect(result).toEqual({ id: `${id}-2`, renamed: true, answersImported: 0, answersSkipped: 2 });
    expect((await listDocuments(db)).map((d) => d.id).sort()).toEqual([id, `${id}-2`].sort());
    expect((await getAnswer(db, "t1"))?.docId).toBe(id);
    expect(await getLayouts(db, `${id}-2`)).toHaveLength(3);
    await deleteDocument(db, `${id}-2`);
    expect(await countAll(db)).toMatchObject({ documents: 1, files: 1, pages: 3, trees: 1, answers: 2 });
  });

  it("migrates an export written at an older data version", async () => {
    ({ db } = await openFresh());
    const { json, id } = await exportedFile();
    await deleteDocument(db, id);
    const old = JSON.parse(json);
    old.dataVersion = 1;
    delete old.document.lastOpenedAt;
    await importDocument(db, old);
    expect((await getDocumentMeta(db, id))?.lastOpenedAt).toBe(old.document.addedAt);
  });

  it("rejects damaged or foreign files with a clear ImportError and stores nothing", async () => {
    ({ db } = await openFresh());
    const { json, id } = await exportedFile();
    await deleteDocument(db, id);
    const cases: [(x: Record<string, unknown>) => unknown, RegExp][] = [
      [() => "a string", /not a JSON object/],
      [(x) => ({ ...x, format: "excalidraw" }), /"format" is "excalidraw"/],
      [(x) => ({ ...x, formatVersion: 9 }), /format version 9/],
      [(x) => ({ ...x, pages: [{ page: 1 }] }), /page 1 has no lines/],
      [(x) => ({ ...x, answers: [{ traceToken: "t" }] }), /no answer text/],
      [(x) => ({ ...x, bytesBase64: "!!!!" }), /not valid base64/],
      [(x) => ({ ...x, bytesBase64: bytesToBase64(fakeBytes("tampered")) }), /do not match/],
      [(x) => ({ ...x, dataVersion: DATA_VERSION + 1 }), /newer Pincite/],
    ];
    for (const [damage, message] of cases) {
      const err = await importDocument(db, damage(JSON.parse(json))).catch((e: unknown) => e);
      expect(err, String(message)).toBeInstanceOf(ImportError);
      expect((err as Error).message).toMatch(message);
    }
    expect(await countAll(db)).toMatchObject({ documents: 0, files: 0, pages: 0, trees: 0, answers: 0 });
  });

  it("base64 handles bytes past the chunk size", () => {
    const bytes = Uint8Array.from({ length: 100_003 }, (_, i) => (i * 31) % 256);
    expect(base64ToBytes(bytesToBase64(bytes))).toEqual(bytes);
  });
});
