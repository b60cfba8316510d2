/**
 * The ask panel against a stub bridge: the stub runs the real core (navigation and the
 * extractive answer) on this thread instead of in the reading worker, so the panel is
 * tested on a real answer to a real document, and a question held open can be cancelled.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useAskStore } from "../../../stores/ask-store";
import type { SectionTree } from "../../../core/tree";
import type { DocumentLayout } from "../../../core/types";
import { openMarkdownReport } from "../../../stores/markdown-report-fixture";
import { AskPanel } from "./ask-panel";

vi.mock("../../../bridge/reading-worker", async () => {
  const { navDocument } = await import("../../../core/navigate");
  const { askDocument } = await import("../../../core/ask/ask-document");
  let prepared: { doc: ReturnType<typeof navDocument>; layout: DocumentLayout } | null = null;
  return {
    prepareForQuestions: async (_signal: AbortSignal, _key: string, layout: DocumentLayout, tree: SectionTree) => {
      prepared = { doc: navDocument(layout, tree), layout };
      return 0;
    },
    askInWorker: (signal: AbortSignal, _key: string, question: string) =>
      new Promise((resolve, reject) => {
        const cancelled = () => reject(new DOMException("The question was cancelled.", "AbortError"));
        signal.addEventListener("abort", cancelled, { once: true });
        // A question about "pending" work is held open until it is cancelled.
        if (/pending/i.test(question)) return;
        askDocument({ doc: prepared!.doc, pages: prepared!.layout.pages, question }).then(resolve, reject);
      }),
  };
});

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AskPanel doc={openMarkdownReport()} labels={null} />
    </QueryClientProvider>,
  );
}

async function ask(question: string) {
  fireEvent.change(screen.getByLabelText("Ask this document"), { target: { value: question } });
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Ask" })));
}

afterEach(() => {
  cleanup();
  useAskStore.getState().clear();
});

describe("AskPanel", () => {
  it("answers offline with a pincite on the line that holds the figure", async () => {
    renderPanel();
    expect(screen.getByText(/Offline navigator · extractive answer/)).toBeTruthy();
    // Not a figure for a named year: main's figure answer reads those from statement rows
    // only, and this report states its revenue in prose.
    await ask("How much was total revenue?");
    const answer = await screen.findByTestId("answer");
    expect(answer.textContent).toContain("4,512");
    const chip = screen.getAllByTestId("citation-chip")[0];
    expect(chip.textContent).toBe("[1] p. 1");
    const active = useAskStore.getState().active;
    expect(active?.page).toBe(1);
    expect(active?.precision).toBe("line");
  });

  it("cancels a question in flight and says so", async () => {
    renderPanel();
    await ask("What pending litigation is disclosed?");
    expect(screen.getByRole("button", { name: "Asking…" })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Cancel" })));
    expect((await screen.findByTestId("ask-error")).textContent).toBe("The question was cancelled.");
    expect(screen.queryByRole("button", { name: "Cancel" })).toBeNull();
  });
});
