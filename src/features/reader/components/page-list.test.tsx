/**
 * The reader's page list on a real text document (no pdf.js needed): near pages show
 * their text, a jump scrolls to its page, and a shown citation draws on its page only.
 */
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { useAskStore } from "../../../app/ask-store";
import { useReaderStore } from "../../../app/reader-store";
import { textDocument } from "../../../core/text/text-layout";
import { PageList } from "./page-list";
import type * as TextPageModule from "./text-page";
import { PAGE_GAP, pageHeight } from "./use-page-geometry";

// The stub bridge: a text document never reaches pdf.js.
vi.mock("../../../bridge/pdf-renderer", () => ({
  renderPage: vi.fn(async () => true),
  pageLinks: vi.fn(async () => []),
}));

/** Which text pages were rendered, in order: the real TextPage, counted. */
const textPageRenders = vi.hoisted(() => [] as number[]);
vi.mock("./text-page", async (importOriginal) => {
  const { TextPage } = await importOriginal<typeof TextPageModule>();
  return {
    TextPage: (props: Parameters<typeof TextPage>[0]) => {
      textPageRenders.push(props.page.page);
      return TextPage(props);
    },
  };
});

/** Every observed slot is reported as in view: the simulated DOM has no layout. */
class AllVisibleObserver {
  constructor(private readonly report: (entries: { target: Element; isIntersecting: boolean }[]) => void) {}
  observe(target: Element) {
    this.report([{ target, isIntersecting: true }]);
  }
  disconnect() {}
}

beforeAll(() => {
  vi.stubGlobal("IntersectionObserver", AllVisibleObserver);
});

afterEach(() => {
  cleanup();
  useAskStore.getState().clear();
});

// Enough paragraphs for several grid pages.
const LONG = Array.from({ length: 180 }, (_, i) => `Paragraph ${i + 1} of the filing says something.`).join("\n\n");
const { layout } = textDocument("markdown", `# Filing\n\n${LONG}`, "Filing");

describe("PageList", () => {
  it("draws near text pages as text, each in a slot of its page's size", () => {
    expect(layout.pageCount).toBeGreaterThan(2);
    render(<PageList doc={null} pages={layout.pages} isText />);
    expect(screen.getByLabelText("Page 1").textContent).toContain("Paragraph 1 of the filing");
    const slots = document.querySelectorAll<HTMLElement>("[data-slot]");
    expect(slots).toHaveLength(layout.pageCount);
  });

  it("scrolls a jump to the top of its page", () => {
    render(<PageList doc={null} pages={layout.pages} isText />);
    const list = screen.getByTestId("page-list");
    const scrollTo = vi.fn();
    list.scrollTo = scrollTo as unknown as typeof list.scrollTo;
    act(() => useReaderStore.getState().jumpTo(3));
    const width = parseFloat(document.querySelector<HTMLElement>("[data-slot]")!.style.width);
    const top = pageHeight(layout.pages[0], width) + pageHeight(layout.pages[1], width) + 2 * PAGE_GAP;
    expect(scrollTo).toHaveBeenLastCalledWith({ top: top - 8 });
  });

  it("draws the shown citation on its own page only", () => {
    render(<PageList doc={null} pages={layout.pages} isText />);
    const rects = [{ x0: 0.1, y0: 0.2, x1: 0.9, y1: 0.25 }];
    act(() => useAskStore.setState({ active: { claim: 0, citation: 0, page: 2, rects, precision: "line", seq: 1 } }));
    const layers = screen.getAllByTestId("highlight-layer");
    expect(layers).toHaveLength(1);
    expect(layers[0].closest<HTMLElement>("[data-slot]")!.dataset.slot).toBe("2");
  });

  it("renders again only the page a citation lands on, not every page of the document", () => {
    render(<PageList doc={null} pages={layout.pages} isText />);
    expect(new Set(textPageRenders).size).toBe(layout.pageCount);
    textPageRenders.length = 0;
    const rects = [{ x0: 0.1, y0: 0.2, x1: 0.9, y1: 0.25 }];
    act(() => useAskStore.setState({ active: { claim: 0, citation: 0, page: 2, rects, precision: "line", seq: 1 } }));
    expect(textPageRenders).toEqual([2]);
  });
});
