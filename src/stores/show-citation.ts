/** Show a citation: mark it active (the page draws its rectangles) and scroll it into view. */
import { useReaderStore } from "./reader-store";
import { useAskStore } from "./ask-store";

export function showCitation(claim: number, citation: number): void {
  useAskStore.getState().show(claim, citation);
  revealActiveCitation();
}

/** Scroll the viewer to the active citation's first line (after `show` or `step`). */
export function revealActiveCitation(): void {
  const active = useAskStore.getState().active;
  if (active) useReaderStore.getState().jumpTo(active.page, active.rects[0]?.y0 ?? 0);
}
