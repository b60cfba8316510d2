/**
 * The contents of a very long document: thousands of sections become a virtual list that
 * draws only the rows in view, marks the section being read and scrolls to it when the
 * reading position jumps, jumps to a section's page on a click and moves by keyboard past
 * the rows drawn. A short tree stays the nested tree.
 */
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { SectionTree, TreeNode } from "../../../core/tree";
import { useReaderStore } from "../../../stores/reader-store";
import { TocTree, VIRTUAL_FROM_ROWS } from "./toc-tree";

/** `parts` parts of `each` sections, a section a page: a thousand-page document's contents. */
function longTree(parts: number, each: number): SectionTree {
  const nodes: TreeNode[] = Array.from({ length: parts }, (_, p) => {
    const start = p * each + 1;
    const children = Array.from({ length: each }, (_, s) => ({
      id: `s${p + 1}.${s + 1}`,
      title: `Note ${p + 1}.${s + 1} on the financial statements`,
      level: 2,
      page_start: start + s,
      page_end: start + s,
      line_start: 0,
      children: [],
    }));
    return {
      id: `s${p + 1}`,
      title: `Part ${p + 1}`,
      level: 1,
      page_start: start,
      page_end: start + each - 1,
      line_start: 0,
      children,
    };
  });
  return { source: "outline", repair: "not-needed", nodes };
}

const VIEW_PX = 520;

function renderInPanel(tree: SectionTree) {
  const view = render(
    <aside data-testid="panel" style={{ overflowY: "auto", height: `${VIEW_PX}px` }}>
      <TocTree tree={tree} />
    </aside>,
  );
  const panel = screen.getByTestId("panel");
  Object.defineProperty(panel, "clientHeight", { configurable: true, value: VIEW_PX });
  fireEvent.scroll(panel);
  return { ...view, panel };
}

afterEach(() => {
  cleanup();
  act(() => useReaderStore.setState({ currentPage: 1, jump: null }));
});

describe("the contents of a long document", () => {
  it("draws only the rows in view of thousands", () => {
    const tree = longTree(40, 75); // 40 parts + 3,000 sections over 3,000 pages
    renderInPanel(tree);
    expect(screen.getByTestId("toc").dataset.virtual).toBe("true");
    expect(Number(screen.getByTestId("toc-virtual").dataset.rows)).toBe(3040);
    const drawn = screen.getAllByTestId("toc-row");
    expect(drawn.length).toBeGreaterThan(10);
    expect(drawn.length).toBeLessThan(80);
    expect(drawn[0].textContent).toContain("Part 1");
  });

  it("marks the section being read and scrolls to it when the position jumps", () => {
    const { panel } = renderInPanel(longTree(40, 75));
    act(() => useReaderStore.getState().setCurrentPage(2_250)); // part 30, its 75th section
    fireEvent.scroll(panel);
    const here = screen.getAllByTestId("toc-row").filter((r) => r.dataset.here === "true");
    expect(here).toHaveLength(1);
    expect(here[0].textContent).toContain("Note 30.75");
    expect(here[0].querySelector("[aria-current=location]")).not.toBeNull();
    expect(panel.scrollTop).toBeGreaterThan(50_000);
    // Clicking a drawn section jumps the reader to its first page.
    const entry = screen.getByRole("button", { name: "Note 30.70 on the financial statements" });
    fireEvent.click(entry);
    expect(useReaderStore.getState().jump?.page).toBe(2_245);
    expect(useReaderStore.getState().currentPage).toBe(2_245);
  });

  it("moves by keyboard past the rows drawn, and closes a part with Left", () => {
    const { panel } = renderInPanel(longTree(40, 75));
    const first = screen.getByRole("button", { name: "Part 1" });
    first.focus();
    fireEvent.keyDown(first, { key: "End" });
    fireEvent.scroll(panel);
    expect(document.activeElement?.textContent).toBe("Note 40.75 on the financial statements");
    fireEvent.keyDown(document.activeElement!, { key: "Home" });
    fireEvent.scroll(panel);
    expect(document.activeElement?.textContent).toBe("Part 1");
    fireEvent.keyDown(document.activeElement!, { key: "ArrowLeft" });
    expect(Number(screen.getByTestId("toc-virtual").dataset.rows)).toBe(3040 - 75);
  });

  it("keeps a short tree nested", () => {
    const tree = longTree(4, 10);
    expect(44).toBeLessThan(VIRTUAL_FROM_ROWS);
    renderInPanel(tree);
    expect(screen.getByTestId("toc").dataset.virtual).toBe("false");
    expect(screen.getAllByTestId("toc-row")).toHaveLength(44);
  });
});
