/**
 * The library list over a real (fake-indexeddb) database: it lists what is stored, and
 * opening a row shows that document through the app's one reopen path.
 */
import "fake-indexeddb/auto";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { useIngestProgressStore } from "../../../stores/ingest-progress-store";
import { closeDocument, useOpenDocumentStore } from "../../../stores/open-document-store";
import { getDatabase, getDocumentMeta } from "../../../db";
import { storeTwoDocuments } from "../../../db/test-fixtures";
import { LibraryList } from "./library-list";

let stored: { id: string; title: string }[] = [];

beforeAll(async () => {
  const db = await getDatabase();
  stored = await storeTwoDocuments(db);
});

afterEach(() => {
  cleanup();
  closeDocument();
});

function renderList() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <LibraryList />
    </QueryClientProvider>,
  );
}

describe("LibraryList", () => {
  it("lists every stored document with its page count", async () => {
    renderList();
    await waitFor(() => expect(screen.getAllByTestId("library-row")).toHaveLength(2));
    const ids = screen.getAllByTestId("library-row").map((row) => row.dataset.docId);
    expect(ids.sort()).toEqual(stored.map((d) => d.id).sort());
    expect(screen.getByText(/5 pages/)).toBeTruthy();
  });

  it("opens a stored document in the reader, under its file name", async () => {
    renderList();
    const row = await screen.findByText(/5 pages/);
    await act(async () => fireEvent.click(row.closest("button")!));
    await waitFor(() => expect(useOpenDocumentStore.getState().document?.id).toBe(stored[1].id));
    const doc = useOpenDocumentStore.getState().document!;
    expect(doc.layout.pageCount).toBe(5);
    expect(useIngestProgressStore.getState()).toMatchObject({ stage: "ready", fileName: "second.pdf" });
  });

  it("renames the document of the row it was asked on, and only that one", async () => {
    renderList();
    const row = (await screen.findByText(/5 pages/)).closest("li")!;
    await act(async () => fireEvent.click(within(row).getByRole("button", { name: "Rename" })));
    fireEvent.change(within(row).getByLabelText("New name"), { target: { value: "  Annual report 2023 " } });
    await act(async () => fireEvent.click(within(row).getByRole("button", { name: "Save" })));
    await screen.findByText("Annual report 2023");
    const db = await getDatabase();
    expect((await getDocumentMeta(db, stored[1].id))?.title).toBe("Annual report 2023");
    expect((await getDocumentMeta(db, stored[0].id))?.title).toBe(stored[0].title);
  });
});
