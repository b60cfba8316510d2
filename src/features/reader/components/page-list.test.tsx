/**
 * The reader's page list on a real 250-page text document (no pdf.js needed): only the
 * pages near the viewport are mounted, each at its top in a list as tall as the whole
 * document; a jump scrolls to its page and mounts it; a shown citation draws on its page only.
 */
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { useAskStore } from "../../../stores/ask-store";
import { useReaderStore } from "../../../stores/reader-store";
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

/** The viewer's height: the simulated DOM has no layout, so every element reports this one. */
const VIEW = 900;

beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, "clientHeight", { configurable: true, get: () => VIEW });
});

afterAll(() => {
  delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
});

afterEach(() => {
  cleanup();
  useAskStore.getState().clear();
  useReaderStore.setState({ jump: null });
  textPageRenders.length = 0;
});

// Enough paragraphs for a 10-K's worth of grid pages.
const LONG = Array.from({ length: 6000 }, (_, i) => `Paragraph ${i + 1} of the filing says something.`).join("\n\n");
const { layout } = textDocument("markdown", `# Filing\n\n${LONG}`, "Filing");

const mountedSlots = () =>
  [...document.querySelectorAll<HTMLElement>("[data-slot]")].map((s) => Number(s.dataset.slot));
const slotWidth = () => parseFloat(document.querySelector<HTMLElement>("[data-slot]")!.style.width);

/** The top of each page's slot at this width, added up from the pages before it. */
function topOf(page: number, width: number): number {
  return layout.pages.slice(0, page - 1).reduce((y, p) => y + pageHeight(p, width) + PAGE_GAP, 0);
}

/** Scrolls the list as a reader would: the browser moves it, fires scroll, and a frame passes. */
async function scrollList(top: number) {
  const list = screen.getByTestId("page-list");
  await act(async () => {
    list.scrollTo({ top });
    list.dispatchEvent(new Event("scroll"));
    await new Promise((done) => requestAnimationFrame(done));
  });
}

describe("PageList", () => {
  it("mounts only the pages within a screen of the viewport, drawn as text, each at its top", () => {
    expect(layout.pageCount).toBeGreaterThan(200);
    render(<PageList doc={null} pages={layout.pages} isText />);
    expect(screen.getByLabelText("Page 1").textContent).toContain("Paragraph 1 of the filing");
    const width = slotWidth();
    // Pages starting above the viewport's bottom plus one more screen: at scrollTop 0, 2 * VIEW.
    const near = layout.pages.filter((p) => topOf(p.page, width) <= 2 * VIEW).map((p) => p.page);
    expect(near.length).toBeLessThan(5);
    expect(mountedSlots()).toEqual(near);
    for (const slot of document.querySelectorAll<HTMLElement>("[data-slot]")) {
      expect(parseFloat(slot.style.top)).toBe(topOf(Number(slot.dataset.slot), width));
      expect(parseFloat(slot.style.height)).toBe(pageHeight(layout.pages[Number(slot.dataset.slot) - 1], width));
    }
  });

  it("makes the list as tall as every page and the gaps between them", () => {
    render(<PageList doc={null} pages={layout.pages} isText />);
    const width = slotWidth();
    const heights = layout.pages.reduce((sum, p) => sum + pageHeight(p, width), 0);
    const list = document.querySelector<HTMLElement>("[data-slot]")!.parentElement!;
    expect(parseFloat(list.style.height)).toBe(heights + (layout.pageCount - 1) * PAGE_GAP);
  });

  it("scrolls a jump to the top of its page", () => {
    render(<PageList doc={null} pages={layout.pages} isText />);
    const list = screen.getByTestId("page-list");
    const scrollTo = vi.fn();
    list.scrollTo = scrollTo as unknown as typeof list.scrollTo;
    act(() => useReaderStore.getState().jumpTo(3));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: topOf(3, slotWidth()) - 8 });
  });

  it("mounts page 200 when a jump scrolls to it, and lets go of the pages left behind", async () => {
    render(<PageList doc={null} pages={layout.pages} isText />);
    const list = screen.getByTestId("page-list");
    act(() => useReaderStore.getState().jumpTo(200));
    expect(list.scrollTop).toBe(topOf(200, slotWidth()) - 8);
    await scrollList(list.scrollTop);
    const mounted = mountedSlots();
    expect(mounted).toContain(200);
    expect(mounted).toContain(199);
    expect(mounted).not.toContain(1);
    expect(mounted.length).toBeLessThan(6);
    expect(screen.getByLabelText("Page 200").textContent).toMatch(/Paragraph \d+ of the filing/);
  });

  it("renders no page again while scrolling within the same near pages", async () => {
    render(<PageList doc={null} pages={layout.pages} isText />);
    const before = mountedSlots();
    textPageRenders.length = 0;
    await scrollList(5);
    await scrollList(12);
    expect(mountedSlots()).toEqual(before);
    expect(textPageRenders).toEqual([]);
  });

  it("draws the shown citation on its own page only", () => {
    render(<PageList doc={null} pages={layout.pages} isText />);
    const rects = [{ x0: 0.1, y0: 0.2, x1: 0.9, y1: 0.25 }];
    act(() => useAskStore.setState({ active: { claim: 0, citation: 0, page: 2, rects, precision: "line", seq: 1 } }));
    const layers = screen.getAllByTestId("highlight-layer");
    expect(layers).toHaveLength(1);
    expect(layers[0].closest<HTMLElement>("[data-slot]")!.dataset.slot).toBe("2");
  });

  it("renders again only the page a citation lands on, not every near page", () => {
    render(<PageList doc={null} pages={layout.pages} isText />);
    expect(new Set(textPageRenders)).toEqual(new Set(mountedSlots()));
    textPageRenders.length = 0;
    const rects = [{ x0: 0.1, y0: 0.2, x1: 0.9, y1: 0.25 }];
    act(() => useAskStore.setState({ active: { claim: 0, citation: 0, page: 2, rects, precision: "line", seq: 1 } }));
    expect(textPageRenders).toEqual([2]);
  });
});
