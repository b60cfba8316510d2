/** OCR's progress line over the open document: what it says while reading, Cancel, and how a run ended. */
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useOcrProgressStore } from "../../../stores/ocr-progress-store";
import { OcrStatus } from "./ocr-status";

const bytes = new Uint8Array([1, 2, 3]);

afterEach(() => {
  cleanup();
  useOcrProgressStore.getState().reset();
});

describe("OcrStatus", () => {
  it("names the page being read among the document's, and Cancel stops the run", () => {
    const cancel = vi.fn();
    const run = useOcrProgressStore.getState().began(bytes, 40, cancel);
    act(() => {
      useOcrProgressStore.getState().reading(run, 12);
      useOcrProgressStore.getState().read(run, 11, true);
    });
    render(<OcrStatus bytes={bytes} pageCount={40} />);
    expect(screen.getByTestId("ocr-progress").textContent).toContain("Reading page 12 of 40 by OCR");
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe(String(Math.round((11 / 40) * 100)));
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(cancel).toHaveBeenCalledTimes(1);
  });

  it("says how many pages need OCR when typed pages need none, and ignores another document's run", () => {
    const run = useOcrProgressStore.getState().began(bytes, 2, () => undefined);
    act(() => useOcrProgressStore.getState().reading(run, 7));
    const { rerender } = render(<OcrStatus bytes={bytes} pageCount={9} />);
    expect(screen.getByTestId("ocr-progress").textContent).toContain("Reading page 7 of 9 by OCR (0 of 2 done)");
    rerender(<OcrStatus bytes={new Uint8Array([9])} pageCount={9} />);
    expect(screen.queryByTestId("ocr-progress")).toBeNull();
  });

  it("after a cancel, says what was kept and that the rest is read next time", () => {
    const run = useOcrProgressStore.getState().began(bytes, 10, () => undefined);
    act(() => {
      useOcrProgressStore.getState().read(run, 3, true);
      useOcrProgressStore.getState().ended(run, "cancelled");
    });
    render(<OcrStatus bytes={bytes} pageCount={10} />);
    expect(screen.getByTestId("ocr-summary").textContent).toContain("OCR cancelled after 3 of 10 pages");
    expect(screen.queryByRole("button", { name: "Cancel" })).toBeNull();
  });
});
