/** UI state of the page viewer: zoom, the page in view, and jump requests. */
import { create } from "zustand";

export const ZOOM_STEPS = [0.5, 0.67, 0.8, 0.9, 1, 1.1, 1.25, 1.5, 1.75, 2, 2.5, 3];

interface ReaderState {
  zoom: number;
  currentPage: number;
  /** A request to scroll to a page (and a vertical position 0–1 on it); `seq` makes repeats count. */
  jump: { page: number; top: number; seq: number } | null;
  zoomBy(direction: 1 | -1): void;
  setCurrentPage(page: number): void;
  jumpTo(page: number, top?: number): void;
}

export const useReaderStore = create<ReaderState>((set, get) => ({
  zoom: 1,
  currentPage: 1,
  jump: null,
  zoomBy: (direction) => {
    const i = ZOOM_STEPS.findIndex((z) => z >= get().zoom - 1e-6);
    const next =
      ZOOM_STEPS[Math.min(ZOOM_STEPS.length - 1, Math.max(0, (i < 0 ? ZOOM_STEPS.length - 1 : i) + direction))];
    set({ zoom: next });
  },
  // Called on every scroll event: an unchanged page must not notify every subscriber.
  setCurrentPage: (currentPage) => set((s) => (s.currentPage === currentPage ? s : { currentPage })),
  jumpTo: (page, top = 0) => set((s) => ({ jump: { page, top, seq: (s.jump?.seq ?? 0) + 1 }, currentPage: page })),
}));
