/**
 * The library's question panel over a real (fake-indexeddb) database: which documents a
 * question goes to is picked from a list that exists only while the picker is open.
 */
import "fake-indexeddb/auto";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { getDatabase } from "../../../db";
import { storeTwoDocuments } from "../../../db/test-fixtures";
import { useLibraryAskStore } from "../api/library-ask-store";
import { LibraryAskPanel } from "./library-ask-panel";

// Picking documents asks nothing: no reading worker in this test.
vi.mock("../../../bridge/reading-worker", () => ({ askLibraryInWorker: vi.fn() }));

let stored: { id: string }[] = [];

beforeAll(async () => {
  const db = await getDatabase();
  stored = await storeTwoDocuments(db);
});

afterEach(() => {
  cleanup();
  useLibraryAskStore.getState().select(null);
});

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <LibraryAskPanel />
    </QueryClientProvider>,
  );
}

/** Opens or closes the picker the way a click on its summary does. */
function toggle(picker: HTMLDetailsElement, open: boolean) {
  act(() => {
    picker.open = open;
    fireEvent(picker, new Event("toggle"));
  });
}

describe("LibraryAskPanel's document picker", () => {
  it("lists the documents only while open, and a ticked-off one leaves the selection", async () => {
    renderPanel();
    const picker = (await screen.findByTestId("library-selection")) as HTMLDetailsElement;
    expect(within(picker).getByText("All 2 documents")).toBeTruthy();
    expect(within(picker).queryAllByRole("checkbox")).toHaveLength(0);
    toggle(picker, true);
    const boxes = within(picker).getAllByRole<HTMLInputElement>("checkbox");
    expect(boxes.map((b) => b.checked)).toEqual([true, true]);
    act(() => void fireEvent.click(boxes[1]));
    const [kept] = useLibraryAskStore.getState().selection ?? [];
    expect(useLibraryAskStore.getState().selection).toHaveLength(1);
    expect(stored.map((d) => d.id)).toContain(kept);
    expect(
      within(picker)
        .getAllByRole<HTMLInputElement>("checkbox")
        .map((b) => b.checked),
    ).toEqual([true, false]);
    expect(within(picker).getByText("1 of 2 documents")).toBeTruthy();
    toggle(picker, false);
    expect(within(picker).queryAllByRole("checkbox")).toHaveLength(0);
  });
});
