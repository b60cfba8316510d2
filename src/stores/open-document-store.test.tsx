/**
 * Closing the reader lets go of what the document left in the stores: its answer (which
 * holds the text of every page it read) and its find hits. A real answer and real hits
 * on a generated document, so the test fails if either is kept.
 */
import { afterEach, describe, expect, it } from "vitest";
import { askDocument } from "../core/ask/ask-document";
import { findInPages, foldPage } from "../core/find";
import { navDocument } from "../core/navigate";
import { useFindStore } from "./find-store";
import { answerLink, libraryAnswerLink } from "./answer-links";
import { useAskStore } from "./ask-store";
import { openMarkdownReport } from "./markdown-report-fixture";
import { isIngesting, useIngestProgressStore } from "./ingest-progress-store";
import { closeDocument, showDocument, useOpenDocumentStore } from "./open-document-store";

async function openAskAndFind() {
  const document = openMarkdownReport();
  const { layout, tree } = document;
  showDocument(document);
  const question = "What was total revenue in fiscal 2023?";
  useAskStore.getState().start(question);
  const result = await askDocument({ doc: navDocument(layout, tree), pages: layout.pages, question });
  useAskStore.getState().done(result);
  useAskStore.getState().show(0, 0);
  const hits = findInPages(layout.pages, layout.pages.map(foldPage), "revenue");
  useFindStore.getState().show();
  useFindStore.getState().setResults("revenue", hits);
  return { result, hits };
}

afterEach(() => closeDocument());

describe("closeDocument", () => {
  it("releases the document's answer and find hits", async () => {
    const { result, hits } = await openAskAndFind();
    expect(result.answer.claims.length).toBeGreaterThan(0);
    expect(useAskStore.getState().result).toBe(result);
    expect(hits.length).toBeGreaterThanOrEqual(2);

    closeDocument();

    expect(useOpenDocumentStore.getState().document).toBeNull();
    expect(useAskStore.getState()).toMatchObject({ status: "idle", result: null, active: null, question: "" });
    expect(useFindStore.getState()).toMatchObject({ open: false, hits: [], index: -1 });
  });

  it("takes the shown answer's link out of the address, and leaves a library answer's link", async () => {
    await openAskAndFind();
    location.hash = answerLink("doc-1", "token-1");
    closeDocument();
    expect(location.hash).toBe("");

    location.hash = libraryAnswerLink("token-2");
    closeDocument();
    expect(location.hash).toBe(libraryAnswerLink("token-2"));
    location.hash = "";
  });
});

describe("showDocument while it is stored behind", () => {
  it(
    "counts as ingesting until storing settles, so waiting " + "work (the service worker's install) waits for it",
    async () => {
      const progress = useIngestProgressStore;
      progress.getState().begin("report.md");
      let settle: (stored: boolean) => void = () => {};
      const storing = new Promise<boolean>((resolve) => (settle = resolve));
      const stages: boolean[] = [];
      const stop = progress.subscribe((s) => stages.push(isIngesting(s)));
      showDocument({ ...openMarkdownReport(), id: "doc-1" }, storing);
      expect(progress.getState().stage).toBe("ready");
      // Never "not ingesting" between ready and the end of storing.
      expect(stages).toContain(true);
      expect(stages).not.toContain(false);
      settle(true);
      await storing;
      await Promise.resolve();
      stop();
      expect(isIngesting(progress.getState())).toBe(false);
    },
  );

  it("ends the count when storing fails too (it resolves false: the storage was full)", async () => {
    const storing = Promise.resolve(false);
    showDocument({ ...openMarkdownReport(), id: "doc-2" }, storing);
    expect(useIngestProgressStore.getState().storing).toBe(1);
    await storing;
    await Promise.resolve();
    expect(useIngestProgressStore.getState().storing).toBe(0);
  });
});
